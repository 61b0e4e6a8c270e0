import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import { Notice, StatusNotice } from '@/components/ui/Notice';
import type { InvoiceAction as Action, InvoiceView } from './invoice-view';

type Shown = Extract<InvoiceView, { kind: 'invoice' }>;

/** Why this invoice can't be paid from here, or why it needn't be. */
export function InvoiceProblems({ problems, prior }: Pick<Shown, 'problems' | 'prior'>) {
  const { t } = useLingui();
  return (
    <>
      {problems.length > 0 && (
        <Notice title={t`This invoice can’t be paid`}>
          <ul className="space-y-1">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {prior === 'paid' && (
        <StatusNotice tone="success" role="status">
          <Trans>
            <span className="font-semibold">You already paid this invoice.</span> It won’t be paid
            again.
          </Trans>
        </StatusNotice>
      )}
      {prior === 'pending' && (
        <StatusNotice tone="warning" role="status">
          <Trans>
            <span className="font-semibold">A payment of this invoice is already on its way.</span>{' '}
            Check History for its outcome; it won’t be paid twice.
          </Trans>
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
          <Trans>
            Couldn’t confirm this invoice with your server right now; it was checked on this device.
          </Trans>
        </p>
      )}
      {notes.priorUnknown && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Couldn’t check whether this invoice was paid before; your server refuses to pay an
            invoice twice.
          </Trans>
        </p>
      )}
    </>
  );
}

/** The pay button, busy while the pay request is out: FlowScreen's action. */
export function InvoiceAction({
  action,
  onPay,
}: {
  action: Exclude<Action, { kind: 'confirming' }>;
  onPay: () => void;
}) {
  return (
    <>
      <Button
        className="w-full"
        needsNetwork
        busy={action.kind === 'paying'}
        disabled={action.kind === 'paying' || !action.enabled}
        onClick={onPay}
      >
        {action.kind === 'paying' ? <Trans>Paying…</Trans> : action.label}
      </Button>
      <p className="text-center text-xs text-zinc-600 dark:text-zinc-400">
        <Trans>A Lightning payment can’t be undone.</Trans>
      </p>
    </>
  );
}
