import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import {
  buildPayCallbackUrl,
  buildWithdrawCallbackUrl,
} from '../../src/lib/lnurl/callback-urls.ts';
import { checkPayInvoice, payDescriptionHash } from '../../src/lib/lnurl/invoice-check.ts';
import {
  decryptAesSuccessAction,
  type AesSuccessAction,
} from '../../src/lib/lnurl/success-action.ts';
import { decodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { LnurlError } from '../../src/lib/lnurl/errors.ts';
import { parsePayCallbackResponse } from '../../src/lib/lnurl/pay-callback.ts';
import { parsePayRequest, parseWithdrawRequest } from '../../src/lib/lnurl/responses.ts';
import { thirdPartyBlockedUrl, thirdPartyUrl } from '../third-party/host.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let host: string;
let alice: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
  host = thirdPartyUrl(t.sandbox.context)!;
  alice = await t.newWallet('Alice', 100_000);
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** First GET, then the callback for `amountMsat`; returns the raw pieces. */
async function payFlow(path: string, amountMsat = 21_000, comment?: string) {
  const first = (await get(host + path)).body;
  const metadata = first.metadata as string;
  const callback = buildPayCallbackUrl(first.callback as string, {
    amountMsat,
    commentAllowed: first.commentAllowed as number,
    ...(comment !== undefined ? { comment } : {}),
  });
  const second = (await get(callback)).body;
  return { first, metadata, callback, second };
}

describe('third-party LNURL host', () => {
  it('listens on its own loopback port', () => {
    expect(thirdPartyUrl(t.sandbox.context)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host).not.toBe(t.baseUrl);
  });

  it('serves a LUD-06 pay endpoint at both paths, with no key and CORS *', async () => {
    for (const path of ['/.well-known/lnurlp/shop', '/lnurlp/shop']) {
      const { response, body } = await get(host + path, { origin: 'https://wallet.example' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const request = parsePayRequest(body);
      expect(request.callback).toBe(`${host}/lnurlp/cb/shop`);
      expect(request.commentAllowed).toBe(140);
      expect(JSON.parse(body.metadata as string)).toContainEqual([
        'text/identifier',
        `shop@${new URL(host).host}`,
      ]);
    }
  });

  it('honest callback: amount and description hash right, comment kept, message action', async () => {
    const { metadata, callback, second } = await payFlow('/lnurlp/shop', 21_000, 'Great shop!');
    const answer = parsePayCallbackResponse(second, callback);
    expect(answer.successAction).toEqual({ tag: 'message', message: 'Thanks for paying shop!' });
    const invoice = decodeBolt11(answer.pr);
    expect(invoice.amountMsat).toBe(21_000n);
    expect(invoice.descriptionHash).toBe(sha256(metadata));
    expect(invoice.descriptionHash).toBe(payDescriptionHash(metadata));
    expect(
      checkPayInvoice({ invoice: answer.pr, requestedAmountMsat: 21_000, metadata }),
    ).toMatchObject({ ok: true, description: { kind: 'hash-verified' } });
    const record = t.sandbox.context.ledger.incomingByHash(invoice.paymentHash)!;
    expect(JSON.parse(record.extra)).toMatchObject({ comment: 'Great shop!' });

    // It is a real sandbox invoice: paying it settles internally.
    const paid = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: answer.pr },
    });
    expect(paid.status).toBe(201);
  });

  it('refuses bad amounts and over-long comments with ERROR bodies', async () => {
    const cb = `${host}/lnurlp/cb/shop`;
    expect((await get(`${cb}?amount=999`)).body.status).toBe('ERROR');
    expect((await get(`${cb}?amount=1500`)).body).toEqual({
      status: 'ERROR',
      reason: 'Amount must be a whole number of sats.',
    });
    expect((await get(cb)).body.status).toBe('ERROR');
    const long = await get(`${cb}?amount=1000&comment=${'x'.repeat(141)}`);
    expect(long.body.status).toBe('ERROR');
  });

  it('aes successAction decrypts with the invoice preimage', async () => {
    const { callback, second } = await payFlow('/.well-known/lnurlp/aes', 5_000);
    const answer = parsePayCallbackResponse(second, callback);
    expect(answer.successAction?.tag).toBe('aes');
    const paid = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: answer.pr },
    });
    expect(paid.status).toBe(201);
    const { preimage, payment_hash: paymentHash } = paid.body;
    const text = await decryptAesSuccessAction(
      answer.successAction as AesSuccessAction,
      preimage,
      paymentHash,
    );
    expect(text).toMatch(/^Your voucher code: [0-9A-F]{12}$/);
    // The preimage is also in the record of the invoice the host created.
    expect(t.sandbox.context.ledger.incomingByHash(paymentHash)!.preimage).toBe(preimage);
  });

  it('wrong-amount: the invoice is not for the amount asked', async () => {
    const { metadata, second } = await payFlow('/lnurlp/wrong-amount', 10_000);
    const invoice = decodeBolt11(second.pr as string);
    expect(invoice.amountMsat).toBe(11_000n);
    expect(invoice.descriptionHash).toBe(sha256(metadata));
    const check = checkPayInvoice({
      invoice: second.pr as string,
      requestedAmountMsat: 10_000,
      metadata,
    });
    expect(check.ok).toBe(false);
  });

  it('wrong-hash: the description hash is not sha256(metadata)', async () => {
    const { metadata, second } = await payFlow('/lnurlp/wrong-hash', 10_000);
    const invoice = decodeBolt11(second.pr as string);
    expect(invoice.amountMsat).toBe(10_000n);
    expect(invoice.descriptionHash).not.toBe(sha256(metadata));
    const check = checkPayInvoice({
      invoice: second.pr as string,
      requestedAmountMsat: 10_000,
      metadata,
    });
    expect(check).toMatchObject({ ok: false, canOverride: true });
  });

  it('http-callback: a plain-http public callback the wallet refuses', async () => {
    const { body } = await get(`${host}/lnurlp/http-callback`);
    expect(body.callback).toBe('http://lnurl-callback.example.com/lnurlp/cb/http-callback');
    expect(() => parsePayRequest(body)).toThrow(LnurlError);
  });

  it('script: <script> in the metadata text, with a still-correct hash', async () => {
    const { metadata, second } = await payFlow('/lnurlp/script', 2_000);
    expect(JSON.parse(metadata)[0][1]).toContain('<script>');
    expect(decodeBolt11(second.pr as string).descriptionHash).toBe(sha256(metadata));
    // The parser keeps it as inert text: the UI must render it as text, never as HTML.
    const parsed = parsePayRequest((await get(`${host}/lnurlp/script`)).body);
    expect(parsed.metadata.text).toContain('<script>alert("pwned")</script>');
  });

  it('bad-success-action: an unknown successAction tag', async () => {
    const { callback, second } = await payFlow('/lnurlp/bad-success-action', 2_000);
    expect((second.successAction as { tag: string }).tag).toBe('javascript');
    expect(() => parsePayCallbackResponse(second, callback)).toThrow(LnurlError);
  });

  it('serves a LUD-03 withdraw endpoint paid from its own wallet, one use per k1', async () => {
    const bob = await t.newWallet('Bob');
    const request = parseWithdrawRequest((await get(`${host}/lnurlw`)).body);
    expect(request.maxWithdrawableMsat).toBe(10_000_000);
    const invoice = await t.invoice(bob, 3_000);
    const url = buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: invoice.bolt11 });
    expect((await get(url)).body).toEqual({ status: 'OK' });
    expect((await t.api('GET', '/api/v1/wallet', { key: bob.inkey })).body.balance).toBe(3_000_000);
    const second = await t.invoice(bob, 3_000);
    const reuse = buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: second.bolt11 });
    expect((await get(reuse)).body).toEqual({ status: 'ERROR', reason: 'Invalid or used k1.' });
    const big = await t.invoice(bob, 10_001);
    const fresh = parseWithdrawRequest((await get(`${host}/lnurlw`)).body);
    const tooBig = buildWithdrawCallbackUrl(fresh.callback, { k1: fresh.k1, pr: big.bolt11 });
    expect((await get(tooBig)).body.status).toBe('ERROR');
  });

  it('answers unknown paths with an ERROR body', async () => {
    const { response, body } = await get(`${host}/nope`);
    expect(response.status).toBe(404);
    expect(body.status).toBe('ERROR');
  });
});

describe('third-party host with CORS off', () => {
  it('sends no Access-Control-Allow-Origin', async () => {
    const closed = await startTestSandbox({
      thirdParty: true,
      thirdPartyPort: 0,
      thirdPartyCors: false,
    });
    try {
      const url = thirdPartyUrl(closed.sandbox.context)!;
      const { response, body } = await get(`${url}/lnurlp/shop`, {
        origin: 'https://wallet.example',
      });
      expect(response.status).toBe(200);
      expect(body.tag).toBe('payRequest');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await closed.close();
    }
    // Closing the sandbox closed the host too.
    await expect(fetch(`${thirdPartyUrl(closed.sandbox.context)}/lnurlw`)).rejects.toThrow();
  });

  it('is not started unless asked', async () => {
    const plain = await startTestSandbox();
    try {
      expect(thirdPartyUrl(plain.sandbox.context)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('a second, CORS-blocking third-party host beside the normal one', () => {
  let both: TestSandbox;
  let open: string;
  let blocked: string;

  beforeAll(async () => {
    both = await startTestSandbox({
      thirdParty: true,
      thirdPartyPort: 0,
      thirdPartyBlockedPort: 0,
    });
    open = thirdPartyUrl(both.sandbox.context)!;
    blocked = thirdPartyBlockedUrl(both.sandbox.context)!;
  });
  afterAll(() => both.close());

  it('GET /sandbox/info gives both addresses', async () => {
    const info = await both.api('GET', '/sandbox/info');
    expect(info.status).toBe(200);
    expect(info.body.third_party_url).toBe(open);
    expect(info.body.third_party_blocked_url).toBe(blocked);
    expect(blocked).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set([open, blocked, both.baseUrl]).size).toBe(3);
  });

  it('the blocked host sends no Access-Control-Allow-Origin; the normal one does', async () => {
    const headers = { origin: 'https://wallet.example' };
    for (const path of ['/lnurlp/shop', '/.well-known/lnurlp/shop', '/lnurlw', '/']) {
      const fromBlocked = await get(blocked + path, headers);
      expect(fromBlocked.response.status).toBe(200);
      expect(fromBlocked.response.headers.get('access-control-allow-origin')).toBeNull();
      const fromOpen = await get(open + path, headers);
      expect(fromOpen.response.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await get(`${blocked}/`)).body.cors).toBe(false);
    expect((await get(`${open}/`)).body.cors).toBe(true);
  });

  it('a preflight to the blocked host gets no CORS allow headers', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: {
        origin: 'https://wallet.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    };
    const refused = await fetch(`${blocked}/lnurlp/shop`, preflight);
    await refused.body?.cancel();
    for (const name of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
    ]) {
      expect(refused.headers.get(name)).toBeNull();
    }
    const allowed = await fetch(`${open}/lnurlp/shop`, preflight);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('*');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('serves the same endpoints from the same wallet (server-side calls are unaffected)', async () => {
    const dora = await both.newWallet('Dora');
    const request = (await get(`${blocked}/lnurlw`)).body;
    expect(request.callback).toBe(`${blocked}/lnurlw/cb`);
    const res = await both.api('POST', '/api/v1/payments', {
      key: dora.inkey,
      body: { out: false, amount: 1_234, lnurl_withdraw: request },
    });
    expect(res.body).toMatchObject({ status: 'success', extra: { lnurl_response: true } });
    expect((await both.api('GET', '/api/v1/wallet', { key: dora.inkey })).body.balance).toBe(
      1_234_000,
    );
    // Its pay callback gives an invoice of the third-party wallet, as the normal host's does.
    const pay = (await get(`${blocked}/lnurlp/cb/shop?amount=3000`)).body;
    const payHash = decodeBolt11(pay.pr as string).paymentHash;
    const openPay = (await get(`${open}/lnurlp/cb/shop?amount=3000`)).body;
    const openHash = decodeBolt11(openPay.pr as string).paymentHash;
    const ledger = both.sandbox.context.ledger;
    expect(ledger.incomingByHash(payHash)!.wallet_id).toBe(
      ledger.incomingByHash(openHash)!.wallet_id,
    );
  });

  it('is off unless asked: null in /sandbox/info', async () => {
    const info = await t.api('GET', '/sandbox/info');
    expect(info.body.third_party_url).toBe(host);
    expect(info.body.third_party_blocked_url).toBeNull();
    expect(thirdPartyBlockedUrl(t.sandbox.context)).toBeUndefined();
  });

  it('can run without the normal host', async () => {
    const alone = await startTestSandbox({ thirdPartyBlockedPort: 0 });
    try {
      const info = await alone.api('GET', '/sandbox/info');
      expect(info.body.third_party_url).toBeNull();
      const url = info.body.third_party_blocked_url as string;
      const { response, body } = await get(`${url}/lnurlp/shop`, {
        origin: 'https://wallet.example',
      });
      expect(body.tag).toBe('payRequest');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await alone.close();
    }
    await expect(fetch(`${thirdPartyBlockedUrl(alone.sandbox.context)}/`)).rejects.toThrow();
  });
});

describe('LNURL of the host', () => {
  it('lists its endpoints with LNURLs that decode to them', async () => {
    const { body } = await get(`${host}/`);
    const honest = (body.pay as { honest: { lnurl: string } }).honest;
    expect(decodeLnurl(honest.lnurl)).toBe(`${host}/lnurlp/shop`);
  });
});
