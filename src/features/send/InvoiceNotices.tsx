import { isApiError } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice, NoticeSpinner, StatusNotice } from '@/components/ui/Notice';
import type { InvoiceAction as Action, InvoiceView } from './invoice-view';
import { PAYMENT_POLL_MS } from './payment-machine';
import type { ConfirmReason } from './payment-machine';
import { explainPaymentFailure } from './payment-failure';
import { PayBar } from './PayBar';

type Shown = Extract<InvoiceView, { kind: 'invoice' }>;

/** The last attempt at this invoice sent nothing, and why. */
export function InvoiceOutcome({ outcome }: { outcome: NonNullable<Shown['outcome']> }) {
  if (outcome.kind === 'not-sent') {
    return (
      <ErrorMessage
        error={
          new Error(
            'The server has no record of this payment, so nothing was sent. Pay again only if you still want to',
          )
        }
      />
    );
  }
  const explanation = isApiError(outcome.error)
    ? explainPaymentFailure(outcome.error.detail)
    : undefined;
  return (
    <div className="space-y-2">
      <ErrorMessage error={outcome.error} />
      {explanation && <p className="text-sm text-zinc-700 dark:text-zinc-300">{explanation}</p>}
    </div>
  );
}

/** Why this invoice can't be paid from here, or why it needn't be. */
export function InvoiceProblems({ problems, prior }: Pick<Shown, 'problems' | 'prior'>) {
  return (
    <>
      {problems.length > 0 && (
        <Notice title="This invoice can’t be paid">
          <ul className="space-y-1">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {prior === 'paid' && (
        <StatusNotice tone="success" role="status">
          <span className="font-semibold">You already paid this invoice.</span> It won’t be paid
          again.
        </StatusNotice>
      )}
      {prior === 'pending' && (
        <StatusNotice tone="warning" role="status">
          <span className="font-semibold">A payment of this invoice is already on its way.</span>{' '}
          Check History for its outcome; it won’t be paid twice.
        </StatusNotice>
      )}
    </>
  );
}

/** Worth knowing before paying. */
export function InvoiceNotes({ notes }: { notes: NonNullable<Shown['notes']> }) {
  return (
    <>
      {notes.warnings.map((warning) => (
        <StatusNotice key={warning} tone="warning" className="text-sm">
          {warning}
        </StatusNotice>
      ))}
      {notes.serverUnreachable && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Couldn’t confirm this invoice with your server right now; it was checked on this device.
        </p>
      )}
      {notes.priorUnknown && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Couldn’t check whether this invoice was paid before; your server refuses to pay an invoice
          twice.
        </p>
      )}
    </>
  );
}

/** The pay button, or what the payment is doing once it can't be pressed any more. */
export function InvoiceAction({ action, onPay }: { action: Action; onPay: () => void }) {
  if (action.kind === 'confirming') {
    return <ConfirmingNotice reason={action.reason} lastError={action.lastError} />;
  }
  return (
    <PayBar>
      <Button
        className="w-full"
        needsNetwork
        busy={action.kind === 'paying'}
        disabled={action.kind === 'paying' || !action.enabled}
        onClick={onPay}
      >
        {action.kind === 'paying' ? 'Paying…' : action.label}
      </Button>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        A Lightning payment can’t be undone.
      </p>
    </PayBar>
  );
}

const CONFIRMING_TITLE: Record<ConfirmReason, string> = {
  pending: 'Payment pending…',
  'no-answer': 'Waiting for your server’s answer…',
  'already-paid': 'Checking whether this wallet paid this invoice earlier…',
  reload: 'Checking this payment with your server…',
};

export function ConfirmingNotice({
  reason,
  lastError,
}: {
  reason: ConfirmReason;
  lastError?: unknown;
}) {
  return (
    <div className="space-y-3">
      <StatusNotice
        tone="warning"
        role="status"
        title={CONFIRMING_TITLE[reason]}
        icon={<NoticeSpinner />}
      >
        Your server hasn’t confirmed this payment yet. It is checked again every{' '}
        {PAYMENT_POLL_MS / 1000} seconds and will not be paid twice, even if you leave this screen.
      </StatusNotice>
      {lastError !== undefined && <ErrorMessage error={lastError} />}
    </div>
  );
}
