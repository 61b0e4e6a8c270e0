import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { PayeeSubtitle, PayeeTitle } from './PayeeCard';

/** The form the review's pay button submits (FlowScreen's action sits outside it). */
export const REVIEW_FORM_ID = 'lnurl-review-form';

/**
 * The last look before paying, titled with whom: the amount large with its fiat value, the note,
 * what it costs at most and what is left at least (`costs`), the pay button at the bottom. On a
 * wide screen the costs stand beside the amount.
 */
export function LnurlReviewStep({
  target,
  request,
  amountSat,
  fiat,
  comment,
  unsupportedPayerData,
  costs,
  privateNote,
  details,
  onSubmit,
  onBack,
  children,
}: {
  target: LnurlTarget;
  request: PayRequest;
  amountSat: number | null;
  fiat?: FiatRate | null;
  comment: string;
  unsupportedPayerData: string[];
  costs: ReactNode;
  /** The note-for-me field, while the payment can still be changed. */
  privateNote?: ReactNode;
  /** Whom and how, folded (PayeeDetails). */
  details: ReactNode;
  onSubmit: () => void;
  /** Back to the amount and note; to Send's start when there was nothing to choose. */
  onBack: () => void;
  /** The pay button. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const required = unsupportedPayerData.join(', ');
  const formId = REVIEW_FORM_ID;
  return (
    <FlowScreen
      title={<PayeeTitle target={target} request={request} />}
      subtitle={<PayeeSubtitle request={request} />}
      onBack={onBack}
      action={children}
    >
      <form
        id={formId}
        aria-label={t`Review payment`}
        className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-8 lg:space-y-0"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="space-y-3 text-center">
          {amountSat !== null && (
            <div>
              <p
                data-testid="review-amount"
                className="text-[clamp(2.25rem,11vw,3rem)] font-semibold tabular-nums"
              >
                {formatSatWithUnit(amountSat)}
              </p>
              {fiat && (
                <p className="text-zinc-600 tabular-nums dark:text-zinc-400">
                  ≈ {formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}
                </p>
              )}
            </div>
          )}
          {comment !== '' && (
            <p
              data-testid="review-note"
              className="line-clamp-3 break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
            >
              {t({
                message: `“${comment}”`,
                comment: 'A note someone wrote, in the language’s quotation marks',
              })}
            </p>
          )}
        </div>
        <div className="space-y-3">
          {costs}
          {privateNote}
          {unsupportedPayerData.length > 0 && (
            <Notice title={t`This service asks for details this wallet can’t send`}>
              <Trans>It requires: {required}. Nothing will be paid.</Trans>
            </Notice>
          )}
          {details}
        </div>
      </form>
    </FlowScreen>
  );
}
