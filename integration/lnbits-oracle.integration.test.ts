// The sandbox beside a genuine LNbits 1.5.1 (the "oracle"): the same requests to both, the same
// answers expected. Runs only when one is given:
//
//   E2E_SERVER_URL=http://127.0.0.1:5650 E2E_BANK_ADMINKEY=<admin key of a funded wallet> \
//     npx vitest run integration/lnbits-oracle.integration.test.ts
//
// The oracle must be able to call LNURL services on 127.0.0.1 (its README's
// ALLOW_LOOPBACK_CALLBACKS=1): it logs in at the sandbox's third-party login site.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveLinkingKey, lnurlAuthSeed, signK1 } from '@/lib/lnurl-auth';
import { startTestSandbox, type TestSandbox } from '../sandbox/test/harness.ts';
import { thirdPartyUrl } from '../sandbox/third-party/host.ts';

const ORACLE_URL = process.env.E2E_SERVER_URL;
const ORACLE_BANK_ADMINKEY = process.env.E2E_BANK_ADMINKEY;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface Wallet {
  id: string;
  user: string;
  adminkey: string;
  inkey: string;
}

/** One LNbits-compatible server, spoken to over HTTP only. */
class Side {
  constructor(
    readonly name: string,
    readonly url: string,
    private readonly bankAdminKey: string,
  ) {}

  async call(
    method: string,
    path: string,
    options: { key?: string; body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.key) {
      headers['X-Api-Key'] = options.key;
    }
    if (options.token) {
      headers.Authorization = `Bearer ${options.token}`;
    }
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(this.url + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  }

  async account(name: string, fundSat = 0): Promise<Wallet> {
    const wallet = (await this.call('POST', '/api/v1/account', { body: { name } })).body as Wallet;
    if (fundSat > 0) {
      await this.receive(wallet, fundSat);
    }
    return wallet;
  }

  async token(wallet: Wallet): Promise<string> {
    const login = await this.call('POST', '/api/v1/auth/usr', { body: { usr: wallet.user } });
    return login.body.access_token as string;
  }

  /** The bank pays the wallet an invoice of `sat`. */
  async receive(wallet: Wallet, sat: number): Promise<void> {
    const invoice = await this.call('POST', '/api/v1/payments', {
      key: wallet.inkey,
      body: { out: false, amount: sat },
    });
    const paid = await this.call('POST', '/api/v1/payments', {
      key: this.bankAdminKey,
      body: { out: true, bolt11: invoice.body.bolt11 },
    });
    expect(paid.status, `${this.name}: the bank pays`).toBe(201);
  }

  private sink?: Promise<Wallet>;

  /** The wallet pays an invoice of `sat` (with `extra`) to a wallet kept for receiving. */
  async send(wallet: Wallet, sat: number, extra?: object): Promise<Answer> {
    this.sink ??= this.account('sink');
    const invoice = await this.call('POST', '/api/v1/payments', {
      key: (await this.sink).inkey,
      body: { out: false, amount: sat, memo: 'to the sink' },
    });
    return this.call('POST', '/api/v1/payments', {
      key: wallet.adminkey,
      body: { out: true, bolt11: invoice.body.bolt11, extra },
    });
  }
}

/** An answer with what differs by nature (times, ids, keys, "Unexpected error" ids) blanked. */
function comparable(answer: Answer): Answer {
  const text = JSON.stringify(answer.body)
    .replace(/Unexpected error! ID: [\w-]+/g, 'Unexpected error! ID: …')
    .replace(/"(last_used)":\d+/g, '"$1":0');
  return { status: answer.status, body: JSON.parse(text) };
}

const given = ORACLE_URL !== undefined && ORACLE_BANK_ADMINKEY !== undefined;

describe.skipIf(!given)('the sandbox answers as the genuine LNbits 1.5.1', () => {
  let t: TestSandbox;
  let oracle: Side;
  let sandbox: Side;
  let sides: Side[];
  let loginSite: string;
  let odd: Server;
  let oddUrl: string;

  beforeAll(async () => {
    t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
    loginSite = thirdPartyUrl(t.sandbox.context)!;
    oracle = new Side('oracle', ORACLE_URL!.replace(/\/+$/, ''), ORACLE_BANK_ADMINKEY!);
    sandbox = new Side('sandbox', t.baseUrl, t.sandbox.context.bank.wallet().adminkey);
    sides = [oracle, sandbox];
    // A login service both servers can reach, answering as each test needs.
    odd = createServer((request, response) => {
      const mode = request.url!.split(/[/?]/)[1];
      const answers: Record<string, [number, string]> = {
        ok: [200, '{"status":"OK"}'],
        error: [200, '{"status":"ERROR","reason":"Nope."}'],
        text: [200, 'hello'],
        nostatus: [200, '{"foo":1}'],
        weird: [200, '{"status":"MAYBE","n":1,"ok":true,"none":null}'],
        list: [200, '[1,2]'],
        numeric: [200, '{"status":5}'],
      };
      const [status, body] = answers[mode!] ?? [404, '{}'];
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => odd?.close(resolve));
    await t?.close();
  });

  /** Runs `request` on both sides with a wallet of each, and expects the same answers. */
  async function expectSame(
    label: string,
    request: (side: Side, wallet: Wallet) => Promise<Answer>,
    wallets: Map<Side, Wallet>,
  ) {
    const [a, b] = await Promise.all(sides.map((side) => request(side, wallets.get(side)!)));
    expect(comparable(b!), label).toEqual(comparable(a!));
  }

  async function walletsOnBoth(name: string, fundSat = 0) {
    const wallets = new Map<Side, Wallet>();
    for (const side of sides) {
      wallets.set(side, await side.account(name, fundSat));
    }
    return wallets;
  }

  it('derives the LNURL-auth linking key and signature as the oracle does', async () => {
    const wallet = await oracle.account('lnurl-auth');
    const login = (await (await fetch(`${loginSite}/login/site`)).json()) as {
      k1: string;
      url: string;
    };
    const answer = await oracle.call('POST', '/api/v1/lnurlauth', {
      key: wallet.adminkey,
      body: { callback: login.url, k1: login.k1 },
    });
    // LNbits 1.5.1 cannot serialise the service's {"status": "OK"}: a 500 after the login.
    expect(answer.status).toBe(500);
    expect(answer.body.detail).toMatch(/^Unexpected error! ID: /);
    const seen = (await (await fetch(`${loginSite}/login/status/${login.k1}`)).json()) as {
      key: string;
      sig: string;
    };
    const linkingKey = deriveLinkingKey(lnurlAuthSeed(wallet.adminkey), '127.0.0.1');
    expect(seen.key).toBe(bytesToHex(linkingKey.publicKey));
    expect(seen.sig).toBe(signK1(login.k1, linkingKey, { lnbitsCompatible: true }).sig);
  });

  it('answers lnurlscan and lnurlauth alike', async () => {
    const wallets = await walletsOnBoth('lnurl-auth errors');
    const k1 = 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e';
    const scans = [
      `${oddUrl}/ok?tag=login&k1=${k1}&action=login`,
      `${oddUrl}/ok?tag=login&k1=abcd`,
      `${oddUrl}/ok?tag=login`,
      `http://site.example.com/x?tag=login&k1=${k1}`,
    ];
    for (const lnurl of scans) {
      await expectSame(
        `scan ${lnurl}`,
        (side, wallet) =>
          side.call('POST', '/api/v1/lnurlscan', { key: wallet.inkey, body: { lnurl } }),
        wallets,
      );
    }
    const bodies: unknown[] = [
      { callback: `${oddUrl}/ok`, k1 },
      { callback: `${oddUrl}/error`, k1 },
      { callback: `${oddUrl}/text`, k1 },
      { callback: `${oddUrl}/nostatus`, k1 },
      { callback: `${oddUrl}/weird`, k1 },
      { callback: `${oddUrl}/list`, k1 },
      { callback: `${oddUrl}/numeric`, k1 },
      { callback: `${oddUrl}/ok`, k1: 'zz' },
      { callback: `${oddUrl}/ok`, k1: `${k1}00` },
      { callback: `${oddUrl}/ok`, k1: '' },
      { callback: 'http://site.example.com/login', k1 },
      { callback: 'not a url', k1 },
      { callback: `${oddUrl}/ok`, k1, foo: 1 },
      { callback: `${oddUrl}/ok` },
      { callback: 'https://192.168.1.1:8443/login', k1 },
    ];
    for (const body of bodies) {
      await expectSame(
        `lnurlauth ${JSON.stringify(body)}`,
        (side, wallet) => side.call('POST', '/api/v1/lnurlauth', { key: wallet.adminkey, body }),
        wallets,
      );
    }
    await expectSame(
      'lnurlauth with the invoice key',
      (side, wallet) =>
        side.call('POST', '/api/v1/lnurlauth', {
          key: wallet.inkey,
          body: { callback: `${oddUrl}/ok`, k1 },
        }),
      wallets,
    );
  });

  it('gives the same payment history for the same payments', async () => {
    const wallets = await walletsOnBoth('history');
    for (const side of sides) {
      const wallet = wallets.get(side)!;
      await side.receive(wallet, 1000);
      await side.receive(wallet, 2500);
      expect((await side.send(wallet, 300)).status).toBe(201);
      await side.call('POST', '/api/v1/payments', {
        key: wallet.inkey,
        body: { out: false, amount: 777 },
      });
    }
    for (const query of [
      '',
      '?group=day',
      '?group=month',
      '?group=hour',
      '?amount[lt]=0',
      '?time[ge]=2099-01-01T00:00:00',
      '?group=week',
      '?sortby=bogus',
    ]) {
      await expectSame(
        `history${query}`,
        (side, wallet) =>
          side.call('GET', `/api/v1/payments/history${query}`, { key: wallet.inkey }),
        wallets,
      );
    }
  });

  it('keeps stored pay links alike', async () => {
    const wallets = await walletsOnBoth('stored links');
    const puts: unknown[] = [
      {
        links: [
          { lnurl: 'LNURL1ABC', label: 'x', last_used: 5 },
          { lnurl: 'a@b.com', label: 'y' },
        ],
      },
      { links: [{ lnurl: 5, label: true, last_used: 1.7, extra: 1 }] },
      { links: [{ lnurl: 'x' }] },
      { links: 'nope' },
      {},
    ];
    for (const body of puts) {
      await expectSame(
        `PUT ${JSON.stringify(body)}`,
        (side, wallet) =>
          side.call('PUT', `/api/v1/wallet/stored_paylinks/${wallet.id}`, {
            key: wallet.adminkey,
            body,
          }),
        wallets,
      );
    }
    await expectSame(
      'PUT for another wallet',
      (side, wallet) =>
        side.call('PUT', `/api/v1/wallet/stored_paylinks/${'0'.repeat(32)}`, {
          key: wallet.adminkey,
          body: { links: [] },
        }),
      wallets,
    );
    await expectSame(
      'PUT with the invoice key',
      (side, wallet) =>
        side.call('PUT', `/api/v1/wallet/stored_paylinks/${wallet.id}`, {
          key: wallet.inkey,
          body: { links: [] },
        }),
      wallets,
    );

    // Paying a non-disposable pay link of each side's own lnurlp stores it as the oracle does.
    const payers = await walletsOnBoth('stored links payer', 100);
    for (const side of sides) {
      const shop = await side.account('stored links shop');
      const link = await side.call('POST', '/lnurlp/api/v1/links', {
        key: shop.adminkey,
        body: { description: 'Shop', min: 1, max: 1000, comment_chars: 0, disposable: false },
      });
      const payer = payers.get(side)!;
      const paid = await side.call('POST', '/api/v1/payments/lnurl', {
        key: payer.adminkey,
        body: { lnurl: link.body.lnurl, amount: 2000, internal_memo: 'ignored' },
      });
      expect(paid.status, side.name).toBe(200);
      expect(paid.body.extra.stored, side.name).toBe(true);
      expect(paid.body.extra.internal_memo, side.name).toBeUndefined();
      const stored = (await side.call('PATCH', '/api/v1/wallet', { key: payer.adminkey, body: {} }))
        .body.stored_paylinks;
      expect(stored, side.name).toEqual({
        links: [{ lnurl: link.body.lnurl, label: 'Shop', last_used: expect.any(Number) }],
      });
    }
  });

  it('stores internal memos and the wallet’s fiat alike', async () => {
    const wallets = await walletsOnBoth('fiat', 1000);
    await expectSame(
      'currency EUR',
      async (side, wallet) => {
        const answer = await side.call('PATCH', '/api/v1/wallet', {
          key: wallet.adminkey,
          body: { currency: 'EUR' },
        });
        return { status: answer.status, body: answer.body.currency };
      },
      wallets,
    );
    const invoices: object[] = [
      { amount: 1234, extra: { internal_memo: 'my note ü' } },
      { amount: 10, unit: 'USD', extra: { internal_memo: 'usd' } },
      { amount: 10, unit: 'EUR' },
      { amount: 5, extra: { internal_memo: 123, tag: 'mytag' } },
    ];
    for (const body of invoices) {
      await expectSame(
        `invoice ${JSON.stringify(body)}`,
        async (side, wallet) => {
          const answer = await side.call('POST', '/api/v1/payments', {
            key: wallet.inkey,
            body: { out: false, ...body },
          });
          const { amount, extra, tag } = answer.body;
          return { status: answer.status, body: { amount, extra, tag } };
        },
        wallets,
      );
    }
    await expectSame(
      'payment with an internal memo',
      async (side, wallet) => {
        const answer = await side.send(wallet, 321, { internal_memo: 'paid note' });
        return { status: answer.status, body: answer.body.extra };
      },
      wallets,
    );
  });

  it('creates account wallets and resets keys alike', async () => {
    const wallets = await walletsOnBoth('reset', 10);
    const tokens = new Map<Side, string>();
    for (const side of sides) {
      tokens.set(side, await side.token(wallets.get(side)!));
    }
    const shape = (answer: Answer) => ({
      status: answer.status,
      body:
        answer.status === 200
          ? {
              keys: Object.keys(answer.body),
              name: answer.body.name,
              currency: answer.body.currency,
            }
          : answer.body,
    });
    for (const body of [{ name: 'second' }, {}, { name: 5 }, { wallet_type: 'lightning-shared' }]) {
      await expectSame(
        `create ${JSON.stringify(body)}`,
        async (side) =>
          shape(await side.call('POST', '/api/v1/wallet', { token: tokens.get(side)!, body })),
        wallets,
      );
    }
    await expectSame(
      'create without an account',
      (side) => side.call('POST', '/api/v1/wallet', { body: { name: 'x' } }),
      wallets,
    );
    await expectSame(
      'reset, then the old keys',
      async (side, wallet) => {
        const answer = await side.call('PUT', `/api/v1/wallet/reset/${wallet.id}`, {
          token: tokens.get(side)!,
        });
        const oldAdmin = await side.call('GET', '/api/v1/wallet', { key: wallet.adminkey });
        const oldInvoice = await side.call('GET', '/api/v1/wallet', { key: wallet.inkey });
        const fresh = await side.call('GET', '/api/v1/wallet', { key: answer.body.inkey });
        return {
          status: answer.status,
          body: {
            balance: answer.body.balance_msat,
            changed: answer.body.adminkey !== wallet.adminkey && answer.body.inkey !== wallet.inkey,
            oldAdmin,
            oldInvoice,
            fresh,
          },
        };
      },
      wallets,
    );
    await expectSame(
      'reset another account’s wallet',
      (side) =>
        side.call('PUT', `/api/v1/wallet/reset/${'0'.repeat(32)}`, { token: tokens.get(side)! }),
      wallets,
    );
  });
});
