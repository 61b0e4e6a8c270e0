// Chart data: `GET /api/v1/payments/history` (invoice key), LNbits 1.5.1's
// lnbits/core/crud/payments.py get_payments_history, as checked on the genuine server:
//
// - one point per hour, day or month (UTC) that has payments, oldest first, named by the
//   period's first second (`2026-03-20T00:00:00+00:00`);
// - `income`: msat received (settled invoices); `spending`: msat sent, fees included, counting
//   outgoing payments that are still pending; open invoices and failed payments do not count;
// - `balance`: msat at the end of the period, walked back from the balance now. LNbits' filters
//   (`time[ge]`, `amount[lt]`, …) narrow what is counted but not that starting balance, so with a
//   filter the balances only line up with the periods shown when nothing newer was left out.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from './http';
import type { CallOptions, QueryValue, WalletAuth } from './http';
import { walletKeys } from './keys';

export type HistoryGroup = 'hour' | 'day' | 'month';

export const HistoryPointSchema = z.object({
  /** ISO datetime of the period's start, UTC. */
  date: z.string(),
  /** msat */
  income: z.int(),
  /** msat, fees included */
  spending: z.int(),
  /** msat at the end of the period */
  balance: z.int(),
});
export type HistoryPoint = z.infer<typeof HistoryPointSchema>;

const HistorySchema = z.array(HistoryPointSchema);

export interface PaymentHistoryParams {
  /** 'day' when absent, as on the server. */
  group?: HistoryGroup;
  /**
   * LNbits filters, as for payment lists: `{ 'time[ge]': '2026-03-01T00:00:00' }`. Arrays become
   * comma-separated values.
   */
  filters?: Record<string, string | number | boolean | Array<string | number>>;
}

/** The query key of a history: under the wallet's payments, so what refreshes them refreshes it. */
export function paymentHistoryKey(walletId: string, params: PaymentHistoryParams = {}) {
  return [...walletKeys.payments(walletId), 'history', params] as const;
}

/** Income, spending and balance per period, oldest first (invoice key is enough). */
export function getPaymentHistory(
  auth: WalletAuth,
  params: PaymentHistoryParams = {},
  options?: CallOptions,
): Promise<HistoryPoint[]> {
  const query: Record<string, QueryValue> = { group: params.group };
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    query[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return request(
    auth,
    { path: '/api/v1/payments/history', query, key: auth.key, schema: HistorySchema },
    options,
  );
}

/** The history of a wallet as query options (the balance chart). */
export const paymentHistoryQuery = (
  wallet: WalletAuth & { id: string },
  params: PaymentHistoryParams = {},
) =>
  queryOptions({
    queryKey: paymentHistoryKey(wallet.id, params),
    queryFn: ({ signal }) => getPaymentHistory(wallet, params, { signal }),
  });
