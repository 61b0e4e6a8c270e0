import { Trans } from '@lingui/react/macro';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';

/** The amount an LNURL service fixed (to pay, or to withdraw): nothing to type. */
export function FixedAmount({ amountSat, fiat }: { amountSat: number; fiat?: FiatRate | null }) {
  return (
    <div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Amount (fixed)</Trans>
      </p>
      <p data-testid="lnurl-fixed-amount" className="text-3xl font-semibold tabular-nums">
        {formatSatWithUnit(amountSat)}
      </p>
      {fiat && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          ≈ {formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}
        </p>
      )}
    </div>
  );
}
