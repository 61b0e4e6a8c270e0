import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { walletKeys } from '@/api/keys';
import type { WalletConnection } from '@/session';
import { fetchHistoryPage } from './fetch-history';
import type { HistoryFilters, HistoryPage, HistoryPageParam } from './history-query';

const FIRST_PAGE: HistoryPageParam = { offset: 0 };
const REFETCH_ON_FOCUS_PAGES = 4;

type HistoryData = InfiniteData<HistoryPage, HistoryPageParam>;

/**
 * The wallet's payments, newest first, a page at a time, through the capability fallback.
 * Kept under `walletKeys.payments(wallet.id)`, so invalidating that prefix refreshes it.
 */
export function usePaymentHistory(wallet: WalletConnection, filters: HistoryFilters) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => walletKeys.paymentList(wallet.id, { view: 'history', ...filters }),
    [wallet.id, filters],
  );

  // A refetch re-reads every loaded page. When the list is left, keep only the first, so
  // coming back (or a payment arriving meanwhile) costs one request, not one per page seen.
  useEffect(
    () => () => {
      queryClient.setQueryData<HistoryData>(queryKey, (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      );
    },
    [queryClient, queryKey],
  );

  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(wallet, filters, pageParam, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    // Coming back to the tab re-reads every loaded page: worth it only for a short list.
    refetchOnWindowFocus: (query) =>
      (query.state.data?.pages.length ?? 0) <= REFETCH_ON_FOCUS_PAGES,
  });
}
