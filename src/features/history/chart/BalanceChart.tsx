import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { area, curveMonotoneX, line } from 'd3-shape';
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { paymentHistoryQuery } from '@/api/payment-history';
import { Button } from '@/components/ui/Button';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { chartSeries, spanStartMs } from '@/lib/balance-series';
import type { ChartPoint, ChartSpan } from '@/lib/balance-series';
import { formatLocale } from '@/lib/locale';
import { useFiatRate, useSettings, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';

// The drawing's own units: the SVG stretches to the card's width (lines keep their width).
const WIDTH = 300;
const LINE_HEIGHT = 96;
const BARS_HEIGHT = 36;
const GAP = 8;
const HEIGHT = LINE_HEIGHT + GAP + BARS_HEIGHT;

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

function dateFormatter(span: ChartSpan) {
  return new Intl.DateTimeFormat(
    formatLocale(),
    span === 'days'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
}

function useAmountText(wallet: WalletConnection) {
  const [settings] = useSettings();
  const rate = useFiatRate(wallet).data;
  const fiat: FiatRate | null = rate ? { currency: rate.currency, rate: rate.rate } : null;
  return (amountSat: number) => ({
    amount: formatAmount(amountSat, settings.denomination),
    fiat: fiat ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}` : null,
  });
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
  const [selected, setSelected] = useState(series.length - 1);
  const amountText = useAmountText(wallet);
  const format = dateFormatter(span);
  const tableId = useId();
  const drawing = useMemo(() => draw(series), [series]);
  const point = series[selected]!;
  const date = format.format(point.startMs);
  const balance = amountText(point.balanceSat);
  const received = amountText(point.incomeSat).amount;
  const paid = amountText(point.spendingSat).amount;
  const step = WIDTH / series.length;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: series.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setSelected(Math.min(series.length - 1, Math.max(0, next)));
    }
  };

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
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full touch-manipulation overflow-visible"
          aria-hidden="true"
          data-testid="balance-chart-svg"
        >
          <path d={drawing.area} className="fill-amber-500/15 dark:fill-amber-400/15" />
          <path
            d={drawing.line}
            vectorEffect="non-scaling-stroke"
            className="fill-none stroke-amber-600 stroke-2 dark:stroke-amber-400"
          />
          {drawing.bars.map((bar, index) => (
            <g key={series[index]!.day}>
              {bar.income > 0 && (
                <rect
                  x={index * step + step * 0.2}
                  width={step * 0.6}
                  y={LINE_HEIGHT + GAP + BARS_HEIGHT / 2 - bar.income}
                  height={bar.income}
                  className="fill-green-600 dark:fill-green-500"
                />
              )}
              {bar.spending > 0 && (
                <rect
                  x={index * step + step * 0.2}
                  width={step * 0.6}
                  y={LINE_HEIGHT + GAP + BARS_HEIGHT / 2}
                  height={bar.spending}
                  className="fill-red-600 dark:fill-red-500"
                />
              )}
            </g>
          ))}
          <line
            x1={(selected + 0.5) * step}
            x2={(selected + 0.5) * step}
            y1={0}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
            className="stroke-zinc-500 dark:stroke-zinc-400"
            strokeDasharray="3 3"
          />
          {series.map((entry, index) => (
            <rect
              key={entry.day}
              data-testid="balance-chart-period"
              data-day={entry.day}
              x={index * step}
              width={step}
              y={0}
              height={HEIGHT}
              fill="transparent"
              className="cursor-pointer"
              onClick={() => setSelected(index)}
            />
          ))}
        </svg>
      </div>

      <div aria-live="polite" className="space-y-1" data-testid="balance-chart-selection">
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="balance-chart-date">
          {date}
        </p>
        <p className="text-2xl font-semibold tabular-nums">
          <span data-testid="balance-chart-balance">{balance.amount}</span>
          {balance.fiat && (
            <span className="ml-2 text-base font-normal text-zinc-600 dark:text-zinc-400">
              {balance.fiat}
            </span>
          )}
        </p>
        <p className="flex flex-wrap gap-x-4 text-sm tabular-nums">
          <span className="text-green-800 dark:text-green-400" data-testid="balance-chart-income">
            <Trans>Received {received}</Trans>
          </span>
          <span className="text-red-800 dark:text-red-400" data-testid="balance-chart-spending">
            <Trans>Paid {paid}</Trans>
          </span>
        </p>
      </div>
      {(point.incomeSat > 0 || point.spendingSat > 0) && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => onShowPeriod(point.day, point.lastDay)}
        >
          <Trans>Show the payments of {date}</Trans>
        </Button>
      )}

      {/* A table keeps its content's width whatever it is given: the wrapper is what hides it. */}
      <div className="sr-only">
        <table id={tableId}>
          <caption>
            {span === 'days' ? (
              <Trans>Balance, received and paid by day (fees included)</Trans>
            ) : (
              <Trans>Balance, received and paid by month (fees included)</Trans>
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Balance</Trans>
              </th>
              <th scope="col">
                <Trans context="money in, a table heading">Received</Trans>
              </th>
              <th scope="col">
                <Trans context="money out, a table heading">Paid</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{format.format(entry.startMs)}</th>
                <td>{amountText(entry.balanceSat).amount}</td>
                <td>{amountText(entry.incomeSat).amount}</td>
                <td>{amountText(entry.spendingSat).amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The line, the area under it and the bars, in the drawing's units. */
function draw(series: ChartPoint[]) {
  const balances = series.map((point) => point.balanceSat);
  const maxBalanceSat = Math.max(...balances, 0);
  const minBalanceSat = Math.min(...balances, maxBalanceSat);
  const range = maxBalanceSat - minBalanceSat || 1;
  const step = WIDTH / series.length;
  const x = (index: number) => (index + 0.5) * step;
  // A flat balance sits in the middle; otherwise the lowest touches the bottom, with headroom.
  const y = (sat: number) =>
    maxBalanceSat === minBalanceSat
      ? LINE_HEIGHT / 2
      : 4 + (LINE_HEIGHT - 8) * (1 - (sat - minBalanceSat) / range);
  const indexed = balances.map((sat, index) => [index, sat] as const);
  const lineOf = line<readonly [number, number]>()
    .x(([index]) => x(index))
    .y(([, sat]) => y(sat))
    .curve(curveMonotoneX);
  const areaOf = area<readonly [number, number]>()
    .x(([index]) => x(index))
    .y0(LINE_HEIGHT)
    .y1(([, sat]) => y(sat))
    .curve(curveMonotoneX);
  const maxFlow = Math.max(...series.map((p) => Math.max(p.incomeSat, p.spendingSat)), 1);
  const half = BARS_HEIGHT / 2;
  // Any movement at all shows at least a sliver.
  const bar = (sat: number) => (sat > 0 ? Math.max(1, (sat / maxFlow) * half) : 0);
  return {
    line: lineOf(indexed) ?? '',
    area: areaOf(indexed) ?? '',
    bars: series.map((p) => ({ income: bar(p.incomeSat), spending: bar(p.spendingSat) })),
    maxBalanceSat,
  };
}
