// The balance chart's data (pure): LNbits' `/payments/history` points, which exist only for
// periods with payments, laid out as one point per UTC day or month over a fixed span, ending
// with the period now. A period without payments keeps the balance it started with.

/** One period of `GET /api/v1/payments/history`, msat. */
export interface HistoryPointMsat {
  date: string;
  income: number;
  spending: number;
  balance: number;
}

export type ChartSpan = 'days' | 'months';

export interface ChartPoint {
  /** The period's first millisecond (UTC). */
  startMs: number;
  /** 'YYYY-MM-DD' of the period's first day (UTC), for filters and keys. */
  day: string;
  /** 'YYYY-MM-DD' of the period's last day (UTC). */
  lastDay: string;
  incomeSat: number;
  spendingSat: number;
  /** At the end of the period. */
  balanceSat: number;
}

/** How many periods each span shows. */
export const SPAN_LENGTH: Record<ChartSpan, number> = { days: 30, months: 12 };

const DAY_MS = 86_400_000;

function periodStart(ms: number, span: ChartSpan): number {
  const date = new Date(ms);
  return span === 'days'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextPeriod(startMs: number, span: ChartSpan): number {
  if (span === 'days') {
    return startMs + DAY_MS;
  }
  const date = new Date(startMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first millisecond of the span that ends with the period holding `nowMs` (UTC). */
export function spanStartMs(span: ChartSpan, nowMs: number): number {
  const date = new Date(periodStart(nowMs, span));
  return span === 'days'
    ? date.getTime() - (SPAN_LENGTH.days - 1) * DAY_MS
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (SPAN_LENGTH.months - 1), 1);
}

/** msat to whole sats, rounded down as the balance is shown everywhere else. */
const sats = (msat: number) => Math.floor(msat / 1000);

/**
 * One point per period of the span, oldest first. `points` are LNbits' (oldest first, any span);
 * `balanceMsat` is the wallet's balance now, used when the span holds no payment at all.
 */
export function chartSeries(
  points: readonly HistoryPointMsat[],
  span: ChartSpan,
  nowMs: number,
  balanceMsat: number,
): ChartPoint[] {
  const byPeriod = new Map<number, HistoryPointMsat>();
  for (const point of points) {
    const ms = Date.parse(point.date);
    if (Number.isFinite(ms)) {
      byPeriod.set(periodStart(ms, span), point);
    }
  }
  const start = spanStartMs(span, nowMs);
  // The balance before the span: the end of the last period before it, else the start of the
  // first period in it (its end minus what came in plus what went out), else the balance now.
  const sorted = [...byPeriod.entries()].sort(([a], [b]) => a - b);
  const before = sorted.filter(([ms]) => ms < start).at(-1)?.[1];
  const firstIn = sorted.find(([ms]) => ms >= start)?.[1];
  let balance = before
    ? before.balance
    : firstIn
      ? firstIn.balance - firstIn.income + firstIn.spending
      : balanceMsat;
  const series: ChartPoint[] = [];
  for (let ms = start, i = 0; i < SPAN_LENGTH[span]; ms = nextPeriod(ms, span), i += 1) {
    const point = byPeriod.get(ms);
    if (point) {
      balance = point.balance;
    }
    const end = nextPeriod(ms, span);
    series.push({
      startMs: ms,
      day: isoDay(ms),
      lastDay: isoDay(end - DAY_MS),
      incomeSat: sats(point?.income ?? 0),
      spendingSat: sats(point?.spending ?? 0),
      balanceSat: sats(balance),
    });
  }
  return series;
}
