import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyNote } from '@/components/ui/EmptyNote';
import { SkeletonList } from '@/components/ui/Skeleton';
import { ErrorMessage } from '@/components/ErrorMessage';
import { useNow } from '@/components/useNow';
import { OfflineMark } from '@/components/OfflineMark';
import { PAYMENT_ROW_HEIGHT } from '@/components/PaymentRow';
import { useActiveWallet, useFiatRate, useSentRecords, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { BalanceChartToggle } from './BalanceChartToggle';
import { ExportCsvButton } from './ExportCsvButton';
import { HistoryFiltersBar } from './HistoryFiltersBar';
import type { HistoryMode } from './history-query';
import { PaymentWindow } from './PaymentWindow';
import { useCsvExport } from './useCsvExport';
import { useDayLayout } from './useDayLayout';
import { useListTop } from './useDocumentTop';
import { useFixedRowWindow } from './useFixedRowWindow';
import { useHistoryFilters } from './useHistoryFilters';
import { useHistoryRows } from './useHistoryRows';
import { useNextPageWhenNear } from './useNextPageWhenNear';
import { HistoryEnd } from './HistoryEnd';

export function HistoryScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  // A new wallet starts with fresh filters and scroll state.
  return <WalletHistory key={wallet.id} wallet={wallet} />;
}

const MODE_NOTES: Record<Exclude<HistoryMode, 'paginated'>, MessageDescriptor> = {
  list: msg`This server lists only received, paid and pending payments: failed ones are not shown.`,
  legacy: msg`This server has the older interface: filters are applied on this device and failed payments are not shown.`,
};

/** The payment rate and clock every row reads, kept stable so rows re-render only when needed. */
function useRowContext(wallet: WalletConnection) {
  const [settings] = useSettings();
  const rateData = useFiatRate(wallet).data;
  const fiat = useMemo(
    () => (rateData ? { currency: rateData.currency, rate: rateData.rate } : null),
    [rateData],
  );
  const now = useNow({ everyMs: 30_000 });
  const sentRecords = useSentRecords(wallet.id);
  return { denomination: settings.denomination, fiat, now, sentRecords };
}

function WalletHistory({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const rowContext = useRowContext(wallet);
  const { filters, queryFilters, changeFilters, showPeriod, clearFilters } = useHistoryFilters();

  const { history, rows, filtered, fromOfflineCopy, mode, offlineSince } = useHistoryRows(
    wallet,
    queryFilters,
  );
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const csv = useCsvExport(wallet);

  const { listRef, aboveRef, listTop } = useListTop();
  const { entries, tops } = useDayLayout(rows, rowContext.now);
  const { items, totalHeight } = useFixedRowWindow({ tops, overscan: 8, listTop });
  useNextPageWhenNear({
    lastShownIndex: items.length > 0 ? items[items.length - 1]!.index : -1,
    rowCount: entries.length,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  });

  return (
    // On a wide screen the search, filters and chart stand beside the list (data-wide-screen widens
    // the app's column: AppShell).
    <div
      data-wide-screen
      className="space-y-3 pt-1 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:space-y-0"
    >
      <div ref={aboveRef} className="space-y-3 lg:sticky lg:top-10">
        <HistoryFiltersBar
          filters={filters}
          onChange={changeFilters}
          exportControl={
            <>
              <ExportCsvButton csv={csv} />
              {csv.mutation.isError && (
                <ErrorMessage error={csv.mutation.error} onRetry={() => csv.mutation.mutate()} />
              )}
            </>
          }
        />
        <BalanceChartToggle wallet={wallet} onShowPeriod={showPeriod} />
        {mode && mode !== 'paginated' && (
          <p className="rounded-xl bg-zinc-100 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
            {t(MODE_NOTES[mode])}
          </p>
        )}
        {offlineSince !== null && (fromOfflineCopy || data) && <OfflineMark since={offlineSince} />}
      </div>

      <section
        aria-label={t`Payments`}
        aria-busy={(history.isPending && !fromOfflineCopy) || isFetchingNextPage}
      >
        {history.isPending && !fromOfflineCopy && (
          <SkeletonList label={t`Loading payments`} count={8} rowHeight={PAYMENT_ROW_HEIGHT} />
        )}
        {history.isError && !data && !fromOfflineCopy && (
          <ErrorMessage error={history.error} onRetry={() => void history.refetch()} />
        )}
        {data && rows.length === 0 && !hasNextPage && (
          <EmptyNote
            title={filtered ? t`No payments match` : t`No payments yet`}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : undefined
            }
          >
            {filtered ? (
              <Trans>Try another search, direction or date.</Trans>
            ) : (
              <Trans>Payments you send and receive will show up here.</Trans>
            )}
          </EmptyNote>
        )}

        <PaymentWindow
          listRef={listRef}
          entries={entries}
          tops={tops}
          items={items}
          totalHeight={totalHeight}
          {...rowContext}
        />

        {isFetchingNextPage && (
          <SkeletonList label={t`Loading more payments`} count={2} rowHeight={PAYMENT_ROW_HEIGHT} />
        )}
        {isFetchNextPageError && (
          <ErrorMessage
            className="mt-2"
            error={history.error}
            onRetry={() => void fetchNextPage()}
          />
        )}
        {data && rows.length > 0 && !hasNextPage && <HistoryEnd rows={rows} />}
      </section>
    </div>
  );
}
