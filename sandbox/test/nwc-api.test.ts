import { bytesToHex } from '@noble/hashes/utils.js';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let alice: TestWallet;
let bob: TestWallet;

const API = '/nwcprovider/api/v1';
const newPubkey = () => getPublicKey(generateSecretKey());
const now = () => Math.floor(Date.now() / 1000);

const REGISTRATION = {
  permissions: ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'],
  description: 'My browser wallet',
  expires_at: 0,
  budgets: [{ budget_msats: 100_000_000, refresh_window: 86400, created_at: 1_773_964_800 }],
};

beforeAll(async () => {
  t = await startTestSandbox();
  alice = await t.newWallet('Alice', 10_000);
  bob = await t.newWallet('Bob', 0);
});
afterAll(() => t.close());

function register(wallet: TestWallet, pubkey: string, body: object = REGISTRATION) {
  return t.api('PUT', `${API}/nwc/${pubkey}`, { key: wallet.adminkey, body });
}

describe('E16 permissions', () => {
  it('lists the permission ids without a key', async () => {
    const res = await t.api('GET', `${API}/permissions`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'pay',
      'invoice',
      'lookup',
      'history',
      'balance',
      'info',
    ]);
    expect(res.body.pay).toEqual({
      name: 'Send payments',
      methods: ['multi_pay_invoice', 'pay_invoice', 'pay_keysend', 'multi_pay_keysend'],
      default: true,
    });
    expect(res.body.info).toEqual({
      name: 'Read account info',
      methods: ['get_info'],
      default: true,
    });
  });
});

describe('E19 register', () => {
  it('201 with the connection: permissions as one string, times set to now', async () => {
    const pubkey = newPubkey();
    const before = now();
    const res = await register(alice, pubkey);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['data', 'budgets']);
    expect(Object.keys(res.body.data)).toEqual([
      'pubkey',
      'wallet',
      'description',
      'expires_at',
      'permissions',
      'created_at',
      'last_used',
    ]);
    expect(res.body.data).toMatchObject({
      pubkey,
      wallet: alice.id,
      description: 'My browser wallet',
      expires_at: 0,
      permissions: 'pay invoice lookup history balance info',
    });
    expect(res.body.data.created_at).toBeGreaterThanOrEqual(before);
    expect(res.body.data.last_used).toBe(res.body.data.created_at);
    expect(res.body.budgets).toEqual([
      {
        id: expect.any(Number),
        pubkey,
        budget_msats: 100_000_000,
        refresh_window: 86400,
        created_at: 1_773_964_800,
        used_budget_msats: 0,
      },
    ]);
  });

  it('accepts ?api-key= and an empty budget list', async () => {
    const res = await t.api('PUT', `${API}/nwc/${newPubkey()}?api-key=${alice.adminkey}`, {
      body: { ...REGISTRATION, budgets: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body.budgets).toEqual([]);
  });

  it('checks the key first: 401 without, 404 unknown, 403 for an invoice key', async () => {
    const path = `${API}/nwc/${newPubkey()}`;
    expect(await t.api('PUT', path, { body: REGISTRATION })).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    expect(await t.api('PUT', path, { key: 'f'.repeat(32), body: {} })).toMatchObject({
      status: 404,
      body: { detail: 'Wallet not found.' },
    });
    expect(await t.api('PUT', path, { key: alice.inkey, body: REGISTRATION })).toMatchObject({
      status: 403,
      body: { detail: 'Invalid adminkey.' },
    });
  });

  it('400 with pydantic 1 issues for missing or mistyped fields, as genuine LNbits answered', async () => {
    // Each answer below is what LNbits 1.5.1 with nwcprovider 1.1.2 gave for the same body.
    const cases: [unknown, object[]][] = [
      [
        { permissions: 'pay', expires_at: 'soon', budgets: [{ budget_msats: 1000 }] },
        [
          {
            loc: ['body', 'permissions'],
            msg: 'value is not a valid list',
            type: 'type_error.list',
          },
          { loc: ['body', 'description'], msg: 'field required', type: 'value_error.missing' },
          {
            loc: ['body', 'expires_at'],
            msg: 'value is not a valid integer',
            type: 'type_error.integer',
          },
          {
            loc: ['body', 'budgets', 0, 'refresh_window'],
            msg: 'field required',
            type: 'value_error.missing',
          },
          {
            loc: ['body', 'budgets', 0, 'created_at'],
            msg: 'field required',
            type: 'value_error.missing',
          },
        ],
      ],
      [
        // pydantic 1 coerces 5 and 7 to strings and 1.7 to 1; only the budget is refused.
        { permissions: ['pay', 5], description: 7, expires_at: 1.7, budgets: [5] },
        [
          {
            loc: ['body', 'budgets', 0],
            msg: 'value is not a valid dict',
            type: 'type_error.dict',
          },
        ],
      ],
      [
        [],
        ['permissions', 'description', 'expires_at', 'budgets'].map((name) => ({
          loc: ['body', name],
          msg: 'field required',
          type: 'value_error.missing',
        })),
      ],
      [
        { permissions: null, description: 'd', expires_at: 0, budgets: [] },
        [
          {
            loc: ['body', 'permissions'],
            msg: 'none is not an allowed value',
            type: 'type_error.none.not_allowed',
          },
        ],
      ],
    ];
    for (const [body, detail] of cases) {
      expect(await register(alice, newPubkey(), body as object)).toEqual({
        status: 400,
        body: { detail },
        headers: expect.anything(),
      });
    }
    const empty = await t.api('PUT', `${API}/nwc/${newPubkey()}`, { key: alice.adminkey });
    expect(empty).toMatchObject({
      status: 400,
      body: { detail: [{ type: 'value_error.missing', loc: ['body'] }] },
    });
  });

  it('400 hardening for bad pubkeys and out-of-range values', async () => {
    const upper = newPubkey().toUpperCase();
    expect(await register(alice, upper)).toMatchObject({
      status: 400,
      body: { detail: 'hardening:  string is not a valid sha256 hash' },
    });
    expect(await register(alice, 'abc')).toMatchObject({
      status: 400,
      body: { detail: 'hardening:  string is not a valid sha256 hash' },
    });
    const bad = (body: object) => register(alice, newPubkey(), { ...REGISTRATION, ...body });
    // An expiry may be -1 (stored as such, so already expired), not any other negative.
    const minusOne = await bad({ expires_at: -1 });
    expect(minusOne).toMatchObject({ status: 201, body: { data: { expires_at: -1 } } });
    expect(await bad({ expires_at: -2 })).toMatchObject({
      status: 400,
      body: { detail: 'hardening:  expiration is invalid' },
    });
    expect(await bad({ expires_at: 2 ** 31 + 1 })).toMatchObject({
      body: { detail: 'hardening:  expiration is too high' },
    });
    expect(await bad({ description: 'x'.repeat(1025) })).toMatchObject({
      body: { detail: 'hardening:  string is too long' },
    });
    expect(await bad({ description: 'bell\u0007' })).toMatchObject({
      body: { detail: 'hardening:  string contains non-printable character: (0x0007)' },
    });
    expect(
      await bad({ budgets: [{ budget_msats: 10_000_000_000, refresh_window: 0, created_at: 0 }] }),
    ).toMatchObject({ status: 400, body: { detail: 'hardening:  msats amount looks too high' } });
    expect(
      await bad({ budgets: [{ budget_msats: 1, refresh_window: -5, created_at: 0 }] }),
    ).toMatchObject({ status: 400, body: { detail: 'hardening:  number is not positive' } });
  });

  it('coerces float expiries to integers', async () => {
    const res = await register(alice, newPubkey(), {
      ...REGISTRATION,
      expires_at: 4_000_000_000.7 / 2,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.expires_at).toBe(2_000_000_000);
  });

  it('is not an upsert: registering the same pubkey again is a 500', async () => {
    const pubkey = newPubkey();
    expect((await register(alice, pubkey)).status).toBe(201);
    const again = await register(alice, pubkey);
    expect(again.status).toBe(500);
    expect(again.body.detail).toMatch(/^Unexpected error! ID: /);
  });
});

describe('E17/E18 list and get', () => {
  it("lists the wallet's keys, leaving out expired ones unless include_expired", async () => {
    const carol = await t.newWallet('Carol', 0);
    const live = newPubkey();
    const expired = newPubkey();
    await register(carol, live);
    await register(carol, expired, { ...REGISTRATION, expires_at: now() - 10 });
    await register(alice, newPubkey()); // another wallet's key
    const list = await t.api('GET', `${API}/nwc`, { key: carol.adminkey });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { data: { pubkey: string } }) => c.data.pubkey)).toEqual([live]);
    const all = await t.api('GET', `${API}/nwc?include_expired=true`, { key: carol.adminkey });
    expect(all.body.map((c: { data: { pubkey: string } }) => c.data.pubkey).sort()).toEqual(
      [live, expired].sort(),
    );
  });

  it('needs the admin key; a bad boolean is a 400', async () => {
    expect(await t.api('GET', `${API}/nwc`, { key: alice.inkey })).toMatchObject({
      status: 403,
      body: { detail: 'Invalid adminkey.' },
    });
    expect(await t.api('GET', `${API}/nwc`)).toMatchObject({ status: 401 });
    expect(
      await t.api('GET', `${API}/nwc?include_expired=maybe`, { key: alice.adminkey }),
    ).toMatchObject({
      status: 400,
      body: {
        detail: [
          {
            loc: ['query', 'include_expired'],
            msg: 'value could not be parsed to a boolean',
            type: 'type_error.bool',
          },
        ],
      },
    });
  });

  it('gets one key; unknown, foreign or expired keys are 400 "Pubkey has no associated wallet"', async () => {
    const pubkey = newPubkey();
    await register(alice, pubkey);
    const res = await t.api('GET', `${API}/nwc/${pubkey}`, { key: alice.adminkey });
    expect(res.status).toBe(200);
    expect(res.body.data.pubkey).toBe(pubkey);
    expect(res.body.budgets[0].used_budget_msats).toBe(0);
    const notFound = { status: 400, body: { detail: 'Pubkey has no associated wallet' } };
    expect(await t.api('GET', `${API}/nwc/${newPubkey()}`, { key: alice.adminkey })).toMatchObject(
      notFound,
    );
    expect(await t.api('GET', `${API}/nwc/${pubkey}`, { key: bob.adminkey })).toMatchObject(
      notFound,
    );
    const expired = newPubkey();
    await register(alice, expired, { ...REGISTRATION, expires_at: now() - 1 });
    expect(await t.api('GET', `${API}/nwc/${expired}`, { key: alice.adminkey })).toMatchObject(
      notFound,
    );
    expect(
      (await t.api('GET', `${API}/nwc/${expired}?include_expired=true`, { key: alice.adminkey }))
        .status,
    ).toBe(200);
    expect(await t.api('GET', `${API}/nwc/NOTHEX`, { key: alice.adminkey })).toMatchObject({
      status: 400,
      body: { detail: 'hardening:  string is not a valid sha256 hash' },
    });
  });
});

describe('E20 delete', () => {
  it("deletes the wallet's key, and says so even when nothing was deleted", async () => {
    const pubkey = newPubkey();
    await register(alice, pubkey);
    const foreign = await t.api('DELETE', `${API}/nwc/${pubkey}`, { key: bob.adminkey });
    expect(foreign).toMatchObject({
      status: 200,
      body: { message: `NWC key ${pubkey} deleted successfully.` },
    });
    expect((await t.api('GET', `${API}/nwc/${pubkey}`, { key: alice.adminkey })).status).toBe(200);
    const res = await t.api('DELETE', `${API}/nwc/${pubkey}`, { key: alice.adminkey });
    expect(res).toMatchObject({
      status: 200,
      body: { message: `NWC key ${pubkey} deleted successfully.` },
    });
    expect((await t.api('GET', `${API}/nwc/${pubkey}`, { key: alice.adminkey })).status).toBe(400);
    expect((await t.api('DELETE', `${API}/nwc/${pubkey}`, { key: alice.inkey })).status).toBe(403);
  });

  it('lets the pubkey be registered again, and its old budgets and spends are still there (as nwcprovider on SQLite)', async () => {
    const pubkey = newPubkey();
    const first = await register(alice, pubkey);
    t.sandbox.context.db
      .prepare('INSERT INTO nwcprovider_spent (pubkey, amount_msats, created_at) VALUES (?, ?, ?)')
      .run(pubkey, 7_000, now());
    await t.api('DELETE', `${API}/nwc/${pubkey}`, { key: alice.adminkey });

    const newBudget = { budget_msats: 500_000_000, refresh_window: 86400, created_at: now() - 60 };
    const again = await register(alice, pubkey, { ...REGISTRATION, budgets: [newBudget] });
    expect(again.status).toBe(201);
    // LNbits' delete leaves the budget rows, so the old limit sits beside the new one.
    expect(again.body.budgets).toMatchObject([
      { id: first.body.budgets[0].id, budget_msats: 100_000_000 },
      { budget_msats: 500_000_000 },
    ]);
    const listed = await t.api('GET', `${API}/nwc?calculate_spent_budget=true`, {
      key: alice.adminkey,
    });
    const mine = listed.body.find((c: { data: { pubkey: string } }) => c.data.pubkey === pubkey);
    expect(mine.budgets.map((b: { used_budget_msats: number }) => b.used_budget_msats)).toEqual([
      7_000, 7_000,
    ]);
  });
});

describe('E21 pairing', () => {
  it('answers a quoted JSON string with the service pubkey and the sandbox relay', async () => {
    const info = await t.api('GET', '/sandbox/info');
    expect(info.body.nwc_relay_url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(info.body.nwc_service_pubkey).toMatch(/^[0-9a-f]{64}$/);
    const secret = bytesToHex(generateSecretKey());
    const res = await fetch(`${t.baseUrl}${API}/pairing/${secret}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text.startsWith('"nostr+walletconnect://')).toBe(true);
    expect(JSON.parse(text)).toBe(
      `nostr+walletconnect://${info.body.nwc_service_pubkey}?relay=${info.body.nwc_relay_url}&secret=${secret}`,
    );
  });

  it('keeps the {SECRET} placeholder the official UI sends', async () => {
    const res = await t.api('GET', `${API}/pairing/%7BSECRET%7D`);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/&secret=\{SECRET\}$/);
  });

  it('400 for a non-printable secret', async () => {
    expect(await t.api('GET', `${API}/pairing/a%0Bb`)).toMatchObject({
      status: 400,
      body: { detail: 'hardening:  string contains non-printable character: (0x000B)' },
    });
  });
});

describe('E22–E24 config', () => {
  it('needs an admin account token: a wallet key or nothing is a 401', async () => {
    for (const [method, path] of [
      ['GET', `${API}/config`],
      ['GET', `${API}/config/relay`],
      ['POST', `${API}/config`],
    ] as const) {
      expect(
        await t.api(method, path, {
          key: alice.adminkey,
          body: method === 'POST' ? { relay: 'x' } : undefined,
        }),
      ).toMatchObject({ status: 401, body: { detail: 'Missing user ID or access token.' } });
    }
    expect(
      await t.api('GET', `${API}/config`, { headers: { Authorization: 'Bearer nope' } }),
    ).toMatchObject({ status: 401, body: { detail: 'Invalid access token.' } });
  });
});

describe('extension enablement', () => {
  it('403 for a wallet whose account has not enabled nwcprovider', async () => {
    const { sandbox } = t;
    const userId = sandbox.context.ledger.createUser(['lnurlp']);
    const wallet = sandbox.context.ledger.createWallet(userId, 'No NWC');
    expect(await t.api('GET', `${API}/nwc`, { key: wallet.adminkey })).toMatchObject({
      status: 403,
      body: { detail: "Extension 'nwcprovider' not enabled." },
    });
  });
});

describe('--profile legacy', () => {
  it('has no nwcprovider routes and no relay', async () => {
    const legacy = await startTestSandbox({ profile: 'legacy' });
    try {
      const wallet = await legacy.newWallet('Old');
      expect(await legacy.api('GET', `${API}/nwc`, { key: wallet.adminkey })).toMatchObject({
        status: 404,
        body: { detail: 'Not Found' },
      });
      expect(await legacy.api('GET', `${API}/permissions`)).toMatchObject({ status: 404 });
      const info = await legacy.api('GET', '/sandbox/info');
      expect(info.body).toMatchObject({ nwc_relay_url: null, nwc_service_pubkey: null });
    } finally {
      await legacy.close();
    }
  });
});
