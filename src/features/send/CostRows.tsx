import { Trans } from '@lingui/react/macro';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor, satToMsat } from '@/lib/amount';
import { feeReserveMsat } from '@/lib/fee-reserve';

/**
 * What a payment of `amountSat` costs on top, and what is left: LNbits holds back a routing-fee
 * reserve and returns what the route didn't use, so the fee is "up to" and the balance "at least".
 */
export function CostRows({
  amountSat,
  balanceMsat,
}: {
  amountSat: number;
  balanceMsat: number | undefined;
}) {
  const amountMsat = satToMsat(amountSat);
  const reserve = formatSatWithUnit(msatToSatCeil(feeReserveMsat(amountMsat)));
  return (
    <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
      <div className="flex items-baseline justify-between gap-4 py-2.5">
        <dt className="text-zinc-600 dark:text-zinc-400">
          <Trans>Network fee</Trans>
        </dt>
        <dd data-testid="review-fee" className="text-right tabular-nums">
          <Trans>up to {reserve}</Trans>
        </dd>
      </div>
      {balanceMsat !== undefined && (
        <div className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-zinc-600 dark:text-zinc-400">
            <Trans>Balance after</Trans>
          </dt>
          <dd data-testid="review-balance-after" className="text-right tabular-nums">
            {formatSatWithUnit(Math.max(0, msatToSatFloor(balanceMsat - amountMsat)))}
          </dd>
        </div>
      )}
    </dl>
  );
}
