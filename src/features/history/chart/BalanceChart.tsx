import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { paymentHistoryQuery } from '@/api/payment-history';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { Skeleton } from '@/components/ui/Skeleton';
import { chartSeries, spanStartMs } from '@/lib/balance-series';
import type { ChartPoint, ChartSpan } from '@/lib/balance-series';
import { useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { BalanceChartPlot } from './BalanceChartPlot';
import { BalanceChartTable } from './BalanceChartTable';
import { draw } from './chart-drawing';
import { SelectedPeriodFigures } from './SelectedPeriodFigures';
import { periodDateFormat, useAmountText } from './useChartText';
import { useSelectedPeriod } from './useSelectedPeriod';

export interface BalanceChartProps {
  wallet: WalletConnection;
  /** Shows History's payments of these days ('YYYY-MM-DD', inclusive). */
  onShowPeriod: (from: string, to: string) => void;
}

/**
 * The wallet's balance over the last 30 days or 12 months, with what came in and went out in each
 * period (LNbits' `/payments/history`, grouped by UTC day or month as LNbits groups them). A tap
 * or the arrow keys pick a period; its figures show below, and History can be filtered to it. A
 * table holds the same figures for screen readers. A server without the history (older LNbits)
 * gets a line saying so.
 */
export function BalanceChart({ wallet, onShowPeriod }: BalanceChartProps) {
  const { t } = useLingui();
  const [span, setSpan] = useState<ChartSpan>('days');
  // The span ends today; a day rolling over while the screen is open is picked up on the next visit.
  const [nowMs] = useState(() => Date.now());
  const startMs = spanStartMs(span, nowMs);
  const history = useQuery(
    paymentHistoryQuery(wallet, {
      group: span === 'days' ? 'day' : 'month',
      // LNbits reads a naive ISO time as UTC.
      filters: { 'time[ge]': new Date(startMs).toISOString().slice(0, 19) },
    }),
  );
  const balance = useWalletBalance(wallet);
  const series = useMemo(
    () =>
      history.data && balance.data
        ? chartSeries(history.data, span, nowMs, balance.data.balance)
        : null,
    [history.data, balance.data, span, nowMs],
  );

  if (history.isError) {
    return (
      <p
        id="balance-chart"
        className="rounded-xl bg-zinc-100 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
      >
        <Trans>This server doesn’t give a balance history, so there is no chart.</Trans>
      </p>
    );
  }
  return (
    <section
      id="balance-chart"
      aria-labelledby="balance-chart-title"
      data-testid="balance-chart"
      className="space-y-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="balance-chart-title" className="text-lg font-semibold">
          <Trans>Balance</Trans>
        </h2>
        <div className="w-52">
          <SegmentedRadios
            options={[
              { id: 'days', label: t`30 days` },
              { id: 'months', label: t`12 months` },
            ]}
            value={span}
            onChange={setSpan}
            columns="grid-cols-2"
          />
        </div>
      </div>
      {series ? (
        <Chart key={span} series={series} span={span} onShowPeriod={onShowPeriod} wallet={wallet} />
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
    </section>
  );
}

function Chart({
  series,
  span,
  onShowPeriod,
  wallet,
}: {
  series: ChartPoint[];
  span: ChartSpan;
  onShowPeriod: BalanceChartProps['onShowPeriod'];
  wallet: WalletConnection;
}) {
  const { t } = useLingui();
  const { selected, setSelected, onKeyDown } = useSelectedPeriod(series.length);
  const amountText = useAmountText(wallet);
  const format = periodDateFormat(span);
  const tableId = useId();
  const drawing = useMemo(() => draw(series), [series]);
  const point = series[selected]!;

  return (
    <div className="space-y-3">
      <div
        role="group"
        tabIndex={0}
        aria-label={
          span === 'days'
            ? t`Balance by day: the arrow keys pick a day`
            : t`Balance by month: the arrow keys pick a month`
        }
        aria-describedby={tableId}
        onKeyDown={onKeyDown}
        className="relative rounded-xl focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
      >
        <div
          aria-hidden="true"
          className="flex justify-between text-xs text-zinc-600 tabular-nums dark:text-zinc-400"
        >
          <span>{format.format(series[0]!.startMs)}</span>
          <span>{amountText(drawing.maxBalanceSat).amount}</span>
        </div>
        <BalanceChartPlot
          series={series}
          drawing={drawing}
          selected={selected}
          onSelect={setSelected}
        />
      </div>

      <SelectedPeriodFigures
        point={point}
        date={format.format(point.startMs)}
        amountText={amountText}
        onShowPeriod={onShowPeriod}
      />

      <BalanceChartTable
        id={tableId}
        series={series}
        span={span}
        format={format}
        amountText={amountText}
      />
    </div>
  );
}
