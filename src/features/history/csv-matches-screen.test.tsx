// @vitest-environment happy-dom
// The CSV and the screen round a payment the same way: an accountant's file never disagrees
// with what the person saw.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentRow } from '@/components/PaymentRow';
import { formatFiat } from '@/lib/amount';
import { buildPaymentsCsv } from './csv';
import { makePayment } from './test-payments';

afterEach(cleanup);

const fiat = { currency: 'USD', rate: 1_000 };
const now = new Date(Date.UTC(2026, 10, 24, 12));

function shownAndExported(payment: ReturnType<typeof makePayment>) {
  render(
    <MemoryRouter>
      <PaymentRow payment={payment} denomination="sats" fiat={fiat} now={now} />
    </MemoryRouter>,
  );
  const row = screen.getByRole('link');
  const cells = buildPaymentsCsv([payment], fiat).split('\r\n')[1]!.split(',');
  return { row, cells };
}

describe('CSV and screen', () => {
  it('show and export the same sats for a sent payment with a msat remainder and a fee', () => {
    // 1,000.5 sats plus a 0.7 sat fee left: 1,001.2 sats, which both round up to 1,002.
    const payment = makePayment({ amount: -1_000_500, fee: -700, memo: 'odd' });
    const { row, cells } = shownAndExported(payment);
    expect(cells[3]).toBe('1002');
    expect(row.textContent).toContain('−1,002 sats');
    // Named by the words it shows (no aria-label to disagree with them).
    expect(row.getAttribute('aria-label')).toBeNull();
    expect(row.textContent).toMatch(/^odd−1,002 sats/);
    expect(cells[12]).toBe('1.00'); // fiat_value_USD
    expect(row.textContent).toContain(formatFiat(1.002, 'USD'));
  });

  it('show and export the same sats for a received payment with a msat remainder', () => {
    const payment = makePayment({ amount: 2_499_999, fee: 0, memo: 'tip' });
    const { row, cells } = shownAndExported(payment);
    expect(cells[3]).toBe('2499');
    expect(row.textContent).toContain('+2,499 sats');
  });
});
