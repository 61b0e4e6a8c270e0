// How a payment reads in a row and to a screen reader. Pure, so it is tested in Node.
import type { Payment } from '@/api/core';
import { formatAmount, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import type { Denomination } from '@/features/settings';
import { paymentTimeMs } from './history-query';

/** Whole sats shown for a payment: what arrived (floored) or what left (ceiled). */
export function paymentSats(payment: Pick<Payment, 'amount'>): number {
  return payment.amount < 0
    ? msatToSatCeil(Math.abs(payment.amount))
    : msatToSatFloor(payment.amount);
}

export function isOutgoing(payment: Pick<Payment, 'amount'>): boolean {
  return payment.amount < 0;
}

/** "Received 1,234 sats — coffee", with ", pending" or ", failed" when not settled. */
export function paymentLabel(
  payment: Pick<Payment, 'amount' | 'memo' | 'status'>,
  denomination: Denomination,
): string {
  const verb = isOutgoing(payment) ? 'Sent' : 'Received';
  const memo = payment.memo?.trim();
  const status = payment.status === 'success' ? '' : `, ${payment.status}`;
  return `${verb} ${formatAmount(paymentSats(payment), denomination)}${memo ? ` — ${memo}` : ''}${status}`;
}

// Building an Intl formatter costs far more than using one, and rows render while scrolling.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `d|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Short local time for a row: "14:05" today, "Yesterday", "Mon", "12 Mar", "12 Mar 2025". */
export function shortTime(time: string, now: Date = new Date(), locale?: string): string {
  const ms = paymentTimeMs(time);
  if (ms === 0) {
    return '';
  }
  const date = new Date(ms);
  if (sameDay(date, now)) {
    return dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) {
    return 'Yesterday';
  }
  const ageDays = (now.getTime() - ms) / 86_400_000;
  if (ageDays > 0 && ageDays < 6) {
    return dateFormat(locale, { weekday: 'short' }).format(date);
  }
  return dateFormat(
    locale,
    date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short' }
      : { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(date);
}

/** Full local date and time for the detail screen. */
export function longTime(time: string, locale?: string): string {
  const ms = paymentTimeMs(time);
  return ms === 0
    ? time
    : new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}
