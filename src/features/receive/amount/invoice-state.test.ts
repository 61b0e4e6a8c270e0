import { describe, expect, it } from 'vitest';
import { invoiceFiat, invoiceState } from './invoice-state';

describe('invoiceFiat', () => {
  it('reads the fiat bookkeeping LNbits adds to fiat invoices', () => {
    expect(invoiceFiat({ fiat_currency: 'USD', fiat_amount: 1.5 })).toEqual({
      currency: 'USD',
      amount: 1.5,
    });
    expect(invoiceFiat({ wallet_fiat_currency: 'USD', wallet_fiat_amount: 0.9 })).toBeNull();
    expect(invoiceFiat({ fiat_currency: 'USD', fiat_amount: '1.5' })).toBeNull();
  });
});

describe('invoiceState', () => {
  it('is decided by the server’s word and the clock', () => {
    expect(invoiceState({ paid: false, failed: false, secondsLeft: 10 })).toBe('pending');
    expect(invoiceState({ paid: false, failed: false, secondsLeft: 0 })).toBe('expired');
    expect(invoiceState({ paid: true, failed: false, secondsLeft: -10 })).toBe('paid');
    expect(invoiceState({ paid: false, failed: true, secondsLeft: 10 })).toBe('failed');
  });
});
