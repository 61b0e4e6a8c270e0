import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import type { WalletConnection } from '@/session';
import { parseSuccessAction } from '@/lib/lnurl/success-action';
import type { SuccessAction } from '@/lib/lnurl/success-action';
import { FailureReason } from '../InvoiceNotices';
import { PaymentDone } from '../PaymentDone';
import { PaymentFailed, PaymentNotSent, PaymentPending } from '../PaymentOutcomes';
import type { PaymentState, SuccessActionSource } from '../payment-machine';
import type { Payer } from '../usePayment';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { canTryServer } from '@/components/lnurl/lnurl-errors';
import { SuccessActionView } from './SuccessActionView';

/** Whether the attempt was the direct path: the service was asked by this device. */
function wentDirect(state: Extract<PaymentState, { phase: 'failed' }>): boolean {
  return (
    state.by === 'service' ||
    (state.record?.kind === 'invoice' && state.record.lnurl?.via === 'direct')
  );
}

/**
 * What the payment is doing, or why it sent nothing, each on a screen of its own; and the server
 * path after a refusal of the direct one. Nothing while the form is still the thing to see.
 */
export function LnurlPayStatus({
  payer,
  domain,
  amountText,
  canFallBack,
  onFallBack,
}: {
  /** The Send screen's payment; Try again resets it to the filled-in form. */
  payer: Payer;
  domain: string;
  amountText?: string | null;
  /** This LNURL was resolved directly, so the server path is another way. */
  canFallBack: boolean;
  onFallBack: () => void;
}) {
  const { state, reset: onRetry } = payer;
  switch (state.phase) {
    case 'failed':
      return (
        <PaymentFailed
          amountText={amountText}
          onRetry={onRetry}
          otherWay={
            canFallBack &&
            wentDirect(state) &&
            canTryServer(state.error) && (
              <Button variant="secondary" className="w-full" onClick={onFallBack} needsNetwork>
                <Trans>Pay through your LNbits server instead</Trans>
              </Button>
            )
          }
        >
          <FailureReason error={state.error}>
            <LnurlErrorNotice
              error={state.error}
              domain={domain}
              amountText={amountText ?? undefined}
            />
          </FailureReason>
        </PaymentFailed>
      );
    case 'not-sent':
      return <PaymentNotSent amountText={amountText} onRetry={onRetry} />;
    case 'confirming':
      return (
        <PaymentPending
          reason={state.record.kind === 'lnurl-server' ? 'server-path' : state.reason}
          amountText={amountText}
          lastError={state.lastError}
        />
      );
    default:
      return null;
  }
}

/** The pay button while one can be pressed or the request is out. */
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
    <div className="space-y-3">
      <Button type="submit" className="w-full" needsNetwork busy={busy} disabled={disabled || busy}>
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
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>A Lightning payment can’t be undone.</Trans>
      </p>
    </div>
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

/** Paid: the amount, the service's after-payment message, and who fetched the invoice. */
export function LnurlPaid({
  state,
  wallet,
  domain,
  callback,
}: {
  state: Extract<PaymentState, { phase: 'paid' }>;
  wallet: WalletConnection;
  domain: string;
  callback: string;
}) {
  const { action, error } = useMemo(
    () => readAction(state.successAction, callback),
    [state.successAction, callback],
  );
  return (
    <PaymentDone record={state.record} details={state.details} earlier={state.earlier}>
      {action && (
        <SuccessActionView
          wallet={wallet}
          action={action}
          paymentHash={state.record.paymentHash}
          domain={domain}
        />
      )}
      {error !== undefined && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>{domain} sent an after-payment message this wallet can’t show.</Trans>
        </p>
      )}
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        {state.record.lnurl?.via === 'server' ? (
          <Trans>Paid through your LNbits server, which checked the invoice amount.</Trans>
        ) : (
          <Trans>Invoice fetched from {domain} by this device and checked before paying.</Trans>
        )}
      </p>
    </PaymentDone>
  );
}
