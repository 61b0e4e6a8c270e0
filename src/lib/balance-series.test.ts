import { describe, expect, it } from 'vitest';
import { chartSeries, spanStartMs } from './balance-series';

const now = Date.parse('2026-03-20T15:00:00Z');
const point = (date: string, income: number, spending: number, balance: number) => ({
  date: `${date}T00:00:00+00:00`,
  income,
  spending,
  balance,
});

describe('chartSeries', () => {
  it('lays out 30 UTC days ending today, carrying the balance over quiet days', () => {
    const series = chartSeries(
      [
        point('2026-01-01', 500_000, 0, 500_000), // before the span
        point('2026-03-01', 100_000, 20_500, 579_500),
        point('2026-03-19', 0, 79_500, 500_000),
      ],
      'days',
      now,
      500_000,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toMatchObject({ day: '2026-02-19', balanceSat: 500, incomeSat: 0 });
    const first = series.find((p) => p.day === '2026-03-01')!;
    expect(first).toMatchObject({ incomeSat: 100, spendingSat: 20, balanceSat: 579 });
    expect(series.find((p) => p.day === '2026-03-10')!.balanceSat).toBe(579);
    expect(series.at(-1)).toMatchObject({
      day: '2026-03-20',
      lastDay: '2026-03-20',
      balanceSat: 500,
    });
  });

  it('starts from the first period’s opening balance when nothing came before the span', () => {
    const series = chartSeries([point('2026-03-05', 7_000, 2_000, 5_000)], 'days', now, 5_000);
    expect(series[0]!.balanceSat).toBe(0);
    expect(series.find((p) => p.day === '2026-03-05')!.balanceSat).toBe(5);
    expect(series.at(-1)!.balanceSat).toBe(5);
  });

  it('is flat at the balance now when the span has no payment', () => {
    const series = chartSeries([], 'months', now, 42_999);
    expect(series).toHaveLength(12);
    expect(series.every((p) => p.balanceSat === 42)).toBe(true);
    expect(series[0]).toMatchObject({ day: '2025-04-01', lastDay: '2025-04-30' });
    expect(series.at(-1)).toMatchObject({ day: '2026-03-01', lastDay: '2026-03-31' });
  });

  it('groups months by their first day', () => {
    const series = chartSeries(
      [{ ...point('2025-12-01', 9_000, 0, 9_000) }, { ...point('2026-02-01', 0, 4_000, 5_000) }],
      'months',
      now,
      5_000,
    );
    expect(series.map((p) => p.balanceSat)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 5, 5]);
  });

  it('knows where each span starts', () => {
    expect(new Date(spanStartMs('days', now)).toISOString()).toBe('2026-02-19T00:00:00.000Z');
    expect(new Date(spanStartMs('months', now)).toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });
});
