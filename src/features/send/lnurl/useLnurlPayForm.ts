import { useState } from 'react';
import type { AmountEntryAction } from '@/lib/amount-entry';
import { msatToSatCeil } from '@/lib/amount';
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';
import { isFixedAmount } from '@/lib/lnurl/amounts';
import type { SatRange } from '@/lib/lnurl/amounts';
import { mandatoryPayerDataKinds } from '@/lib/lnurl/responses';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import type { Payer } from '../usePayment';
import { useLnurlCostContext } from '../useSendCost';
import { useLnurlAmount } from './useLnurlAmount';

/**
 * The LNURL-pay form's state: which step shows (the amount or the review), the amount and note
 * as typed, the balance, rate and costs they are checked against, and what the screens show —
 * the attempt's own amount and note once one is under way or over, else the form's.
 */
export function useLnurlPayForm({
  wallet,
  target,
  request,
  range,
  payer,
}: {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: PayRequest;
  range: SatRange;
  payer: Payer;
}) {
  const fixed = isFixedAmount(range);
  // Nothing to choose (a fixed amount, no note): straight to the review.
  const asksSomething = !fixed || request.commentAllowed > 0;
  const [touched, setTouched] = useState(false);
  // A payment of this code on record (a reload) is shown on the review, never asked for again.
  const [step, setStep] = useState<'amount' | 'review'>(
    asksSomething && payer.state.phase === 'idle' ? 'amount' : 'review',
  );
  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const cost = useLnurlCostContext(target, wallet);
  // An attempt on record when the form opened (a reload): its amount and note, to fill it again.
  const [initial] = useState(() => attemptFacts(payer.state));

  const {
    entry,
    dispatch,
    amountSat,
    error: amountError,
    ...inputs
  } = useLnurlAmount({
    range,
    fixed,
    satsPerUnit: fiat.data?.rate,
    balanceMsat: balance.data?.balance,
    commentAllowed: request.commentAllowed,
    cost,
    initial: initial ?? undefined,
  });
  const { comment, commentError } = inputs;

  // The attempt's own facts once it is under way or over, else the form's.
  const attempt = attemptFacts(payer.state);
  const { phase } = payer.state;
  return {
    /** The attempt is over or waits on its confirmation: its outcome has the screen to itself. */
    showsOutcome:
      phase === 'paid' || phase === 'failed' || phase === 'not-sent' || phase === 'confirming',
    fixed,
    asksSomething,
    step,
    setStep,
    balance,
    fiat,
    cost,
    entry,
    amountSat,
    amountError,
    comment,
    commentError,
    setComment: inputs.setComment,
    maxSat: inputs.maxSat,
    maxIsWallet: inputs.maxIsWallet,
    unsupportedPayerData: mandatoryPayerDataKinds(request.payerData),
    shownSat: attempt?.amountSat ?? amountSat,
    shownComment: attempt ? attempt.comment : comment.trim(),
    // Typing shows what is wrong at once; an empty field only once Continue was pressed.
    shownAmountError: entry.text !== '' || touched ? amountError : null,
    /** A change to the amount clears an attempt that sent nothing. */
    editAmount: (action: AmountEntryAction) => {
      dispatch(action);
      payer.reset();
    },
    /** Back to the amount step, clearing an attempt that sent nothing. */
    toAmount: () => {
      payer.reset();
      setStep('amount');
    },
    /**
     * After an attempt that sent nothing: back to the filled-in review, or to the amount when
     * there is none to show.
     */
    retry: () => {
      payer.reset();
      if (asksSomething && amountSat === null) {
        setStep('amount');
      }
    },
    continueToReview: () => {
      setTouched(true);
      if (amountError === null && commentError === null) {
        setStep('review');
      }
    },
  };
}

/** The amount and note of the attempt in `state`, if one is under way or over. */
function attemptFacts(state: Payer['state']): { amountSat: number; comment: string } | null {
  if (state.phase === 'requesting') {
    return { amountSat: msatToSatCeil(state.request.amountMsat), comment: state.request.comment };
  }
  if (state.phase === 'idle' || !state.record) {
    return null;
  }
  const { record } = state;
  if (record.kind === 'invoice') {
    const amountMsat = state.phase === 'paid' ? state.details?.amountMsat : undefined;
    return amountMsat !== undefined
      ? { amountSat: msatToSatCeil(amountMsat), comment: record.lnurl?.comment ?? '' }
      : invoiceAttempt(record.bolt11, record.lnurl?.comment ?? '');
  }
  return { amountSat: msatToSatCeil(record.amountMsat), comment: record.comment };
}

/** An invoice's amount, read without checking its signature (it was checked before it was paid). */
function invoiceAttempt(
  bolt11: string,
  comment: string,
): { amountSat: number; comment: string } | null {
  try {
    const amount = decodeBolt11Unverified(bolt11).amountMsat;
    return amount !== null && amount <= BigInt(Number.MAX_SAFE_INTEGER)
      ? { amountSat: msatToSatCeil(Number(amount)), comment }
      : null;
  } catch {
    return null;
  }
}
