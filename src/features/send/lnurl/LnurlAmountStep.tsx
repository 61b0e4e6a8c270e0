import { Trans } from '@lingui/react/macro';
import type { Dispatch, ReactNode } from 'react';
import { AmountKeypad } from '@/components/AmountKeypad';
import { Button } from '@/components/ui/Button';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SatRange } from '@/lib/lnurl/amounts';
import type { FiatRate } from '@/lib/amount';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { FixedAmount } from '@/components/lnurl/FixedAmount';
import { CommentInput } from './CommentInput';
import { PayeeCard } from './PayeeCard';

/** The first LNURL-pay step: whom, how much (on the keypad) and an optional comment. */
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
  comment,
  commentError,
  onComment,
  pathNote,
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
  comment: string;
  commentError: string | null;
  onComment: (comment: string) => void;
  pathNote: ReactNode;
  onContinue: () => void;
}) {
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <PayeeCard target={target} request={request} />
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
        />
      )}
      {request.commentAllowed > 0 && (
        <CommentInput
          domain={target.domain}
          allowed={request.commentAllowed}
          value={comment}
          error={commentError}
          readOnly={false}
          onChange={onComment}
        />
      )}
      {pathNote}
      {/* Not in the sticky bar: it would sit over the keypad's lower keys. */}
      <Button type="submit" className="w-full">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
