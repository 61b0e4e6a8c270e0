// A list of payments as a person reads it: newest first, under a heading per local day. Pure: the
// clock and the locale are passed in, so tests need neither.
import { plural, t } from '@lingui/core/macro';
import { formatLocale } from './locale.ts';
import { paymentTimeMs } from './payment.ts';
import { formatDayHeading, localDayKey } from './time.ts';

export type DayListEntry<T> =
  { kind: 'day'; key: string; label: string } | { kind: 'payment'; key: string; payment: T };

/**
 * The payments (already in the order to show) with a day heading before the first of each day.
 * A day split by the order (an out-of-order row) gets a heading again, so every row sits under
 * the heading of its own day. Keys are unique: 'day:YYYY-MM-DD' (with a count when repeated) and
 * the payment's own id.
 */
export function groupByDay<T extends { time: string; checking_id: string }>(
  payments: readonly T[],
  now: Date,
  locale: string = formatLocale(),
): Array<DayListEntry<T>> {
  const entries: Array<DayListEntry<T>> = [];
  const headingsSeen = new Map<string, number>();
  let currentDay: string | null = null;
  for (const payment of payments) {
    const ms = paymentTimeMs(payment.time);
    const day = ms === 0 ? 'unknown' : localDayKey(ms);
    if (day !== currentDay) {
      currentDay = day;
      const seen = headingsSeen.get(day) ?? 0;
      headingsSeen.set(day, seen + 1);
      entries.push({
        kind: 'day',
        key: seen === 0 ? `day:${day}` : `day:${day}:${seen}`,
        label: formatDayHeading(ms, now, locale),
      });
    }
    entries.push({ kind: 'payment', key: payment.checking_id, payment });
  }
  return entries;
}

/**
 * "12 payments", or "12 payments and 3 requests": unpaid invoices are counted apart, never as
 * payments. Numbers are grouped as the app's language groups them ("1.234 Zahlungen").
 */
export function historyCountText(paymentCount: number, requestCount: number): string {
  const payments = plural(paymentCount, { one: '# payment', other: '# payments' });
  if (requestCount === 0) {
    return payments;
  }
  const requests = plural(requestCount, { one: '# request', other: '# requests' });
  return t({
    message: `${payments} and ${requests}`,
    comment: 'History: how many payments and unpaid payment requests the list holds',
  });
}
