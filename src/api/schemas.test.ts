// Every schema against the verbatim answers of a real LNbits 1.5.1.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  DecodedInvoiceSchema,
  DecodedLnurlSchema,
  PaymentLookupSchema,
  PaymentPageSchema,
  WalletInfoSchema,
  WalletModelSchema,
} from './core';
import { observed } from './fixtures/lnbits-observed';
import { LnurlScanSchema } from './lnurl';
import { PayLinkSchema } from './lnurlp';
import {
  NwcConfigSchema,
  NwcConnectionSchema,
  NwcPermissionsSchema,
  parseNwcPermissions,
} from './nwc';
import { RateSchema } from './rates';
import { WalletMessageSchema } from './realtime';
import { PaymentSchema } from './schemas';
import {
  HOSTILE_TEXT,
  HOSTILE_TEXT_SHOWN_START,
  hasUnsafeCharacter,
} from '@/lib/fixtures/hostile-text';
import { MAX_DESCRIPTION_LENGTH } from '@/lib/text';

const json = (fixture: { body: string }): unknown => JSON.parse(fixture.body);

function parse<T>(schema: z.ZodMiniType<T>, fixture: { body: string; title: string }): T {
  const result = schema.safeParse(json(fixture));
  if (!result.success) {
    throw new Error(`${fixture.title}: ${JSON.stringify(result.error.issues)}`);
  }
  return result.data;
}

describe('account and wallet', () => {
  it('POST /api/v1/account → Wallet model with both keys', () => {
    const wallet = parse(WalletModelSchema, observed.accountAlice);
    expect(wallet).toMatchObject({
      id: '1d8cdbac00164c388acd89c1d64f1b63',
      name: 'Alice',
      adminkey: 'a266ede10e484a259fe885fc5793efeb',
      inkey: '92510da4d7e546a689b61f27f78f95c1',
      balance_msat: 0,
    });
  });

  it('GET /api/v1/wallet with an invoice key has no id', () => {
    expect(parse(WalletInfoSchema, observed.walletInvoiceKey)).toEqual({
      name: 'Alice',
      balance: 0,
    });
    expect(parse(WalletInfoSchema, observed.walletAfterTopUp).balance).toBe(100_000_000);
  });

  it('GET /api/v1/wallet with the admin key includes id', () => {
    expect(parse(WalletInfoSchema, observed.walletAdminKey)).toEqual({
      name: 'Alice',
      balance: 0,
      id: '1d8cdbac00164c388acd89c1d64f1b63',
    });
  });
});

describe('payments', () => {
  it('created invoice (201): pending, positive msat, naive expiry', () => {
    const payment = parse(PaymentSchema, observed.createInvoice);
    expect(payment).toMatchObject({
      amount: 1_000_000,
      fee: 0,
      status: 'pending',
      memo: 'coffee',
      expiry: '2026-11-22T05:30:45',
      labels: [],
      extra: {},
    });
    expect(parse(PaymentSchema, observed.createInvoiceWithExtra)).toMatchObject({
      amount: 21_000,
      tag: 'test',
      extra: { tag: 'test' },
    });
  });

  it('paid payment (201): success, negative msat', () => {
    const payment = parse(PaymentSchema, observed.payInternal);
    expect(payment.status).toBe('success');
    expect(payment.amount).toBe(-1_000_000);
    expect(payment.checking_id).toMatch(/^internal_/);
    expect(parse(PaymentSchema, observed.payLnurlInvoice).amount).toBe(-21_000);
  });

  it('GET payment while pending has status', () => {
    const lookup = parse(PaymentLookupSchema, observed.paymentPending);
    expect(lookup.paid).toBe(false);
    expect(lookup.status).toBe('pending');
    expect(lookup.details?.status).toBe('pending');
  });

  it('GET payment once paid has no status key', () => {
    const payee = parse(PaymentLookupSchema, observed.paymentPaidPayee);
    expect(payee.paid).toBe(true);
    expect(payee.status).toBeUndefined();
    expect(payee.details?.amount).toBe(1_000_000);
    const payer = parse(PaymentLookupSchema, observed.paymentPaidPayer);
    expect(payer.details?.amount).toBe(-1_000_000);
  });

  it('GET payment without a (valid) key: paid and preimage only', () => {
    const lookup = parse(PaymentLookupSchema, observed.paymentKeyless);
    expect(lookup).toEqual({
      paid: true,
      preimage: 'dcd3bd0d597536edf457bd7aab51d3fc13abc32d1d1afe1eaec09c1dc5bee3a5',
    });
  });

  it('paginated list → {data, total}', () => {
    const alice = parse(PaymentPageSchema, observed.paginatedAlice);
    expect(alice.total).toBe(6);
    expect(alice.data).toHaveLength(5);
    expect(alice.data.map((p) => p.amount)).toContain(-5_000);
    const bob = parse(PaymentPageSchema, observed.paginatedBob);
    expect(bob).toMatchObject({ total: 2 });
    expect(bob.data).toHaveLength(1);
  });

  it('plain list → Payment[]', () => {
    const list = parse(z.array(PaymentSchema), observed.listBob);
    expect(list).toHaveLength(2);
    expect(list.map((p) => p.status)).toEqual(['pending', 'success']);
    expect(parse(z.array(PaymentSchema), observed.listAlice).length).toBeGreaterThan(0);
  });

  it('tolerates fields a newer server adds and fills missing optional ones', () => {
    const base = json(observed.createInvoice) as Record<string, unknown>;
    const { labels: _labels, extra: _extra, payment_request: _pr, ...older } = base;
    const payment = PaymentSchema.parse({ ...older, brand_new_field: { a: 1 } });
    expect(payment.labels).toEqual([]);
    expect(payment.extra).toEqual({});
  });

  it('makes the memo inert here, once, for every screen that shows it', () => {
    const base = json(observed.createInvoice) as Record<string, unknown>;
    const memo = PaymentSchema.parse({ ...base, memo: HOSTILE_TEXT }).memo!;
    expect(hasUnsafeCharacter(memo)).toBe(false);
    expect(memo.startsWith(HOSTILE_TEXT_SHOWN_START)).toBe(true);
    expect(memo).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(PaymentSchema.parse({ ...base, memo: null }).memo).toBeNull();
    expect(PaymentSchema.parse({ ...base, memo: ' coffee ' }).memo).toBe('coffee');
  });

  it('rejects payments that are not LNbits-shaped', () => {
    const base = json(observed.createInvoice) as Record<string, unknown>;
    expect(PaymentSchema.safeParse({ ...base, amount: 1.5 }).success).toBe(false);
    expect(PaymentSchema.safeParse({ ...base, amount: '1000' }).success).toBe(false);
    expect(PaymentSchema.safeParse({ ...base, status: 'paid' }).success).toBe(false);
    expect(PaymentSchema.safeParse({ ...base, pending: true, status: undefined }).success).toBe(
      false,
    );
  });
});

describe('decode', () => {
  it('bolt11 with description', () => {
    expect(parse(DecodedInvoiceSchema, observed.decodeBolt11)).toMatchObject({
      currency: 'bc',
      amount_msat: 1_000_000,
      expiry: 3600,
      description: 'coffee',
      payment_hash: 'b0cbc256773b99fe62811d35574a5d1516e449ebd082814bbbbd8f9e8e4336ac',
    });
  });

  it('bolt11 with features and with a description hash', () => {
    expect(parse(DecodedInvoiceSchema, observed.decodeSpecVector).features).toEqual({
      var_onion_optin: 'required',
      payment_secret: 'required',
    });
    expect(parse(DecodedInvoiceSchema, observed.decodeDescriptionHash).description_hash).toBe(
      '6030f283db89de5e511944650d99be6a8fca7f3d5c46028353469212350403da',
    );
  });

  it('LNURL branch answers {domain}', () => {
    expect(DecodedLnurlSchema.parse({ domain: 'https://h.example/lnurlp/abc' }).domain).toBe(
      'https://h.example/lnurlp/abc',
    );
  });
});

describe('rates', () => {
  it('currencies are uppercase codes', () => {
    const codes = parse(z.array(z.string()), observed.currencies);
    expect(codes).toContain('USD');
    expect(codes).not.toContain('sat');
  });

  it('rate without internet is {rate: 0, price: 0}', () => {
    expect(parse(RateSchema, observed.rateUsd)).toEqual({ rate: 0, price: 0 });
  });
});

describe('error bodies', () => {
  it('520 bodies have detail and status', () => {
    const Body520 = z.object({
      detail: z.string(),
      status: z.enum(['pending', 'success', 'failed']),
    });
    for (const fixture of [
      observed.createInvoiceAmountZero,
      observed.payAlreadyPaid,
      observed.payInsufficient,
      observed.payExternalFake,
      observed.payMalformed,
    ]) {
      expect(fixture.status).toBe(520);
      expect(parse(Body520, fixture).status).toBe('failed');
    }
  });

  it('400 bodies: detail string or validation list', () => {
    expect(json(observed.createFiatInvoiceNoRate)).toEqual({
      detail: 'Could not get exchange rate for USD.',
    });
    const list = z.object({
      detail: z.array(z.object({ loc: z.array(z.unknown()), msg: z.string(), type: z.string() })),
    });
    expect(parse(list, observed.invalidJsonBody).detail[0]?.msg).toBe('JSON decode error');
  });
});

describe('lnurl, lnurlp, nwc', () => {
  it('lnurlscan payRequest keeps every key for passing back', () => {
    const scan = parse(LnurlScanSchema, observed.lnurlscanPay);
    expect(scan.tag).toBe('payRequest');
    expect(scan).toEqual(json(observed.lnurlscanPay));
  });

  it('lnurlscan withdraw and login', () => {
    expect(
      LnurlScanSchema.parse({
        tag: 'withdrawRequest',
        callback: 'https://h.example/cb',
        k1: 'k',
        minWithdrawable: 1000,
        maxWithdrawable: 2000,
        defaultDescription: '',
      }).tag,
    ).toBe('withdrawRequest');
    expect(LnurlScanSchema.safeParse({ tag: 'channelRequest', callback: 'x' }).success).toBe(false);
  });

  it('pay links', () => {
    expect(parse(PayLinkSchema, observed.payLinkCreated)).toMatchObject({
      id: 'RUicBQ',
      min: 10,
      max: 100_000,
      comment_chars: 100,
    });
    expect(parse(z.array(PayLinkSchema), observed.payLinks)).toHaveLength(1);
  });

  it('nwc permissions, connections, pairing, config', () => {
    expect(Object.keys(parse(NwcPermissionsSchema, observed.nwcPermissions))).toEqual([
      'pay',
      'invoice',
      'lookup',
      'history',
      'balance',
      'info',
    ]);
    const registered = parse(NwcConnectionSchema, observed.nwcRegistered);
    expect(parseNwcPermissions(registered.data.permissions)).toEqual([
      'pay',
      'invoice',
      'lookup',
      'history',
      'balance',
      'info',
    ]);
    expect(registered.data.created_at).toBe(1795321851);
    expect(parse(z.array(NwcConnectionSchema), observed.nwcList)).toHaveLength(1);
    expect(parse(z.string(), observed.nwcPairing)).toMatch(/^nostr\+walletconnect:\/\//);
    expect(parse(NwcConfigSchema, observed.nwcConfig).relay).toBe('ws://127.0.0.1:7447');
  });
});

describe('websocket', () => {
  it('wallet channel message: balance in sats and a Payment', () => {
    const message = parse(WalletMessageSchema, observed.wsWalletMessage);
    expect(message.wallet_balance).toBe(986);
    expect(message.payment.amount).toBe(7_000);
    expect(message.payment.expiry).toBe('2026-11-22T05:30:52+00:00');
  });

  it('payment-hash channel message is not a wallet message', () => {
    expect(WalletMessageSchema.safeParse(json(observed.wsPaymentHashMessage)).success).toBe(false);
  });
});
