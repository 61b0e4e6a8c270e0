// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment } from '@/api/core';
import { PaymentSchema } from '@/api/schemas';
import { HOSTILE_TEXT, hasUnsafeCharacter } from '@/lib/fixtures/hostile-text';
import { PaymentRow } from './PaymentRow';

afterEach(cleanup);

const now = new Date(Date.UTC(2026, 10, 24, 12));
const invoice: Payment = {
  checking_id: 'c1',
  payment_hash: 'a'.repeat(64),
  wallet_id: 'w',
  amount: 777_000,
  fee: 0,
  bolt11: 'lnbc1',
  status: 'pending',
  memo: 'lunch',
  expiry: '2026-11-24T13:00:00+00:00',
  time: '2026-11-24T11:00:00+00:00',
  labels: [],
  extra: {},
};

function row(payment: Payment, at = now) {
  render(
    <MemoryRouter>
      <PaymentRow payment={payment} denomination="sats" fiat={null} now={at} />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

const greenIn = (element: Element) =>
  [element, ...element.querySelectorAll('*')].some((el) => /\bgreen-/.test(el.className));

describe('PaymentRow', () => {
  it('shows received money with a plus, in green', () => {
    const link = row({ ...invoice, status: 'success' });
    expect(link.textContent).toContain('+777 sats');
    expect(greenIn(link)).toBe(true);
  });

  it('shows an unpaid invoice as a request: no plus, never green', () => {
    const link = row(invoice);
    expect(link.getAttribute('aria-label')).toBe('Request for 777 sats — lunch, not paid yet');
    expect(link.textContent).toContain('Unpaid');
    expect(link.textContent).not.toContain('+');
    expect(greenIn(link)).toBe(false);
  });

  it('says Expired, in grey, once the invoice has expired', () => {
    const link = row(invoice, new Date(Date.UTC(2026, 10, 24, 13)));
    expect(link.getAttribute('aria-label')).toBe('Request for 777 sats — lunch, expired');
    expect(link.textContent).toContain('Expired');
    expect(greenIn(link)).toBe(false);
    expect(link.querySelector('.font-semibold.text-zinc-500')?.textContent).toBe('777 sats');
  });

  it('hides the amount when the balance is hidden', () => {
    render(
      <MemoryRouter>
        <PaymentRow payment={invoice} denomination="sats" fiat={null} now={now} hidden />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).not.toContain('777');
    expect(link.getAttribute('aria-label')).toContain('amount hidden');
  });

  it('shows a hostile memo inert, as the API layer hands it over (no bidi override, bounded)', () => {
    const { memo } = PaymentSchema.parse({ ...invoice, memo: HOSTILE_TEXT });
    const link = row({ ...invoice, status: 'success', memo });
    const label = link.getAttribute('aria-label')!;
    expect(hasUnsafeCharacter(link.textContent!)).toBe(false);
    expect(hasUnsafeCharacter(label)).toBe(false);
    expect(label).toContain('Received 777 sats — coffee gnp.exe');
    expect(label.length).toBeLessThan(1_100);
  });
});
