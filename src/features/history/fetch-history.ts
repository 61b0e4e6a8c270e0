// Fetching history pages with the capability fallback: /paginated (row 5) → GET /payments with
// limit/offset (row 6) → the legacy whole-list answer. The form a server speaks is decided once
// and remembered for the session, so later pages and exports go straight to it.
import { listPayments, listPaymentsLegacy, listPaymentsPaginated } from '@/api/core';
import type { CallOptions, WalletAuth } from '@/api/http';
import type { Payment } from '@/api/core';
import {
  HISTORY_PAGE_SIZE,
  NO_FILTERS,
  filtersToParams,
  isMissingPaginated,
  localPage,
  paymentMatcher,
  prepareLocalList,
  readListAnswer,
  readPaginatedPage,
} from './history-query';
import type { HistoryFilters, HistoryMode, HistoryPage, HistoryPageParam } from './history-query';

const STORAGE_PREFIX = 'pocketbits.history-mode.';
const modes = new Map<string, HistoryMode>();

function isMode(value: unknown): value is HistoryMode {
  return value === 'paginated' || value === 'list' || value === 'legacy';
}

/** The listing form known for a server ('paginated' until shown otherwise). */
export function historyMode(serverUrl: string): HistoryMode {
  const known = modes.get(serverUrl);
  if (known) {
    return known;
  }
  try {
    const stored = sessionStorage.getItem(STORAGE_PREFIX + serverUrl);
    if (isMode(stored)) {
      modes.set(serverUrl, stored);
      return stored;
    }
  } catch {
    // No sessionStorage (private mode): the in-memory answer is enough.
  }
  return 'paginated';
}

function rememberMode(serverUrl: string, mode: HistoryMode): void {
  modes.set(serverUrl, mode);
  try {
    sessionStorage.setItem(STORAGE_PREFIX + serverUrl, mode);
  } catch {
    // As above.
  }
}

/** One page of history, newest first, at `param.offset`. */
export async function fetchHistoryPage(
  wallet: WalletAuth,
  filters: HistoryFilters,
  param: HistoryPageParam,
  options: CallOptions & { limit?: number } = {},
): Promise<HistoryPage> {
  const limit = options.limit ?? HISTORY_PAGE_SIZE;
  const call = { signal: options.signal, timeoutMs: options.timeoutMs };
  if (param.all) {
    return localPage(param.all, param.offset, limit);
  }

  let mode = historyMode(wallet.serverUrl);
  if (mode === 'paginated') {
    try {
      const answer = await listPaymentsPaginated(
        wallet,
        filtersToParams(filters, { limit, offset: param.offset }),
        call,
      );
      return readPaginatedPage(answer, param.offset, limit);
    } catch (error) {
      if (!isMissingPaginated(error)) {
        throw error;
      }
      mode = 'list';
      rememberMode(wallet.serverUrl, mode);
    }
  }

  if (mode === 'list') {
    // One row more than shown tells whether another page follows.
    const rows = await listPayments(
      wallet,
      filtersToParams(filters, { limit: limit + 1, offset: param.offset }),
      call,
    );
    const answer = readListAnswer(rows, { offset: param.offset, limit, firstId: param.firstId });
    if (answer.kind === 'page') {
      const firstId = param.firstId ?? answer.payments[0]?.checking_id;
      return {
        // Filters were sent too; applying them here covers a server that ignored some.
        payments: answer.payments.filter(paymentMatcher(filters)),
        mode: 'list',
        total: null,
        next: answer.hasMore ? { offset: param.offset + limit, firstId } : null,
      };
    }
    rememberMode(wallet.serverUrl, 'legacy');
    return localPage(prepareLocalList(answer.payments, filters), param.offset, limit);
  }

  const all = await listPaymentsLegacy(wallet, call);
  return localPage(prepareLocalList(all, filters), param.offset, limit);
}

/** Rows per request when fetching everything (LNbits allows up to 1000). */
export const EXPORT_PAGE_SIZE = 500;

/** Every payment, page by page through the same fallback; each payment once. */
export async function fetchAllPayments(
  wallet: WalletAuth,
  options: CallOptions & { onProgress?: (count: number) => void } = {},
): Promise<{ payments: Payment[]; mode: HistoryMode }> {
  const seen = new Set<string>();
  const payments: Payment[] = [];
  let param: HistoryPageParam | null = { offset: 0 };
  let mode: HistoryMode = historyMode(wallet.serverUrl);
  while (param) {
    const page: HistoryPage = await fetchHistoryPage(wallet, NO_FILTERS, param, {
      ...options,
      limit: EXPORT_PAGE_SIZE,
    });
    mode = page.mode;
    for (const payment of page.payments) {
      const id = `${payment.checking_id}|${payment.wallet_id}`;
      if (!seen.has(id)) {
        seen.add(id);
        payments.push(payment);
      }
    }
    options.onProgress?.(payments.length);
    param = page.next;
  }
  return { payments, mode };
}
