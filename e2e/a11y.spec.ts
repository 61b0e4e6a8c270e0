// axe-core on every screen, in the states a person meets them: no WCAG A/AA violation anywhere.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  openWallet,
  payInvoice,
  requiresSandbox,
  type TestWallet,
  openFromHome,
} from './support.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openFramingPage, sameSiteUrl, stripFramingHeaders } from './framing-support.ts';

/** No axe violation on the page once its network is quiet and its animations have ended. */
async function expectNoViolations(page: Page, label: string) {
  // Let lazy content arrive.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expectNoAxeViolations(page, label);
}

/**
 * Voice control: every control named by aria-label starts with or contains the words it shows
 * (axe's `label-content-name-mismatch`, WCAG 2.5.3). The rule is experimental in axe, so it runs
 * only when named; it is checked to have run.
 */
async function expectNamesMatchVisibleWords(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  const ran = [...results.passes, ...results.inapplicable, ...results.violations].map((r) => r.id);
  expect(ran, `axe ran label-content-name-mismatch on ${label}`).toContain(
    'label-content-name-mismatch',
  );
  expect(
    results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
    `names that do not say what ${label} shows`,
  ).toEqual([]);
}

/** A tab (Home, History, More), or one of Home's actions (Receive, Scan, Send). */
const mainNav = (page: Page, name: string) =>
  ['Receive', 'Scan', 'Send'].includes(name)
    ? openFromHome(page, name as 'Receive' | 'Scan' | 'Send')
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

async function lnurlCodes() {
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
    third_party_url: string | null;
  };
  if (!info.third_party_url) {
    throw new Error('the sandbox was started without its third-party host');
  }
  const listing = (await (await fetch(`${info.third_party_url}/`)).json()) as {
    pay: { honest: { address: string; lnurl: string } };
    withdraw: { lnurl: string };
  };
  return listing;
}

test.describe('accessibility (axe)', () => {
  let wallet: TestWallet;

  // Up to four axe runs a test, each seconds of CPU: on a busy 2-core machine one took 32 s.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    wallet = await createFundedWallet('A11y wallet', 10_000);
    await openWallet(page, wallet);
  });

  test('connect', async ({ page }) => {
    // As iOS Safari: the Home Screen advice shows too (navigator.standalone false, iPhone agent).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      });
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false });
    });
    await page.goto(`${appOrigin()}/connect`);
    await expect(page.getByLabel('Wallet key')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make a backup file' })).toBeVisible();
    await expectNoViolations(page, 'connect');
  });

  test('welcome', async ({ page }) => {
    await page.goto(`${appOrigin()}/welcome`);
    await expect(page.getByRole('heading', { name: 'Welcome to Pocketbits' })).toBeVisible();
    await expectNoViolations(page, 'welcome');
  });

  test('home', async ({ page }) => {
    await expect(
      page.getByRole('region', { name: 'Latest payments' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoViolations(page, 'home');
  });

  test('home with more payments than fit on the screen', async ({ page }) => {
    // The cards scroll in a region of their own above the quick actions (layout.spec.ts checks
    // its bounds): it must be reachable by keyboard, and no row may sit half under the actions.
    const shop = await createFundedWallet('A11y shop', 0);
    for (const amountSat of [21, 42, 63, 84, 105]) {
      await payInvoice(wallet, (await createInvoice(shop, amountSat, 'a11y row')).bolt11);
    }
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Latest payments' }).getByRole('link', { name: /a11y row/ }),
    ).toHaveCount(5);
    await expectNoViolations(page, 'home (full list)');
    await expectNamesMatchVisibleWords(page, 'home (full list)');
  });

  test('send: empty and with an invoice', async ({ page }) => {
    await mainNav(page, 'Send');
    await expect(page.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'send (empty)');

    const payee = await createFundedWallet('A11y payee', 0);
    const invoice = await createInvoice(payee, 1_234, 'a11y invoice');
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toBeVisible();
    await expectNoViolations(page, 'send (invoice)');
  });

  test('send: an LNURL-pay; the LNURL-withdraw screen and its outcome', async ({ page }) => {
    requiresSandbox('the LNURL codes come from its third-party host');
    const codes = await lnurlCodes();
    await page.goto(
      `${appOrigin()}/send?${new URLSearchParams({ invoice: codes.pay.honest.lnurl })}`,
    );
    await expect(page.getByLabel('Amount', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'send (LNURL-pay)');
    await page.getByRole('button', { name: 'Enter in USD' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('0.05');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('form', { name: 'Review payment' })).toBeVisible();
    await expectNoViolations(page, 'send (LNURL-pay review)');

    await page.goto(
      `${appOrigin()}/send?${new URLSearchParams({ invoice: codes.withdraw.lnurl })}`,
    );
    // Send hands a withdrawal to its own screen under Receive.
    await expect(page.getByRole('heading', { level: 1, name: /^Receive from / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Receive\b/ })).toBeVisible();
    await expectNoViolations(page, 'withdraw (LNURL-withdraw)');
    await page.getByRole('button', { name: /^Receive\b/ }).click();
    await expect(page.getByTestId('outcome-screen')).toBeVisible();
    await expectNoViolations(page, 'withdraw (outcome)');
  });

  test('receive: the code, choosing an address, the amount, the request, received, reusable codes', async ({
    page,
  }) => {
    await mainNav(page, 'Receive');
    // A wallet with no code yet gets one at once.
    await expect(page.getByRole('img', { name: 'QR code to pay you' })).toBeVisible();
    await expectNoViolations(page, 'receive (code)');

    await page.getByRole('link', { name: 'Get a Lightning address' }).click();
    await expect(
      page.getByRole('heading', { name: 'Get a Lightning address', level: 1 }),
    ).toBeVisible();
    await expectNoViolations(page, 'receive (address name)');
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('link', { name: 'Add amount' }).click();
    await expect(page.getByRole('button', { name: 'Create request' })).toBeVisible();
    await expectNoViolations(page, 'receive (amount)');

    await page.getByLabel('Amount', { exact: true }).fill('2100');
    await page.getByRole('button', { name: 'Create request' }).click();
    await expect(page.getByRole('img', { name: 'QR code of the request' })).toBeVisible();
    await expectNoViolations(page, 'receive (request)');

    const payer = await createFundedWallet('A11y payer', 5_000);
    const bolt11 = ((await page.getByTestId('invoice-text').textContent()) ?? '').trim();
    await payInvoice(payer, bolt11);
    await expect(page.getByTestId('outcome-screen')).toBeVisible();
    await expectNoViolations(page, 'receive (received)');
    await page.getByRole('link', { name: 'Done' }).click();

    await page.goto(`${appOrigin()}/receive/links`);
    await expect(page.getByRole('heading', { name: 'Reusable codes', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'receive (reusable codes)');
  });

  test('history and payment detail', async ({ page }) => {
    await mainNav(page, 'History');
    await expect(page.getByTestId('history-end')).toBeVisible();
    await expectNoViolations(page, 'history');
    await expectNamesMatchVisibleWords(page, 'history');

    await page.getByRole('region', { name: 'Payments' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/history\/[0-9a-f]{64}/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'payment detail');
  });

  test('requests, open and expired: home, history and detail, light and dark', async ({ page }) => {
    await createInvoice(wallet, 321, 'a11y open request');
    await createInvoice(wallet, 654, 'a11y short request', 60);
    // The device's clock moves past the short one's minute; the page reloads onto it.
    await page.clock.install();
    await page.reload();
    await page.clock.fastForward('01:05');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expectNoViolations(page, 'home with requests');

    await mainNav(page, 'History');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('radio', { name: 'Requests' }).check();
    await expectNoViolations(page, 'history: the filters sheet');
    await page.getByRole('button', { name: 'Show payments' }).click();
    await expect(page.getByTestId('history-end')).toHaveText('0 payments and 2 requests');
    await expectNoViolations(page, 'history: requests');

    await page.getByRole('link', { name: /^a11y short request .*Expired/ }).click();
    await expect(page.getByRole('heading', { name: 'Expired', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'payment detail: expired request');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoViolations(page, 'payment detail: expired request (dark)');
    await page.getByRole('link', { name: 'Back to history' }).click();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('radio', { name: 'All' }).check();
    await page.getByRole('button', { name: 'Show payments' }).click();
    await expect(page.getByTestId('history-end')).toHaveText('1 payment and 2 requests');
    await expectNoViolations(page, 'history with requests (dark)');
  });

  test('settings, more, nwc', async ({ page }) => {
    await page.goto(`${appOrigin()}/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'settings');

    await mainNav(page, 'More');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'more');

    await page.goto(`${appOrigin()}/more/nwc`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'nwc');

    await page.getByRole('link', { name: /^Zeus/ }).click();
    await expect(page.getByRole('heading', { name: 'Connect Zeus', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'nwc connect');
  });

  test('backup: save step, home reminder, backup file, restore', async ({ page }) => {
    await page.goto(`${appOrigin()}/connect`);
    if (wallet.serverUrl !== appOrigin()) {
      await page.getByLabel('Server address').fill(wallet.serverUrl);
    }
    await page.getByRole('button', { name: 'Create a new wallet on this server' }).click();
    await expect(page.getByRole('heading', { name: 'Save your wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Full-access key' }).click();
    await page.getByRole('button', { name: 'Show QR code of Receive-only key' }).click();
    await expectNoViolations(page, 'save your wallet');

    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('region', { name: 'Back up reminder' })).toBeVisible();
    await expectNoViolations(page, 'home (backup reminder)');

    await page.goto(`${appOrigin()}/settings/backup-file`);
    await page.getByLabel('Passphrase', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Download backup file' }).click();
    await expect(page.getByText(/Use at least 10 characters/).first()).toBeVisible();
    await expectNoViolations(page, 'backup file');

    await page.goto(`${appOrigin()}/connect/restore`);
    await page.getByLabel('Backup file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a backup'),
    });
    await expect(page.getByRole('alert')).toContainText('Not a Pocketbits backup');
    await expectNoViolations(page, 'restore');
  });

  test('app lock: the offer, choosing a PIN, settings, the PIN prompt, the lock screen, dark', async ({
    page,
  }) => {
    const pad = (name: string) => page.getByRole('group', { name });
    const tap = async (name: string, pin: string) => {
      for (const digit of pin) {
        await pad(name).getByRole('button', { name: digit, exact: true }).click();
      }
    };
    await expect(
      page.getByRole('region', { name: 'Protect this wallet with a PIN' }),
    ).toBeVisible();
    await expectNoViolations(page, 'home with the lock offer');
    await page.getByRole('link', { name: 'Set a PIN' }).click();
    await expect(pad('Choose a PIN')).toBeVisible();
    await expectNoViolations(page, 'choose a PIN');
    await tap('Choose a PIN', '135790');
    await tap('Enter the same PIN again', '135790');
    await expect(page.getByTestId('balance')).toBeVisible();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Ask for the PIN before large payments' }).check();
    await expectNoViolations(page, 'settings with a PIN');
    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove the PIN' })).toBeVisible();
    await expectNoViolations(page, 'the PIN prompt');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect(page.getByRole('heading', { name: 'Pocketbits is locked' })).toBeVisible();
    await page.keyboard.type('000000');
    await expect(page.getByText(/Wrong PIN/)).toBeVisible();
    await expectNoViolations(page, 'lock screen');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoViolations(page, 'lock screen (dark)');
  });

  test('scan, camera denied', async ({ page }) => {
    await page.goto(`${appOrigin()}/scan`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Checked once the camera has answered: the notice saying why it can't be used is up.
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'scan');
  });

  test('dark theme: home, send with an invoice, receive, history', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expectNoViolations(page, 'home (dark)');

    const payee = await createFundedWallet('A11y dark payee', 0);
    const invoice = await createInvoice(payee, 4_321, 'a11y dark');
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toBeVisible();
    await expectNoViolations(page, 'send with an invoice (dark)');

    await mainNav(page, 'Receive');
    await expect(page.getByRole('img', { name: 'QR code to pay you' })).toBeVisible();
    await expectNoViolations(page, 'receive (dark)');

    // Receive is a payment moment with the screen to itself: Back leaves it.
    await page.getByRole('button', { name: 'Back' }).click();
    await mainNav(page, 'History');
    await expect(page.getByTestId('history-end')).toBeVisible();
    await expectNoViolations(page, 'history (dark)');
  });

  test('framed: the notice a page inside another website shows, light and dark', async ({
    page,
  }) => {
    // Without the headers that refuse the frame outright, as on a bare static host.
    await stripFramingHeaders(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const frame = await openFramingPage(page, sameSiteUrl(), `${appOrigin()}/send`);
      await expect(
        frame.getByRole('heading', { name: 'Pocketbits opens on its own' }),
      ).toBeVisible();
      await expectNoViolations(page, `framed notice (${colorScheme})`);
    }
  });

  test('offline banner and marks', async ({ page, context }) => {
    // The service worker is blocked in this file: load Receive's code while still online.
    await mainNav(page, 'Receive');
    await page.getByRole('link', { name: 'Add amount' }).click();
    await expect(page.getByRole('button', { name: 'Create request' })).toBeEnabled();
    // Back to Receive, and Back to Home.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/receive$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('You’re offline.')).toBeVisible();
    await expectNoViolations(page, 'home (offline)');
    await mainNav(page, 'Receive');
    await page.getByRole('link', { name: 'Add amount' }).click();
    await expect(page.getByRole('button', { name: 'Create request' })).toBeDisabled();
    await expectNoViolations(page, 'receive (offline)');
    await context.setOffline(false);
  });
});

test.describe('moving between wallets, and the whole pocket', () => {
  test('Home with all wallets, the switcher, and each step of a move, light and dark', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const spending = await createFundedWallet('a11y spending', 4_000);
    const savings = await createFundedWallet('a11y savings', 1_000);
    await openWallet(page, savings);
    await openWallet(page, spending);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/move-${name}-${testInfo.project.name}.png` });

    await page.getByRole('radio', { name: 'All wallets' }).check();
    await expect(page.getByTestId('pocket-total')).toHaveText('5,000 sats');
    await expectNoViolations(page, 'home: all wallets');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoViolations(page, 'home: all wallets (dark)');
    await shot('home-pocket-dark');

    await page.getByRole('button', { name: /switch wallet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Wallets' });
    await expect(dialog.getByTestId('switcher-balance')).toHaveText(['1,000 sats', '4,000 sats']);
    await expectNoViolations(page, 'wallet switcher with balances (dark)');
    await dialog.getByRole('link', { name: 'Move between wallets' }).click();
    await expect(page.getByText('Choose two of your wallets')).toBeVisible();
    await expectNoViolations(page, 'move: choose (dark)');
    await shot('choose-dark');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await expectNoViolations(page, 'move: amount (dark)');
    await shot('amount-dark');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeEnabled();
    await expectNoViolations(page, 'move: review (dark)');
    await shot('review-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoViolations(page, 'move: review');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();
    await expect(page.getByTestId('move-balance-to')).toHaveText('2,500 sats');
    await expectNoViolations(page, 'move: moved');
    await shot('moved');
  });
});
