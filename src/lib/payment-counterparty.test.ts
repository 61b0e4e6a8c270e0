import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT, hasUnsafeCharacter } from './fixtures/hostile-text';
import { counterpartyOf, isPayLinkPayment, receivingAddressOf } from './payment-counterparty';

// What LNbits 1.5.1 with lnurlp 1.3.2 answered for a payment through a Lightning address with a
// comment (GET /api/v1/payments/{hash} on the oracle; lnurlp views_lnurl.py api_lnurl_callback).
const throughAddress = {
  amount: 21_000,
  memo: 'Lightning address',
  extra: {
    tag: 'lnurlp',
    link: 'fTmgv3',
    extra: '21000',
    comment: 'Thanks for lunch!',
    lnaddress: 'ana@pay.example',
    wallet_fiat_currency: 'USD',
    wallet_fiat_amount: 0.018,
    wallet_fiat_rate: 1149.4,
  },
};

describe('counterpartyOf, money in', () => {
  it('takes the payer’s comment as the note, not the link’s description', () => {
    expect(counterpartyOf(throughAddress)).toEqual({
      note: 'Thanks for lunch!',
      source: 'payer-comment',
    });
    expect(isPayLinkPayment(throughAddress)).toBe(true);
  });

  it('has no note when the payer wrote none (the memo is the link’s own name)', () => {
    const { comment: _, ...extra } = throughAddress.extra;
    expect(counterpartyOf({ ...throughAddress, extra })).toEqual({ source: 'none' });
  });

  it('never takes the receiving address for the payer', () => {
    const who = counterpartyOf(throughAddress);
    expect(who.address).toBeUndefined();
    expect(receivingAddressOf(throughAddress)).toBe('ana@pay.example');
    expect(receivingAddressOf({ ...throughAddress, amount: -21_000 })).toBeUndefined();
  });

  it('reads a request’s own memo as its note', () => {
    expect(counterpartyOf({ amount: 5_000, memo: ' Coffee for two ', extra: {} })).toEqual({
      note: 'Coffee for two',
      source: 'memo',
    });
    expect(counterpartyOf({ amount: 5_000, memo: ' ', extra: {} })).toEqual({ source: 'none' });
  });

  it('makes a hostile comment inert, and ignores one that is not text', () => {
    const hostile = counterpartyOf({
      ...throughAddress,
      extra: { ...throughAddress.extra, comment: HOSTILE_TEXT },
    });
    expect(hasUnsafeCharacter(hostile.note!)).toBe(false);
    expect(hostile.note!.length).toBeLessThanOrEqual(800);
    expect(
      counterpartyOf({ ...throughAddress, extra: { ...throughAddress.extra, comment: 42 } }),
    ).toEqual({ source: 'none' });
  });
});

describe('counterpartyOf, money out', () => {
  it('takes who from this device’s record, the note from it or the invoice', () => {
    const paid = { amount: -5_000, memo: 'Invoice text', extra: {} };
    expect(counterpartyOf(paid, { name: 'Ana', address: 'ana@pay.example' })).toEqual({
      name: 'Ana',
      address: 'ana@pay.example',
      note: 'Invoice text',
      source: 'local-record',
    });
    expect(counterpartyOf(paid)).toEqual({ note: 'Invoice text', source: 'memo' });
  });
});
