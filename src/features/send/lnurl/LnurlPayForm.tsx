import { useMemo, useState } from 'react';
import type { LnurlPayRequest } from '@/api/lnurl';
import { Notice } from '@/components/ui/Notice';
import { useConfirmPayment, useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { MSAT_PER_SAT, formatSatWithUnit, msatToSatFloor, parseSatInput } from '@/lib/amount';
import { isFixedAmount, mandatoryPayerDataKinds, payAmountRange } from '@/lib/lnurl';
import type { PayRequest, SatRange } from '@/lib/lnurl';
import { isCommitted } from '../payment-machine';
import type { LnurlTarget } from '../send-target';
import type { Payer } from '../usePayment';
import { LnurlErrorNotice } from './LnurlErrorNotice';
import { LnurlPaid, LnurlPayButton, LnurlPayStatus } from './LnurlPayStatus';
import { AmountInput, CommentInput } from './LnurlPayInputs';
import { rangeProblem } from './lnurl-errors';
import { PayeeCard } from './PayeeCard';
import { describePath } from './resolve-lnurl';
import type { LnurlPath } from './resolve-lnurl';
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
  const [amountText, setAmountText] = useState(() => (fixed ? String(range.minSat) : ''));
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const confirmPayment = useConfirmPayment();
  const { state } = payer;

  const amountSat = fixed ? range.minSat : parseSatInput(amountText);
  const balanceSat = balance.data ? msatToSatFloor(balance.data.balance) : undefined;
  const amountError =
    rangeProblem(amountText, amountSat, range, 'send') ??
    (amountSat !== null && balanceSat !== undefined && amountSat > balanceSat
      ? `Your balance is ${formatSatWithUnit(balanceSat)}.`
      : null);
  const commentError =
    comment.length > request.commentAllowed
      ? `At most ${request.commentAllowed} characters.`
      : null;
  const unsupportedPayerData = mandatoryPayerDataKinds(request.payerData);

  if (state.phase === 'paid') {
    return (
      <LnurlPaid state={state} wallet={wallet} domain={target.domain} callback={request.callback} />
    );
  }

  const submit = (via: 'direct' | 'server') => {
    setTouched(true);
    if (amountSat === null || amountError || commentError || unsupportedPayerData.length > 0) {
      return;
    }
    const input = {
      code: target.scanCode,
      amountMsat: amountSat * MSAT_PER_SAT,
      comment: comment.trim(),
    };
    confirmPayment(input.amountMsat, () => {
      if (via === 'direct') {
        payer.payLnurlDirect({ ...input, payRequest: request });
      } else {
        // After a refusal the person chose the server: the refusal is behind them.
        payer.reset();
        payer.payLnurlThroughServer(input, raw);
      }
    });
  };
  const locked = isCommitted(state);

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(path.via);
      }}
    >
      <PayeeCard target={target} request={request} />
      <AmountInput
        range={range}
        fixed={fixed}
        text={amountText}
        amountSat={amountSat}
        error={touched ? amountError : null}
        readOnly={locked}
        fiat={fiat.data}
        onChange={(text) => {
          setAmountText(text);
          payer.reset();
        }}
      />
      {request.commentAllowed > 0 && (
        <CommentInput
          domain={target.domain}
          allowed={request.commentAllowed}
          value={comment}
          error={commentError}
          readOnly={locked}
          onChange={setComment}
        />
      )}
      {unsupportedPayerData.length > 0 && (
        <Notice title="This service asks for details this wallet can’t send">
          It requires: {unsupportedPayerData.join(', ')}. Nothing will be paid.
        </Notice>
      )}
      {/* How the request travels is for the curious, not for paying. */}
      <Details className="text-zinc-600 dark:text-zinc-400">
        <p data-testid="lnurl-path">{describePath(path, target.domain)}</p>
      </Details>
      <LnurlPayStatus
        state={state}
        domain={target.domain}
        canFallBack={path.via === 'direct'}
        onFallBack={() => submit('server')}
      />
      <LnurlPayButton
        state={state}
        label={amountSat !== null && !amountError ? `Pay ${formatSatWithUnit(amountSat)}` : 'Pay'}
        disabled={unsupportedPayerData.length > 0 || balance.data === undefined}
      />
    </form>
  );
}
