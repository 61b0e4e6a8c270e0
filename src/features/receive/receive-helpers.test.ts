import { invoiceLifetimeSeconds } from './invoice-lifetime';
import { describe, expect, it } from 'vitest';
import {
  fiatFractionDigits,
  fiatInputText,
  fiatMinorToAmount,
  invoiceFiat,
  invoiceState,
  isQrAlphanumeric,
  parseFiatInput,
  qrPayload,
} from './receive-helpers';

// BOLT 11 spec example: 2500u, `x` = 60 s, timestamp 1496314658.
const INVOICE_60S =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

describe('qrPayload', () => {
  it('puts the invoice in capitals behind LIGHTNING: so it fits alphanumeric mode', () => {
    const payload = qrPayload(INVOICE_60S);
    expect(payload).toBe(`LIGHTNING:${INVOICE_60S.toUpperCase()}`);
    expect(isQrAlphanumeric(payload)).toBe(true);
  });

  it('does not double an existing prefix and trims whitespace', () => {
    expect(qrPayload('  lightning:lnbc1abc \n')).toBe('LIGHTNING:LNBC1ABC');
    expect(qrPayload('LIGHTNING:LNBC1ABC')).toBe('LIGHTNING:LNBC1ABC');
  });

  it('knows what alphanumeric mode cannot hold', () => {
    expect(isQrAlphanumeric('lightning:lnbc1')).toBe(false);
    expect(isQrAlphanumeric('A B$%*+-./:09')).toBe(true);
  });
});

describe('fiat amounts', () => {
  it('knows each currency’s decimals', () => {
    expect(fiatFractionDigits('USD')).toBe(2);
    expect(fiatFractionDigits('JPY')).toBe(0);
    expect(fiatFractionDigits('BHD')).toBe(3);
    expect(fiatFractionDigits('not a code')).toBe(2);
  });

  it.each([
    ['1.50', 2, 150],
    ['1.5', 2, 150],
    ['1,50', 2, 150],
    ['1,5', 2, 150],
    ['.5', 2, 50],
    ['12', 2, 1_200],
    ['1,234.56', 2, 123_456],
    ['1,234', 2, 123_400],
    [' 1 234,5 ', 2, 123_450],
    ['1,234', 3, 1_234_000],
    ['0', 2, 0],
    ['500', 0, 500],
  ])('reads %j (%i decimals) as %i minor units', (text, digits, minor) => {
    expect(parseFiatInput(text, digits)).toBe(minor);
  });

  it.each(['', '.', 'abc', '-1', '1.234', '1e3', '1.2.3', '+5', '1.5'])(
    'refuses %j for a currency with the wrong decimals',
    (text) => {
      const digits = text === '1.5' ? 0 : 2;
      expect(parseFiatInput(text, digits)).toBeNull();
    },
  );

  it('converts minor units back to the decimal LNbits expects', () => {
    expect(fiatMinorToAmount(150, 2)).toBe(1.5);
    expect(fiatMinorToAmount(500, 0)).toBe(500);
    expect(fiatMinorToAmount(1_234, 3)).toBe(1.234);
    expect(fiatInputText(1.234567, 2)).toBe('1.23');
  });
});

describe('invoiceLifetimeSeconds', () => {
  it('reads the expiry from the invoice', () => {
    expect(invoiceLifetimeSeconds(INVOICE_60S, 0)).toBe(60);
  });

  it('falls back when the invoice cannot be read', () => {
    expect(invoiceLifetimeSeconds('lnbc-nonsense', 1_234)).toBe(1_234);
  });
});

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
