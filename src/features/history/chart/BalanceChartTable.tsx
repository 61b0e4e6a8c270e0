import { Trans } from '@lingui/react/macro';
import type { ChartPoint, ChartSpan } from '@/lib/balance-series';
import type { AmountText } from './useChartText';

/** The chart's figures as a table, for screen readers only. */
export function BalanceChartTable({
  id,
  series,
  span,
  format,
  amountText,
}: {
  id: string;
  series: ChartPoint[];
  span: ChartSpan;
  format: Intl.DateTimeFormat;
  amountText: AmountText;
}) {
  return (
    // A table keeps its content's width whatever it is given: the wrapper is what hides it.
    <div className="sr-only">
      <table id={id}>
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
  );
}
