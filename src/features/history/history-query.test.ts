import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import {
  NO_FILTERS,
  dayEndIso,
  dayStartIso,
  filtersToParams,
  flattenPages,
  hasActiveFilters,
  isMissingPaginated,
  localPage,
  paymentMatcher,
  prepareLocalList,
  readListAnswer,
  readPaginatedPage,
} from './history-query';
import { makePayment } from './test-payments';

const notFound = (detail: string) => new ApiError({ kind: 'http', status: 404, detail });

describe('filtersToParams', () => {
  it('asks newest first with the page window and no filters by default', () => {
    expect(filtersToParams(NO_FILTERS, { limit: 50, offset: 100 })).toEqual({
      limit: 50,
      offset: 100,
      sortby: 'time',
      direction: 'desc',
      filters: {},
    });
  });

  it('maps direction, status, dates and search to LNbits filters', () => {
    const params = filtersToParams(
      {
        direction: 'sent',
        status: 'pending',
        from: '2026-03-01',
        to: '2026-03-31',
        search: ' tea ',
      },
      { limit: 50, offset: 0 },
    );
    expect(params.search).toBe('tea');
    expect(params.filters).toEqual({
      'amount[lt]': 0,
      status: 'pending',
      'time[ge]': dayStartIso('2026-03-01'),
      'time[le]': dayEndIso('2026-03-31'),
    });
    expect(
      filtersToParams({ ...NO_FILTERS, direction: 'sent' }, { limit: 1, offset: 0 }).filters,
    ).toEqual({ 'amount[lt]': 0 });
  });

  it('asks for settled money as received, and unpaid invoices as requests', () => {
    const filtersOf = (filters: Partial<typeof NO_FILTERS>) =>
      filtersToParams({ ...NO_FILTERS, ...filters }, { limit: 1, offset: 0 }).filters;
    expect(filtersOf({ direction: 'received' })).toEqual({ 'amount[gt]': 0, status: 'success' });
    expect(filtersOf({ direction: 'requests' })).toEqual({
      'amount[gt]': 0,
      'status[ne]': 'success',
    });
    expect(filtersOf({ direction: 'requests', status: 'pending' })).toEqual({
      'amount[gt]': 0,
      status: 'pending',
      'status[ne]': 'success',
    });
    // Received and pending cannot both hold: the server is asked for nothing.
    expect(filtersOf({ direction: 'received', status: 'pending' })).toEqual({
      'amount[gt]': 0,
      status: 'pending',
      'status[ne]': 'pending',
    });
  });

  it('covers whole local days and ignores malformed dates', () => {
    const start = new Date(dayStartIso('2026-03-01')!);
    const end = new Date(dayEndIso('2026-03-01')!);
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([1, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      1, 23, 59, 999,
    ]);
    expect(dayStartIso('')).toBeUndefined();
    expect(dayStartIso('March')).toBeUndefined();
    expect(filtersToParams({ ...NO_FILTERS, from: 'x' }, { limit: 1, offset: 0 }).filters).toEqual(
      {},
    );
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'failed' })).toBe(true);
  });
});

describe('local filtering', () => {
  const inA = makePayment({
    amount: 5_000,
    memo: 'Coffee beans',
    time: '2026-03-10T12:00:00+00:00',
  });
  const outA = makePayment({
    amount: -7_000,
    memo: 'rent',
    status: 'pending',
    time: '2026-03-12T12:00:00+00:00',
  });
  const failed = makePayment({
    amount: -1_000,
    status: 'failed',
    time: '2026-02-01T12:00:00+00:00',
  });
  const request = makePayment({
    amount: 9_000,
    status: 'pending',
    memo: 'invoice',
    time: '2026-03-11T12:00:00+00:00',
  });
  const all = [inA, outA, failed, request];
  const pick = (filters: Partial<typeof NO_FILTERS>) =>
    all.filter(paymentMatcher({ ...NO_FILTERS, ...filters }));

  it('filters by direction, status, date and search (case-insensitive)', () => {
    expect(pick({})).toEqual(all);
    // An unpaid invoice is a request, not money received.
    expect(pick({ direction: 'received' })).toEqual([inA]);
    expect(pick({ direction: 'requests' })).toEqual([request]);
    expect(pick({ direction: 'received', status: 'pending' })).toEqual([]);
    expect(pick({ direction: 'sent' })).toEqual([outA, failed]);
    expect(pick({ status: 'failed' })).toEqual([failed]);
    expect(pick({ from: '2026-03-01' })).toEqual([inA, outA, request]);
    expect(pick({ to: '2026-03-01' })).toEqual([failed]);
    expect(pick({ search: 'COFFEE' })).toEqual([inA]);
    expect(pick({ search: 'pending' })).toEqual([outA, request]);
  });

  it('sorts a whole list newest first', () => {
    expect(prepareLocalList(all, NO_FILTERS)).toEqual([outA, request, inA, failed]);
  });
});

describe('capability fallback', () => {
  it('falls back only when /paginated itself is missing', () => {
    expect(isMissingPaginated(notFound('Payment does not exist.'))).toBe(true);
    expect(isMissingPaginated(notFound('Not Found'))).toBe(true);
    expect(isMissingPaginated(notFound('Wallet not found.'))).toBe(false);
    expect(
      isMissingPaginated(new ApiError({ kind: 'http', status: 400, detail: 'Not Found' })),
    ).toBe(false);
    expect(isMissingPaginated(new Error('Not Found'))).toBe(false);
  });

  it('reads a row-6 answer that honours limit as a page', () => {
    const rows = Array.from({ length: 4 }, () => makePayment());
    expect(readListAnswer(rows, { offset: 0, limit: 3 })).toEqual({
      kind: 'page',
      payments: rows.slice(0, 3),
      hasMore: true,
    });
    expect(readListAnswer(rows.slice(0, 2), { offset: 3, limit: 3, firstId: 'x' })).toEqual({
      kind: 'page',
      payments: rows.slice(0, 2),
      hasMore: false,
    });
  });

  it('treats more rows than asked, or offset ignored, as the legacy whole list', () => {
    const rows = Array.from({ length: 10 }, () => makePayment());
    expect(readListAnswer(rows, { offset: 0, limit: 3 }).kind).toBe('whole');
    expect(
      readListAnswer(rows.slice(0, 4), { offset: 3, limit: 3, firstId: rows[0]!.checking_id }),
    ).toEqual({ kind: 'whole', payments: rows.slice(0, 4) });
  });
});

describe('pages', () => {
  it('follows offset and total, and stops at the end (total is 0 past it)', () => {
    const data = Array.from({ length: 2 }, () => makePayment());
    expect(readPaginatedPage({ data, total: 5 }, 0, 2).next).toEqual({ offset: 2 });
    expect(readPaginatedPage({ data, total: 5 }, 2, 2).next).toEqual({ offset: 4 });
    expect(readPaginatedPage({ data: data.slice(0, 1), total: 5 }, 4, 2).next).toBeNull();
    expect(readPaginatedPage({ data, total: 4 }, 2, 2).next).toBeNull();
    expect(readPaginatedPage({ data: [], total: 0 }, 6, 2)).toMatchObject({
      next: null,
      total: null,
    });
    expect(readPaginatedPage({ data: [], total: 0 }, 0, 2)).toMatchObject({ next: null, total: 0 });
  });

  it('pages a local list without further requests', () => {
    const all = Array.from({ length: 5 }, () => makePayment());
    const first = localPage(all, 0, 2);
    expect(first.payments).toEqual(all.slice(0, 2));
    expect(first.next).toEqual({ offset: 2, all });
    expect(localPage(all, 4, 2)).toMatchObject({ payments: all.slice(4), next: null, total: 5 });
  });

  it('flattens pages keeping each payment once', () => {
    const [a, b, c] = [makePayment(), makePayment(), makePayment()];
    const page = (payments: (typeof a)[]) => ({
      payments,
      mode: 'paginated' as const,
      total: 3,
      next: null,
    });
    expect(flattenPages([page([a, b]), page([b, c])])).toEqual([a, b, c]);
  });
});
