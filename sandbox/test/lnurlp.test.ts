import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { decodeLnurl } from '../../src/lib/lnurl/codec.ts';
import {
  ISO_UTC,
  PAYMENT_KEYS,
  startTestSandbox,
  type TestSandbox,
  type TestWallet,
} from './harness.ts';

let t: TestSandbox;
let alice: TestWallet;
let bob: TestWallet;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const LINK_KEYS = [
  'id',
  'wallet',
  'description',
  'min',
  'max',
  'served_meta',
  'served_pr',
  'comment_chars',
  'created_at',
  'updated_at',
  'lnurl',
  'username',
  'zaps',
  'webhook_url',
  'webhook_headers',
  'webhook_body',
  'success_text',
  'success_url',
  'currency',
  'fiat_base_multiplier',
  'disposable',
  'domain',
];

beforeAll(async () => {
  t = await startTestSandbox();
  alice = await t.newWallet('Alice', 0);
  bob = await t.newWallet('Bob', 50_000);
});
afterAll(() => t.close());

async function createLink(wallet: TestWallet, body: Record<string, unknown>) {
  const res = await t.api('POST', '/lnurlp/api/v1/links', { key: wallet.adminkey, body });
  if (res.status !== 201) {
    throw new Error(`link creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

describe('pay link CRUD', () => {
  it('creates a link (201) with every PayLink field and a loopback LNURL', async () => {
    const res = await t.api('POST', '/lnurlp/api/v1/links', {
      key: alice.adminkey,
      body: { description: 'Tips', min: 10, max: 1000, comment_chars: 140 },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(LINK_KEYS);
    expect(res.body).toMatchObject({
      wallet: alice.id,
      description: 'Tips',
      min: 10,
      max: 1000,
      served_meta: 0,
      served_pr: 0,
      comment_chars: 140,
      username: null,
      zaps: false,
      success_text: null,
      currency: null,
      fiat_base_multiplier: 100,
      disposable: true,
      domain: null,
    });
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{6}$/);
    expect(res.body.created_at).toMatch(ISO_UTC);
    expect(res.body.lnurl).toMatch(/^LNURL1[0-9A-Z]+$/);
    expect(decodeLnurl(res.body.lnurl)).toBe(`${t.baseUrl}/lnurlp/${res.body.id}`);
  });

  it('refuses bad bodies with LNbits’ messages', async () => {
    const post = (body: unknown, key = alice.adminkey) =>
      t.api('POST', '/lnurlp/api/v1/links', { key, body });
    expect(await post({ description: 'x', min: 10, max: 5 })).toMatchObject({
      status: 400,
      body: { detail: 'Min is greater than max.' },
    });
    expect(await post({ description: 'x', min: 1.5, max: 5 })).toMatchObject({
      status: 400,
      body: { detail: 'Must use full satoshis.' },
    });
    expect(await post({ description: 'x', webhook_headers: '{nope' })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid JSON in webhook_headers.' },
    });
    expect(await post({ description: 'x', success_url: 'http://example.com' })).toMatchObject({
      status: 400,
      body: { detail: 'Success URL must be secure https://...' },
    });
    expect(await post({ description: 'x', username: 'Not Valid' })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid username: Not Valid' },
    });
    // The bodies below are the genuine LNbits 1.5.1 + lnurlp 1.3.2 answers to the same requests.
    expect(await post({ min: 1 })).toMatchObject({
      status: 400,
      body: {
        detail: [
          { loc: ['body', 'description'], msg: 'field required', type: 'value_error.missing' },
        ],
      },
    });
    expect((await post({ description: 'x', comment_chars: 800 })).body).toEqual({
      detail: [
        {
          loc: ['body', 'comment_chars'],
          msg: 'ensure this value is less than or equal to 799',
          type: 'value_error.number.not_le',
          ctx: { limit_value: 799 },
        },
      ],
    });
    expect((await post({ description: 'x', min: 'a', max: -1, comment_chars: 'z' })).body).toEqual({
      detail: [
        { loc: ['body', 'min'], msg: 'value is not a valid float', type: 'type_error.float' },
        {
          loc: ['body', 'max'],
          msg: 'ensure this value is greater than or equal to 0.01',
          type: 'value_error.number.not_ge',
          ctx: { limit_value: 0.01 },
        },
        {
          loc: ['body', 'comment_chars'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
    });
    expect(
      (await post({ description: 'x', comment_chars: 1.5, zaps: 'maybe', fiat_base_multiplier: 0 }))
        .body,
    ).toEqual({
      detail: [
        {
          loc: ['body', 'fiat_base_multiplier'],
          msg: 'ensure this value is greater than or equal to 1',
          type: 'value_error.number.not_ge',
          ctx: { limit_value: 1 },
        },
        {
          loc: ['body', 'zaps'],
          msg: 'value could not be parsed to a boolean',
          type: 'type_error.bool',
        },
      ],
    });
    // Coerced, as pydantic 1 does: a number is a description.
    expect(await post({ description: 5 })).toMatchObject({
      status: 201,
      body: { description: '5' },
    });
    expect(await post({ description: 'x' }, alice.inkey)).toMatchObject({
      status: 403,
      body: { detail: 'Invalid adminkey.' },
    });
    expect(await post({ description: 'x', wallet: bob.id })).toMatchObject({
      status: 403,
      body: { detail: 'Not your wallet.' },
    });
    expect(
      (await t.api('POST', '/lnurlp/api/v1/links', { body: { description: 'x' } })).status,
    ).toBe(401);
  });

  it('409 when the username is taken', async () => {
    await createLink(alice, { description: 'Taken', username: 'taken' });
    expect(
      await t.api('POST', '/lnurlp/api/v1/links', {
        key: bob.adminkey,
        body: { description: 'Mine', username: 'taken' },
      }),
    ).toMatchObject({ status: 409, body: { detail: 'Username already taken.' } });
  });

  it('gets, updates and deletes a link; another wallet gets 403, a missing one 404', async () => {
    const link = await createLink(alice, { description: 'Edit me', min: 5, max: 50 });
    const path = `/lnurlp/api/v1/links/${link.id}`;
    const got = await t.api('GET', path, { key: alice.inkey });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: link.id, description: 'Edit me' });
    expect(await t.api('GET', path, { key: bob.inkey })).toMatchObject({
      status: 403,
      body: { detail: 'Not your pay link.' },
    });
    expect(await t.api('GET', '/lnurlp/api/v1/links/zzzzzz', { key: alice.inkey })).toMatchObject({
      status: 404,
      body: { detail: 'Pay link does not exist.' },
    });
    const updated = await t.api('PUT', path, {
      key: alice.adminkey,
      body: { description: 'Edited', min: 5, max: 60, success_text: 'Thanks!' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Edited', max: 60, success_text: 'Thanks!' });
    expect(
      (await t.api('PUT', path, { key: bob.adminkey, body: { description: 'Hijack' } })).status,
    ).toBe(403);
    expect((await t.api('DELETE', path, { key: bob.adminkey })).status).toBe(403);
    expect(await t.api('DELETE', path, { key: alice.adminkey })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Deleted Pay link' },
    });
    expect((await t.api('GET', path, { key: alice.inkey })).status).toBe(404);
  });

  it('lists the key’s wallet, or every wallet of its user with all_wallets=true', async () => {
    const carol = await t.newWallet('Carol');
    const carolRow = t.sandbox.context.ledger.walletByKey(carol.inkey)!.wallet;
    const second = t.sandbox.context.ledger.createWallet(carolRow.user_id, 'Carol 2');
    const first = await createLink(carol, { description: 'One' });
    const other = await t.api('POST', '/lnurlp/api/v1/links', {
      key: second.adminkey,
      body: { description: 'Two' },
    });
    expect(other.status).toBe(201);
    const own = await t.api('GET', '/lnurlp/api/v1/links', { key: carol.inkey });
    expect(own.body.map((l: { id: string }) => l.id)).toEqual([first.id]);
    const all = await t.api('GET', '/lnurlp/api/v1/links?all_wallets=true', { key: carol.inkey });
    expect(all.body.map((l: { id: string }) => l.id).sort()).toEqual(
      [first.id, other.body.id].sort(),
    );
    expect(Object.keys(all.body[0])).toEqual(LINK_KEYS);
    const bad = await t.api('GET', '/lnurlp/api/v1/links?all_wallets=', { key: carol.inkey });
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'all_wallets'] });
  });
});

describe('public LNURL-pay endpoints', () => {
  let link: { id: string; lnurl: string };

  beforeAll(async () => {
    link = await createLink(alice, {
      description: 'Coffee ☕',
      min: 10,
      max: 1000,
      comment_chars: 10,
      username: 'alice',
      success_text: 'Thanks!',
    });
  });

  it('GET /lnurlp/{id} and the old alias answer the payRequest', async () => {
    const res = await t.api('GET', `/lnurlp/${link.id}`);
    expect(res.status).toBe(200);
    const host = new URL(t.baseUrl).host;
    expect(res.body).toEqual({
      tag: 'payRequest',
      callback: `${t.baseUrl}/lnurlp/api/v1/lnurl/cb/${link.id}`,
      minSendable: 10_000,
      maxSendable: 1_000_000,
      // lnurlp 1.3.2 (and the genuine server) describe a link with a username by the username.
      metadata: `[["text/plain", "Payment to alice"], ["text/identifier", "alice@${host}"]]`,
      commentAllowed: 10,
    });
    const alias = await t.api('GET', `/lnurlp/api/v1/lnurl/${link.id}`);
    expect(alias.body).toEqual(res.body);
    expect(await t.api('GET', '/lnurlp/nolink')).toMatchObject({
      status: 404,
      body: { detail: 'Pay link does not exist.' },
    });
    const served = await t.api('GET', `/lnurlp/api/v1/links/${link.id}`, { key: alice.inkey });
    expect(served.body.served_meta).toBe(1);
  });

  it('/.well-known/lnurlp/{username} answers 200 with the same payRequest', async () => {
    const res = await t.api('GET', '/.well-known/lnurlp/alice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await t.api('GET', `/lnurlp/${link.id}`)).body);
    const alias = await t.api('GET', '/lnurlp/api/v1/well-known/alice');
    expect(alias.body).toEqual(res.body);
    // An unknown user is a LUD-06 error with status 200, word for word as the genuine server.
    for (const path of ['/lnurlp/api/v1/well-known/nobody', '/.well-known/lnurlp/nobody']) {
      const unknown = await t.api('GET', path);
      expect(unknown.status).toBe(200);
      expect(JSON.stringify(unknown.body)).toBe(
        '{"status":"ERROR","reason":"Lightning address not found."}',
      );
    }
  });

  it('the callback returns an invoice for the amount, committed to the metadata', async () => {
    const pay = (await t.api('GET', `/lnurlp/${link.id}`)).body;
    const res = await t.api('GET', `/lnurlp/api/v1/lnurl/cb/${link.id}?amount=21000&comment=hi`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      routes: [],
      disposable: true,
      successAction: { tag: 'message', message: 'Thanks!' },
    });
    const invoice = decodeBolt11(res.body.pr);
    expect(invoice.amountMsat).toBe(21_000n);
    expect(invoice.descriptionHash).toBe(sha256Hex(pay.metadata));

    // Paying it from another wallet credits the link's wallet with an lnurlp-tagged payment.
    const paid = await t.api('POST', '/api/v1/payments', {
      key: bob.adminkey,
      body: { out: true, bolt11: res.body.pr },
    });
    expect(paid.status).toBe(201);
    const incoming = await t.api('GET', `/api/v1/payments/${invoice.paymentHash}`, {
      key: alice.inkey,
    });
    expect(incoming.body.paid).toBe(true);
    expect(incoming.body.details).toMatchObject({
      amount: 21_000,
      memo: 'Coffee ☕',
      tag: 'lnurlp',
      wallet_id: alice.id,
    });
    expect(incoming.body.details.extra).toMatchObject({
      tag: 'lnurlp',
      link: link.id,
      extra: '21000',
      comment: 'hi',
      lnaddress: `alice@${new URL(t.baseUrl).host}`,
    });
    expect((await t.api('GET', '/api/v1/wallet', { key: alice.inkey })).body.balance).toBe(21_000);
  });

  it('answers ERROR bodies with HTTP 200 for a bad amount or a long comment', async () => {
    const cb = `/lnurlp/api/v1/lnurl/cb/${link.id}`;
    const low = await t.api('GET', `${cb}?amount=9000`);
    expect(low.status).toBe(200);
    expect(low.body).toEqual({ status: 'ERROR', reason: expect.stringContaining('smaller') });
    const high = await t.api('GET', `${cb}?amount=1000001`);
    expect(high.body).toEqual({ status: 'ERROR', reason: expect.stringContaining('greater') });
    const long = await t.api('GET', `${cb}?amount=20000&comment=${'x'.repeat(11)}`);
    expect(long.status).toBe(200);
    expect(long.body).toEqual({
      status: 'ERROR',
      reason: 'Got a comment with 11 characters, but can only accept 10',
    });
    expect((await t.api('GET', cb)).body).toEqual({
      detail: [{ loc: ['query', 'amount'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect((await t.api('GET', `${cb}?amount=abc`)).body).toEqual({
      detail: [
        {
          loc: ['query', 'amount'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
    });
  });

  it('a fiat link stores min/max × multiplier and converts them at the current rate', async () => {
    const fiat = await createLink(alice, {
      description: 'Fiat',
      currency: 'USD',
      min: 1.5,
      max: 10,
    });
    expect(fiat).toMatchObject({ min: 150, max: 1000, currency: 'USD', fiat_base_multiplier: 100 });
    const rate = t.sandbox.context.rates.satsPerUnit('USD')!;
    const res = await t.api('GET', `/lnurlp/${fiat.id}`);
    expect(res.body.minSendable).toBe(Math.round(150 * (rate / 100)) * 1000);
    expect(res.body.maxSendable).toBe(Math.round(1000 * (rate / 100)) * 1000);
    const pub = await t.api('GET', `/lnurlp/api/v1/links/public/${fiat.id}`);
    expect(pub.body).toEqual({
      id: fiat.id,
      username: null,
      description: 'Fiat',
      min: 150,
      max: 1000,
      domain: null,
      currency: 'USD',
      lnurl: fiat.lnurl,
    });
  });

  it('a success_url link gives a url successAction', async () => {
    const urlLink = await createLink(alice, {
      description: 'Ticket',
      success_text: 'Your ticket',
      success_url: 'https://example.com/ticket',
    });
    const res = await t.api('GET', `/lnurlp/api/v1/lnurl/cb/${urlLink.id}?amount=1000`);
    expect(res.body.successAction).toEqual({
      tag: 'url',
      description: 'Your ticket',
      url: 'https://example.com/ticket',
    });
  });
});

describe('lnurlscan (E8)', () => {
  let link: { id: string; lnurl: string };

  beforeAll(async () => {
    link = await createLink(alice, { description: 'Scan me', min: 1, max: 500, comment_chars: 20 });
  });

  it('POST resolves the bech32 LNURL of a sandbox link into the raw LUD model', async () => {
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: link.lnurl },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tag: 'payRequest',
      callback: `${t.baseUrl}/lnurlp/api/v1/lnurl/cb/${link.id}`,
      minSendable: 1000,
      maxSendable: 500_000,
      metadata: '[["text/plain", "Scan me"]]',
      commentAllowed: 20,
    });
    const lower = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: `lightning:${link.lnurl.toLowerCase()}` },
    });
    expect(lower.body).toEqual(res.body);
  });

  it('POST accepts the loopback URL itself', async () => {
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: `${t.baseUrl}/lnurlp/${link.id}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.tag).toBe('payRequest');
  });

  it('refuses a Lightning Address without a real TLD, as LNbits does', async () => {
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: 'scanme@intranet:5000' },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: 'Invalid Lightning address.' } });
  });

  it('resolves a Lightning Address on loopback over http (a sandbox-only allowance)', async () => {
    await createLink(alice, { description: 'Addr', username: 'scanme' });
    const host = new URL(t.baseUrl).host;
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: `ScanMe@${host}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tag: 'payRequest' });
  });

  it('refuses a bolt11 with an empty detail, and needs a key', async () => {
    const { bolt11 } = await t.invoice(alice, 10);
    expect(
      await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: { lnurl: bolt11 } }),
    ).toMatchObject({ status: 400, body: { detail: '' } });
    expect(await t.api('GET', `/api/v1/lnurlscan/${bolt11}`, { key: bob.inkey })).toMatchObject({
      status: 400,
      body: { detail: '' },
    });
    expect((await t.api('POST', '/api/v1/lnurlscan', { body: { lnurl: link.lnurl } })).status).toBe(
      401,
    );
  });

  it('GET (deprecated) applies the callback rule, which refuses a loopback callback', async () => {
    const res = await t.api('GET', `/api/v1/lnurlscan/${link.lnurl}`, { key: bob.inkey });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Callback not allowed\. URL: http:\/\/127\.0\.0\.1/);
  });

  it('answers login LNURLs without a network call', async () => {
    const k1 = 'ab'.repeat(32);
    const res = await t.api('POST', '/api/v1/lnurlscan', {
      key: bob.inkey,
      body: { lnurl: `https://auth.example.com/login?tag=login&k1=${k1}` },
    });
    expect(res.body).toEqual({
      tag: 'login',
      callback: `https://auth.example.com/login?tag=login&k1=${k1}`,
      k1,
    });
  });
});

describe('POST /api/v1/payments/lnurl (E9)', () => {
  it('a link with a username: the payer memo is "Payment to <username>", the receiver memo the description', async () => {
    // As the genuine LNbits 1.5.1 with lnurlp 1.3.2 recorded the same payment.
    const erin = await t.newWallet('Erin');
    const link = await createLink(erin, {
      description: 'Coffee beans',
      min: 10,
      max: 1000,
      username: 'erin',
    });
    const host = new URL(t.baseUrl).host;
    const res = (
      await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: { lnurl: link.lnurl } })
    ).body;
    expect(res.metadata).toBe(
      `[["text/plain", "Payment to erin"], ["text/identifier", "erin@${host}"]]`,
    );
    const paid = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res, lnurl: `erin@${host}`, amount: 21_000 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      amount: -21_000,
      memo: 'Payment to erin',
      status: 'success',
    });
    // The invoice commits to exactly the metadata served.
    expect(decodeBolt11(paid.body.bolt11).descriptionHash).toBe(sha256Hex(res.metadata));

    const received = await t.api('GET', '/api/v1/payments', { key: erin.inkey });
    expect(received.body).toHaveLength(1);
    expect(received.body[0]).toMatchObject({ amount: 21_000, memo: 'Coffee beans', tag: 'lnurlp' });
    expect(received.body[0].extra).toMatchObject({ lnaddress: `erin@${host}` });
  });

  it('pays a sandbox link with a comment and answers 200 with success_action as a string', async () => {
    const dave = await t.newWallet('Dave');
    const link = await createLink(dave, {
      description: 'Donations',
      min: 1,
      max: 10_000,
      comment_chars: 50,
      success_text: 'Merci',
    });
    const res = (
      await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: { lnurl: link.lnurl } })
    ).body;
    const paid = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res, lnurl: link.lnurl, amount: 5000, comment: 'for the coffee' },
    });
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.body)).toEqual(PAYMENT_KEYS);
    expect(paid.body).toMatchObject({
      amount: -5000,
      status: 'success',
      memo: 'Donations',
      wallet_id: bob.id,
    });
    expect(typeof paid.body.extra.success_action).toBe('string');
    expect(JSON.parse(paid.body.extra.success_action)).toEqual({
      tag: 'message',
      message: 'Merci',
    });
    expect(paid.body.extra.success_action).toBe('{"tag": "message", "message": "Merci"}');
    expect(paid.body.extra.comment).toBe('for the coffee');
    expect((await t.api('GET', '/api/v1/wallet', { key: dave.inkey })).body.balance).toBe(5000);

    // With only the LNURL, LNbits resolves it itself.
    const byLnurl = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { lnurl: link.lnurl, amount: 2000 },
    });
    expect(byLnurl.status).toBe(200);
    expect((await t.api('GET', '/api/v1/wallet', { key: dave.inkey })).body.balance).toBe(7000);
  });

  it('validates the request', async () => {
    const link = await createLink(alice, { description: 'Range', min: 2, max: 3 });
    const res = (
      await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: { lnurl: link.lnurl } })
    ).body;
    expect(
      await t.api('POST', '/api/v1/payments/lnurl', { key: bob.adminkey, body: { amount: 1000 } }),
    ).toMatchObject({ status: 400, body: { detail: 'Missing LNURL or LnurlPayResponse data.' } });
    const extraKey = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res: { ...res, kind: 'pay' }, amount: 2000 },
    });
    expect(extraKey.status).toBe(400);
    expect(extraKey.body).toEqual({
      detail: [
        {
          loc: ['body', 'res', 'kind'],
          msg: 'extra fields not permitted',
          type: 'value_error.extra',
        },
      ],
    });
    const noScheme = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res: { ...res, callback: 'invalid-url.lnbits.com' }, amount: 2000 },
    });
    expect(noScheme.status).toBe(400);
    expect(noScheme.body).toEqual({
      detail: [
        {
          loc: ['body', 'res', 'callback', '__root__'],
          msg: 'invalid or missing URL scheme',
          type: 'value_error.url.scheme',
        },
      ],
    });
    expect(
      (await t.api('POST', '/api/v1/payments/lnurl', { key: bob.adminkey, body: { res } })).body,
    ).toEqual({
      detail: [{ loc: ['body', 'amount'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect(
      (
        await t.api('POST', '/api/v1/payments/lnurl', {
          key: bob.adminkey,
          body: { res, amount: 'abc' },
        })
      ).body,
    ).toEqual({
      detail: [
        {
          loc: ['body', 'amount'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
    });
    expect((await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: {} })).body).toEqual({
      detail: [{ loc: ['body', 'lnurl'], msg: 'field required', type: 'value_error.missing' }],
    });
    const range = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res, amount: 5000 },
    });
    expect(range).toMatchObject({
      status: 400,
      body: { detail: 'Amount 5000 not in range 2000 - 3000' },
    });
    expect(
      (
        await t.api('POST', '/api/v1/payments/lnurl', {
          key: bob.inkey,
          body: { res, amount: 2000 },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses an invoice whose amount differs from the requested amount', async () => {
    const link = await createLink(alice, { description: 'Odd', min: 1, max: 10 });
    const res = (
      await t.api('POST', '/api/v1/lnurlscan', { key: bob.inkey, body: { lnurl: link.lnurl } })
    ).body;
    // 1500 msat is in range, but the link issues an invoice for whole sats only (1 sat).
    const wrong = await t.api('POST', '/api/v1/payments/lnurl', {
      key: bob.adminkey,
      body: { res: { ...res, minSendable: 1000 }, amount: 1500 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toContain('1500');
    expect(wrong.body.detail).toContain('1000');
  });
});

describe('extension access', () => {
  it('a user without lnurlp enabled (the bank) gets 403', async () => {
    const bank = t.sandbox.context.bank.wallet();
    for (const [method, path, key] of [
      ['GET', '/lnurlp/api/v1/links', bank.inkey],
      ['POST', '/lnurlp/api/v1/links', bank.adminkey],
    ] as const) {
      const body = method === 'POST' ? { description: 'x' } : undefined;
      expect(await t.api(method, path, { key, body })).toMatchObject({
        status: 403,
        body: { detail: "Extension 'lnurlp' not enabled." },
      });
    }
  });
});

describe('--profile legacy', () => {
  it('has no lnurlp routes', async () => {
    const legacy = await startTestSandbox({ profile: 'legacy' });
    try {
      const wallet = await legacy.newWallet('Old');
      for (const path of ['/lnurlp/api/v1/links', '/lnurlp/abcdef', '/.well-known/lnurlp/alice']) {
        expect(await legacy.api('GET', path, { key: wallet.inkey })).toMatchObject({
          status: 404,
          body: { detail: 'Not Found' },
        });
      }
    } finally {
      await legacy.close();
    }
  });
});
