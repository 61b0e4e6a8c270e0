import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { Details } from '@/components/ui/Details';
import type { FiatRate } from '@/lib/amount';
import type { WalletConnection } from '@/session';
import { parseSuccessAction } from '@/lib/lnurl/success-action';
import type { SuccessAction } from '@/lib/lnurl/success-action';
import { describeLnurlError, canTryServer } from '@/components/lnurl/lnurl-errors';
import { failureHelp } from '../failure-help';
import { PaymentDone } from '../PaymentDone';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from '../PaymentOutcomes';
import type { OutcomeFacts } from '../PaymentOutcomes';
import { readProblem } from '../problem-words';
import type { ProblemWords } from '../problem-words';
import type { PaymentState, SuccessActionSource } from '../payment-machine';
import type { Payer } from '../usePayment';
import { SuccessActionView } from './SuccessActionView';
import { REVIEW_FORM_ID } from './LnurlReviewStep';

/** Whether the attempt was the direct path: the service was asked by this device. */
function wentDirect(state: Extract<PaymentState, { phase: 'failed' }>): boolean {
  return (
    state.by === 'service' ||
    (state.record?.kind === 'invoice' && state.record.lnurl?.via === 'direct')
  );
}

/** What an LNURL failure says: the service's doing in words naming it, else the shared words. */
function lnurlProblem(error: unknown, domain: string, amountText?: string): ProblemWords {
  const described = describeLnurlError(error, domain, amountText);
  return described
    ? { lead: described.title, message: described.message, testId: 'lnurl-error' }
    : readProblem(error);
}

/**
 * The outcome of an LNURL payment that is not (yet) paid, each on a screen of its own: pending,
 * failed (with the action that can help, and the server path after a refusal of the direct
 * one), or not sent. Nothing while the form is still the thing to see.
 */
export function LnurlPayStatus({
  payer,
  domain,
  canFallBack,
  onFallBack,
  onRetry,
  onChangeAmount,
  ...facts
}: OutcomeFacts & {
  /** The Send screen's payment; Try again resets it to the filled-in form. */
  payer: Payer;
  domain: string;
  /** This LNURL was resolved directly, so the server path is another way. */
  canFallBack: boolean;
  onFallBack: () => void;
  /** Back to the form after an attempt that sent nothing. */
  onRetry: () => void;
  /** Back to the amount, when the amount is the problem. */
  onChangeAmount?: () => void;
}) {
  const { state } = payer;
  switch (state.phase) {
    case 'failed': {
      const fallBack = canFallBack && wentDirect(state) && canTryServer(state.error);
      return (
        <PaymentFailed
          // The server path is the way that can help when this device couldn't reach the service.
          help={fallBack ? 'none' : failureHelp(state.error)}
          onRetry={onRetry}
          onChangeAmount={onChangeAmount}
          otherWay={
            fallBack && (
              <Button className="w-full" onClick={onFallBack} needsNetwork>
                <Trans>Pay through your LNbits server instead</Trans>
              </Button>
            )
          }
          {...facts}
        >
          <FailureWords {...lnurlProblem(state.error, domain, facts.amountText ?? undefined)} />
        </PaymentFailed>
      );
    }
    case 'not-sent':
      return <PaymentNotSent onRetry={onRetry} {...facts} />;
    case 'confirming':
      return (
        <PaymentPending
          reason={state.record.kind === 'lnurl-server' ? 'server-path' : state.reason}
          lastError={state.lastError}
          {...facts}
        />
      );
    default:
      return null;
  }
}

/** The pay button (FlowScreen's action) while one can be pressed or the request is out. */
export function LnurlPayButton({
  state,
  amountText,
  disabled,
}: {
  state: PaymentState;
  /** What a press pays, when the amount is valid. */
  amountText: string | null;
  disabled: boolean;
}) {
  if (state.phase === 'confirming' || state.phase === 'paid') {
    return null;
  }
  const busy = state.phase === 'requesting' || state.phase === 'paying';
  return (
    <>
      <Button
        type="submit"
        form={REVIEW_FORM_ID}
        className="w-full"
        needsNetwork
        busy={busy}
        disabled={disabled || busy}
      >
        {state.phase === 'requesting' ? (
          <Trans>Getting the invoice…</Trans>
        ) : state.phase === 'paying' ? (
          <Trans>Paying…</Trans>
        ) : amountText !== null ? (
          <Trans>Pay {amountText}</Trans>
        ) : (
          <Trans>Pay</Trans>
        )}
      </Button>
      <p className="text-center text-xs text-zinc-600 dark:text-zinc-400">
        <Trans>A Lightning payment can’t be undone.</Trans>
      </p>
    </>
  );
}

function readAction(
  source: SuccessActionSource | undefined,
  callback: string,
): { action: SuccessAction | null; error?: unknown } {
  if (!source) {
    return { action: null };
  }
  if (source.from === 'service') {
    return { action: source.action };
  }
  try {
    return { action: parseSuccessAction(source.raw, callback) };
  } catch (error) {
    // LNbits paid anyway; only the message can't be shown.
    return { action: null, error };
  }
}

/**
 * Paid: the amount, whom, the note sent, the service's after-payment message; how the invoice
 * came under Details.
 */
export function LnurlPaid({
  state,
  wallet,
  domain,
  callback,
  fiat,
}: {
  state: Extract<PaymentState, { phase: 'paid' }>;
  wallet: WalletConnection;
  domain: string;
  callback: string;
  fiat?: FiatRate | null;
}) {
  const { t } = useLingui();
  const { action, error } = useMemo(
    () => readAction(state.successAction, callback),
    [state.successAction, callback],
  );
  const lnurl = state.record.lnurl;
  const who = lnurl?.payee?.address ?? lnurl?.payee?.domain ?? domain;
  return (
    <PaymentDone
      record={state.record}
      details={state.details}
      earlier={state.earlier}
      fiat={fiat}
      who={t`To ${who}`}
      note={lnurl?.comment ?? ''}
    >
      {action && (
        <SuccessActionView
          wallet={wallet}
          action={action}
          paymentHash={state.record.paymentHash}
          domain={domain}
        />
      )}
      {error !== undefined && (
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>{domain} sent an after-payment message this wallet can’t show.</Trans>
        </p>
      )}
      <Details className="text-center text-zinc-600 dark:text-zinc-400">
        <p data-testid="lnurl-paid-path">
          {lnurl?.via === 'server' ? (
            <Trans>Paid through your LNbits server, which checked the invoice amount.</Trans>
          ) : (
            <Trans>Invoice fetched from {domain} by this device and checked before paying.</Trans>
          )}
        </p>
      </Details>
    </PaymentDone>
  );
}
