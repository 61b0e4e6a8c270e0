import { describe, expect, it } from 'vitest';
import {
  INTERNAL_MEMO_MAX_LENGTH,
  internalMemoExtra,
  isInternalMemoTooLong,
  paymentFiatValue,
  readInternalMemo,
  readWalletFiat,
} from './payment-extra';

// An `extra` as the genuine LNbits 1.5.1 stored it for an invoice of 1,234 sats on a EUR wallet.
const stored = {
  internal_memo: 'my note ü',
  wallet_fiat_currency: 'EUR',
  wallet_fiat_amount: 0.923,
  wallet_fiat_rate: 1336.5410318096765,
  wallet_btc_rate: 74820.00000000001,
};

describe('readInternalMemo', () => {
  it('reads a note that is text', () => {
    expect(readInternalMemo(stored)).toBe('my note ü');
  });

  it('ignores what the server keeps unchecked: numbers, blanks, nothing', () => {
    expect(readInternalMemo({ internal_memo: 123 })).toBeUndefined();
    expect(readInternalMemo({ internal_memo: '  ' })).toBeUndefined();
    expect(readInternalMemo({})).toBeUndefined();
    expect(readInternalMemo(null)).toBeUndefined();
  });
});

describe('internalMemoExtra', () => {
  it('sends a note as LNbits’ page does, and nothing for none', () => {
    expect(internalMemoExtra(' for rent ')).toEqual({ internal_memo: 'for rent' });
    expect(internalMemoExtra('')).toBeUndefined();
    expect(internalMemoExtra(undefined)).toBeUndefined();
  });

  it('knows LNbits’ form limit', () => {
    expect(isInternalMemoTooLong('x'.repeat(INTERNAL_MEMO_MAX_LENGTH))).toBe(false);
    expect(isInternalMemoTooLong('x'.repeat(INTERNAL_MEMO_MAX_LENGTH + 1))).toBe(true);
  });
});

describe('readWalletFiat', () => {
  it('reads the wallet’s fiat at the time', () => {
    expect(readWalletFiat(stored)).toEqual({
      currency: 'EUR',
      amount: 0.923,
      satsPerUnit: 1336.5410318096765,
    });
    expect(readWalletFiat({ ...stored, wallet_fiat_currency: 'usd' })?.currency).toBe('usd');
  });

  it('is absent when the wallet had no currency with a rate, or the fields are not numbers', () => {
    expect(readWalletFiat({})).toBeUndefined();
    expect(readWalletFiat({ ...stored, wallet_fiat_amount: '0.9' })).toBeUndefined();
    expect(readWalletFiat({ ...stored, wallet_fiat_rate: 0 })).toBeUndefined();
    expect(readWalletFiat({ ...stored, wallet_fiat_currency: '' })).toBeUndefined();
    expect(readWalletFiat(undefined)).toBeUndefined();
  });
});

describe('paymentFiatValue', () => {
  const today = { currency: 'EUR', satsPerUnit: 1_000 };

  it('values the shown sats at the rate kept then, before today’s', () => {
    const value = paymentFiatValue(1_234, stored, today);
    expect(value).toEqual({
      currency: 'EUR',
      amount: 1_234 / 1336.5410318096765,
      rateFrom: 'then',
    });
    // The server's own rounding of the same amount (its `wallet_fiat_amount`).
    expect(value?.amount.toFixed(3)).toBe('0.923');
  });

  it('uses today’s rate where none was kept, and says so', () => {
    expect(paymentFiatValue(2_000, {}, today)).toEqual({
      currency: 'EUR',
      amount: 2,
      rateFrom: 'now',
    });
    expect(paymentFiatValue(2_000, null, null)).toBeUndefined();
    expect(paymentFiatValue(2_000, {}, { currency: 'EUR', satsPerUnit: 0 })).toBeUndefined();
  });

  it('keeps to the currency asked for: a value kept in another is not converted', () => {
    const usd = { ...stored, wallet_fiat_currency: 'usd' };
    expect(paymentFiatValue(1_000, usd, today, 'EUR')).toEqual({
      currency: 'EUR',
      amount: 1,
      rateFrom: 'now',
    });
    expect(paymentFiatValue(1_000, usd, null, 'EUR')).toBeUndefined();
    expect(paymentFiatValue(1_000, usd, null, 'USD')?.rateFrom).toBe('then');
    // Without a currency asked for, the kept one, in whatever currency it was kept.
    expect(paymentFiatValue(1_000, usd, today)?.currency).toBe('USD');
  });
});
