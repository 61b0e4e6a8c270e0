// Payment notifications end to end, except the browser vendor's push service, which a test push
// receiver on loopback stands in for (testing/push-receiver.ts): the app subscribes (the page's
// pushManager hands out the receiver's subscription: Chromium's own would call Google's service),
// registers it with the server, the server pushes to the receiver, which checks the VAPID
// signature and decrypts, and the decrypted payload is delivered to the service worker through the
// DevTools protocol (ServiceWorker.deliverPushMessage), as the browser would. A click on the
// notification is dispatched in the worker (headless Chromium has no way to click one: the
// worker's handler runs as for a real click, but without the user activation that focus() and
// openWindow() need, so the open window navigates on the worker's message).
//
// With E2E_SERVER_URL and E2E_BANK_ADMINKEY the wallets live on that LNbits (the genuine one), and
// LNbits' own pushes are what arrive.
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { startPushReceiver } from '../testing/push-receiver.ts';
import type { PushReceiver, PushSubscriptionJson } from '../testing/push-receiver.ts';
import { startSandboxProcess } from '../testing/sandbox-process.ts';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { PIN, expectLocked, setPinFromHome } from './lock-support.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  noUserIdServerUrl,
  payInvoice,
  requiresSandbox,
  usingExternalServer,
  walletServerUrl,
  type TestWallet,
} from './support.ts';

test.use({ serviceWorkers: 'allow' });

interface Account extends TestWallet {
  id: string;
  user: string;
}

const FAKE_PUSH_STORE = 'e2e.fake-push';

/** What the page's fake push manager holds: per scope, the key it was asked for and what it gave. */
interface HeldSubscription {
  scope: string;
  key: string;
  subscription: PushSubscriptionJson;
}

/**
 * Runs before the app: each registration's pushManager hands out the next of `subscriptions`
 * (the test receivers'), and remembers which scope has which, made with which key.
 */
function fakePushService({
  subscriptions,
  store,
}: {
  subscriptions: PushSubscriptionJson[];
  store: string;
}) {
  const read = (): HeldSubscription[] => JSON.parse(localStorage.getItem(store) ?? '[]');
  const write = (held: HeldSubscription[]) => localStorage.setItem(store, JSON.stringify(held));
  const usedKey = `${store}.used`;
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64Url = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      .buffer;
  const wrap = (held: HeldSubscription) => ({
    endpoint: held.subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(held.key) },
    toJSON: () => held.subscription,
    unsubscribe: async () => {
      write(read().filter((h) => h.scope !== held.scope));
      return true;
    },
  });
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'pushManager', {
    configurable: true,
    get(this: ServiceWorkerRegistration) {
      const scope = this.scope;
      return {
        async subscribe(options: PushSubscriptionOptionsInit) {
          if (Notification.permission !== 'granted') {
            throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
          }
          const used = Number(localStorage.getItem(usedKey) ?? '0');
          const subscription = subscriptions[used];
          if (!subscription) {
            throw new DOMException('The test has no more subscriptions to give', 'AbortError');
          }
          localStorage.setItem(usedKey, String(used + 1));
          const key = toBase64Url(new Uint8Array(options.applicationServerKey as ArrayBuffer));
          const held = { scope, key, subscription };
          write([...read().filter((h) => h.scope !== scope), held]);
          return wrap(held);
        },
        async getSubscription() {
          const held = read().find((h) => h.scope === scope);
          return held ? wrap(held) : null;
        },
        async permissionState() {
          return Notification.permission === 'granted' ? 'granted' : 'prompt';
        },
      };
    },
  });
}

// ── The server, over HTTP ────────────────────────────────────────────────────────────────────

async function call<T>(
  serverUrl: string,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(serverUrl + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

/** A new LNbits account with one wallet (`POST /api/v1/account`), as LNbits' front page makes one. */
async function createAccount(serverUrl: string, name: string): Promise<Account> {
  const made = await call<Omit<Account, 'serverUrl'>>(serverUrl, 'POST', '/api/v1/account', {
    body: { name },
  });
  return { ...made, serverUrl };
}

const walletLink = (account: Account) =>
  `${account.serverUrl}/wallet?usr=${account.user}&wal=${account.id}`;

/** The VAPID key in the public settings the server's page carries. */
async function vapidKey(serverUrl: string): Promise<string> {
  const html = await (await fetch(`${serverUrl}/`)).text();
  const key = /"webpushPubkey": "([A-Za-z0-9_-]+)"/.exec(html)?.[1];
  expect(key, `${serverUrl} carries a webpushPubkey`).toBeTruthy();
  return key!;
}

async function tokenOf(account: Account): Promise<string> {
  const login = await call<{ access_token: string }>(
    account.serverUrl,
    'POST',
    '/api/v1/auth/usr',
    {
      body: { usr: account.user },
    },
  );
  return login.access_token;
}

/** Removes the account's registration of `endpoint`: how many there were (LNbits has no listing). */
async function deleteRegistration(account: Account, endpoint: string): Promise<number> {
  const encoded = encodeURIComponent(Buffer.from(endpoint).toString('base64'));
  const { count } = await call<{ count: number }>(
    account.serverUrl,
    'DELETE',
    `/api/v1/webpush?endpoint=${encoded}`,
    { token: await tokenOf(account) },
  );
  return count;
}

async function registerDirectly(account: Account, subscription: PushSubscriptionJson) {
  await call(account.serverUrl, 'POST', '/api/v1/webpush', {
    body: { subscription: JSON.stringify(subscription) },
    token: await tokenOf(account),
  });
}

/** Pays `amountSat` into the account's wallet from a funded wallet of the same server. */
async function pay(payer: TestWallet, account: Account, amountSat: number, memo: string) {
  const invoice = await createInvoice(account, amountSat, memo);
  await payInvoice(payer, invoice.bolt11);
  return invoice.payment_hash;
}

// ── The app ──────────────────────────────────────────────────────────────────────────────────

async function connectByLink(page: Page, account: Account, remember: boolean) {
  await page.goto(`${appOrigin()}/connect`);
  await page.getByLabel('Wallet key').fill(walletLink(account));
  if (remember) {
    await page.getByRole('switch', { name: 'Remember the LNbits wallet link' }).check();
  }
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

async function connectByKey(page: Page, wallet: TestWallet) {
  await page.goto(`${appOrigin()}/connect`);
  // Always: the field starts at the server of the wallet connected last.
  await page.getByLabel('Server address').fill(wallet.serverUrl);
  await page.getByLabel('Wallet key').fill(wallet.adminkey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** Settings → Notifications, the part for the server whose wallets are named `walletNames`. */
async function notificationsFor(page: Page, walletNames: string) {
  if (!new URL(page.url()).pathname.startsWith('/settings')) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'More' })
      .click();
    await page.getByRole('link', { name: 'Settings' }).click();
  }
  return (await notificationsSection(page)).getByRole('region', { name: walletNames, exact: true });
}

/** Settings' Notifications section, scrolled to: its code loads only then. */
async function notificationsSection(page: Page) {
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function turnOnWithLink(page: Page, walletNames: string, account: Account, remember = false) {
  const part = await notificationsFor(page, walletNames);
  await part.getByRole('button', { name: 'Tell me when money arrives' }).click();
  await part.getByLabel('LNbits wallet link').fill(walletLink(account));
  if (remember) {
    await part.getByRole('switch', { name: 'Remember the account on this device' }).check();
  }
  await part.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(part.getByTestId('notifications-status')).toHaveText(/^On:/);
  return part;
}

const heldSubscriptions = (page: Page) =>
  page.evaluate(
    (store) => JSON.parse(localStorage.getItem(store) ?? '[]'),
    FAKE_PUSH_STORE,
  ) as Promise<HeldSubscription[]>;

/** The DevTools protocol's view of the service-worker registrations: scope → registration id. */
async function watchRegistrations(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.isDeleted) {
        ids.delete(registration.scopeURL);
      } else {
        ids.set(registration.scopeURL, registration.registrationId);
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  return {
    /** Delivers a push's decrypted payload to the registration at `scope`, as the browser would. */
    async deliver(scope: string, data: string) {
      await expect.poll(() => ids.has(scope)).toBe(true);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: appOrigin(),
        registrationId: ids.get(scope)!,
        data,
      });
    },
  };
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  lang: string;
  data: { href?: string };
}

function notificationsShown(page: Page, scope: string): Promise<ShownNotification[]> {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, tag, lang, data }) => ({ title, body, tag, lang, data }));
  }, scope);
}

/** Taps the notification with `tag` in the worker of `scope` (see the top of this file). */
async function clickNotification(context: BrowserContext, scope: string, tag: string) {
  await expect
    .poll(async () => {
      for (const worker of context.serviceWorkers()) {
        const done = await worker
          .evaluate(
            async ({ scope, tag }) => {
              const self = globalThis as unknown as ServiceWorkerGlobalScope;
              if (self.registration.scope !== scope) {
                return false;
              }
              const [notification] = await self.registration.getNotifications({ tag });
              if (!notification) {
                return false;
              }
              self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
              return true;
            },
            { scope, tag },
          )
          .catch(() => false);
        if (done) {
          return true;
        }
      }
      return false;
    })
    .toBe(true);
}

/** The locale of the words the page handed the service worker (src/lib/worker-messages.ts). */
const wordsHandedOver = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('pocketbits-notifications');
    const response = await cache.match('/pocketbits-notifications/config.json');
    const config = (await response?.json()) as { words?: { locale?: string } } | undefined;
    return config?.words?.locale ?? null;
  });

/** The wallet names the page handed the service worker, for every server that notifies. */
const namesHandedOver = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('pocketbits-notifications');
    const response = await cache.match('/pocketbits-notifications/config.json');
    const config = (await response?.json()) as
      { servers?: Array<{ wallets?: Array<{ name?: string }> }> } | undefined;
    return (config?.servers ?? []).flatMap((server) => (server.wallets ?? []).map((w) => w.name));
  });

/** The page as if another tab were in front, or the app in the background. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

// ── Tests ────────────────────────────────────────────────────────────────────────────────────

let receivers: PushReceiver[] = [];

async function receiverFor(serverUrl: string) {
  const receiver = await startPushReceiver({ vapidPublicKey: await vapidKey(serverUrl) });
  receivers.push(receiver);
  return receiver;
}

test.afterEach(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  receivers = [];
});

test.describe('payment notifications', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['notifications'], { origin: appOrigin() });
  });

  test('a payment pushes LNbits’ payload, shown in the person’s language without the account, and a tap opens that wallet’s History', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const server = walletServerUrl();
    const account = await createAccount(server, 'Everyday');
    const other = await createFundedWallet('Other', 0);
    const payer = await createFundedWallet('Payer', 10_000);
    const receiver = await receiverFor(server);
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    const registrations = await watchRegistrations(page);

    await connectByKey(page, account);
    await connectByKey(page, other);
    // One server, two accounts: the part names both wallets, and notifies for Everyday.
    const part = await turnOnWithLink(page, 'Everyday and Other', account);
    await expect(part).toContainText('Not for Other: another account on this server.');

    // Subscribed at a scope of its own, with that server's key.
    const [held] = await heldSubscriptions(page);
    expect(held?.key).toBe(await vapidKey(server));
    expect(held?.scope).toMatch(new RegExp(`^${appOrigin()}/notify/[0-9a-f]{32}/$`));
    // The account's user id was used and dropped: nowhere in the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(account.user);

    // In German from here on: the worker gets the words again.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    await expect.poll(() => wordsHandedOver(page)).toBe('de');

    await pay(payer, account, 2_100, 'coffee');
    const [push] = await receiver.waitForPushes(1);
    expect(push!.vapid.ok, JSON.stringify(push!.vapid)).toBe(true);
    const payload = JSON.parse(push!.plaintext!) as { title: string; body: string; url: string };
    expect(payload.title).toBe('LNbits: Everyday');
    expect(payload.body).toBe('You just received 2100 sats!\r\ncoffee');
    expect(payload.url).toContain(`usr=${account.user}`);

    await registrations.deliver(held!.scope, push!.plaintext!);
    await expect.poll(() => notificationsShown(page, held!.scope)).toHaveLength(1);
    const [shown] = await notificationsShown(page, held!.scope);
    expect(shown).toMatchObject({
      title: '2.100 sats empfangen · Everyday',
      body: 'coffee',
      lang: 'de',
    });
    expect(shown!.data.href).toMatch(/^\/history\?wallet=[\w-]+$/);
    const everything = JSON.stringify(shown);
    for (const secret of [account.user, account.adminkey, account.inkey, server]) {
      expect(everything).not.toContain(secret);
    }

    // "Other" is the active wallet; the tap opens Everyday's History.
    await clickNotification(context, held!.scope, shown!.tag);
    await expect(page).toHaveURL(`${appOrigin()}/history`);
    await expect(page.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
    await expect(page.getByText('coffee')).toBeVisible();
    await expect.poll(() => notificationsShown(page, held!.scope)).toHaveLength(0);
  });

  test('seen on the websocket while hidden, then pushed: one notification, opening the payment', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = walletServerUrl();
    const account = await createAccount(server, 'Tips');
    const payer = await createFundedWallet('Tipper', 10_000);
    const receiver = await receiverFor(server);
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    const registrations = await watchRegistrations(page);

    // The wallet link was remembered when connecting: no account to give.
    await connectByLink(page, account, true);
    const part = await notificationsFor(page, 'Tips');
    await part.getByRole('button', { name: 'Tell me when money arrives' }).click();
    await expect(part.getByTestId('notifications-status')).toHaveText(/^On:/);
    await expect(part.getByLabel('LNbits wallet link')).toHaveCount(0);
    const [held] = await heldSubscriptions(page);

    await hidePage(page);
    const hash = await pay(payer, account, 21, 'thanks');
    await expect.poll(() => notificationsShown(page, held!.scope)).toHaveLength(1);
    const [seen] = await notificationsShown(page, held!.scope);
    expect(seen).toMatchObject({ title: 'Received 21 sats · Tips', body: 'thanks' });
    expect(seen!.data.href).toMatch(new RegExp(`^/history/${hash}\\?wallet=[\\w-]+$`));

    const [push] = await receiver.waitForPushes(1);
    await registrations.deliver(held!.scope, push!.plaintext!);
    // The push replaces it (same tag) and keeps the way to the payment.
    await expect
      .poll(async () => (await notificationsShown(page, held!.scope)).map((n) => n.data.href))
      .toEqual([seen!.data.href]);

    // Renamed on LNbits' own page while Settings stays closed: once the app has read the wallet
    // again, notifications use the new name (the worker was handed the name it knew before).
    const renamed = await fetch(`${server}/api/v1/wallet`, {
      method: 'PATCH',
      headers: { 'X-Api-Key': account.adminkey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tips jar' }),
    });
    expect(renamed.status).toBe(200);
    await page.goto(`${appOrigin()}/`);
    await expect(page.getByRole('button', { name: /switch wallet/ })).toContainText('Tips jar');
    // Handed to the service worker (a write to the Cache API) before the next payment comes.
    await expect.poll(() => namesHandedOver(page)).toEqual(['Tips jar']);
    await pay(payer, account, 34, 'more thanks');
    const pushes = await receiver.waitForPushes(2);
    await registrations.deliver(held!.scope, pushes[1]!.plaintext!);
    await expect
      .poll(async () => (await notificationsShown(page, held!.scope)).map((n) => n.title))
      .toContain('Received 34 sats · Tips jar');
  });

  test('with the app locked the notification still shows; tapping it asks for the PIN, then opens History', async ({
    page,
    context,
  }) => {
    // The PIN is checked with scrypt in the page.
    test.setTimeout(120_000);
    const server = walletServerUrl();
    const account = await createAccount(server, 'Rainy day');
    const payer = await createFundedWallet('Payer', 10_000);
    const receiver = await receiverFor(server);
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    const registrations = await watchRegistrations(page);
    await connectByKey(page, account);
    await setPinFromHome(page);
    await turnOnWithLink(page, 'Rainy day', account);
    const [held] = await heldSubscriptions(page);

    // A new page load starts locked.
    await page.goto(`${appOrigin()}/`);
    await expectLocked(page, account);
    await pay(payer, account, 300, 'while locked');
    const [push] = await receiver.waitForPushes(1);
    await registrations.deliver(held!.scope, push!.plaintext!);
    await expect
      .poll(async () => (await notificationsShown(page, held!.scope)).map((n) => n.title))
      .toEqual(['Received 300 sats · Rainy day']);

    const [shown] = await notificationsShown(page, held!.scope);
    await clickNotification(context, held!.scope, shown!.tag);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/history');
    await expectLocked(page, account);
    await page.keyboard.type(PIN);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByText('while locked')).toBeVisible();
    await expect(page).toHaveURL(`${appOrigin()}/history`);
  });

  test('turning off removes the registration at the server and the browser’s subscription', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const server = walletServerUrl();
    const account = await createAccount(server, 'Savings');
    const receiver = await receiverFor(server);
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    await connectByKey(page, account);
    const part = await turnOnWithLink(page, 'Savings', account);

    // Not remembered: turning off asks for the account again.
    await part.getByRole('button', { name: 'Turn off notifications' }).click();
    await part.getByLabel('LNbits wallet link').fill(walletLink(account));
    await part.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(part.getByTestId('notifications-status')).toHaveText('Off.');
    expect(await heldSubscriptions(page)).toEqual([]);
    expect(await deleteRegistration(account, receiver.subscription.endpoint)).toBe(0);
    expect(
      await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
      ),
    ).not.toContainEqual(expect.stringMatching(/^\/notify\//));
  });

  test('removing the wallet removes the registration when the account was remembered', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const server = walletServerUrl();
    const account = await createAccount(server, 'Spending');
    const receiver = await receiverFor(server);
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    await connectByKey(page, account);
    await turnOnWithLink(page, 'Spending', account, true);

    // A wallet is removed in Settings, each wallet's own Remove.
    await page.goto(`${appOrigin()}/settings`);
    await page.getByRole('button', { name: 'Remove Spending' }).click();
    await page
      .getByRole('group', { name: 'Remove Spending?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect.poll(() => heldSubscriptions(page)).toEqual([]);
    expect(await deleteRegistration(account, receiver.subscription.endpoint)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pocketbits.notifications.v1')))
      .toBeNull();
  });

  test('refused permission: nothing is subscribed, and the person is told how to allow it', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    // Chromium answers a prompt no one can see with "denied"; a person who said no gets the same.
    await page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    const account = await createAccount(walletServerUrl(), 'Refused');
    const receiver = await receiverFor(walletServerUrl());
    await page.addInitScript(fakePushService, {
      subscriptions: [receiver.subscription],
      store: FAKE_PUSH_STORE,
    });
    await connectByKey(page, account);
    const part = await notificationsFor(page, 'Refused');
    await part.getByRole('button', { name: 'Tell me when money arrives' }).click();
    await part.getByLabel('LNbits wallet link').fill(walletLink(account));
    await part.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(part.getByRole('alert')).toContainText('Notifications weren’t allowed');
    await expect(part.getByTestId('notifications-status')).toHaveText('Off.');
    expect(await heldSubscriptions(page)).toEqual([]);
  });

  test('a server that opens no account by wallet link says so, and subscribes nothing', async ({
    page,
  }) => {
    requiresSandbox('the sandbox that refuses wallet links');
    const server = noUserIdServerUrl();
    const wallet = await createFundedWallet('No link', 0, server);
    const account = { ...wallet, id: wallet.id ?? '', user: 'a'.repeat(32) } as Account;
    await connectByKey(page, wallet);
    const part = await notificationsFor(page, 'No link');
    await part.getByRole('button', { name: 'Tell me when money arrives' }).click();
    await part.getByLabel('LNbits wallet link').fill(walletLink(account));
    await part.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(part.getByRole('alert')).toContainText('Wallet links aren’t accepted here');
    expect(await heldSubscriptions(page)).toEqual([]);
  });

  test('two servers: each its own registration, subscribed with its own key', async ({ page }) => {
    test.setTimeout(120_000);
    let second: ChildProcess | undefined;
    try {
      let secondUrl = appOrigin();
      if (!usingExternalServer()) {
        const started = await startSandboxProcess(
          [
            '--port',
            '0',
            '--no-third-party',
            '--nwc-relay-port',
            '0',
            '--no-demo',
            '--static',
            resolve(process.env.E2E_DIST ?? 'dist'),
          ],
          { timeoutMs: 30_000 },
        );
        second = started.child;
        secondUrl = new URL(started.line('Open the wallet:')!).origin;
      }
      const first = await createAccount(walletServerUrl(), 'First');
      const other = await createAccount(secondUrl, 'Second');
      const [one, two] = [await receiverFor(first.serverUrl), await receiverFor(other.serverUrl)];
      await page.addInitScript(fakePushService, {
        subscriptions: [one.subscription, two.subscription],
        store: FAKE_PUSH_STORE,
      });
      const registrations = await watchRegistrations(page);
      await connectByKey(page, first);
      await connectByKey(page, other);
      await turnOnWithLink(page, 'First', first);
      await turnOnWithLink(page, 'Second', other);

      const held = await heldSubscriptions(page);
      expect(held.map((h) => h.key).sort()).toEqual(
        [await vapidKey(first.serverUrl), await vapidKey(other.serverUrl)].sort(),
      );
      expect(new Set(held.map((h) => h.scope)).size).toBe(2);

      // Each server pushes for its own wallet, to its own registration.
      const payer = await createFundedWallet('Payer of Second', 1_000, secondUrl);
      await pay(payer, other, 5, 'to the second');
      const [push] = await two.waitForPushes(1);
      expect(push!.vapid.ok).toBe(true);
      const scope = held.find((h) => h.subscription.endpoint === two.subscription.endpoint)!.scope;
      await registrations.deliver(scope, push!.plaintext!);
      // The second scope's worker starts cold for this push: under a full run on the genuine
      // LNbits it once took longer than the default 5 s.
      await expect
        .poll(async () => (await notificationsShown(page, scope)).map((n) => n.title), {
          timeout: 15_000,
        })
        .toEqual(['Received 5 sats · Second']);
      expect(one.pushes).toHaveLength(0);
    } finally {
      second?.kill('SIGTERM');
    }
  });
});

test.describe('the sandbox’s push service cleanup', () => {
  requiresSandbox(
    'the sandbox deletes a subscription its push service says is gone; LNbits keeps it',
  );

  test('a 410 from the push service deletes the subscription: the next payment pushes nothing', async () => {
    const account = await createAccount(appOrigin(), 'Gone');
    const payer = await createFundedWallet('Payer of Gone', 1_000);
    const gone = await receiverFor(appOrigin());
    const control = await receiverFor(appOrigin());
    await registerDirectly(account, gone.subscription);
    gone.answerWith(410);
    await pay(payer, account, 1, 'first');
    await gone.waitForPushes(1);
    await registerDirectly(account, control.subscription);
    // Pushes go out one at a time, in order: once the control has the second, the first's are done.
    await pay(payer, account, 2, 'second');
    await control.waitForPushes(1);
    expect(gone.pushes).toHaveLength(1);
    expect(await deleteRegistration(account, gone.subscription.endpoint)).toBe(0);
  });
});

test.describe('iPhone', () => {
  const IOS_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const IOS_HOME_SCREEN =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

  function becomeIphone(standalone: boolean) {
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => standalone });
    if (standalone) {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
          : matchMedia(query);
    } else {
      // Safari outside the Home Screen app has neither.
      delete (window as unknown as Record<string, unknown>).PushManager;
      delete (window as unknown as Record<string, unknown>).Notification;
    }
  }

  test.describe('in Safari', () => {
    test.use({ userAgent: IOS_SAFARI });
    test('says notifications need the Home Screen app, and how to add it', async ({ page }) => {
      await page.addInitScript(becomeIphone, false);
      const wallet = await createFundedWallet('iPhone Safari', 0);
      await connectByKey(page, wallet);
      await page.goto(`${appOrigin()}/settings`);
      const section = await notificationsSection(page);
      await expect(section.getByText('Notifications need the Home Screen app')).toBeVisible();
      await expect(section.getByTestId('notifications-unavailable')).toContainText(
        'tap Share, then Add to Home Screen',
      );
      await expect(section.getByRole('button')).toHaveCount(0);
    });
  });

  test.describe('on the Home Screen', () => {
    test.use({ userAgent: IOS_HOME_SCREEN });
    test('offers them', async ({ page }) => {
      await page.addInitScript(becomeIphone, true);
      const wallet = await createFundedWallet('iPhone app', 0);
      await connectByKey(page, wallet);
      await page.goto(`${appOrigin()}/settings`);
      const part = (await notificationsSection(page)).getByRole('region', {
        name: 'iPhone app',
        exact: true,
      });
      await expect(part.getByRole('button', { name: 'Tell me when money arrives' })).toBeVisible();
    });
  });
});
