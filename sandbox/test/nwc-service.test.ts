import { createHash } from 'node:crypto';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import * as nip04 from 'nostr-tools/nip04';
import { generateSecretKey, getPublicKey, type Event } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import vectors from './fixtures/protocol-test-vectors.json' with { type: 'json' };
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';
import { connectNwc, parsePairingUri, type NwcClient } from './nwc-client.ts';

const API = '/nwcprovider/api/v1';
const ALL = ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'];
const foreignInvoice = vectors.bolt11_self_made[0]!.invoice;
const sha256Hex = (hex: string) =>
  createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const nowS = () => Math.floor(Date.now() / 1000);

let t: TestSandbox;
let alice: TestWallet;
let bob: TestWallet;
const clients: NwcClient[] = [];

beforeAll(async () => {
  t = await startTestSandbox();
  alice = await t.newWallet('Alice', 100_000);
  bob = await t.newWallet('Bob', 0);
});
afterAll(async () => {
  for (const client of clients) {
    client.close();
  }
  await t.close();
});

/** Registers a fresh client key on the wallet and connects with the pairing URI the API gives. */
async function pair(
  wallet: TestWallet,
  options: { permissions?: string[]; budgets?: object[]; expires_at?: number } = {},
) {
  const secret = generateSecretKey();
  const pubkey = getPublicKey(secret);
  const res = await t.api('PUT', `${API}/nwc/${pubkey}`, {
    key: wallet.adminkey,
    body: {
      permissions: options.permissions ?? ALL,
      description: 'test client',
      expires_at: options.expires_at ?? 0,
      budgets: options.budgets ?? [],
    },
  });
  expect(res.status).toBe(201);
  const pairing = await t.api<string>('GET', `${API}/pairing/${bytesToHex(secret)}`);
  const client = await connectNwc(pairing.body);
  clients.push(client);
  return { client, pubkey, uri: pairing.body };
}

/**
 * The service handles requests one at a time in the order they came, and the relay passes its
 * answers on in that order: once a get_balance sent after `requestIds` is answered, any answer to
 * them has arrived already. So no answer by then means none will come.
 */
async function expectNoAnswer(client: NwcClient, ...requestIds: string[]) {
  expect((await client.request('get_balance')).error).toBeUndefined();
  for (const id of requestIds) {
    await expect(client.response(id, 0)).rejects.toThrow(/no NWC response/);
  }
}

const balanceOf = (wallet: TestWallet) =>
  t.sandbox.context.ledger.walletById(wallet.id)!.balance_msat;

describe('the wallet service', () => {
  it('publishes its info event (kind 13194) as nwcprovider does: methods, no encryption tag', async () => {
    const info = await t.api('GET', '/sandbox/info');
    const socket = new WebSocket(info.body.nwc_relay_url);
    await new Promise((resolve) => socket.once('open', resolve));
    const events: Event[] = [];
    const done = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as unknown[];
        if (message[0] === 'EVENT') {
          events.push(message[2] as Event);
        } else if (message[0] === 'EOSE') {
          resolve();
        }
      }),
    );
    socket.send(
      JSON.stringify(['REQ', 'info', { kinds: [13194], authors: [info.body.nwc_service_pubkey] }]),
    );
    await done;
    socket.close();
    expect(events).toHaveLength(1);
    expect(events[0]!.content.split(' ')).toEqual([
      'pay_invoice',
      'multi_pay_invoice',
      'make_invoice',
      'lookup_invoice',
      'list_transactions',
      'get_balance',
      'get_info',
    ]);
    // No `encryption` tag: NIP-47 clients then speak NIP-04, the only scheme nwcprovider reads.
    expect(events[0]!.tags).toEqual([['p', info.body.nwc_service_pubkey]]);
  });

  it('pairs through the API: the URI names the service pubkey and the sandbox relay', async () => {
    const { uri, client } = await pair(alice);
    const info = await t.api('GET', '/sandbox/info');
    expect(parsePairingUri(uri)).toMatchObject({
      walletPubkey: info.body.nwc_service_pubkey,
      relays: [info.body.nwc_relay_url],
    });
    expect(client.walletPubkey).toBe(info.body.nwc_service_pubkey);
  });

  it('get_info lists the methods the connection may use', async () => {
    const { client } = await pair(alice);
    const res = await client.request('get_info');
    expect(res.result_type).toBe('get_info');
    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({
      alias: 'LNbits',
      color: '',
      network: 'mainnet',
      block_height: 0,
      block_hash: '',
      methods: [
        'pay_invoice',
        'multi_pay_invoice',
        'make_invoice',
        'lookup_invoice',
        'list_transactions',
        'get_balance',
        'get_info',
      ],
    });
  });

  it('get_balance is the wallet balance in msats, and last_used moves', async () => {
    const { client, pubkey } = await pair(alice);
    t.sandbox.context.db
      .prepare('UPDATE nwcprovider_keys SET last_used = 0 WHERE pubkey = ?')
      .run(pubkey);
    const res = await client.request('get_balance');
    expect(res).toMatchObject({
      result_type: 'get_balance',
      result: { balance: balanceOf(alice) },
    });
    expect(res.result.balance).toBe(100_000_000);
    const key = await t.api('GET', `${API}/nwc/${pubkey}`, { key: alice.adminkey });
    expect(key.body.data.last_used).toBeGreaterThanOrEqual(nowS() - 5);
  });

  it('answers with the response event tagged p = client and e = request', async () => {
    const { client } = await pair(alice);
    const request = client.buildRequest('get_balance');
    const waiting = client.response(request.id);
    client.publish(request);
    const res = await waiting;
    expect(res.event.kind).toBe(23195);
    expect(res.event.pubkey).toBe(client.walletPubkey);
    expect(res.event.tags).toContainEqual(['p', client.clientPubkey]);
    expect(res.event.tags).toContainEqual(['e', request.id]);
    expect(res.event.tags).toEqual([
      ['e', request.id],
      ['p', client.clientPubkey],
    ]);
    expect(res.event.content).toContain('?iv='); // NIP-04
  });

  it('make_invoice answers as nwcprovider: from the request, zero preimage, no state', async () => {
    const { client } = await pair(bob);
    const before = nowS();
    const made = await client.request('make_invoice', {
      amount: 21_000,
      description: 'nwc invoice',
    });
    expect(made.error).toBeUndefined();
    // Key for key and in its order, as genuine nwcprovider 1.1.2 answered (recorded from LNbits 1.5.1).
    expect(Object.keys(made.result)).toEqual([
      'type',
      'invoice',
      'description',
      'description_hash',
      'preimage',
      'payment_hash',
      'amount',
      'created_at',
      'metadata',
    ]);
    expect(made.result).toMatchObject({
      type: 'incoming',
      description: 'nwc invoice',
      description_hash: null,
      preimage: '0'.repeat(64),
      amount: 21_000,
      metadata: {},
    });
    expect(made.result.created_at).toBeGreaterThanOrEqual(before);
    expect(made.result.invoice).toMatch(/^lnbc210n1/);
    expect(made.result.payment_hash).toMatch(/^[0-9a-f]{64}$/);

    // The amount asked, though the invoice is for whole sats; expires_at only with an expiry.
    const odd = await client.request('make_invoice', { amount: 1500, expiry: 600 });
    expect(odd.result).toMatchObject({ amount: 1500, description: '' });
    expect(odd.result.invoice).toMatch(/^lnbc10n1/);
    expect(Object.keys(odd.result).slice(-2)).toEqual(['metadata', 'expires_at']);
    expect(odd.result.expires_at - odd.result.created_at).toBe(600);

    const hash = 'ab'.repeat(32);
    const hashed = await client.request('make_invoice', {
      amount: 3000,
      description: 'x',
      description_hash: hash,
    });
    expect(hashed.result).toMatchObject({ description: 'x', description_hash: hash });
  });

  it('make_invoice refuses as nwcprovider: INTERNAL with its messages', async () => {
    const { client } = await pair(bob);
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'Missing amount'],
      [{ amount: 0 }, 'Missing amount'],
      [{ amount: '1000' }, 'hardening:  number is not a valid int'],
      [{ amount: -5000 }, 'hardening:  number is not positive'],
      [{ amount: 10_000_000_000 }, 'hardening:  msats amount looks too high'],
      [{ amount: 1000, expiry: -5 }, 'hardening:  expiration is invalid'],
      [
        { amount: 1000, description_hash: 'AB'.repeat(32) },
        'hardening:  string is not a valid sha256 hash',
      ],
      [
        { amount: 1000, description: 'bell\u0007' },
        'hardening:  string contains non-printable character: (0x0007)',
      ],
      [{ amount: 1000, description: null }, "'NoneType' object has no attribute 'encode'"],
      [{ amount: 500 }, 'Amountless invoices not supported.'],
    ];
    for (const [params, message] of refusals) {
      expect(await client.request('make_invoice', params), JSON.stringify(params)).toMatchObject({
        result_type: 'make_invoice',
        error: { code: 'INTERNAL', message },
      });
    }
  });

  it('lookup_invoice answers as nwcprovider: settled_at is the payment time, description_hash last', async () => {
    const { client } = await pair(bob);
    const made = await client.request('make_invoice', {
      amount: 21_000,
      description: 'nwc invoice',
    });
    const byHash = await client.request('lookup_invoice', {
      payment_hash: made.result.payment_hash,
    });
    expect(Object.keys(byHash.result)).toEqual([
      'type',
      'invoice',
      'description',
      'preimage',
      'payment_hash',
      'amount',
      'fees_paid',
      'created_at',
      'expires_at',
      'settled_at',
      'metadata',
      'description_hash',
    ]);
    expect(byHash.result).toMatchObject({
      type: 'incoming',
      invoice: made.result.invoice,
      description: 'nwc invoice',
      amount: 21_000,
      fees_paid: 0,
      settled_at: null,
      description_hash: sha256Hex(Buffer.from('nwc invoice').toString('hex')),
    });
    // An incoming invoice shows its real preimage even while pending.
    expect(sha256Hex(byHash.result.preimage)).toBe(made.result.payment_hash);
    expect(byHash.result.expires_at - byHash.result.created_at).toBe(3600);

    // Paid, and (as if) settled long after it was made: settled_at is still the invoice's time.
    const paid = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: made.result.invoice },
    });
    expect(paid.status).toBe(201);
    t.sandbox.context.db
      .prepare('UPDATE payments SET updated_us = updated_us + 100000000 WHERE payment_hash = ?')
      .run(made.result.payment_hash);
    const byInvoice = await client.request('lookup_invoice', { invoice: made.result.invoice });
    expect(byInvoice.result).toMatchObject({ type: 'incoming', amount: 21_000 });
    expect(byInvoice.result.settled_at).toBe(byInvoice.result.created_at);

    const plain = await t.invoice(bob, 2, 'plain memo');
    const noHash = await client.request('lookup_invoice', { payment_hash: plain.payment_hash });
    expect(noHash.result).not.toHaveProperty('description_hash');
    expect(noHash.result.description).toBe('plain memo');

    for (const [params, message] of [
      [{ payment_hash: 'ab'.repeat(32) }, 'Payment not found'],
      [
        { payment_hash: made.result.payment_hash.toUpperCase() },
        'hardening:  string is not a valid sha256 hash',
      ],
      [{ invoice: 'lnbcnonsense' }, 'Bech32 string is not valid.'],
      [{}, 'Missing payment_hash or invoice'],
    ] as const) {
      expect(await client.request('lookup_invoice', params)).toMatchObject({
        result_type: 'lookup_invoice',
        error: { code: 'INTERNAL', message },
      });
    }
  });

  it('lookup_invoice of a payment to the wallet itself finds the invoice, the older row', async () => {
    const { client } = await pair(alice);
    const own = await t.invoice(alice, 5, 'own');
    expect((await client.request('pay_invoice', { invoice: own.bolt11 })).error).toBeUndefined();
    const looked = await client.request('lookup_invoice', { payment_hash: own.payment_hash });
    expect(looked.result).toMatchObject({ type: 'incoming', amount: 5000, description: 'own' });
  });

  it('pay_invoice pays another sandbox wallet, untagged as with nwcprovider, and counts against the budget', async () => {
    const { client, pubkey } = await pair(alice, {
      budgets: [{ budget_msats: 50_000_000, refresh_window: 86_400, created_at: nowS() - 60 }],
    });
    const bobBefore = balanceOf(bob);
    const invoice = await t.invoice(bob, 1000, 'paid over NWC');
    const res = await client.request('pay_invoice', { invoice: invoice.bolt11 });
    expect(res.error).toBeUndefined();
    // nwcprovider answers LNbits' status check, which carries no preimage for a settled payment.
    expect(res.result).toEqual({ preimage: '0'.repeat(64) });
    expect(balanceOf(bob)).toBe(bobBefore + 1_000_000);

    const payment = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: alice.adminkey,
    });
    expect(payment.body.details).toMatchObject({
      amount: -1_000_000,
      status: 'success',
      tag: null,
      memo: 'paid over NWC',
    });

    const list = await t.api('GET', `${API}/nwc?calculate_spent_budget=true`, {
      key: alice.adminkey,
    });
    const mine = list.body.find((c: { data: { pubkey: string } }) => c.data.pubkey === pubkey);
    expect(mine.budgets[0].used_budget_msats).toBe(1_000_000);
    const plain = await t.api('GET', `${API}/nwc`, { key: alice.adminkey });
    expect(
      plain.body.find((c: { data: { pubkey: string } }) => c.data.pubkey === pubkey).budgets[0]
        .used_budget_msats,
    ).toBe(0);

    const looked = await client.request('lookup_invoice', { payment_hash: invoice.payment_hash });
    expect(looked.result).toMatchObject({
      type: 'outgoing',
      amount: 1_000_000,
      description: 'paid over NWC',
    });
    expect(sha256Hex(looked.result.preimage)).toBe(invoice.payment_hash);
  });

  it('refuses a payment over budget with QUOTA_EXCEEDED and moves no money', async () => {
    const { client } = await pair(alice, {
      budgets: [{ budget_msats: 5_000_000, refresh_window: 0, created_at: nowS() - 60 }],
    });
    const first = await t.invoice(bob, 3000);
    expect((await client.request('pay_invoice', { invoice: first.bolt11 })).error).toBeUndefined();
    const second = await t.invoice(bob, 3000);
    const before = balanceOf(alice);
    const res = await client.request('pay_invoice', { invoice: second.bolt11 });
    expect(res).toMatchObject({
      result_type: 'pay_invoice',
      error: { code: 'QUOTA_EXCEEDED', message: 'The wallet has exceeded its spending quota.' },
    });
    expect(balanceOf(alice)).toBe(before);
    const small = await t.invoice(bob, 2000); // exactly the room left
    expect((await client.request('pay_invoice', { invoice: small.bolt11 })).error).toBeUndefined();
  });

  it('reports refused payments as nwcprovider does: PAYMENT_FAILED with the reason', async () => {
    const poor = await t.newWallet('Poor', 10);
    const { client } = await pair(poor);
    const big = await t.invoice(bob, 500);
    expect(await client.request('pay_invoice', { invoice: big.bolt11 })).toMatchObject({
      error: { code: 'PAYMENT_FAILED', message: 'Insufficient balance.' },
    });
    const { client: rich } = await pair(alice);
    expect(await rich.request('pay_invoice', { invoice: foreignInvoice })).toMatchObject({
      error: {
        code: 'PAYMENT_FAILED',
        message: 'Payment failed: Only internal invoices can be used!',
      },
    });
    // Its failed record: "settled" (not pending), zero preimage, the fee reserve as fees_paid.
    const failed = await rich.request('lookup_invoice', { invoice: foreignInvoice });
    expect(failed.result).toMatchObject({
      type: 'outgoing',
      description: '',
      preimage: '0'.repeat(64),
      amount: 10_000,
      fees_paid: 2_000,
      expires_at: 1_700_000_600,
      metadata: {},
    });
    expect(failed.result.settled_at).toBe(failed.result.created_at);
    expect(await rich.request('pay_invoice', { invoice: 'lnbcnonsense' })).toMatchObject({
      error: { code: 'INTERNAL', message: 'Bech32 string is not valid.' },
    });
    expect(await rich.request('pay_invoice', {})).toMatchObject({
      error: { code: 'INTERNAL', message: 'Missing invoice' },
    });
    const paidOnce = await t.invoice(bob, 1);
    expect((await rich.request('pay_invoice', { invoice: paidOnce.bolt11 })).error).toBeUndefined();
    expect(await rich.request('pay_invoice', { invoice: paidOnce.bolt11 })).toMatchObject({
      error: { code: 'PAYMENT_FAILED', message: 'Internal invoice already paid.' },
    });
  });

  it('list_transactions filters by type, unpaid, limit and offset, newest first', async () => {
    const carol = await t.newWallet('Carol', 10_000);
    const { client } = await pair(carol);
    const incoming = await client.request('make_invoice', {
      amount: 5000,
      description: 'unpaid one',
    });
    const out1 = await t.invoice(bob, 11);
    const out2 = await t.invoice(bob, 12);
    await client.request('pay_invoice', { invoice: out1.bolt11 });
    await client.request('pay_invoice', { invoice: out2.bolt11 });

    const settled = await client.request('list_transactions', {});
    const hashes = (r: typeof settled) =>
      (r.result.transactions as { payment_hash: string }[]).map((tx) => tx.payment_hash);
    // The funding payment from the bank, then the two payments (newest first).
    expect(hashes(settled).slice(0, 2)).toEqual([out2.payment_hash, out1.payment_hash]);
    expect(hashes(settled)).not.toContain(incoming.result.payment_hash);

    const unpaid = await client.request('list_transactions', { unpaid: true, type: 'incoming' });
    expect(hashes(unpaid)[0]).toBe(incoming.result.payment_hash);
    expect(unpaid.result.transactions[0]).toMatchObject({ type: 'incoming', settled_at: null });

    const outgoing = await client.request('list_transactions', {
      type: 'outgoing',
      limit: 1,
      offset: 1,
    });
    expect(hashes(outgoing)).toEqual([out1.payment_hash]);
    expect(Object.keys(outgoing.result.transactions[0])).toEqual([
      'type',
      'invoice',
      'description',
      'description_hash',
      'preimage',
      'payment_hash',
      'amount',
      'fees_paid',
      'created_at',
      'settled_at',
      'metadata',
    ]);
    expect(outgoing.result.transactions[0]).toMatchObject({
      type: 'outgoing',
      amount: 11_000,
      fees_paid: 0,
      description: 'test',
      description_hash: null,
    });
    const none = await client.request('list_transactions', { from: nowS() + 100 });
    expect(none.result.transactions).toEqual([]);

    // nwcprovider's quirks: `until` is checked but not applied, `limit` 0 is no limit, and a
    // type it does not know filters nothing.
    const all = hashes(settled).length;
    const until = await client.request('list_transactions', { until: 1 });
    expect(hashes(until)).toHaveLength(all);
    const unlimited = await client.request('list_transactions', { limit: 0 });
    expect(hashes(unlimited)).toHaveLength(all);
    const anyType = await client.request('list_transactions', { type: 'bogus' });
    expect(hashes(anyType)).toEqual(hashes(settled));
    // The invoice's description, null when it commits to a hash (make_invoice's do).
    const withHashes = await client.request('list_transactions', {
      unpaid: true,
      type: 'incoming',
    });
    expect(withHashes.result.transactions[0]).toMatchObject({
      description: null,
      description_hash: sha256Hex(Buffer.from('unpaid one').toString('hex')),
    });

    for (const [params, message] of [
      [{ limit: -1 }, 'hardening:  number is not positive'],
      [{ from: null }, 'hardening:  number is not a valid int'],
      [{ unpaid: 'yes' }, 'hardening:  not a boolean'],
      [{ type: 5 }, 'hardening:  not a string 5'],
    ] as const) {
      expect(await client.request('list_transactions', params)).toMatchObject({
        error: { code: 'INTERNAL', message },
      });
    }
  });

  it('multi_pay_invoice answers each invoice in an event of its own, tagged d', async () => {
    const { client, uri } = await pair(alice);
    const secret = hexToBytes(parsePairingUri(uri).secret);
    const first = await t.invoice(bob, 3);
    const second = await t.invoice(bob, 4);
    const request = client.buildRequest('multi_pay_invoice', {
      invoices: [
        { id: 'first', invoice: first.bolt11 },
        { invoice: second.bolt11 },
        { invoice: 'lnbcnonsense' },
      ],
    });
    // The client keeps one answer per request; this one has three, so read them off the relay.
    const socket = new WebSocket(client.relay);
    const events = await new Promise<Event[]>((resolve) => {
      const seen: Event[] = [];
      socket.on('open', () =>
        socket.send(JSON.stringify(['REQ', 'multi', { kinds: [23195], '#e': [request.id] }])),
      );
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as unknown[];
        if (message[0] === 'EOSE') {
          client.publish(request);
        } else if (message[0] === 'EVENT' && seen.push(message[2] as Event) === 3) {
          resolve(seen);
        }
      });
    });
    socket.close();
    const bodies = events.map(
      (event) =>
        JSON.parse(nip04.decrypt(secret, client.walletPubkey, event.content)) as {
          result_type: string;
          result?: unknown;
          error?: unknown;
        },
    );
    expect(bodies.map((body) => [body.result_type, body.result ?? body.error])).toEqual([
      ['multi_pay_invoice', { preimage: '0'.repeat(64) }],
      ['multi_pay_invoice', { preimage: '0'.repeat(64) }],
      ['multi_pay_invoice', { code: 'INTERNAL', message: 'Bech32 string is not valid.' }],
    ]);
    expect(events.map((event) => event.tags)).toEqual([
      [
        ['d', 'first'],
        ['e', request.id],
        ['p', client.clientPubkey],
      ],
      [
        ['d', second.payment_hash],
        ['e', request.id],
        ['p', client.clientPubkey],
      ],
      [
        ['e', request.id],
        ['p', client.clientPubkey],
      ],
    ]);
    expect(balanceOf(bob)).toBeGreaterThanOrEqual(7_000);
  });

  it('multi_pay_invoice without invoices is not answered at all', async () => {
    const { client } = await pair(alice);
    const request = client.buildRequest('multi_pay_invoice', { invoices: [] });
    client.publish(request);
    await expectNoAnswer(client, request.id);
  });

  it('leaves NIP-44 v2 requests unanswered, as nwcprovider 1.1.2 does', async () => {
    const { client } = await pair(alice);
    const request = client.buildRequest('get_balance', {}, { encryption: 'nip44_v2' });
    client.publish(request);
    await expectNoAnswer(client, request.id);
  });
});

describe('refusals', () => {
  it("RESTRICTED for a method outside the connection's permissions", async () => {
    const { client } = await pair(alice, { permissions: ['balance'] });
    expect((await client.request('get_balance')).result).toEqual({ balance: balanceOf(alice) });
    const invoice = await t.invoice(bob, 5);
    for (const [method, params] of [
      ['pay_invoice', { invoice: invoice.bolt11 }],
      ['get_info', {}],
      ['make_invoice', { amount: 1000 }],
    ] as const) {
      expect(await client.request(method, params)).toMatchObject({
        result_type: method,
        error: {
          code: 'RESTRICTED',
          message: 'This public key is not allowed to do this operation.',
        },
      });
    }
  });

  it('UNAUTHORIZED for unknown, expired and deleted keys', async () => {
    const unauthorized = {
      error: { code: 'UNAUTHORIZED', message: 'This public key has no wallet connected.' },
    };
    const info = await t.api('GET', '/sandbox/info');
    const stranger = await connectNwc(
      `nostr+walletconnect://${info.body.nwc_service_pubkey}?relay=${info.body.nwc_relay_url}&secret=${bytesToHex(generateSecretKey())}`,
    );
    clients.push(stranger);
    expect(await stranger.request('get_balance')).toMatchObject(unauthorized);

    const { client: expired } = await pair(alice, { expires_at: nowS() - 1 });
    expect(await expired.request('get_balance')).toMatchObject(unauthorized);

    const { client, pubkey } = await pair(alice);
    expect((await client.request('get_balance')).error).toBeUndefined();
    await t.api('DELETE', `${API}/nwc/${pubkey}`, { key: alice.adminkey });
    expect(await client.request('get_balance')).toMatchObject(unauthorized);
  });

  it('NOT_IMPLEMENTED for methods the service does not offer', async () => {
    const { client } = await pair(alice);
    expect(
      await client.request('pay_keysend', { amount: 1000, pubkey: '02'.padEnd(66, '1') }),
    ).toMatchObject({
      result_type: 'pay_keysend',
      error: {
        code: 'NOT_IMPLEMENTED',
        message: 'Method pay_keysend is not implemented by this service provider',
      },
    });
  });

  it('ignores requests with a bad signature or a past expiration', async () => {
    const { client } = await pair(alice);
    const forged = { ...client.buildRequest('get_balance'), sig: 'ab'.repeat(64) };
    client.publish(forged);
    expect((await client.relayReply(forged.id)).ok).toBe(false);
    const stale = client.buildRequest('get_balance', {}, { expiration: nowS() - 1 });
    client.publish(stale);
    expect(await client.relayReply(stale.id)).toEqual({
      ok: false,
      message: 'invalid: event has expired',
    });
    await expectNoAnswer(client, forged.id, stale.id);
    // Direct to the service (as if a relay had passed it on): still ignored.
    t.sandbox.context.nwc!.service.receive(stale);
    await expectNoAnswer(client, stale.id);
  });

  it('executes a request at most once, even when it arrives twice', async () => {
    const { client } = await pair(alice);
    const invoice = await t.invoice(bob, 7);
    const request = client.buildRequest('pay_invoice', { invoice: invoice.bolt11 });
    const waiting = client.response(request.id);
    client.publish(request);
    client.publish(request);
    expect((await waiting).error).toBeUndefined();
    // The copy, if it were run, would have been answered before this later request.
    await expectNoAnswer(client, request.id);
    const count = t.sandbox.context.db
      .prepare('SELECT COUNT(*) AS n FROM payments WHERE payment_hash = ? AND amount < 0')
      .get(invoice.payment_hash) as { n: number };
    expect(count.n).toBe(1);
  });
});
