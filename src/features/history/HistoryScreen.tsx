import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { OfflineMark } from '@/components/OfflineMark';
import { useNow } from '@/components/useNow';
import { useActiveWallet, useFiatRate, useOfflineSnapshot, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { HistoryFiltersBar } from './HistoryFiltersBar';
import { NO_FILTERS, flattenPages, hasActiveFilters } from './history-query';
import type { HistoryFilters, HistoryMode } from './history-query';
import { PaymentRow, PaymentRowSkeleton, ROW_HEIGHT } from './PaymentRow';
import { useFixedRowWindow } from './useFixedRowWindow';
import { useCsvExport } from './useCsvExport';
import { useDebouncedValue } from './useDebouncedValue';
import { usePaymentHistory } from './usePaymentHistory';

const SEARCH_DEBOUNCE_MS = 300;
/** Ask for the next page while this many rows are still below the last one shown. */
const PREFETCH_ROWS = 15;

export function HistoryScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  // A new wallet starts with fresh filters and scroll state.
  return <WalletHistory key={wallet.id} wallet={wallet} />;
}

const MODE_NOTES: Record<Exclude<HistoryMode, 'paginated'>, string> = {
  list: 'This server lists only settled and pending payments: failed ones are not shown.',
  legacy:
    'This server has the older interface: filters are applied on this device and failed payments are not shown.',
};

function WalletHistory({ wallet }: { wallet: WalletConnection }) {
  const [settings] = useSettings();
  const rate = useFiatRate(wallet);
  const rateData = rate.data;
  const fiat = useMemo(
    () => (rateData ? { currency: rateData.currency, rate: rateData.rate } : null),
    [rateData],
  );
  const now = useNow({ everyMs: 30_000 });

  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const queryFilters = useMemo(() => ({ ...filters, search }), [filters, search]);
  const changeFilters = useCallback(
    (changes: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...changes })),
    [],
  );

  const history = usePaymentHistory(wallet, queryFilters);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const filtered = hasActiveFilters(queryFilters);
  // Offline, the first page last seen without filters stands in (marked with its time).
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
  const mode = (data?.pages[0] ?? storedPage)?.mode;

  const [exported, setExported] = useState(0);
  const exportCsv = useCsvExport(wallet, setExported);

  const listRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    const controls = controlsRef.current;
    if (!list || !controls) {
      return;
    }
    // Measured after the first paint and then on resizes, not in a layout effect: reading the
    // position mid-render would force a layout of the whole page before anything is shown.
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(controls);
    return () => observer.disconnect();
  }, []);

  const { items, totalHeight } = useFixedRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    listTop: scrollMargin,
  });
  const lastIndex = items.length > 0 ? items[items.length - 1]!.index : -1;

  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastIndex >= rows.length - PREFETCH_ROWS
    ) {
      // A call while a page is on its way is ignored, not restarted (no duplicate request).
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    lastIndex,
    rows.length,
    fetchNextPage,
  ]);

  return (
    <div className="space-y-4 pt-2">
      <div ref={controlsRef} className="space-y-4">
        <header className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">History</h1>
          <Button
            variant="secondary"
            className="min-h-10 px-3 text-sm"
            busy={exportCsv.isPending}
            onClick={() => {
              setExported(0);
              exportCsv.mutate();
            }}
          >
            {exportCsv.isPending ? `Exporting… ${exported}` : 'Export CSV'}
          </Button>
        </header>
        {exportCsv.isError && (
          <ErrorMessage error={exportCsv.error} onRetry={() => exportCsv.mutate()} />
        )}
        <HistoryFiltersBar filters={filters} onChange={changeFilters} />
        {mode && mode !== 'paginated' && (
          <p className="rounded-xl bg-zinc-100 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
            {MODE_NOTES[mode]}
          </p>
        )}
        {offline.offlineSince !== null && (storedPage || data) && (
          <OfflineMark since={offline.offlineSince} />
        )}
      </div>

      <section
        aria-label="Payments"
        aria-busy={(history.isPending && !storedPage) || isFetchingNextPage}
      >
        {history.isPending && !storedPage && (
          <div role="status" aria-label="Loading payments">
            {Array.from({ length: 8 }, (_, i) => (
              <PaymentRowSkeleton key={i} />
            ))}
          </div>
        )}

        {history.isError && !data && !storedPage && (
          <ErrorMessage error={history.error} onRetry={() => void history.refetch()} />
        )}

        {data && rows.length === 0 && !hasNextPage && (
          <div className="rounded-2xl border border-dashed border-zinc-300 px-4 py-10 text-center dark:border-zinc-700">
            <p className="font-medium">{filtered ? 'No payments match' : 'No payments yet'}</p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {filtered
                ? 'Try another search, direction or date.'
                : 'Payments you send and receive will show up here.'}
            </p>
            {filtered && (
              <Button variant="secondary" className="mt-4" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            )}
          </div>
        )}

        <div ref={listRef} className="relative" style={{ height: totalHeight }}>
          <ul className="absolute inset-x-0 top-0">
            {items.map((item) => {
              const payment = rows[item.index]!;
              return (
                <li
                  key={payment.checking_id}
                  data-index={item.index}
                  className="absolute inset-x-0 top-0"
                  style={{
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.top}px)`,
                  }}
                >
                  <PaymentRow
                    payment={payment}
                    denomination={settings.denomination}
                    fiat={fiat}
                    now={now}
                  />
                </li>
              );
            })}
          </ul>
        </div>

        {isFetchingNextPage && (
          <div role="status" aria-label="Loading more payments">
            <PaymentRowSkeleton />
            <PaymentRowSkeleton />
          </div>
        )}
        {isFetchNextPageError && (
          <ErrorMessage
            className="mt-2"
            error={history.error}
            onRetry={() => void fetchNextPage()}
          />
        )}
        {data && rows.length > 0 && !hasNextPage && (
          <p
            data-testid="history-end"
            className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400"
          >
            {rows.length === 1 ? '1 payment' : `${rows.length.toLocaleString('en-US')} payments`}
          </p>
        )}
      </section>
    </div>
  );
}
