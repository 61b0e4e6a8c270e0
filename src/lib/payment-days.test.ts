import { describe, expect, it } from 'vitest';
import { groupByDay, historyCountText } from './payment-days';

// Local times, so the day boundaries are this machine's, as on a phone.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const now = new Date(2026, 10, 24, 15, 0);
let id = 0;
const payment = (time: string) => ({ time, checking_id: `p${++id}` });

describe('groupByDay', () => {
  it('heads each day: Today, Yesterday, then dates in the locale', () => {
    const rows = [
      payment(at(2026, 11, 24, 14)),
      payment(at(2026, 11, 24, 0)),
      payment(at(2026, 11, 23, 23)),
      payment(at(2026, 11, 20)),
      payment(at(2025, 12, 31)),
    ];
    const entries = groupByDay(rows, now, 'en-GB');
    expect(entries.map((e) => (e.kind === 'day' ? `# ${e.label}` : e.payment.checking_id))).toEqual(
      [
        '# Today',
        rows[0]!.checking_id,
        rows[1]!.checking_id,
        '# Yesterday',
        rows[2]!.checking_id,
        '# Fri 20 Nov',
        rows[3]!.checking_id,
        '# Wed, 31 Dec 2025',
        rows[4]!.checking_id,
      ],
    );
  });

  it('writes dates the way the locale does', () => {
    const [heading] = groupByDay([payment(at(2026, 3, 12))], now, 'en-US');
    expect(heading).toMatchObject({ kind: 'day', label: 'Thu, Mar 12' });
    const [german] = groupByDay([payment(at(2026, 3, 12))], now, 'de-DE');
    expect(german).toMatchObject({ kind: 'day', label: 'Do., 12. März' });
  });

  it('keeps keys unique when a day comes back out of order', () => {
    const entries = groupByDay(
      [payment(at(2026, 11, 24)), payment(at(2026, 11, 23)), payment(at(2026, 11, 24, 9))],
      now,
      'en-GB',
    );
    const headings = entries.filter((e) => e.kind === 'day');
    expect(headings.map((e) => e.label)).toEqual(['Today', 'Yesterday', 'Today']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('puts unreadable times under "Earlier"', () => {
    const entries = groupByDay([payment('not a time')], now, 'en-GB');
    expect(entries[0]).toMatchObject({ kind: 'day', label: 'Earlier' });
  });

  it('is empty for no payments', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('historyCountText', () => {
  it('counts payments, and requests apart', () => {
    expect(historyCountText(1, 0)).toBe('1 payment');
    expect(historyCountText(1_000, 0)).toBe('1,000 payments');
    expect(historyCountText(12, 1)).toBe('12 payments and 1 request');
    expect(historyCountText(0, 3)).toBe('0 payments and 3 requests');
  });
});
