// Web Push as LNbits 1.5.1 does it (core/views/webpush_api.py, services/notifications.py
// send_payment_push_notification): subscriptions for an account, the VAPID key in the page's
// public settings, and a real RFC 8291/8292 push on every settled payment. The push service is
// testing/push-receiver.ts, which checks the VAPID token and decrypts as a browser would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPushReceiver, type PushReceiver } from '../../testing/push-receiver.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

interface Account {
  id: string;
  user: string;
  adminkey: string;
  inkey: string;
  name: string;
  token: string;
}

const SUBSCRIPTION_KEYS = ['endpoint', 'user', 'data', 'host', 'timestamp'];
const ISO_SECONDS_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocketbits-webpush-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html>\n  <head><title>Pocketbits</title></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return dir;
}

/** The public settings of a page, read as from LNbits' own: the `const SETTINGS = {…}` line. */
function settingsOf(html: string): Record<string, unknown> {
  const line = /^\s*const SETTINGS = (\{.*\})\s*$/m.exec(html);
  if (!line) {
    throw new Error('no SETTINGS in the page');
  }
  return JSON.parse(line[1]!) as Record<string, unknown>;
}

let dist: string;
let t: TestSandbox;
let pushed: () => Promise<void>;

beforeAll(async () => {
  dist = makeDist();
  t = await startTestSandbox({ staticDir: dist });
  pushed = () => t.sandbox.context.webPush!.sender.idle();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function newAccount(name: string): Promise<Account> {
  const wallet = (
    await t.api<Omit<Account, 'token'>>('POST', '/api/v1/account', { body: { name } })
  ).body;
  const login = await t.api<{ access_token: string }>('POST', '/api/v1/auth/usr', {
    body: { usr: wallet.user },
  });
  return { ...wallet, token: login.body.access_token };
}

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

function subscribe(account: Account, subscription: unknown, path = '/api/v1/webpush') {
  return t.api('POST', path, {
    headers: bearer(account),
    body: { subscription: JSON.stringify(subscription) },
  });
}

const endpointParameter = (endpoint: string) =>
  encodeURIComponent(Buffer.from(endpoint).toString('base64'));

function unsubscribe(account: Account, endpoint: string) {
  return t.api('DELETE', `/api/v1/webpush?endpoint=${endpointParameter(endpoint)}`, {
    headers: bearer(account),
  });
}

/** Pays `amountSat` into `to` from `from` (admin key), both settled before this resolves. */
async function pay(
  from: Pick<TestWallet, 'adminkey'>,
  to: Pick<TestWallet, 'inkey'>,
  amountSat: number,
  memo = '',
) {
  const invoice = await t.invoice(to as TestWallet, amountSat, memo);
  const paid = await t.api('POST', '/api/v1/payments', {
    key: from.adminkey,
    body: { out: true, bolt11: invoice.bolt11 },
  });
  expect(paid.status).toBe(201);
}

describe('the VAPID key in the public settings', () => {
  it('is in the page as LNbits writes it: an uncompressed P-256 point, base64url', async () => {
    const page = await fetch(`${t.baseUrl}/`);
    const settings = settingsOf(await page.text());
    expect(settings.webpushPubkey).toBe(t.sandbox.context.webPush!.keys.publicKey);
    const key = Buffer.from(settings.webpushPubkey as string, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
    expect(settings.webpushPubkey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings).toMatchObject({ siteTitle: 'LNbits', version: '1.5.1' });
    // Sorted keys, as Jinja's tojson writes them.
    expect(Object.keys(settings)).toEqual(Object.keys(settings).sort());
  });

  it('is made on first start and kept in the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-vapid-'));
    try {
      const dataFile = join(dir, 'sandbox.db');
      const first = await startTestSandbox({ dataFile });
      const key = first.sandbox.context.webPush!.keys.publicKey;
      await first.close();
      const again = await startTestSandbox({ dataFile });
      expect(again.sandbox.context.webPush!.keys.publicKey).toBe(key);
      await again.close();
      const other = await startTestSandbox();
      expect(other.sandbox.context.webPush!.keys.publicKey).not.toBe(key);
      await other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST and DELETE /api/v1/webpush', () => {
  let alice: Account;
  beforeAll(async () => {
    alice = await newAccount('Alice');
  });

  it('registers a subscription once per endpoint and account, and answers the record', async () => {
    const subscription = {
      endpoint: 'https://push.example/send/abc',
      keys: { p256dh: 'p', auth: 'a' },
    };
    const first = await subscribe(alice, subscription);
    expect(first.status).toBe(201);
    expect(Object.keys(first.body)).toEqual(SUBSCRIPTION_KEYS);
    const port = new URL(t.baseUrl).port;
    expect(first.body).toEqual({
      endpoint: 'https://push.example/send/abc',
      user: alice.user,
      data: JSON.stringify(subscription),
      host: `127.0.0.1:${port}`,
      timestamp: expect.stringMatching(ISO_SECONDS_UTC),
    });
    // The same endpoint again, even with other keys: the record already there, still 201.
    const again = await subscribe(alice, { ...subscription, keys: { p256dh: 'q', auth: 'b' } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(t.sandbox.context.webPush!.store.forUser(alice.user)).toHaveLength(1);

    expect(await unsubscribe(alice, subscription.endpoint)).toMatchObject({
      status: 200,
      body: { count: 1 },
    });
    expect((await unsubscribe(alice, subscription.endpoint)).body).toEqual({ count: 0 });
  });

  it('takes the user id as ?usr= where LNbits allows user-id-only access', async () => {
    const subscription = { endpoint: 'https://push.example/usr', keys: { p256dh: 'p', auth: 'a' } };
    const created = await t.api('POST', `/api/v1/webpush?usr=${alice.user}`, {
      body: { subscription: JSON.stringify(subscription) },
    });
    expect(created.status).toBe(201);
    const removed = await t.api(
      'DELETE',
      `/api/v1/webpush?usr=${alice.user}&endpoint=${endpointParameter(subscription.endpoint)}`,
    );
    expect(removed.body).toEqual({ count: 1 });
  });

  it('refuses what LNbits refuses, with its status and body', async () => {
    const body = { subscription: JSON.stringify({ endpoint: 'https://push.example/x' }) };
    const missing = { status: 401, body: { detail: 'Missing user ID or access token.' } };
    expect(await t.api('POST', '/api/v1/webpush', { body })).toMatchObject(missing);
    // A wallet key is no account credential, admin key included.
    expect(await t.api('POST', '/api/v1/webpush', { key: alice.adminkey, body })).toMatchObject(
      missing,
    );
    expect(await t.api('DELETE', '/api/v1/webpush?endpoint=', { key: alice.inkey })).toMatchObject(
      missing,
    );
    expect(
      await t.api('POST', '/api/v1/webpush', { headers: { Authorization: 'Bearer abc' }, body }),
    ).toMatchObject({ status: 401, body: { detail: 'Invalid access token.' } });
    // Authentication comes before the body is read.
    expect(await t.api('POST', '/api/v1/webpush', { body: {} })).toMatchObject(missing);
    const stranger = '0f2b7e3c9d4a4e1b8c6d5a4b3c2d1e0f';
    expect(await t.api('POST', `/api/v1/webpush?usr=${stranger}`, { body })).toMatchObject({
      status: 401,
      body: { detail: 'User not found.' },
    });
    const bankUser = t.sandbox.context.bank.wallet().user_id;
    expect(await t.api('POST', `/api/v1/webpush?usr=${bankUser}`, { body })).toMatchObject({
      status: 403,
      body: { detail: 'User id only access for admins is forbidden.' },
    });
    // A usr that is not a UUID4 is a validation error, reported with the body's.
    expect(await t.api('POST', '/api/v1/webpush?usr=abc', { body: {} })).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          detail: [
            { loc: ['query', 'usr'], msg: 'value is not a valid uuid', type: 'type_error.uuid' },
            { loc: ['body', 'subscription'], msg: 'field required', type: 'value_error.missing' },
          ],
        },
      }),
    );
  });

  it('answers a bad body as LNbits does: 400 from the model, 500 from what it does with it', async () => {
    const post = (rawBody?: string) =>
      t.api('POST', '/api/v1/webpush', {
        headers: { ...bearer(alice), 'Content-Type': 'application/json' },
        rawBody,
      });
    expect(await post()).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }] },
    });
    expect((await post('{"subscription": {"endpoint": "x"}}')).body).toEqual({
      detail: [{ loc: ['body', 'subscription'], msg: 'str type expected', type: 'type_error.str' }],
    });
    const cannot = { status: 500, body: { detail: 'Cannot create webpush notification' } };
    for (const subscription of ['abc', '{}', '[1]', '{"endpoint": null}', '{"endpoint": {}}']) {
      expect(await post(JSON.stringify({ subscription }))).toMatchObject(cannot);
    }
    expect(await post('{"subscription": 5}')).toMatchObject(cannot);
    // LNbits stores any scalar endpoint in its TEXT column, as SQLite spells it.
    for (const [endpoint, stored] of [
      ['7', '7'],
      ['7.5', '7.5'],
      ['true', '1'],
      ['1e20', '1.0e+20'],
    ]) {
      const created = await post(JSON.stringify({ subscription: `{"endpoint": ${endpoint}}` }));
      expect(created).toMatchObject({ status: 201, body: { endpoint: stored } });
      expect((await unsubscribe(alice, stored!)).body).toEqual({ count: 1 });
    }
  });

  it('reads ?endpoint= as Python base64 (lenient, padding required) and then unquotes it', async () => {
    const del = (query: string) =>
      t.api('DELETE', `/api/v1/webpush${query}`, { headers: bearer(alice) });
    const cannot = { status: 500, body: { detail: 'Cannot delete webpush notification' } };
    expect(await del('')).toMatchObject(cannot); // str(None): "None" is not UTF-8 once decoded
    expect(await del('?endpoint=abc')).toMatchObject(cannot);
    expect(await del('?endpoint=Nw')).toMatchObject(cannot); // no padding
    expect(await del('?endpoint=')).toMatchObject({ status: 200, body: { count: 0 } });

    // An endpoint with a percent escape is stored as sent, and found by its unquoted form only.
    await subscribe(alice, { endpoint: 'https://push.example/a%20b' });
    expect((await unsubscribe(alice, 'https://push.example/a%20b')).body).toEqual({ count: 0 });
    expect((await unsubscribe(alice, 'https://push.example/a b')).body).toEqual({ count: 0 });
    await subscribe(alice, { endpoint: 'https://push.example/a b' });
    expect((await unsubscribe(alice, 'https://push.example/a%20b')).body).toEqual({ count: 1 });

    // Characters outside the alphabet (URL-safe ones included) are skipped; "=" ends the input.
    await subscribe(alice, { endpoint: '7' });
    expect((await del('?endpoint=N-w_==ignored')).body).toEqual({ count: 1 });
  });
});

describe('pushes on settled payments', () => {
  let receiver: PushReceiver;
  let alice: Account;
  let payer: Awaited<ReturnType<TestSandbox['newWallet']>>;

  beforeAll(async () => {
    alice = await newAccount('Alice ☕');
    payer = await t.newWallet('Payer', 100_000);
    await pay(payer, alice, 100); // to pay out from, before any subscription
  });
  afterEach(async () => {
    await pushed();
    await receiver?.close();
    for (const subscription of t.sandbox.context.webPush!.store.forUser(alice.user)) {
      t.sandbox.context.webPush!.store.delete(subscription.endpoint, alice.user);
    }
  });

  async function subscribeReceiver(): Promise<PushReceiver> {
    receiver = await startPushReceiver({
      vapidPublicKey: t.sandbox.context.webPush!.keys.publicKey,
    });
    expect((await subscribe(alice, receiver.subscription)).status).toBe(201);
    return receiver;
  }

  it("sends LNbits' payload once, VAPID-signed and aes128gcm-encrypted", async () => {
    await subscribeReceiver();
    await pay(payer, alice, 1000, 'Coffee ☕ & <b>"beans"</b>');
    await pushed();

    expect(receiver.pushes).toHaveLength(1);
    const [push] = receiver.pushes;
    expect(push!.vapid).toEqual({
      ok: true,
      publicKey: t.sandbox.context.webPush!.keys.publicKey,
      claims: {
        aud: receiver.origin,
        exp: expect.any(Number),
        sub: 'mailto:alan@lnbits.com',
      },
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('0');
    expect(push!.decryptProblem).toBeUndefined();
    const host = new URL(t.baseUrl).host;
    // Byte for byte what LNbits' json.dumps writes: ", " and ": ", non-ASCII as \uXXXX.
    expect(push!.plaintext).toBe(
      '{"title": "LNbits: Alice \\u2615", ' +
        '"body": "You just received 1000 sats!\\r\\nCoffee \\u2615 & <b>\\"beans\\"</b>", ' +
        `"url": "https://${host}/wallet?usr=${alice.user}&wal=${alice.id}"}`,
    );
  });

  it('says "1 sat", and the site title when the invoice had no memo (LNbits gives it that memo)', async () => {
    await subscribeReceiver();
    await pay(payer, alice, 1);
    await pushed();
    expect(receiver.pushes).toHaveLength(1);
    expect(JSON.parse(receiver.pushes[0]!.plaintext!)).toMatchObject({
      body: 'You just received 1 sat!\r\nLNbits',
    });
  });

  it('pushes for every wallet of the account, and for what it pays out, as LNbits does', async () => {
    await subscribeReceiver();
    const savings = t.sandbox.context.ledger.createWallet(alice.user, 'Savings');
    await pay(payer, savings, 21, 'into savings');
    await pay(alice, payer, 5, 'out of the wallet');
    await pushed();
    expect(receiver.pushes.map((push) => JSON.parse(push.plaintext!))).toEqual([
      expect.objectContaining({
        title: 'LNbits: Savings',
        body: 'You just received 21 sats!\r\ninto savings',
        url: expect.stringContaining(`&wal=${savings.id}`),
      }),
      // LNbits 1.5.1 pushes the payer's side too, with its negative amount.
      expect.objectContaining({
        title: 'LNbits: Alice ☕',
        body: 'You just received -5 sat!\r\nout of the wallet',
      }),
    ]);
  });

  it('sends nothing once the subscription is deleted', async () => {
    await subscribeReceiver();
    expect((await unsubscribe(alice, receiver.subscription.endpoint)).body).toEqual({ count: 1 });
    await pay(payer, alice, 10);
    await pushed();
    expect(receiver.pushes).toHaveLength(0);
  });

  it.each([410, 404])('deletes a subscription the push service answers %i to', async (status) => {
    await subscribeReceiver();
    receiver.answerWith(status);
    await pay(payer, alice, 10);
    await pushed();
    expect(receiver.pushes.map((push) => push.status)).toEqual([status]);
    expect(t.sandbox.context.webPush!.store.forUser(alice.user)).toEqual([]);
    await pay(payer, alice, 10);
    await pushed();
    expect(receiver.pushes).toHaveLength(1);
  });

  it('keeps a subscription whose push service fails otherwise, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await subscribeReceiver();
      receiver.answerWith(503);
      await pay(payer, alice, 10);
      await pushed();
      expect(receiver.pushes).toHaveLength(1);
      expect(t.sandbox.context.webPush!.store.forUser(alice.user)).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith(`push to ${receiver.subscription.endpoint} failed: 503`);
    } finally {
      warn.mockRestore();
    }
  });

  it('never holds up or fails the payment: a push service that never answers', async () => {
    const requests: IncomingMessage[] = [];
    let arrived: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const silent = createServer((request) => {
      requests.push(request);
      arrived();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    receiver = await startPushReceiver();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await subscribe(alice, {
        endpoint: `http://127.0.0.1:${port}/push`,
        keys: receiver.subscription.keys,
      });
      // And one whose keys nothing can be encrypted to: its push fails before it is sent.
      await subscribe(alice, {
        endpoint: 'http://127.0.0.1:9/bad',
        keys: { p256dh: 'x', auth: 'y' },
      });
      const balance = async () =>
        (await t.api<{ balance: number }>('GET', '/api/v1/wallet', { key: alice.inkey })).body
          .balance;
      const before = await balance();
      await pay(payer, alice, 10);
      expect(await balance()).toBe(before + 10_000);
      await arrival;
      // The payment was answered while its push still waits for the push service.
      expect(requests).toHaveLength(1);
      expect(requests[0]!.socket.destroyed).toBe(false);
      silent.closeAllConnections();
      await pushed();
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(`^push to http://127.0.0.1:${port}/push failed: `),
        expect.stringMatching('^push to http://127.0.0.1:9/bad failed: '),
      ]);
    } finally {
      warn.mockRestore();
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('the legacy profile', () => {
  it('has no Web Push, as it has no account login', async () => {
    const legacy = await startTestSandbox({ profile: 'legacy' });
    try {
      expect((await legacy.api('POST', '/api/v1/webpush', { body: {} })).status).toBe(404);
      expect(legacy.sandbox.context.webPush).toBeUndefined();
    } finally {
      await legacy.close();
    }
  });
});
