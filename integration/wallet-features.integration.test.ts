// The app's calls for LNURL-auth, payment history, stored pay links, account wallets and
// internal memos (src/api/*) against a real sandbox and its third-party login site, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createInvoice, getWallet, payInvoice } from '@/api/core';
import { createAccountWallet, resetWalletKeys } from '@/api/account-wallets';
import { ApiError } from '@/api/http';
import type { WalletAuth } from '@/api/http';
import { scanLnurl, payLnurl } from '@/api/lnurl';
import { loginWithLnurlAuth } from '@/api/lnurl-auth';
import { forgetStoredPayLink, getStoredPayLinks, putStoredPayLinks } from '@/api/paylinks-stored';
import { getPaymentHistory } from '@/api/payment-history';
import { deriveLinkingKey, lnurlAuthSeed } from '@/lib/lnurl-auth';
import { LnurlError } from '@/lib/lnurl/errors';
import { internalMemoExtra, readInternalMemo, readWalletFiat } from '@/lib/payment-extra';
import { startTestSandbox } from '../sandbox/test/harness.ts';
import type { TestSandbox, TestWallet } from '../sandbox/test/harness.ts';
import { LOGIN_VARIANTS, thirdPartyUrl } from '../sandbox/third-party/host.ts';

let t: TestSandbox;
let site: string;

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
  site = thirdPartyUrl(t.sandbox.context)!;
});
afterAll(() => t.close());

const admin = (wallet: { adminkey: string }): WalletAuth => ({
  serverUrl: t.baseUrl,
  key: wallet.adminkey,
});
const invoiceKey = (wallet: { inkey: string }): WalletAuth => ({
  serverUrl: t.baseUrl,
  key: wallet.inkey,
});

async function freshLogin(variant = 'site') {
  const response = await fetch(`${site}/login/${variant}`);
  return (await response.json()) as { k1: string; url: string; lnurl: string };
}

async function keyThatLoggedIn(k1: string): Promise<string | null> {
  const response = await fetch(`${site}/login/status/${k1}`);
  return ((await response.json()) as { key: string | null }).key;
}

describe('loginWithLnurlAuth', () => {
  it('logs in with the key LUD-05 derives from the admin key; LNbits 1.5.1 cannot confirm it', async () => {
    const wallet = await t.newWallet('Auth');
    const code = await freshLogin();
    const scanned = await scanLnurl(invoiceKey(wallet), code.lnurl);
    expect(scanned.tag).toBe('login');
    if (scanned.tag !== 'login') {
      return;
    }
    await expect(loginWithLnurlAuth(admin(wallet), scanned)).resolves.toEqual({
      kind: 'unconfirmed',
    });
    expect(await keyThatLoggedIn(code.k1)).toBe(
      bytesToHex(deriveLinkingKey(lnurlAuthSeed(wallet.adminkey), '127.0.0.1').publicKey),
    );
  });

  it('keeps a short challenge from reaching the server, which would sign it', async () => {
    const wallet = await t.newWallet('Careful');
    const code = await freshLogin(LOGIN_VARIANTS.shortK1);
    const error = await loginWithLnurlAuth(admin(wallet), {
      callback: code.url,
      k1: code.k1,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LnurlError);
    expect(await keyThatLoggedIn(code.k1)).toBeNull();
  });

  it('throws what the server says when the site cannot be reached', async () => {
    const wallet = await t.newWallet('Unreachable');
    const error = await loginWithLnurlAuth(admin(wallet), {
      callback: 'http://127.0.0.1:1/login',
      k1: 'ab'.repeat(32),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'All connection attempts failed' });
  });
});

describe('getPaymentHistory', () => {
  it('charts what came in and went out, oldest first, with the balance after', async () => {
    const wallet = await t.newWallet('Chart', 2000);
    const other = await t.newWallet('Other');
    const bill = await createInvoice(invoiceKey(other), { amount: 500 });
    await payInvoice(admin(wallet), { bolt11: bill.bolt11 });
    const points = await getPaymentHistory(invoiceKey(wallet), { group: 'day' });
    expect(points).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00\+00:00$/),
        income: 2_000_000,
        spending: 500_000,
        balance: 1_500_000,
      },
    ]);
    const outgoing = await getPaymentHistory(invoiceKey(wallet), { filters: { 'amount[lt]': 0 } });
    expect(outgoing[0]).toMatchObject({ income: 0, spending: 500_000 });
  });
});

describe('stored pay links', () => {
  it('are stored by paying a non-disposable link, and can be replaced and forgotten', async () => {
    const shop = await t.newWallet('Shop');
    const wallet = await t.newWallet('Stores', 1000);
    const link = await t.api('POST', '/lnurlp/api/v1/links', {
      key: shop.adminkey,
      body: { description: 'Coffee', min: 1, max: 100, comment_chars: 0, disposable: false },
    });
    await payLnurl(admin(wallet), { lnurl: link.body.lnurl, amount: 21_000 });
    const stored = await getStoredPayLinks(admin(wallet));
    expect(stored).toEqual([
      { lnurl: link.body.lnurl, label: 'Coffee', last_used: expect.any(Number) },
    ]);

    const replaced = await putStoredPayLinks(admin(wallet), wallet.id, [
      ...stored,
      { lnurl: 'friend@wallet.example', label: 'A friend' },
    ]);
    expect(replaced.map((l) => l.lnurl)).toEqual([link.body.lnurl, 'friend@wallet.example']);
    const left = await forgetStoredPayLink(admin(wallet), wallet.id, link.body.lnurl);
    expect(left.map((l) => l.lnurl)).toEqual(['friend@wallet.example']);
    expect(await getStoredPayLinks(admin(wallet))).toEqual(left);

    const error = await putStoredPayLinks(admin(wallet), shop.id, []).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, detail: 'You cannot modify this wallet' });
  });
});

describe('account wallets', () => {
  it('adds a wallet to the account and resets its keys; the old keys stop at once', async () => {
    const first = (await t.newWallet('First')) as TestWallet & { user: string };
    const target = { serverUrl: t.baseUrl, userId: first.user };
    const second = await createAccountWallet(target, { name: 'Savings' });
    expect(second).toMatchObject({ user: first.user, name: 'Savings' });
    await expect(getWallet(invoiceKey(second))).resolves.toMatchObject({ name: 'Savings' });

    const reset = await resetWalletKeys(target, second.id);
    expect(reset.id).toBe(second.id);
    const oldKey = await getWallet(admin(second)).catch((e: unknown) => e);
    expect(oldKey).toMatchObject({ status: 404, detail: 'Wallet not found.' });
    await expect(getWallet(admin(reset))).resolves.toMatchObject({ id: second.id });

    const foreign = await resetWalletKeys(
      { serverUrl: t.baseUrl, userId: first.user },
      (await t.newWallet('Not mine')).id,
    ).catch((e: unknown) => e);
    expect(foreign).toMatchObject({ status: 404, detail: 'Wallet not found' });
  });
});

describe('internal memos and the wallet’s fiat', () => {
  it('go with an invoice and a payment, and read back', async () => {
    const wallet = await t.newWallet('Notes', 1000);
    const invoice = await createInvoice(invoiceKey(wallet), {
      amount: 100,
      extra: internalMemoExtra(' rent share '),
    });
    expect(readInternalMemo(invoice.extra)).toBe('rent share');
    expect(readWalletFiat(invoice.extra)).toEqual({
      currency: 'USD',
      amount: 0.087,
      satsPerUnit: 1149.4252873563219,
    });
    const other = await t.newWallet('Payee');
    const bill = await createInvoice(invoiceKey(other), { amount: 10 });
    const paid = await payInvoice(admin(wallet), {
      bolt11: bill.bolt11,
      extra: internalMemoExtra('lunch'),
    });
    expect(readInternalMemo(paid.extra)).toBe('lunch');
    expect(readWalletFiat(paid.extra)?.currency).toBe('USD');
  });
});
