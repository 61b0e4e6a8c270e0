// The direct LNURL path (src/api/lnurl.ts) against a real sandbox and its third-party LNURL host,
// over real HTTP with Node's fetch: first GET, pay callback with the invoice checks, payment
// through the wallet's LNbits, aes successAction, hostile endpoints, withdraw, and what the
// direct calls send (no key, no credentials, no referrer).
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInvoice, getPayment, payInvoice } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import {
  LnurlDirectError,
  fetchLnurlDirect,
  isUnreachableDirectly,
  requestPayInvoiceDirect,
  withdrawDirect,
} from '@/api/lnurl';
import { LnurlError } from '@/lib/lnurl/errors';
import { decryptAesSuccessAction } from '@/lib/lnurl/success-action';
import { payDescriptionHash } from '@/lib/lnurl/invoice-check';
import type { PayRequest, WithdrawRequest } from '@/lib/lnurl/responses';
import { getSetting } from '../sandbox/db/database.ts';
import { startTestSandbox } from '../sandbox/test/harness.ts';
import type { TestSandbox, TestWallet } from '../sandbox/test/harness.ts';
import { thirdPartyUrl } from '../sandbox/third-party/host.ts';

let t: TestSandbox;
let host: string;

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
  host = thirdPartyUrl(t.sandbox.context)!;
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const admin = (wallet: TestWallet): WalletAuth => ({ serverUrl: t.baseUrl, key: wallet.adminkey });
const invoiceAuth = (wallet: TestWallet): WalletAuth => ({
  serverUrl: t.baseUrl,
  key: wallet.inkey,
});

async function balanceMsat(wallet: TestWallet): Promise<number> {
  const response = await t.api<{ balance: number }>('GET', '/api/v1/wallet', {
    key: wallet.inkey,
  });
  return response.body.balance;
}

/** The third-party host's own sandbox wallet balance, read in-process. */
function hostBalanceMsat(): number {
  const id = getSetting(t.sandbox.context.db, 'third_party_wallet_id');
  return t.sandbox.context.ledger.walletById(id!)!.balance_msat;
}

async function payRequestFor(path: string): Promise<PayRequest> {
  const result = await fetchLnurlDirect(host + path);
  if (result.tag !== 'payRequest') {
    throw new Error(`expected a payRequest, got ${result.tag}`);
  }
  return result;
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('fetchLnurlDirect', () => {
  it('reads the honest pay endpoint at both paths', async () => {
    for (const path of ['/.well-known/lnurlp/alice', '/lnurlp/alice']) {
      const request = await payRequestFor(path);
      expect(request.callback).toBe(`${host}/lnurlp/cb/alice`);
      expect(request.minSendableMsat).toBe(1_000);
      expect(request.commentAllowed).toBe(140);
      expect(request.metadata.text).toBe('Pay alice at the third-party LNURL host');
    }
  });

  it('turns an ERROR body into an LnurlError with the reason', async () => {
    const error = await refusal(fetchLnurlDirect(`${host}/lnurlp/NOT%20A%20NAME`));
    expect(error).toBeInstanceOf(LnurlError);
    expect((error as LnurlError).code).toBe('service-error');
    expect((error as LnurlError).reason).toBe('Unknown pay link.');
  });

  it('refuses a disallowed URL before any request', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const error = await refusal(fetchLnurlDirect('http://lnurl.example.com/lnurlp/alice'));
    expect((error as LnurlError).code).toBe('url');
    expect(spy).not.toHaveBeenCalled();
  });

  it('reports an unreachable host as "unreachable directly"', async () => {
    const error = await refusal(fetchLnurlDirect('http://127.0.0.1:9/lnurlp/alice'));
    expect(error).toBeInstanceOf(LnurlDirectError);
    expect((error as LnurlDirectError).kind).toBe('unreachable-directly');
    expect(isUnreachableDirectly(error)).toBe(true);
  });

  it('sends no key, no cookie, no referrer, no credentials', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'ERROR', reason: 'captured' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const error = await refusal(fetchLnurlDirect(`http://127.0.0.1:${port}/lnurlp/alice`));
      expect((error as LnurlError).reason).toBe('captured');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toHaveLength(1);
    const headers = seen[0]!;
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    const init = spy.mock.calls[0]![1]!;
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(init.referrerPolicy).toBe('no-referrer');
    expect(init.headers).toBeUndefined();
  });
});

describe('requestPayInvoiceDirect + payInvoice', () => {
  it('honest endpoint: exact amount, hash checked, paid through the wallet, host credited', async () => {
    const payer = await t.newWallet('Payer', 10_000);
    const request = await payRequestFor('/.well-known/lnurlp/alice');
    const result = await requestPayInvoiceDirect(request, { amountMsat: 21_000 });
    expect(result.decoded.amountMsat).toBe(21_000n);
    expect(result.decoded.descriptionHash).toBe(payDescriptionHash(request.metadataRaw));
    expect(result.description).toEqual({ kind: 'hash-verified' });
    expect(result.successAction).toEqual({ tag: 'message', message: 'Thanks for paying alice!' });

    const hostBefore = hostBalanceMsat();
    const payerBefore = await balanceMsat(payer);
    const payment = await payInvoice(admin(payer), { bolt11: result.invoice });
    expect(payment.status).toBe('success');
    expect(await balanceMsat(payer)).toBeLessThanOrEqual(payerBefore - 21_000);
    expect(hostBalanceMsat()).toBe(hostBefore + 21_000);
  });

  it('passes an allowed comment', async () => {
    const request = await payRequestFor('/lnurlp/alice');
    const result = await requestPayInvoiceDirect(request, {
      amountMsat: 5_000,
      comment: 'Great shop!',
    });
    expect(result.decoded.amountMsat).toBe(5_000n);
    const lookup = await t.api<{ details: { extra: Record<string, unknown> } }>(
      'GET',
      `/api/v1/payments/${result.decoded.paymentHash}`,
      {
        key: t.sandbox.context.ledger.walletById(
          getSetting(t.sandbox.context.db, 'third_party_wallet_id')!,
        )!.inkey,
      },
    );
    expect(JSON.stringify(lookup.body)).toContain('Great shop!');
  });

  it('aes successAction decrypts with the payment preimage', async () => {
    const payer = await t.newWallet('AES payer', 10_000);
    const request = await payRequestFor('/lnurlp/aes');
    const result = await requestPayInvoiceDirect(request, { amountMsat: 2_000 });
    const action = result.successAction;
    if (action?.tag !== 'aes') {
      throw new Error('expected an aes successAction');
    }
    const payment = await payInvoice(admin(payer), { bolt11: result.invoice });
    expect(payment.status).toBe('success');
    let preimage = payment.preimage;
    if (!preimage) {
      const lookup = await getPayment(invoiceAuth(payer), payment.payment_hash);
      preimage = lookup.preimage ?? null;
    }
    const plaintext = await decryptAesSuccessAction(action, preimage!, payment.payment_hash);
    expect(plaintext).toMatch(/^Your voucher code: [0-9A-F]{12}$/);
  });

  it.each([
    ['wrong-amount', 'amount-mismatch'],
    ['wrong-hash', 'description-hash'],
  ])('%s is refused before paying', async (name, code) => {
    const payer = await t.newWallet(`Payer ${name}`, 10_000);
    const before = await balanceMsat(payer);
    const request = await payRequestFor(`/lnurlp/${name}`);
    const error = await refusal(requestPayInvoiceDirect(request, { amountMsat: 3_000 }));
    expect(error).toBeInstanceOf(LnurlError);
    expect((error as LnurlError).code).toBe(code);
    expect((error as LnurlError).message).toMatch(/not paid|nothing was paid/);
    expect(await balanceMsat(payer)).toBe(before);
  });

  it('http-callback is refused at the first response', async () => {
    const error = await refusal(fetchLnurlDirect(`${host}/lnurlp/http-callback`));
    expect(error).toBeInstanceOf(LnurlError);
    expect((error as LnurlError).code).toBe('url');
  });

  it('bad-success-action is refused', async () => {
    const request = await payRequestFor('/lnurlp/bad-success-action');
    const error = await refusal(requestPayInvoiceDirect(request, { amountMsat: 3_000 }));
    expect(error).toBeInstanceOf(LnurlError);
    expect(['success-action', 'success-action-unsupported']).toContain((error as LnurlError).code);
  });

  it('refuses an amount outside the limits without calling the callback', async () => {
    const request = await payRequestFor('/lnurlp/alice');
    const spy = vi.spyOn(globalThis, 'fetch');
    const error = await refusal(requestPayInvoiceDirect(request, { amountMsat: 999 }));
    expect((error as LnurlError).code).toBe('amount');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('withdrawDirect', () => {
  it('withdraws from the host into a sandbox wallet', async () => {
    const wallet = await t.newWallet('Withdrawer', 0);
    const first = await fetchLnurlDirect(`${host}/lnurlw`);
    expect(first.tag).toBe('withdrawRequest');
    const request = first as WithdrawRequest;
    const invoice = await createInvoice(invoiceAuth(wallet), { amount: 50, memo: 'withdraw' });
    const hostBefore = hostBalanceMsat();
    expect(await withdrawDirect(request, { pr: invoice.bolt11 })).toEqual({ status: 'OK' });
    await vi.waitFor(async () => expect(await balanceMsat(wallet)).toBe(50_000));
    expect(hostBalanceMsat()).toBeLessThanOrEqual(hostBefore - 50_000);

    // The k1 is single-use: a second call is refused with the host's reason.
    const again = await createInvoice(invoiceAuth(wallet), { amount: 10 });
    const error = await refusal(withdrawDirect(request, { pr: again.bolt11 }));
    expect((error as LnurlError).code).toBe('service-error');
    expect((error as LnurlError).reason).toBe('Invalid or used k1.');
  });
});
