// Web Push against a genuine LNbits (E2E_SERVER_URL, with E2E_BANK_ADMINKEY the admin key of a
// funded wallet there; skipped otherwise): the test push receiver must get and decrypt LNbits'
// own push, and the sandbox must answer the subscription routes as LNbits does, request for
// request. Run: E2E_SERVER_URL=http://127.0.0.1:5650 E2E_BANK_ADMINKEY=… npx vitest run testing/
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebPushPublicKey, subscribeWebPush, unsubscribeWebPush } from '@/api/webpush';
import { startTestSandbox, type TestSandbox } from '../sandbox/test/harness.ts';
import { startPushReceiver, type PushReceiver } from './push-receiver.ts';

const serverUrl = process.env.E2E_SERVER_URL?.replace(/\/+$/, '');
const bankAdminKey = process.env.E2E_BANK_ADMINKEY;

interface Account {
  id: string;
  user: string;
  adminkey: string;
  inkey: string;
  token: string;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

async function newAccount(baseUrl: string, name: string): Promise<Account> {
  const wallet = (
    await call(baseUrl, 'POST', '/api/v1/account', { body: JSON.stringify({ name }) })
  ).body as Omit<Account, 'token'>;
  const login = await call(baseUrl, 'POST', '/api/v1/auth/usr', {
    body: JSON.stringify({ usr: wallet.user }),
  });
  return { ...wallet, token: (login.body as { access_token: string }).access_token };
}

async function pay(
  baseUrl: string,
  fromAdminKey: string,
  toInKey: string,
  amount: number,
  memo: string,
) {
  const invoice = await call(baseUrl, 'POST', '/api/v1/payments', {
    headers: { 'X-Api-Key': toInKey },
    body: JSON.stringify({ out: false, amount, memo }),
  });
  const paid = await call(baseUrl, 'POST', '/api/v1/payments', {
    headers: { 'X-Api-Key': fromAdminKey },
    body: JSON.stringify({ out: true, bolt11: (invoice.body as { bolt11: string }).bolt11 }),
  });
  expect(paid.status).toBe(201);
}

const webpushPubkeyOf = (html: string) => /"webpushPubkey": "([^"]*)"/.exec(html)?.[1];

describe.skipIf(!serverUrl || !bankAdminKey)('Web Push on a genuine LNbits', () => {
  let account: Account;
  let receiver: PushReceiver;
  let pubkey: string;

  beforeAll(async () => {
    pubkey = webpushPubkeyOf(await (await fetch(`${serverUrl}/`)).text())!;
    account = await newAccount(serverUrl!, 'Push ☕ check');
    receiver = await startPushReceiver({ vapidPublicKey: pubkey });
  });
  afterAll(() => receiver?.close());

  it('pushes a payment into the account to the receiver, which verifies and decrypts it', async () => {
    expect(pubkey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const subscribed = await call(serverUrl!, 'POST', '/api/v1/webpush', {
      headers: { Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ subscription: JSON.stringify(receiver.subscription) }),
    });
    expect(subscribed.status).toBe(201);

    await pay(serverUrl!, bankAdminKey!, account.inkey, 1000, 'Coffee ☕ & <b>"beans"</b>');
    const [push] = await receiver.waitForPushes(1);
    console.log('LNbits pushed:', push!.plaintext, push!.headers, push!.vapid);
    expect(push!.vapid).toMatchObject({
      ok: true,
      publicKey: pubkey,
      claims: { aud: receiver.origin, sub: 'mailto:alan@lnbits.com' },
    });
    expect(push!.headers.ttl).toBe('0');
    const host = new URL(serverUrl!).host;
    expect(push!.plaintext).toBe(
      '{"title": "LNbits: Push \\u2615 check", ' +
        '"body": "You just received 1000 sats!\\r\\nCoffee \\u2615 & <b>\\"beans\\"</b>", ' +
        `"url": "https://${host}/wallet?usr=${account.user}&wal=${account.id}"}`,
    );
  });

  it("pushes the account's own payments out too, as 'You just received -N sat!'", async () => {
    const before = receiver.pushes.length;
    // An admin key makes invoices too.
    await pay(serverUrl!, account.adminkey, bankAdminKey!, 21, 'to the bank');
    const pushes = await receiver.waitForPushes(before + 1);
    expect(JSON.parse(pushes[before]!.plaintext!)).toMatchObject({
      body: 'You just received -21 sat!\r\nto the bank',
    });
  });

  it('keeps a subscription its push service answered 410 to (LNbits 1.5.1 never deletes)', async () => {
    receiver.answerWith(410);
    const before = receiver.pushes.length;
    await pay(serverUrl!, bankAdminKey!, account.inkey, 5, 'gone');
    await receiver.waitForPushes(before + 1);
    // LNbits sends from its event loop, blocking: by the time this request is served, it has
    // handled the 410 answer.
    const endpoint = encodeURIComponent(
      Buffer.from(receiver.subscription.endpoint).toString('base64'),
    );
    const removed = await call(serverUrl!, 'DELETE', `/api/v1/webpush?endpoint=${endpoint}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(removed.body).toEqual({ count: 1 });
  });
});

describe.skipIf(!serverUrl)('src/api/webpush.ts on a genuine LNbits', () => {
  it('reads the key from its page, and removes endpoints with "+", "/" or "%" in them', async () => {
    const target = { serverUrl: serverUrl! };
    const page = await (await fetch(`${serverUrl}/`)).text();
    expect(await getWebPushPublicKey(target)).toBe(webpushPubkeyOf(page));
    const account = await newAccount(serverUrl!, 'Client');
    const credential = { userId: account.user };
    const keys = { p256dh: 'p', auth: 'a' };
    for (const endpoint of [
      'https://push.example/~~~',
      'https://push.example/???',
      'https://push.example/a%20b',
    ]) {
      await subscribeWebPush(target, credential, { endpoint, keys });
      expect(await unsubscribeWebPush(target, credential, endpoint), endpoint).toBe(1);
    }
  });
});

describe.skipIf(!serverUrl)('the sandbox answers the subscription routes as LNbits does', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox?.close());

  it('request for request, with the same status and body', async () => {
    const servers = [
      { baseUrl: serverUrl!, account: await newAccount(serverUrl!, 'Parity') },
      { baseUrl: sandbox.baseUrl, account: await newAccount(sandbox.baseUrl, 'Parity') },
    ];
    const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));
    const sub = (endpoint: unknown) =>
      JSON.stringify({ subscription: JSON.stringify({ endpoint }) });
    const cases: [string, string, { body?: string; auth?: 'token' | 'usr' | 'inkey' | 'bad' }][] = [
      ['POST', '', { body: sub('https://push.example/p') }],
      ['POST', '', { body: sub('https://push.example/p'), auth: 'inkey' }],
      ['POST', '', { body: sub('https://push.example/p'), auth: 'bad' }],
      ['POST', '', { body: '{}' }],
      ['POST', '?usr=abc', { body: '{}' }],
      ['POST', '?usr=0f2b7e3c9d4a4e1b8c6d5a4b3c2d1e0f', { body: sub('x') }],
      ['POST', '', { body: '', auth: 'token' }],
      ['POST', '', { body: '{}', auth: 'token' }],
      ['POST', '', { body: '[1]', auth: 'token' }],
      ['POST', '', { body: '{"subscription": {"a": 1}}', auth: 'token' }],
      ['POST', '', { body: '{"subscription": 5}', auth: 'token' }],
      ['POST', '', { body: '{"subscription": "abc"}', auth: 'token' }],
      ['POST', '', { body: '{"subscription": "{}"}', auth: 'token' }],
      ['POST', '', { body: sub(null), auth: 'token' }],
      ['POST', '', { body: sub(7), auth: 'token' }],
      ['POST', '', { body: sub(7.5), auth: 'token' }],
      ['POST', '', { body: sub(true), auth: 'token' }],
      ['POST', '', { body: sub('https://push.example/a%20b'), auth: 'token' }],
      ['POST', '', { body: sub('https://push.example/a b'), auth: 'usr' }],
      ['POST', '', { body: sub('https://push.example/~~~'), auth: 'token' }],
      ['DELETE', '', { auth: 'token' }],
      ['DELETE', '?endpoint=', { auth: 'token' }],
      ['DELETE', '?endpoint=abc', { auth: 'token' }],
      ['DELETE', '?endpoint=Nw', { auth: 'token' }],
      ['DELETE', '?endpoint=N-w_==rest', { auth: 'token' }],
      ['DELETE', '?endpoint=Nw==', { auth: 'token' }],
      ['DELETE', '?endpoint=MQ==', { auth: 'usr' }],
      ['DELETE', `?endpoint=${b64('https://push.example/a%20b')}`, { auth: 'token' }],
      ['DELETE', `?endpoint=${b64('https://push.example/a%20b')}`, { auth: 'token' }],
      // What LNbits' own page sends: btoa() unescaped, so a "+" in it arrives as a space.
      [
        'DELETE',
        `?endpoint=${Buffer.from('https://push.example/~~~').toString('base64')}`,
        { auth: 'token' },
      ],
      ['DELETE', `?endpoint=${b64('https://push.example/~~~')}`, { auth: 'token' }],
      ['DELETE', `?endpoint=${b64('https://push.example/p')}`, { auth: 'token' }],
      ['DELETE', '?endpoint=Nw==', {}],
    ];
    const answers = await Promise.all(
      servers.map(async ({ baseUrl, account }) => {
        const normalize = (text: string) =>
          text
            .replaceAll(account.user, '<user>')
            .replaceAll(new URL(baseUrl).host, '<host>')
            .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00/g, '<time>');
        const results: string[] = [];
        for (const [method, query, { body, auth }] of cases) {
          const headers: Record<string, string> = {};
          let path = `/api/v1/webpush${query}`;
          if (auth === 'token') {
            headers.Authorization = `Bearer ${account.token}`;
          } else if (auth === 'bad') {
            headers.Authorization = 'Bearer abc';
          } else if (auth === 'inkey') {
            headers['X-Api-Key'] = account.inkey;
          } else if (auth === 'usr') {
            path += `${query ? '&' : '?'}usr=${account.user}`;
          }
          const answer = await call(baseUrl, method, path, { body, headers });
          results.push(
            `${method} ${query} ${body ?? ''} → ${answer.status} ${normalize(JSON.stringify(answer.body))}`,
          );
        }
        return results;
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
  });
});
