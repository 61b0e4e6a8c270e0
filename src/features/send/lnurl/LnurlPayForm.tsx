import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { LnurlPayRequest } from '@/api/lnurl';
import { useConfirmPayment, useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import {
  MSAT_PER_SAT,
  formatFiat,
  formatSatWithUnit,
  msatToSatCeil,
  satToFiat,
} from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { isFixedAmount, payAmountRange } from '@/lib/lnurl/amounts';
import { mandatoryPayerDataKinds } from '@/lib/lnurl/responses';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SatRange } from '@/lib/lnurl/amounts';
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';
import { expectsInternal, sendCost } from '@/lib/send-cost';
import type { CostContext } from '@/lib/send-cost';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { describePath } from '@/components/lnurl/resolve-lnurl';
import type { LnurlPath } from '@/components/lnurl/resolve-lnurl';
import { CostRows } from '../CostRows';
import { isCommitted } from '../payment-machine';
import type { Payer } from '../usePayment';
import { useLnurlCostContext } from '../useSendCost';
import { LnurlPaid, LnurlPayButton, LnurlPayStatus } from './LnurlPayStatus';
import { LnurlAmountStep } from './LnurlAmountStep';
import { LnurlReviewStep } from './LnurlReviewStep';
import { PayeeDetails, PayeeTitle } from './PayeeCard';
import { payeeOf } from './payee';
import { useLnurlAmount } from './useLnurlAmount';

interface Props {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: PayRequest;
  raw?: LnurlPayRequest;
  path: LnurlPath;
  /** The Send screen's payment. */
  payer: Payer;
  /** Back to Send's start. */
  onBack: () => void;
}

function rangeOf(request: PayRequest): { range: SatRange } | { error: unknown } {
  try {
    return { range: payAmountRange(request.minSendableMsat, request.maxSendableMsat) };
  } catch (error) {
    return { error };
  }
}

/** LNURL-pay (LUD-06/16): whom, how much, an optional note; then the review and pay once. */
export function LnurlPayForm(props: Props) {
  const { request, target } = props;
  const limits = useMemo(() => rangeOf(request), [request]);
  if ('error' in limits) {
    return (
      <FlowScreen title={<PayeeTitle target={target} request={request} />} onBack={props.onBack}>
        <LnurlErrorNotice error={limits.error} domain={target.domain} />
      </FlowScreen>
    );
  }
  return <PayForm {...props} range={limits.range} />;
}

function fiatText(amountSat: number | null, fiat: FiatRate | null | undefined): string | null {
  return amountSat !== null && fiat
    ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}`
    : null;
}

function PayForm({
  wallet,
  target,
  request,
  raw,
  path,
  range,
  payer,
  onBack,
}: Props & { range: SatRange }) {
  const { t } = useLingui();
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
  const confirmPayment = useConfirmPayment();
  const { state } = payer;
  const payee = payeeOf(target, request);
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
  const unsupportedPayerData = mandatoryPayerDataKinds(request.payerData);
  const details = (
    <PayeeDetails target={target} request={request} path={describePath(path, target.domain)} />
  );
  const toAmount = () => {
    payer.reset();
    setStep('amount');
  };

  // The attempt's own facts once it is under way or over, else the form's.
  const attempt = attemptFacts(state);
  const shownSat = attempt?.amountSat ?? amountSat;
  const shownComment = attempt ? attempt.comment : comment.trim();

  if (state.phase === 'paid') {
    return (
      <LnurlPaid
        state={state}
        wallet={wallet}
        domain={target.domain}
        callback={request.callback}
        fiat={fiat.data}
      />
    );
  }
  const who = payee.who;
  const outcome = (
    <LnurlPayStatus
      payer={payer}
      domain={target.domain}
      amountText={shownSat !== null ? formatSatWithUnit(shownSat) : null}
      fiatText={fiatText(shownSat, fiat.data)}
      who={t`To ${who}`}
      note={shownComment}
      canFallBack={path.via === 'direct'}
      onFallBack={() => submit('server')}
      onRetry={() => {
        payer.reset();
        // Back to the filled-in review; to the amount when there is none to show.
        if (asksSomething && amountSat === null) {
          setStep('amount');
        }
      }}
      onChangeAmount={asksSomething && !fixed ? toAmount : undefined}
    />
  );
  if (state.phase === 'failed' || state.phase === 'not-sent' || state.phase === 'confirming') {
    return outcome;
  }

  function submit(via: 'direct' | 'server') {
    if (amountSat === null || amountError || commentError || unsupportedPayerData.length > 0) {
      return;
    }
    const input = {
      code: target.scanCode,
      amountMsat: amountSat * MSAT_PER_SAT,
      comment: comment.trim(),
      payee: {
        ...(payee.address ? { address: payee.address } : {}),
        domain: payee.domain,
        ...(payee.name ? { name: payee.name } : {}),
      },
    };
    // Pays once, after the PIN when one is asked for (it comes before the machine's guard).
    confirmPayment(input.amountMsat, () => {
      if (via === 'direct') {
        payer.payLnurlDirect({ ...input, payRequest: request });
      } else {
        // After a refusal the person chose the server: the refusal is behind them.
        payer.reset();
        payer.payLnurlThroughServer(input, raw);
      }
    });
  }
  const locked = isCommitted(state);
  const costs = (amount: number | null) =>
    amount !== null ? (
      <CostRows amountSat={amount} balanceMsat={balance.data?.balance} context={cost} />
    ) : null;

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
        maxHint={inputs.maxIsWallet ? maxHint(cost, balance.data?.balance, amountSat, t) : null}
        comment={comment}
        commentError={commentError}
        onComment={inputs.setComment}
        details={details}
        preview={amountError === null ? costs(amountSat) : null}
        onBack={onBack}
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
      amountSat={shownSat}
      fiat={fiat.data}
      comment={shownComment}
      unsupportedPayerData={unsupportedPayerData}
      costs={costs(shownSat)}
      details={details}
      onSubmit={() => submit(path.via)}
      onBack={asksSomething && !locked ? () => setStep('amount') : onBack}
    >
      <LnurlPayButton
        state={state}
        amountText={shownSat !== null && !amountError ? formatSatWithUnit(shownSat) : null}
        disabled={
          unsupportedPayerData.length > 0 || balance.data === undefined || amountError !== null
        }
      />
    </LnurlReviewStep>
  );
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

/** What Max left behind: nothing but the fees' most, said so (lib/send-cost). */
function maxHint(
  cost: CostContext,
  balanceMsat: number | undefined,
  amountSat: number | null,
  t: ReturnType<typeof useLingui>['t'],
): string | null {
  if (balanceMsat === undefined || amountSat === null) {
    return null;
  }
  const costs = sendCost(balanceMsat, amountSat * MSAT_PER_SAT, cost);
  if (costs.maxFeeMsat === 0 && expectsInternal(cost.place)) {
    return t`All of it: your server pays its own wallets without a network fee.`;
  }
  const fees = formatSatWithUnit(msatToSatCeil(costs.maxFeeMsat));
  return t`The most you can send: up to ${fees} stays for fees.`;
}
