import { describe, expect, it } from 'vitest';
import { formatLocale, setFormatLocale } from '@/lib/locale';
import { paymentTitle } from '@/components/payment-label';
import { shownCounterparty } from '@/lib/payment-counterparty';
import { BLANK_MEMO, parseAmount, toInvoiceInput } from './useReceiveForm';
import type { ReceiveFormValues } from './useReceiveForm';

const values = (patch: Partial<ReceiveFormValues>): ReceiveFormValues => ({
  amountText: '1,000',
  unit: 'sat',
  currency: 'USD',
  memo: '',
  privateNote: '',
  expirySeconds: 600,
  ...patch,
});

const input = (patch: Partial<ReceiveFormValues>) => {
  const v = values(patch);
  const amount = parseAmount(v);
  if (!amount) {
    throw new Error('no amount');
  }
  return toInvoiceInput(v, amount);
};

describe('toInvoiceInput', () => {
  it('sends the memo trimmed', () => {
    expect(input({ memo: '  Coffee  ' })).toEqual({
      amount: 1_000,
      unit: 'sat',
      memo: 'Coffee',
      expiry: 600,
    });
  });

  it('keeps a note for me apart from the memo, as LNbits’ internal_memo, and none when blank', () => {
    expect(input({ memo: 'Coffee', privateNote: ' from Ana ' })).toEqual({
      amount: 1_000,
      unit: 'sat',
      memo: 'Coffee',
      expiry: 600,
      extra: { internal_memo: 'from Ana' },
    });
    expect(input({ privateNote: '   ' })).not.toHaveProperty('extra');
  });

  it('never leaves the memo empty, which LNbits would turn into its site title', () => {
    expect(input({ memo: '' }).memo).toBe(BLANK_MEMO);
    expect(input({ memo: '   ' }).memo).toBe(BLANK_MEMO);
    // Not empty for LNbits (`data.memo or site_title` keeps it), nothing to read for a person.
    expect(BLANK_MEMO).not.toBe('');
    expect(BLANK_MEMO.trim()).toBe('');
    expect(
      paymentTitle(shownCounterparty({ amount: 1_000_000, memo: BLANK_MEMO }), 'received'),
    ).toBe('Received');
  });

  it('sends a fiat amount in its currency for LNbits to convert', () => {
    expect(input({ unit: 'fiat', currency: 'EUR', amountText: '1.50' })).toMatchObject({
      amount: 1.5,
      unit: 'EUR',
    });
  });
});

describe('parseAmount', () => {
  it('reads a fiat amount with the language’s decimal mark', () => {
    const before = formatLocale();
    setFormatLocale('de');
    try {
      expect(parseAmount(values({ unit: 'fiat', currency: 'EUR', amountText: '1.234,5' }))).toEqual(
        { unit: 'fiat', currency: 'EUR', amountFiatMinor: 123_450, fractionDigits: 2 },
      );
      expect(parseAmount(values({ unit: 'sat', amountText: '1.000' }))).toEqual({
        unit: 'sat',
        amountSat: 1_000,
      });
    } finally {
      setFormatLocale(before);
    }
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseAmount(values({ unit: 'fiat', currency: 'JPY', amountText: '1.5' }))).toBeNull();
    expect(parseAmount(values({ unit: 'fiat', currency: 'USD', amountText: '1.505' }))).toBeNull();
  });
});
