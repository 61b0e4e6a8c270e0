import { describe, expect, it } from 'vitest';
import { invoiceLifetimeSeconds } from './invoice-lifetime';

// BOLT 11 spec example: 2500u, `x` = 60 s, timestamp 1496314658.
const INVOICE_60S =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

describe('invoiceLifetimeSeconds', () => {
  it('reads the expiry from the invoice', () => {
    expect(invoiceLifetimeSeconds(INVOICE_60S, 0)).toBe(60);
  });

  it('falls back when the invoice cannot be read', () => {
    expect(invoiceLifetimeSeconds('lnbc-nonsense', 1_234)).toBe(1_234);
  });
});
