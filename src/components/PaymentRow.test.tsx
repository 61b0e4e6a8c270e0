// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment } from '@/api/core';
import { PaymentSchema } from '@/api/schemas';
import { HOSTILE_TEXT, hasUnsafeCharacter } from '@/lib/fixtures/hostile-text';
import type { SentRecord } from '@/lib/payment-counterparty';
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

function row(payment: Payment, at = now, sentRecords?: readonly SentRecord[]) {
  render(
    <MemoryRouter>
      <PaymentRow
        payment={payment}
        denomination="sats"
        fiat={null}
        now={at}
        sentRecords={sentRecords}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

const greenIn = (element: Element) =>
  [element, ...element.querySelectorAll('*')].some((el) => /\bgreen-/.test(el.className));

describe('PaymentRow', () => {
  it('names whom a payment went to from this device’s record of it, as the detail does', () => {
    const paid = { ...invoice, amount: -777_000, status: 'success' as const, memo: 'Order 42' };
    const record: SentRecord = {
      paymentHash: paid.payment_hash,
      address: 'cafe@pay.example',
      domain: 'pay.example',
      note: 'Two flat whites',
      at: 1,
    };
    expect(row(paid).textContent).toMatch(/^Order 42−777 sats/);
    cleanup();
    const link = row(paid, now, [{ ...record, paymentHash: 'f'.repeat(64) }, record]);
    expect(link.textContent).toMatch(/^cafe@pay\.example−777 sats/);
    expect(link.textContent).toContain('Two flat whites');
  });

  it('shows received money with a plus, in green, named by what it shows', () => {
    const link = row({ ...invoice, status: 'success' });
    expect(link.textContent).toContain('+777 sats');
    expect(greenIn(link)).toBe(true);
    // The name starts with the words on screen (voice control), then says the state.
    expect(link.textContent).toMatch(/^lunch\+777 sats.*Received$/);
  });

  it('shows the note kept for me after the time, and nothing for a blank or odd one', () => {
    const noted = row({ ...invoice, status: 'success', extra: { internal_memo: 'from Ana' } });
    expect(screen.getByTestId('row-private-note').textContent).toBe('from Ana');
    expect(noted.textContent).toMatch(/ · from Ana/);
    cleanup();
    row({ ...invoice, status: 'success', extra: { internal_memo: 42 } });
    expect(screen.queryByTestId('row-private-note')).toBeNull();
  });

  it('shows a request as waiting for payment: no plus, never green', () => {
    const link = row(invoice);
    expect(link.textContent).toMatch(/^lunch777 sats/);
    expect(link.textContent).toContain('Waiting for payment');
    expect(link.textContent).not.toContain('+');
    expect(greenIn(link)).toBe(false);
  });

  it('says Expired, in grey, once the request has expired', () => {
    const link = row(invoice, new Date(Date.UTC(2026, 10, 24, 13)));
    expect(link.textContent).toContain('Expired');
    expect(greenIn(link)).toBe(false);
    expect(link.querySelector('.font-normal.text-zinc-500')?.textContent).toBe('777 sats');
  });

  it('shows a failed payment at the amount asked, struck through and without a sign', () => {
    const link = row({ ...invoice, amount: -4_200_000, fee: -42_000, status: 'failed' });
    expect(link.textContent).toMatch(/^lunch4,200 sats/);
    expect(link.textContent).toContain('Failed');
    expect(link.querySelector('.line-through')?.textContent).toBe('4,200 sats');
  });

  it('titles money in through a Lightning address by the payer’s note', () => {
    const link = row({
      ...invoice,
      status: 'success',
      memo: 'Lightning address',
      extra: { tag: 'lnurlp', link: 'L1', comment: 'Thanks for lunch!', lnaddress: 'a@b.example' },
    });
    expect(link.textContent).toMatch(/^Thanks for lunch!\+777 sats/);
    expect(link.textContent).not.toContain('Lightning address');
  });

  it('hides the amount when the balance is hidden', () => {
    render(
      <MemoryRouter>
        <PaymentRow payment={invoice} denomination="sats" fiat={null} now={now} hidden />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).not.toContain('777');
    expect(link.textContent).toContain('Amount hidden');
  });

  it('shows a hostile memo inert, as the API layer hands it over (no bidi override, bounded)', () => {
    const { memo } = PaymentSchema.parse({ ...invoice, memo: HOSTILE_TEXT });
    const link = row({ ...invoice, status: 'success', memo });
    expect(hasUnsafeCharacter(link.textContent!)).toBe(false);
    expect(link.textContent).toContain('coffee gnp.exe');
    expect(link.textContent!.length).toBeLessThan(1_100);
  });
});
