// The sandbox contacts LNURL hosts on this machine (its own third-party hosts live there) only for
// a client on this machine, of a sandbox that listens on loopback only, and not for a web page
// from elsewhere: otherwise anyone holding an invoice key could read any local service's JSON
// through `lnurlscan`, or have the pay and withdraw callbacks knock on local ports.
import type * as dns from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { createSandbox, type Sandbox } from '../server.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

// Name resolution, to be pointed at this machine by one test.
const lookup = vi.hoisted(() => ({ override: undefined as undefined | string }));
vi.mock('node:dns/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof dns>();
  return {
    ...actual,
    lookup: (async (host: string, options: object) =>
      lookup.override === undefined
        ? actual.lookup(host, options as never)
        : [{ address: lookup.override, family: 4 }]) as typeof actual.lookup,
  };
});

const REMOTE = '192.0.2.7';
const allowed = (url: string) => {
  const netloc = /^[a-z]+:\/\/([^/?#]*)/.exec(url)![1];
  return `Callback not allowed. URL: ${url}. Netloc: ${netloc}. Please check your admin settings.`;
};

/** A "local service" on loopback: it counts what reaches it and answers as an LNURL host. */
let service: Server;
let serviceUrl: string;
let hits: string[];

let t: TestSandbox;
let wallet: TestWallet;

beforeAll(async () => {
  service = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        tag: 'payRequest',
        callback: `${serviceUrl}/cb`,
        minSendable: 1000,
        maxSendable: 1_000_000,
        metadata: '[["text/plain","local"]]',
      }),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await startTestSandbox();
  wallet = await t.newWallet('Mallory', 10_000);
});
afterAll(async () => {
  await t.close();
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  hits = [];
  lookup.override = undefined;
});

/** A request to the sandbox as a client on another machine (or on this one) makes it. */
async function inject(
  sandbox: Sandbox,
  method: 'GET' | 'POST',
  url: string,
  options: { key: string; body?: unknown; remoteAddress?: string; origin?: string },
) {
  const response = await sandbox.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? REMOTE,
    headers: {
      'x-api-key': options.key,
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    payload: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const scan = (lnurl: string, options: { remoteAddress?: string; origin?: string } = {}) =>
  inject(t.sandbox, 'POST', '/api/v1/lnurlscan', {
    key: wallet.inkey,
    body: { lnurl },
    ...options,
  });

describe('a client on another machine', () => {
  it('cannot have lnurlscan fetch a loopback URL, however it is spelt', async () => {
    const port = new URL(serviceUrl).port;
    for (const url of [
      `${serviceUrl}/lnurlp`,
      `http://localhost:${port}/lnurlp`,
      `http://[::1]:${port}/lnurlp`,
      `http://[::ffff:127.0.0.1]:${port}/lnurlp`,
      `http://0.0.0.0:${port}/lnurlp`,
      `http://2130706433:${port}/lnurlp`,
      `https://127.0.0.1:${port}/lnurlp`,
      `https://wallet.localhost:${port}/lnurlp`,
    ]) {
      // As a URL (LNbits takes https URLs as they are; the sandbox http ones on loopback too).
      expect(await scan(url), url).toEqual({ status: 400, body: { detail: allowed(url) } });
    }
    expect(await scan(encodeLnurl(`${serviceUrl}/lnurlp`))).toEqual({
      status: 400,
      body: { detail: allowed(`${serviceUrl}/lnurlp`) },
    });
    expect(await scan(`alice@127.0.0.1:${port}`)).toEqual({
      status: 400,
      body: { detail: 'Invalid Lightning address.' },
    });
    const get = await inject(
      t.sandbox,
      'GET',
      `/api/v1/lnurlscan/${encodeLnurl(`${serviceUrl}/lnurlp`)}`,
      { key: wallet.inkey },
    );
    expect(get.status).toBe(400);
    expect(hits).toEqual([]);
  });

  it('cannot have the pay callback of payments/lnurl call a loopback URL', async () => {
    const res = {
      tag: 'payRequest',
      callback: `${serviceUrl}/cb`,
      minSendable: 1000,
      maxSendable: 1_000_000,
      metadata: '[["text/plain","local"]]',
    };
    const paid = await inject(t.sandbox, 'POST', '/api/v1/payments/lnurl', {
      key: wallet.adminkey,
      body: { res, amount: 1000 },
    });
    expect(paid).toEqual({ status: 400, body: { detail: allowed(`${serviceUrl}/cb`) } });
    const byCode = await inject(t.sandbox, 'POST', '/api/v1/payments/lnurl', {
      key: wallet.adminkey,
      body: { lnurl: encodeLnurl(`${serviceUrl}/lnurlp`), amount: 1000 },
    });
    expect(byCode.status).toBe(400);
    expect(hits).toEqual([]);
  });

  it('cannot have the withdraw callback of lnurl_withdraw call a loopback URL', async () => {
    const callback = `${serviceUrl}/withdraw`;
    const created = await inject(t.sandbox, 'POST', '/api/v1/payments', {
      key: wallet.inkey,
      body: {
        out: false,
        amount: 10,
        lnurl_withdraw: { callback, k1: 'k', minWithdrawable: 1000, maxWithdrawable: 100_000 },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'failed',
      extra: { lnurl_response: allowed(callback) },
    });
    expect(hits).toEqual([]);
  });

  it('cannot use a host name that resolves to this machine', async () => {
    lookup.override = '127.0.0.1';
    const url = 'https://rebound.example/lnurlp';
    expect(await scan(encodeLnurl(url))).toEqual({ status: 400, body: { detail: allowed(url) } });
  });
});

describe('a client on this machine', () => {
  it('still scans the local service, by LNURL and by Lightning address', async () => {
    const byLnurl = await scan(encodeLnurl(`${serviceUrl}/lnurlp`), { remoteAddress: '127.0.0.1' });
    expect(byLnurl).toMatchObject({ status: 200, body: { tag: 'payRequest' } });
    const port = new URL(serviceUrl).port;
    const byAddress = await scan(`alice@127.0.0.1:${port}`, { remoteAddress: '::1' });
    expect(byAddress).toMatchObject({ status: 200, body: { callback: `${serviceUrl}/cb` } });
    expect(hits).toEqual(['/lnurlp', '/.well-known/lnurlp/alice']);
  });

  it('and over real HTTP, as tests and the app on loopback call it', async () => {
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: wallet.inkey,
      body: { lnurl: encodeLnurl(`${serviceUrl}/lnurlp`) },
    });
    expect(res.status).toBe(200);
    expect(hits).toEqual(['/lnurlp']);
  });

  it('from a page of this machine, but not from a web site open in its browser', async () => {
    const lnurl = encodeLnurl(`${serviceUrl}/lnurlp`);
    const local = { remoteAddress: '127.0.0.1' };
    expect(await scan(lnurl, { ...local, origin: 'http://localhost:5173' })).toMatchObject({
      status: 200,
    });
    for (const origin of ['https://evil.example', 'http://rebound.example:5000', 'null']) {
      expect(await scan(lnurl, { ...local, origin }), origin).toMatchObject({ status: 400 });
    }
    expect(hits).toEqual(['/lnurlp']);
  });
});

describe('a sandbox listening on the network (--host 0.0.0.0)', () => {
  it('contacts no loopback LNURL host, even for a client on this machine', async () => {
    const exposed = await createSandbox({ dataFile: ':memory:', port: 0, host: '0.0.0.0' });
    try {
      await exposed.app.ready();
      const account = await exposed.app.inject({
        method: 'POST',
        url: '/api/v1/account',
        remoteAddress: '127.0.0.1',
        payload: { name: 'Local' },
      });
      const { inkey } = account.json() as { inkey: string };
      const url = `${serviceUrl}/lnurlp`;
      const scanned = await inject(exposed, 'POST', '/api/v1/lnurlscan', {
        key: inkey,
        body: { lnurl: encodeLnurl(url) },
        remoteAddress: '127.0.0.1',
      });
      expect(scanned).toEqual({ status: 400, body: { detail: allowed(url) } });
      expect(hits).toEqual([]);
    } finally {
      await exposed.close();
    }
  });
});
