// Integration: payment history (paged, with the capability fallback), the home screen's latest
// payments, and the fiat rate, against real sandboxes (current and legacy profiles).
import './dom';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@/api/http';
import { NO_FILTERS, flattenPages } from '@/features/history/history-query';
import type { HistoryFilters } from '@/features/history/history-query';
import { usePaymentHistory } from '@/features/history/usePaymentHistory';
import { homePayments, useLatestPayments } from '@/features/home/useLatestPayments';
import { updateSettings, useCurrencies, useFiatRate } from '@/session';
import {
  cleanupAll,
  connectionFor,
  installFetchRecorder,
  renderWithClient,
  requestsTo,
  startSandbox,
} from './hook-harness';
import type { TestSandbox, TestWallet } from './hook-harness';

beforeAll(installFetchRecorder);
afterEach(cleanupAll);

const COUNT = 120;
const memo = (i: number) => `memo-${String(i).padStart(3, '0')}`;
/** memo-119, memo-118, … memo-000: newest first. */
const NEWEST_FIRST = Array.from({ length: COUNT }, (_, i) => memo(COUNT - 1 - i));

/** A wallet with COUNT invoices, created one after the other (memo-000 is the oldest). */
async function walletWithHistory(t: TestSandbox): Promise<TestWallet> {
  const wallet = await t.newWallet('Busy wallet', 0);
  for (let i = 0; i < COUNT; i++) {
    await t.invoice(wallet, 10 + i, memo(i));
  }
  return wallet;
}

const SEARCH_11: HistoryFilters = { ...NO_FILTERS, search: 'memo-11' };

describe('usePaymentHistory', () => {
  it('pages through 120 payments newest first with /payments/paginated', async () => {
    const t = await startSandbox();
    const wallet = await walletWithHistory(t);
    const connection = connectionFor(t, wallet, 'invoice');

    const { result } = renderWithClient(() => usePaymentHistory(connection, NO_FILTERS));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.pages[0]).toMatchObject({ mode: 'paginated', total: COUNT });
    expect(result.current.data!.pages[0]!.payments).toHaveLength(50);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data!.pages.map((p) => p.payments.length)).toEqual([50, 50, 20]);
    expect(flattenPages(result.current.data!.pages).map((p) => p.memo)).toEqual(NEWEST_FIRST);

    // Three requests to the paginated endpoint, newest first, 50 at a time.
    const calls = requestsTo(t, '/api/v1/payments/paginated');
    expect(calls.map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '50', '100']);
    for (const call of calls) {
      expect(call.status).toBe(200);
      expect(call.url.searchParams.get('limit')).toBe('50');
      expect(call.url.searchParams.get('sortby')).toBe('time');
      expect(call.url.searchParams.get('direction')).toBe('desc');
    }
    expect(requestsTo(t, '/api/v1/payments')).toHaveLength(0);
  });

  it('filters on the server (search)', async () => {
    const t = await startSandbox();
    const wallet = await walletWithHistory(t);
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => usePaymentHistory(connection, SEARCH_11));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.pages[0]!.total).toBe(10);
    expect(result.current.data!.pages[0]!.payments.map((p) => p.memo)).toEqual(
      NEWEST_FIRST.slice(0, 10),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it('falls back on a legacy server: every payment, newest first, paged on the device', async () => {
    const t = await startSandbox({ profile: 'legacy' });
    const wallet = await walletWithHistory(t);
    const connection = connectionFor(t, wallet, 'invoice');

    const { result } = renderWithClient(() => usePaymentHistory(connection, NO_FILTERS));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.pages[0]).toMatchObject({ mode: 'legacy', total: COUNT });

    // /paginated is missing (404 "Payment does not exist."), then the plain list ignores
    // limit/offset and answers everything: the whole list is kept and paged locally.
    const paginated = requestsTo(t, '/api/v1/payments/paginated');
    expect(paginated.map((c) => c.status)).toEqual([404]);
    const lists = requestsTo(t, '/api/v1/payments');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.url.searchParams.get('limit')).toBe('51');
    const requestsAfterFirstPage = requestsTo(t).length;

    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data!.pages.map((p) => p.payments.length)).toEqual([50, 50, 20]);
    expect(flattenPages(result.current.data!.pages).map((p) => p.memo)).toEqual(NEWEST_FIRST);
    // Later pages came from the list already on the device.
    expect(requestsTo(t)).toHaveLength(requestsAfterFirstPage);

    // The server's form is remembered: a second history view goes straight to the plain list.
    const again = renderWithClient(() => usePaymentHistory(connection, SEARCH_11));
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true));
    expect(requestsTo(t, '/api/v1/payments/paginated')).toHaveLength(1);
    // Filters the server could not apply are applied here.
    expect(again.result.current.data!.pages[0]!.payments.map((p) => p.memo)).toEqual(
      NEWEST_FIRST.slice(0, 10),
    );
  });
});

describe('useLatestPayments', () => {
  it('reads the 20 newest payments; open requests are not money that moved', async () => {
    const t = await startSandbox();
    const wallet = await walletWithHistory(t);
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => useLatestPayments(connection));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.total).toBe(COUNT);
    expect(result.current.data!.data.map((p) => p.memo)).toEqual(NEWEST_FIRST.slice(0, 20));
    // Every one of them is an unpaid invoice of this wallet: Home lists none of them.
    expect(homePayments(result.current.data!.data)).toEqual([]);
  });

  it('falls back to the plain list on a legacy server', async () => {
    const t = await startSandbox({ profile: 'legacy' });
    const wallet = await walletWithHistory(t);
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => useLatestPayments(connection));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.data.map((p) => p.memo)).toEqual(NEWEST_FIRST.slice(0, 20));
    expect(requestsTo(t, '/api/v1/payments/paginated').map((c) => c.status)).toEqual([404]);
    expect(requestsTo(t, '/api/v1/payments')).toHaveLength(1);
  });
});

describe('useFiatRate / useCurrencies', () => {
  it("returns the sandbox's USD rate", async () => {
    const t = await startSandbox();
    const expected = await t.api<{ rate: number; price: number }>('GET', '/api/v1/rate/USD');
    expect(expected.status).toBe(200);
    expect(expected.body.rate).toBeGreaterThan(0);

    const server = { serverUrl: t.baseUrl };
    const { result } = renderWithClient(() => useFiatRate(server, 'USD'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ currency: 'USD', ...expected.body });
    expect(requestsTo(t, '/api/v1/rate/USD')).toHaveLength(1);
  });

  it('follows the currency chosen in settings', async () => {
    const t = await startSandbox();
    const eur = await t.api<{ rate: number; price: number }>('GET', '/api/v1/rate/EUR');
    const usd = await t.api<{ rate: number; price: number }>('GET', '/api/v1/rate/USD');
    updateSettings({ fiatCurrency: 'USD' });

    const server = { serverUrl: t.baseUrl };
    const { result } = renderWithClient(() => useFiatRate(server));
    await waitFor(() => expect(result.current.data?.currency).toBe('USD'));
    expect(result.current.data).toMatchObject(usd.body);

    act(() => {
      updateSettings({ fiatCurrency: 'EUR' });
    });
    await waitFor(() => expect(result.current.data?.currency).toBe('EUR'));
    expect(result.current.data).toMatchObject(eur.body);

    // No currency chosen: nothing is asked.
    const before = requestsTo(t).length;
    act(() => {
      updateSettings({ fiatCurrency: null });
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requestsTo(t)).toHaveLength(before);
    updateSettings({ fiatCurrency: 'USD' });
  });

  it('an unknown currency ends in an ApiError 400', async () => {
    const t = await startSandbox();
    const server = { serverUrl: t.baseUrl };
    const { result } = renderWithClient(() => useFiatRate(server, 'XYZ'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 400 });
    expect((result.current.error as ApiError).detail).toContain('XYZ');
  });

  it('lists the currencies the sandbox can convert', async () => {
    const t = await startSandbox();
    const expected = await t.api<string[]>('GET', '/api/v1/currencies');
    const server = { serverUrl: t.baseUrl };
    const { result } = renderWithClient(() => useCurrencies(server));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(expected.body);
    expect(result.current.data).toContain('USD');
  });
});
