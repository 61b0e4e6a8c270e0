// How a payment reads in a short list: its direction, what it is, how much and when.
import type { Payment } from '@/api/core';
import { msatToSatCeil, msatToSatFloor } from '@/lib/amount';

export type Direction = 'in' | 'out';

export function paymentDirection(payment: Pick<Payment, 'amount'>): Direction {
  return payment.amount < 0 ? 'out' : 'in';
}

/**
 * Whole sats the payment moved: what arrived (rounded down) or everything that left including
 * the fee (rounded up). Always ≥ 0; the direction gives the sign.
 */
export function paymentSats(payment: Pick<Payment, 'amount' | 'fee'>): number {
  return paymentDirection(payment) === 'in'
    ? msatToSatFloor(Math.abs(payment.amount))
    : msatToSatCeil(Math.abs(payment.amount) + Math.abs(payment.fee));
}

export function paymentTitle(payment: Pick<Payment, 'amount' | 'memo'>): string {
  const memo = payment.memo?.trim();
  if (memo) {
    return memo;
  }
  return paymentDirection(payment) === 'in' ? 'Received' : 'Sent';
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** "14:03" today, "Yesterday", "12 Nov" this year, "12 Nov 2025" before; '' if unreadable. */
export function formatPaymentTime(iso: string, now: Date, locale?: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) {
    return '';
  }
  if (sameDay(when, now)) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when);
  }
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(when, yesterday)) {
    return 'Yesterday';
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(when.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(when);
}
