import { isApiError } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import type { InvoiceAction as Action, InvoiceView } from './invoice-view';
import { PAYMENT_POLL_MS } from './payment-machine';
import type { ConfirmReason } from './payment-machine';
import { explainPaymentFailure } from './send-rules';

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
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">This invoice can’t be paid</p>
          <ul className="space-y-1 text-sm">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {prior === 'paid' && (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          <span className="font-semibold">You already paid this invoice.</span> It won’t be paid
          again.
        </p>
      )}
      {prior === 'pending' && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <span className="font-semibold">A payment of this invoice is already on its way.</span>{' '}
          Check History for its outcome; it won’t be paid twice.
        </p>
      )}
    </>
  );
}

/** Worth knowing before paying. */
export function InvoiceNotes({ notes }: { notes: NonNullable<Shown['notes']> }) {
  return (
    <>
      {notes.warnings.map((warning) => (
        <p
          key={warning}
          className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {warning}
        </p>
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
    <div className="space-y-3">
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
        Paying uses this wallet’s admin key. A Lightning payment can’t be undone.
      </p>
    </div>
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
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        <div>
          <p className="font-semibold">{CONFIRMING_TITLE[reason]}</p>
          <p className="text-sm">
            Your server hasn’t confirmed this payment yet. It is checked again every{' '}
            {PAYMENT_POLL_MS / 1000} seconds and will not be paid twice, even if you leave this
            screen.
          </p>
        </div>
      </div>
      {lastError !== undefined && <ErrorMessage error={lastError} />}
    </div>
  );
}
