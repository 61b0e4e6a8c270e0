import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor, satToMsat } from '@/lib/amount';
import { feeReserveMsat } from '@/lib/fee-reserve';
import { sendCost } from '@/lib/send-cost';
import type { CostContext } from '@/lib/send-cost';

/**
 * What a payment of `amountSat` costs on top, and what is left (lib/send-cost.ts, the one rule):
 * the network fee is the most LNbits holds back for routing (none inside the server), the
 * service fee the most the server charges, and what is left is counted after both, so it reads
 * "at least".
 */
export function CostRows({
  amountSat,
  balanceMsat,
  context,
}: {
  amountSat: number;
  balanceMsat: number | undefined;
  context: CostContext;
}) {
  const { t } = useLingui();
  const cost = sendCost(balanceMsat ?? 0, satToMsat(amountSat), context);
  const routing = formatSatWithUnit(msatToSatCeil(cost.routingMsat));
  const service = formatSatWithUnit(msatToSatCeil(cost.serviceMsat));
  const reserveElsewhere = formatSatWithUnit(msatToSatCeil(feeReserveMsat(satToMsat(amountSat))));
  const left = formatSatWithUnit(msatToSatFloor(Math.max(0, cost.leftAtLeastMsat)));
  const inside = context.place === 'same-server' || context.place === 'same-host';
  return (
    <div className="space-y-1">
      <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        <Row label={t`Network fee`}>
          <span data-testid="review-fee">
            {inside ? (
              <Trans comment="Network fee: none, the payment stays on the wallet's server">
                none
              </Trans>
            ) : (
              <Trans comment="Network fee: up to 25 sats">up to {routing}</Trans>
            )}
          </span>
        </Row>
        {context.serviceFee && (
          <Row label={t`Service fee`}>
            <span data-testid="review-service-fee">
              <Trans comment="Service fee: up to 5 sats">up to {service}</Trans>
            </span>
          </Row>
        )}
        {balanceMsat !== undefined && (
          <Row label={t`Left after paying`}>
            <span data-testid="review-balance-after">
              <Trans comment="Left after paying: at least 1,200 sats">at least {left}</Trans>
            </span>
          </Row>
        )}
      </dl>
      {context.place === 'same-server' && (
        <p data-testid="review-fee-why" className="text-xs text-zinc-600 dark:text-zinc-400">
          <Trans>
            This invoice is from a wallet on your server, which pays it without a network fee.
          </Trans>
        </p>
      )}
      {context.place === 'same-host' && (
        <p data-testid="review-fee-why" className="text-xs text-zinc-600 dark:text-zinc-400">
          <Trans>
            On your wallet’s server, so most likely no network fee. If the payment has to leave it
            after all, your server holds back up to {reserveElsewhere} for the route, or refuses
            what the balance can’t cover.
          </Trans>
        </p>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}
