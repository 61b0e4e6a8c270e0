import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { LnurlPayRequest } from '@/api/lnurl';
import { useConfirmPayment } from '@/session';
import type { WalletConnection } from '@/session';
import { MSAT_PER_SAT, formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { payAmountRange } from '@/lib/lnurl/amounts';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SatRange } from '@/lib/lnurl/amounts';
import { expectsInternal, sendCost } from '@/lib/send-cost';
import type { CostContext } from '@/lib/send-cost';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { PrivateNoteField } from '@/components/PrivateNoteField';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { describePath } from '@/components/lnurl/resolve-lnurl';
import type { LnurlPath } from '@/components/lnurl/resolve-lnurl';
import { CostRows } from '../CostRows';
import { isCommitted } from '../payment-machine';
import type { Payer } from '../usePayment';
import { LnurlPayButton } from './LnurlPayStatus';
import { LnurlPayOutcome } from './LnurlPayOutcome';
import { LnurlAmountStep } from './LnurlAmountStep';
import { LnurlReviewStep } from './LnurlReviewStep';
import { PayeeDetails, PayeeTitle } from './PayeeCard';
import { payeeOf } from './payee';
import { useLnurlPayForm } from './useLnurlPayForm';

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
  const form = useLnurlPayForm({ wallet, target, request, range, payer });
  const { asksSomething, fixed, balance, fiat, cost, shownSat, shownComment, setStep } = form;
  const { amountSat, amountError, comment, commentError, unsupportedPayerData } = form;
  const confirmPayment = useConfirmPayment();
  const [privateNote, setPrivateNote] = useState('');
  const { state } = payer;
  const payee = payeeOf(target, request);
  const details = (
    <PayeeDetails target={target} request={request} path={describePath(path, target.domain)} />
  );

  if (form.showsOutcome) {
    return (
      <LnurlPayOutcome
        payer={payer}
        wallet={wallet}
        domain={target.domain}
        callback={request.callback}
        fiat={fiat.data}
        who={payee.who}
        amountSat={shownSat}
        note={shownComment}
        canFallBack={path.via === 'direct'}
        onFallBack={() => submit('server')}
        onRetry={form.retry}
        onChangeAmount={asksSomething && !fixed ? form.toAmount : undefined}
      />
    );
  }

  function submit(via: 'direct' | 'server') {
    if (amountSat === null || amountError || commentError || unsupportedPayerData.length > 0) {
      return;
    }
    const input = payInput(target, payee, amountSat, comment, privateNote);
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

  if (form.step === 'amount' && !locked) {
    return (
      <LnurlAmountStep
        target={target}
        request={request}
        range={range}
        fixed={fixed}
        entry={form.entry}
        dispatch={form.editAmount}
        fiat={fiat.data}
        amountError={form.shownAmountError}
        maxSat={form.maxSat}
        maxHint={form.maxIsWallet ? maxHint(cost, balance.data?.balance, amountSat, t) : null}
        comment={comment}
        commentError={commentError}
        onComment={form.setComment}
        details={details}
        preview={amountError === null ? costs(amountSat) : null}
        onBack={onBack}
        onContinue={form.continueToReview}
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
      privateNote={
        !locked && <LnurlPrivateNote via={path.via} value={privateNote} onChange={setPrivateNote} />
      }
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

/** What both ways of paying are given: the code, the amount, the comment, the note, who. */
function payInput(
  target: LnurlTarget,
  payee: ReturnType<typeof payeeOf>,
  amountSat: number,
  comment: string,
  privateNote: string,
) {
  return {
    code: target.scanCode,
    amountMsat: amountSat * MSAT_PER_SAT,
    comment: comment.trim(),
    internalMemo: privateNote,
    payee: {
      ...(payee.address ? { address: payee.address } : {}),
      domain: payee.domain,
      ...(payee.name ? { name: payee.name } : {}),
    },
  };
}

/**
 * "Add a note for me", saying where the note is kept: LNbits keeps it with an invoice the app
 * fetched itself, but drops it when it pays the link for us (then this device keeps it).
 */
function LnurlPrivateNote({
  via,
  value,
  onChange,
}: {
  via: LnurlPath['via'];
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <PrivateNoteField
      value={value}
      onChange={onChange}
      hint={
        via === 'direct' ? (
          <Trans>Kept with the payment for you; the recipient does not see it.</Trans>
        ) : (
          <Trans>
            Kept on this device only: your server does not keep this note when it pays a Lightning
            address or link for you. The recipient does not see it.
          </Trans>
        )
      }
    />
  );
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
