// `GET /api/v1/payments/history` as LNbits 1.5.1 computes it on SQLite (lnbits/core/crud/
// payments.py get_payments_history, lnbits/db.py datetime_grouping): income and spending per
// hour, day or month, and the balance at the end of each period, walked back from the wallet's
// balance now.
import type { Db } from './database.ts';
import type { WalletRow } from './ledger.ts';
import { buildWhere, type RawQuery } from './payment-queries.ts';
import { isoUtcFromSeconds } from '../time.ts';

export const HISTORY_GROUPS = ['hour', 'day', 'month'] as const;
export type HistoryGroup = (typeof HISTORY_GROUPS)[number];

/** LNbits' `sqlite_formats`: each period is named by its first second, in UTC. */
const PERIOD_FORMATS: Record<HistoryGroup, string> = {
  hour: '%Y-%m-%d %H:00:00',
  day: '%Y-%m-%d 00:00:00',
  month: '%Y-%m-01 00:00:00',
};

export interface HistoryPoint {
  /** The period's start, `2026-03-20T00:00:00+00:00`. */
  date: string;
  /** msat received in the period. */
  income: number;
  /** msat sent in the period, fees included. */
  spending: number;
  /** msat in the wallet at the end of the period. */
  balance: number;
}

/**
 * The points, oldest first. Counted: settled payments both ways and outgoing ones still pending
 * (their amount has left the balance); not counted: open invoices and failed payments. The
 * query's filters and search narrow the payments counted but not the balance walked back from,
 * which is always the wallet's balance now, as in LNbits.
 */
export function paymentHistory(
  db: Db,
  wallet: WalletRow,
  group: HistoryGroup,
  query: RawQuery,
  search: string | undefined,
): HistoryPoint[] {
  const where = buildWhere({
    walletId: wallet.id,
    options: { limit: -1, offset: 0, search },
    query,
  });
  where.clauses.push("(status = 'success' OR (amount < 0 AND status = 'pending'))");
  const rows = db
    .prepare(
      `SELECT CAST(strftime('%s', datetime(strftime(?, time_us / 1000000, 'unixepoch'))) AS INTEGER) AS date,
              SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END) AS income,
              SUM(CASE WHEN amount < 0 THEN abs(amount) + abs(fee) ELSE 0 END) AS spending
         FROM payments WHERE ${where.clauses.join(' AND ')}
        GROUP BY date ORDER BY date DESC`,
    )
    .all(PERIOD_FORMATS[group], ...where.params) as {
    date: number;
    income: number;
    spending: number;
  }[];
  let balance = wallet.balance_msat;
  const points: HistoryPoint[] = [];
  for (const row of rows) {
    points.unshift({
      date: isoUtcFromSeconds(row.date),
      income: row.income,
      spending: row.spending,
      balance,
    });
    balance -= row.income - row.spending;
  }
  return points;
}
