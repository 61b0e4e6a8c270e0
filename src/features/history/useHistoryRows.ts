import { useMemo } from 'react';
import { useOfflineSnapshot } from '@/session';
import type { WalletConnection } from '@/session';
import { flattenPages, hasActiveFilters } from './history-query';
import type { HistoryFilters } from './history-query';
import { usePaymentHistory } from './usePaymentHistory';

/**
 * The payments History shows: the loaded pages, or offline the first page last seen without
 * filters (marked with its time by `offlineSince`).
 */
export function useHistoryRows(wallet: WalletConnection, filters: HistoryFilters) {
  const history = usePaymentHistory(wallet, filters);
  const { data } = history;
  const filtered = hasActiveFilters(filters);
  const offline = useOfflineSnapshot(
    wallet.id,
    'history',
    {
      data: data?.pages[0],
      dataUpdatedAt: history.dataUpdatedAt,
      isError: history.isError,
      error: history.error,
      fetchStatus: history.fetchStatus,
    },
    !filtered,
  );
  const storedPage = data ? undefined : offline.data;
  const rows = useMemo(
    () => flattenPages(data?.pages ?? (storedPage ? [storedPage] : [])),
    [data, storedPage],
  );
  return {
    history,
    rows,
    filtered,
    /** Shown from the offline copy: the query has nothing yet. */
    fromOfflineCopy: storedPage !== undefined,
    mode: (data?.pages[0] ?? storedPage)?.mode,
    offlineSince: offline.offlineSince,
  };
}
