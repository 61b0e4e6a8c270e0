import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { PayRequest } from '@/lib/lnurl/responses';
import { CostRows } from '../CostRows';
import type { FiatRate } from '@/lib/amount';
import { PayBar } from '@/components/PayBar';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { PayeeCard } from './PayeeCard';

/**
 * The last look before paying, on its own screen: the amount large, whom, what for, the fee and
 * the balance after; the pay button stays above the navigation bar.
 */
export function LnurlReviewStep({
  target,
  request,
  amountSat,
  fiat,
  comment,
  balanceMsat,
  unsupportedPayerData,
  pathNote,
  onSubmit,
  onBack,
  status,
  children,
}: {
  target: LnurlTarget;
  request: PayRequest;
  amountSat: number | null;
  fiat?: FiatRate | null;
  comment: string;
  balanceMsat: number | undefined;
  unsupportedPayerData: string[];
  pathNote: ReactNode;
  onSubmit: () => void;
  /** Back to the amount and comment; none when there was nothing to choose. */
  onBack?: () => void;
  /** What the payment is doing, or why it sent nothing. */
  status: ReactNode;
  /** The pay button. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const required = unsupportedPayerData.join(', ');
  return (
    <form
      aria-label={t`Review payment`}
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {amountSat !== null && (
        <div className="text-center">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>You pay</Trans>
          </p>
          <p
            data-testid="review-amount"
            className="text-[clamp(2.25rem,11vw,3rem)] font-semibold tabular-nums"
          >
            {formatSatWithUnit(amountSat)}
          </p>
          {fiat && (
            <p className="text-zinc-600 dark:text-zinc-400">
              ≈ {formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}
            </p>
          )}
          {onBack && (
            <Button variant="ghost" onClick={onBack}>
              <Trans>Change amount</Trans>
            </Button>
          )}
        </div>
      )}
      <PayeeCard target={target} request={request} />
      {comment !== '' && (
        <p className="text-sm break-words whitespace-pre-wrap">
          <Trans>
            <span className="text-zinc-600 dark:text-zinc-400">Your note:</span> {comment}
          </Trans>
        </p>
      )}
      {amountSat !== null && <CostRows amountSat={amountSat} balanceMsat={balanceMsat} />}
      {unsupportedPayerData.length > 0 && (
        <Notice title={t`This service asks for details this wallet can’t send`}>
          <Trans>It requires: {required}. Nothing will be paid.</Trans>
        </Notice>
      )}
      {pathNote}
      {status}
      <PayBar>{children}</PayBar>
    </form>
  );
}
