import { useMemo, useState } from 'react';
import type { LnurlPayRequest } from '@/api/lnurl';
import { useConfirmPayment, useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { MSAT_PER_SAT, formatSatWithUnit } from '@/lib/amount';
import { isFixedAmount, payAmountRange } from '@/lib/lnurl/amounts';
import { mandatoryPayerDataKinds } from '@/lib/lnurl/responses';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SatRange } from '@/lib/lnurl/amounts';
import { isCommitted } from '../payment-machine';
import type { LnurlTarget } from '@/lib/lnurl-target';
import type { Payer } from '../usePayment';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { LnurlPaid, LnurlPayButton, LnurlPayStatus } from './LnurlPayStatus';
import { LnurlAmountStep } from './LnurlAmountStep';
import { LnurlReviewStep } from './LnurlReviewStep';
import { useLnurlAmount } from './useLnurlAmount';
import { describePath } from '@/components/lnurl/resolve-lnurl';
import type { LnurlPath } from '@/components/lnurl/resolve-lnurl';
import { Details } from '@/components/ui/Details';

interface Props {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: PayRequest;
  raw?: LnurlPayRequest;
  path: LnurlPath;
  /** The Send screen's payment. */
  payer: Payer;
}

function rangeOf(request: PayRequest): { range: SatRange } | { error: unknown } {
  try {
    return { range: payAmountRange(request.minSendableMsat, request.maxSendableMsat) };
  } catch (error) {
    return { error };
  }
}

/** LNURL-pay (LUD-06/16): whom, what for, how much, an optional comment; then pay once. */
export function LnurlPayForm(props: Props) {
  const { request, target } = props;
  const limits = useMemo(() => rangeOf(request), [request]);
  if ('error' in limits) {
    return <LnurlErrorNotice error={limits.error} domain={target.domain} />;
  }
  return <PayForm {...props} range={limits.range} />;
}

function PayForm({
  wallet,
  target,
  request,
  raw,
  path,
  range,
  payer,
}: Props & { range: SatRange }) {
  const fixed = isFixedAmount(range);
  // Nothing to choose (a fixed amount, no comment): straight to the review.
  const asksSomething = !fixed || request.commentAllowed > 0;
  const [touched, setTouched] = useState(false);
  // A payment of this code on record (a reload) is shown on the review, never asked for again.
  const [step, setStep] = useState<'amount' | 'review'>(
    asksSomething && payer.state.phase === 'idle' ? 'amount' : 'review',
  );
  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const confirmPayment = useConfirmPayment();
  const { state } = payer;

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
  });
  const { comment, commentError } = inputs;
  const unsupportedPayerData = mandatoryPayerDataKinds(request.payerData);

  if (state.phase === 'paid') {
    return (
      <LnurlPaid state={state} wallet={wallet} domain={target.domain} callback={request.callback} />
    );
  }

  const submit = (via: 'direct' | 'server') => {
    if (amountSat === null || amountError || commentError || unsupportedPayerData.length > 0) {
      return;
    }
    const input = { code: target.scanCode, amountMsat: amountSat * MSAT_PER_SAT };
    startPayment(
      via,
      { ...input, comment: comment.trim() },
      { payer, request, raw, confirmPayment },
    );
  };
  const locked = isCommitted(state);
  const pathNote = <PathNote text={describePath(path, target.domain)} />;

  if (step === 'amount' && !locked) {
    return (
      <LnurlAmountStep
        target={target}
        request={request}
        range={range}
        fixed={fixed}
        entry={entry}
        dispatch={(action) => {
          dispatch(action);
          payer.reset();
        }}
        fiat={fiat.data}
        // Typing shows what is wrong at once; an empty field only once Continue was pressed.
        amountError={entry.text !== '' || touched ? amountError : null}
        maxSat={inputs.maxSat}
        comment={comment}
        commentError={commentError}
        onComment={inputs.setComment}
        pathNote={pathNote}
        onContinue={() => {
          setTouched(true);
          if (amountError === null && commentError === null) {
            setStep('review');
          }
        }}
      />
    );
  }

  return (
    <LnurlReviewStep
      target={target}
      request={request}
      amountSat={amountSat}
      fiat={fiat.data}
      comment={comment.trim()}
      balanceMsat={balance.data?.balance}
      unsupportedPayerData={unsupportedPayerData}
      pathNote={pathNote}
      onSubmit={() => submit(path.via)}
      onBack={asksSomething && !locked ? () => setStep('amount') : undefined}
      status={
        <LnurlPayStatus
          payer={payer}
          domain={target.domain}
          amountText={amountSat !== null ? formatSatWithUnit(amountSat) : null}
          canFallBack={path.via === 'direct'}
          onFallBack={() => submit('server')}
        />
      }
    >
      <LnurlPayButton
        state={state}
        amountText={amountSat !== null && !amountError ? formatSatWithUnit(amountSat) : null}
        disabled={
          unsupportedPayerData.length > 0 || balance.data === undefined || amountError !== null
        }
      />
    </LnurlReviewStep>
  );
}

/** Who fetches the invoice: this device or the LNbits server. */
/** How the request travels is for the curious, not for paying: folded under Details. */
function PathNote({ text }: { text: string }) {
  return (
    <Details className="text-zinc-600 dark:text-zinc-400">
      <p data-testid="lnurl-path">{text}</p>
    </Details>
  );
}

/** Pays once, after the PIN when one is asked for (it comes before the machine's pay-once guard). */
function startPayment(
  via: 'direct' | 'server',
  input: { code: string; amountMsat: number; comment: string },
  to: Pick<Props, 'payer' | 'request' | 'raw'> & {
    confirmPayment: ReturnType<typeof useConfirmPayment>;
  },
) {
  const { payer, request, raw } = to;
  to.confirmPayment(input.amountMsat, () => {
    if (via === 'direct') {
      payer.payLnurlDirect({ ...input, payRequest: request });
    } else {
      // After a refusal the person chose the server: the refusal is behind them.
      payer.reset();
      payer.payLnurlThroughServer(input, raw);
    }
  });
}
