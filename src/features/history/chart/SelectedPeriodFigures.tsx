import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import type { ChartPoint } from '@/lib/balance-series';
import type { AmountText } from './useChartText';

/**
 * The picked period's date, balance (with its fiat), what came in and went out, and, when money
 * moved, the button that shows its payments in History. Read out as the pick changes.
 */
export function SelectedPeriodFigures({
  point,
  date,
  amountText,
  onShowPeriod,
}: {
  point: ChartPoint;
  /** The period's date as the chart writes it. */
  date: string;
  amountText: AmountText;
  onShowPeriod: (from: string, to: string) => void;
}) {
  const balance = amountText(point.balanceSat);
  const received = amountText(point.incomeSat).amount;
  const paid = amountText(point.spendingSat).amount;
  return (
    <>
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
    </>
  );
}
