import { Trans } from '@lingui/react/macro';
import type { Dispatch, ReactNode } from 'react';
import { AmountKeypad } from '@/components/AmountKeypad';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SatRange } from '@/lib/lnurl/amounts';
import type { FiatRate } from '@/lib/amount';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { FixedAmount } from '@/components/lnurl/FixedAmount';
import { NoteField } from './NoteField';
import { PayeeSubtitle, PayeeTitle } from './PayeeCard';
import { payeeOf } from './payee';

/**
 * The first step of paying an address or LNURL: whom (the title), how much on the keypad, a note
 * if wanted, Continue at the bottom — on one phone screen, no scrolling while typing. On a wide
 * screen the review of what it costs stands beside the keypad (`preview`).
 */
export function LnurlAmountStep({
  target,
  request,
  range,
  fixed,
  entry,
  dispatch,
  fiat,
  amountError,
  maxSat,
  maxHint,
  comment,
  commentError,
  onComment,
  details,
  preview,
  onBack,
  onContinue,
}: {
  target: LnurlTarget;
  request: PayRequest;
  range: SatRange;
  fixed: boolean;
  entry: AmountEntry;
  dispatch: Dispatch<AmountEntryAction>;
  fiat?: FiatRate | null;
  amountError: string | null;
  maxSat: number | null;
  /** What Max left behind, when Max is what was filled in. */
  maxHint: string | null;
  comment: string;
  commentError: string | null;
  onComment: (comment: string) => void;
  /** Whom and how, folded (PayeeDetails). */
  details: ReactNode;
  /** The costs of the amount as it stands, shown beside the keypad on a wide screen. */
  preview: ReactNode;
  onBack: () => void;
  onContinue: () => void;
}) {
  const formId = 'lnurl-amount-form';
  const { who } = payeeOf(target, request);
  return (
    <FlowScreen
      title={<PayeeTitle target={target} request={request} />}
      subtitle={<PayeeSubtitle request={request} />}
      onBack={onBack}
      action={
        <Button type="submit" form={formId} className="w-full">
          <Trans>Continue</Trans>
        </Button>
      }
    >
      <form
        id={formId}
        // The preview's row as tall as the preview, so Details sits under it, not halfway down
        // beside the keypad (the keypad spans both rows and would share its height out).
        className="space-y-3 lg:grid lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8 lg:space-y-0"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <div className="space-y-3 lg:row-span-2">
          {fixed ? (
            <FixedAmount amountSat={range.minSat} fiat={fiat} />
          ) : (
            <AmountKeypad
              entry={entry}
              dispatch={dispatch}
              fiat={fiat}
              rangeSat={range}
              maxSat={maxSat}
              error={amountError}
              hint={maxHint}
            />
          )}
          {request.commentAllowed > 0 && (
            <NoteField
              recipient={who}
              allowed={request.commentAllowed}
              value={comment}
              error={commentError}
              onChange={onComment}
            />
          )}
        </div>
        {/* Beside the keypad on a wide screen only: a phone sees it on the review. */}
        <div className="hidden lg:block">{preview}</div>
        <div className="lg:col-start-2">{details}</div>
      </form>
    </FlowScreen>
  );
}
