import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_SITE_REFUSED,
  DEMO_CLAIM_UNKNOWN,
  DEMO_CLAIM_USED,
  LOOPBACK_ONLY,
  NOT_LOOPBACK_HOST,
  isLoopbackHostName,
} from '../routes/sandbox.ts';
import { startTestSandbox, type TestSandbox } from './harness.ts';

/** An address on someone else's machine (TEST-NET-1). */
const REMOTE = '192.0.2.7';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bankBalanceMsat = () => t.sandbox.context.bank.wallet().balance_msat;

/** Through Fastify's injector, which can pretend the peer is another machine. */
function inject(
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  options: { remoteAddress?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return t.sandbox.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: options.headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Over real HTTP with the path exactly as given (fetch and the injector tidy dot segments). */
function rawRequest(method: string, path: string, body?: string) {
  const url = new URL(t.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// Each spelling either reaches the sandbox routes (and then their guard) or no route at all.
const SPELLINGS = [
  '/sandbox/wallets',
  '/%73andbox/wallets',
  '/%73%61%6E%64%62%6F%78/wallets',
  '/sandbox/%77allets',
  '/sandbox%2Fwallets',
  '//sandbox/wallets',
  '/sandbox//wallets',
  '/./sandbox/wallets',
  '/x/../sandbox/wallets',
  '/%2e/sandbox/wallets',
  '/x/%2e%2e/sandbox/wallets',
  '/SANDBOX/wallets',
  '/Sandbox/Wallets',
  '/sandbox/wallets/',
  '/sandbox/wallets?name=x',
];

describe('the /sandbox/ routes from another machine', () => {
  it.each(SPELLINGS)('POST %s funds no wallet', async (path) => {
    const before = bankBalanceMsat();
    const res = await inject('POST', path, {
      remoteAddress: REMOTE,
      body: { name: 'Thief', balance_sat: 1000 },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('adminkey');
    expect(bankBalanceMsat()).toBe(before);
  });

  it('refuses the percent-encoded spelling by the guard, not by luck', async () => {
    const res = await inject('POST', '/%73andbox/wallets', {
      remoteAddress: REMOTE,
      body: { balance_sat: 1000 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: LOOPBACK_ONLY });
  });

  it.each([
    ['GET', '/%73andbox/info'],
    ['GET', '/sandbox/%66aucet'],
    ['POST', '/%73andbox/demo/claim'],
    ['POST', '/%73andbox/demo-claims'],
    ['OPTIONS', '/%73andbox/wallets'],
  ] as const)('%s %s is refused', async (method, path) => {
    const res = await inject(method, path, {
      remoteAddress: REMOTE,
      body: method === 'POST' ? { token: t.sandbox.context.demoClaims.printed } : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: LOOPBACK_ONLY });
  });

  it('still reaches the LNbits API', async () => {
    const res = await inject('GET', '/api/v1/health', { remoteAddress: REMOTE });
    expect(res.statusCode).toBe(200);
  });
});

describe('the /sandbox/ routes on this machine', () => {
  it.each([
    '//sandbox/wallets',
    '/sandbox//wallets',
    '/./sandbox/wallets',
    '/x/../sandbox/wallets',
    '/x/%2e%2e/sandbox/wallets',
    '/SANDBOX/wallets',
  ])('POST %s as sent on the wire is not routed', async (path) => {
    const before = bankBalanceMsat();
    const res = await rawRequest('POST', path, JSON.stringify({ balance_sat: 1000 }));
    expect(res.status).toBe(404);
    expect(bankBalanceMsat()).toBe(before);
  });

  it('fund a wallet for a script or test (no Origin header)', async () => {
    const res = await inject('POST', '/sandbox/wallets', { body: { balance_sat: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance_msat: 5000 });
  });
});

describe('the /sandbox/ routes and browsers', () => {
  const host = '127.0.0.1:5000';

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site, Origin only', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['another port of this machine', { origin: 'http://127.0.0.1:8080' }],
    ['a same-site page', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuse %s, with no CORS header', async (_name, headers) => {
    const before = bankBalanceMsat();
    const res = await inject('POST', '/sandbox/wallets', {
      headers: { host, ...headers },
      body: { balance_sat: 1000 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CROSS_SITE_REFUSED });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(bankBalanceMsat()).toBe(before);
  });

  it('refuse a text/plain "simple" POST from another site (no preflight to stop it)', async () => {
    const before = bankBalanceMsat();
    const res = await t.sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/wallets',
      headers: { host, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: '{"balance_sat":1000}',
    });
    expect(res.statusCode).toBe(403);
    expect(bankBalanceMsat()).toBe(before);
  });

  it.each(['/sandbox/wallets', '/%73andbox/demo/claim', '/sandbox/faucet', '/sandbox/nothing'])(
    'say no to a preflight for %s from another site',
    async (path) => {
      const res = await inject('OPTIONS', path, {
        headers: {
          host,
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    },
  );

  it('refuse the faucet to another site', async () => {
    const res = await inject('GET', '/sandbox/faucet', {
      headers: { host, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuse a page that reached 127.0.0.1 under its own name (DNS rebinding)', async () => {
    const res = await inject('POST', '/sandbox/wallets', {
      headers: {
        host: 'evil.example:5000',
        origin: 'http://evil.example:5000',
        'sec-fetch-site': 'same-origin',
      },
      body: { balance_sat: 1000 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: NOT_LOOPBACK_HOST });
  });

  it('answer the app on its own origin, without CORS headers', async () => {
    const res = await inject('POST', '/sandbox/wallets', {
      headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      body: { balance_sat: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const faucet = await inject('GET', '/sandbox/faucet', {
      headers: { host: 'localhost:5173', 'sec-fetch-site': 'same-origin' },
    });
    expect(faucet.statusCode).toBe(200);
  });

  it('answer the address typed into the address bar', async () => {
    const res = await inject('GET', '/sandbox/info', {
      headers: { host: '[::1]:5000', 'sec-fetch-site': 'none' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sandbox: true });
  });

  it('leave CORS on the LNbits API as it was (any origin)', async () => {
    const res = await inject('GET', '/api/v1/health', {
      headers: { host, origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('know which Host names are this machine', () => {
    for (const name of [
      'localhost',
      'LOCALHOST:5000',
      'app.localhost:5000',
      'localhost.',
      '127.0.0.1',
      '127.1.2.3:80',
      '[::1]:5000',
      '[::ffff:127.0.0.1]:5000',
    ]) {
      expect(isLoopbackHostName(name), name).toBe(true);
    }
    for (const name of [
      'evil.example',
      '127.0.0.1.evil.example',
      'localhost.evil.example',
      '192.168.1.5:5000',
      '[::2]:5000',
      '0.0.0.0:5000',
    ]) {
      expect(isLoopbackHostName(name), name).toBe(false);
    }
  });
});

describe('demo links', () => {
  const claim = (token: string) =>
    t.api<{ adminkey?: string; detail?: string }>('POST', '/sandbox/demo/claim', {
      body: { token },
    });

  it('the printed link works once; the second claim says it was used', async () => {
    const first = await claim(t.sandbox.context.demoClaims.printed);
    expect(first.status).toBe(200);
    expect(first.body.adminkey).toMatch(/^[0-9a-f]{32}$/);
    const second = await claim(t.sandbox.context.demoClaims.printed);
    expect(second.status).toBe(410);
    expect(second.body).toEqual({ detail: DEMO_CLAIM_USED });
  });

  it('a token this run never made says so', async () => {
    const res = await claim('from-another-run');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: DEMO_CLAIM_UNKNOWN });
  });

  it('POST /sandbox/demo-claims mints a fresh one-time link to the same demo wallet', async () => {
    const minted = await t.api<{ token: string; url: string }>('POST', '/sandbox/demo-claims');
    expect(minted.status).toBe(200);
    expect(minted.body.url).toBe(`${t.baseUrl}/?demo=${minted.body.token}`);
    const other = await t.api<{ token: string }>('POST', '/sandbox/demo-claims');
    expect(other.body.token).not.toBe(minted.body.token);
    const first = await claim(minted.body.token);
    expect(first.status).toBe(200);
    expect(first.body.adminkey).toBe(t.sandbox.context.bank.demoWallet().adminkey);
    expect((await claim(minted.body.token)).status).toBe(410);
    expect((await claim(other.body.token)).status).toBe(200);
  });
});
