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
  const reserveMsat = feeReserveMsat(amountMsat);
  return (
    <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
      <div className="flex items-baseline justify-between gap-4 py-2.5">
        <dt className="text-zinc-600 dark:text-zinc-400">Network fee</dt>
        <dd data-testid="review-fee" className="text-right tabular-nums">
          up to {formatSatWithUnit(msatToSatCeil(reserveMsat))}
        </dd>
      </div>
      {balanceMsat !== undefined && (
        <div className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-zinc-600 dark:text-zinc-400">Balance after</dt>
          <dd data-testid="review-balance-after" className="text-right tabular-nums">
            {formatSatWithUnit(Math.max(0, msatToSatFloor(balanceMsat - amountMsat)))}
          </dd>
        </div>
      )}
    </dl>
  );
}
