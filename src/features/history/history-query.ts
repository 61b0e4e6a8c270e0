// History as data: how filters become an LNbits query, how the three listing forms are told
// apart, and how a page is read. Pure functions (no React, no fetch), tested in Node.
import { isApiError } from '@/api/http';
import type { Payment, PaymentListParams } from '@/api/core';
import { isRequest, newestFirst, paymentTimeMs } from '@/lib/payment';

/**
 * 'received' is money that arrived (settled); 'requests' the wallet's unpaid invoices, open or
 * expired, which are asked for and not received.
 */
export type DirectionFilter = 'all' | 'received' | 'sent' | 'requests';
export type StatusFilter = 'all' | 'success' | 'pending' | 'failed';

export interface HistoryFilters {
  direction: DirectionFilter;
  status: StatusFilter;
  /** Local calendar day 'YYYY-MM-DD', or '' for no lower bound. */
  from: string;
  /** Local calendar day 'YYYY-MM-DD' (inclusive), or '' for no upper bound. */
  to: string;
  search: string;
}

export const NO_FILTERS: HistoryFilters = {
  direction: 'all',
  status: 'all',
  from: '',
  to: '',
  search: '',
};

/**
 * How a server lists payments, decided once per server:
 * - 'paginated': GET /payments/paginated (row 5), filtered and counted by the server;
 * - 'list': GET /payments with limit/offset (row 6), which never returns failed payments;
 * - 'legacy': GET /payments answering every payment at once; paged and filtered here.
 */
export type HistoryMode = 'paginated' | 'list' | 'legacy';

/** Rows per request: about two phone screens of 72 px rows. */
export const HISTORY_PAGE_SIZE = 50;

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return (
    filters.direction !== 'all' ||
    filters.status !== 'all' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.search.trim() !== ''
  );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(day: string, endOfDay: boolean): Date | undefined {
  const match = DAY.exec(day);
  if (!match) {
    return undefined;
  }
  const [, y, m, d] = match;
  const date = endOfDay
    ? new Date(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999)
    : new Date(Number(y), Number(m) - 1, Number(d), 0, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The first instant of a local calendar day, as an ISO string (UTC). */
export function dayStartIso(day: string): string | undefined {
  return localDay(day, false)?.toISOString();
}

/** The last millisecond of a local calendar day, as an ISO string (UTC). */
export function dayEndIso(day: string): string | undefined {
  return localDay(day, true)?.toISOString();
}

/** The LNbits query for one page: newest first, with `field[op]=value` filters. */
export function filtersToParams(
  filters: HistoryFilters,
  page: { limit: number; offset: number },
): PaymentListParams {
  const query: Record<string, string | number> = {};
  if (filters.direction === 'received' || filters.direction === 'requests') {
    query['amount[gt]'] = 0;
  } else if (filters.direction === 'sent') {
    query['amount[lt]'] = 0;
  }
  if (filters.status !== 'all') {
    query.status = filters.status;
  }
  if (filters.direction === 'received') {
    // Settled only. With another status chosen nothing can match, and the server is told so.
    if (filters.status === 'all') {
      query.status = 'success';
    } else if (filters.status !== 'success') {
      query['status[ne]'] = filters.status;
    }
  } else if (filters.direction === 'requests') {
    query['status[ne]'] = 'success';
  }
  const from = dayStartIso(filters.from);
  if (from) {
    query['time[ge]'] = from;
  }
  const to = dayEndIso(filters.to);
  if (to) {
    query['time[le]'] = to;
  }
  const search = filters.search.trim();
  return {
    limit: page.limit,
    offset: page.offset,
    sortby: 'time',
    direction: 'desc',
    ...(search ? { search } : {}),
    filters: query,
  };
}

/** The same filters applied on this device, for servers that cannot filter. */
export function paymentMatcher(filters: HistoryFilters): (payment: Payment) => boolean {
  const from = dayStartIso(filters.from);
  const to = dayEndIso(filters.to);
  const fromMs = from ? Date.parse(from) : -Infinity;
  const toMs = to ? Date.parse(to) : Infinity;
  const needle = filters.search.trim().toLowerCase();
  return (payment) => {
    if (filters.direction === 'received' && !(payment.amount > 0 && payment.status === 'success')) {
      return false;
    }
    if (filters.direction === 'requests' && !isRequest(payment)) {
      return false;
    }
    if (filters.direction === 'sent' && !(payment.amount < 0)) {
      return false;
    }
    if (filters.status !== 'all' && payment.status !== filters.status) {
      return false;
    }
    if (from || to) {
      const ms = paymentTimeMs(payment.time);
      if (ms < fromMs || ms > toMs) {
        return false;
      }
    }
    if (needle) {
      const haystack = [
        payment.memo ?? '',
        String(payment.amount),
        String(Math.trunc(Math.abs(payment.amount) / 1000)),
        payment.status,
        payment.tag ?? '',
        payment.time,
        payment.payment_hash,
        ...payment.labels,
      ]
        .join('\n')
        .toLowerCase();
      if (!haystack.includes(needle)) {
        return false;
      }
    }
    return true;
  };
}

/** Filters and sorts a whole list (newest first; stable for equal times). */
export function prepareLocalList(payments: Payment[], filters: HistoryFilters): Payment[] {
  return newestFirst(payments.filter(paymentMatcher(filters)));
}

/**
 * True when an error says the server has no /payments/paginated: LNbits without it routes the
 * path to GET /payments/{hash} ("Payment does not exist.") or answers "Not Found". A 404 with
 * "Wallet not found." is a wrong key, not a missing endpoint.
 */
export function isMissingPaginated(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 404) {
    return false;
  }
  const detail = error.detail.trim().toLowerCase();
  return detail === 'payment does not exist.' || detail === 'not found';
}

/** Where the next page starts, or null at the end. */
export interface HistoryPageParam {
  offset: number;
  /** 'list' mode: the first row's checking_id, to spot a server that ignores `offset`. */
  firstId?: string;
  /** 'legacy' mode: the whole filtered list, paged here without further requests. */
  all?: Payment[];
}

export interface HistoryPage {
  payments: Payment[];
  mode: HistoryMode;
  /** What the server counted ('paginated' mode), or the local list's length ('legacy'). */
  total: number | null;
  next: HistoryPageParam | null;
}

/** Reads a /paginated answer: `total` is 0 past the end, so an empty or short page ends it. */
export function readPaginatedPage(
  answer: { data: Payment[]; total: number },
  offset: number,
  limit: number,
): HistoryPage {
  const reached = offset + answer.data.length;
  const more = answer.data.length >= limit && answer.data.length > 0 && reached < answer.total;
  return {
    payments: answer.data,
    mode: 'paginated',
    total: answer.total > 0 ? answer.total : offset === 0 ? 0 : null,
    next: more ? { offset: reached } : null,
  };
}

export type ListAnswer =
  { kind: 'page'; payments: Payment[]; hasMore: boolean } | { kind: 'whole'; payments: Payment[] };

/**
 * Reads a GET /payments answer asked for `limit + 1` rows at `offset`. More rows than asked, or
 * the same first row again at a later offset, means the server ignored limit/offset: the legacy
 * form, whose answer is the whole list.
 */
export function readListAnswer(
  rows: Payment[],
  request: { offset: number; limit: number; firstId?: string },
): ListAnswer {
  if (rows.length > request.limit + 1) {
    return { kind: 'whole', payments: rows };
  }
  if (
    request.offset > 0 &&
    request.firstId !== undefined &&
    rows[0]?.checking_id === request.firstId
  ) {
    return { kind: 'whole', payments: rows };
  }
  return {
    kind: 'page',
    payments: rows.slice(0, request.limit),
    hasMore: rows.length > request.limit,
  };
}

/** One page of a list held on this device. */
export function localPage(all: Payment[], offset: number, limit: number): HistoryPage {
  const end = Math.min(offset + limit, all.length);
  return {
    payments: all.slice(offset, end),
    mode: 'legacy',
    total: all.length,
    next: end < all.length ? { offset: end, all } : null,
  };
}

/** The rows of every page in order, each payment once (rows shift when new ones arrive). */
export function flattenPages(pages: readonly HistoryPage[]): Payment[] {
  const seen = new Set<string>();
  const rows: Payment[] = [];
  for (const page of pages) {
    for (const payment of page.payments) {
      // One wallet's history: checking ids are unique in it.
      if (!seen.has(payment.checking_id)) {
        seen.add(payment.checking_id);
        rows.push(payment);
      }
    }
  }
  return rows;
}
