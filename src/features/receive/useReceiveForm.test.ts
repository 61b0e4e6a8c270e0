import { describe, expect, it } from 'vitest';
import { paymentTitle } from '@/lib/payment';
import { BLANK_MEMO, parseAmount, toInvoiceInput } from './useReceiveForm';
import type { ReceiveFormValues } from './useReceiveForm';

const values = (patch: Partial<ReceiveFormValues>): ReceiveFormValues => ({
  amountText: '1,000',
  unit: 'sat',
  currency: 'USD',
  memo: '',
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

  it('never leaves the memo empty, which LNbits would turn into its site title', () => {
    expect(input({ memo: '' }).memo).toBe(BLANK_MEMO);
    expect(input({ memo: '   ' }).memo).toBe(BLANK_MEMO);
    // Not empty for LNbits (`data.memo or site_title` keeps it), nothing to read for a person.
    expect(BLANK_MEMO).not.toBe('');
    expect(BLANK_MEMO.trim()).toBe('');
    expect(paymentTitle({ amount: 1_000_000, memo: BLANK_MEMO })).toBe('Received');
  });

  it('sends a fiat amount in its currency for LNbits to convert', () => {
    expect(input({ unit: 'fiat', currency: 'EUR', amountText: '1.50' })).toMatchObject({
      amount: 1.5,
      unit: 'EUR',
    });
  });
});
