import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payment } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { ErrorMessage } from '@/components/ErrorMessage';
import { useFiatRate, useSettings } from '@/session';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { formatCountdown } from '@/lib/time';
import { InvoiceCode } from './InvoiceCode';
import { InvoiceCopy } from './InvoiceCopy';
import { invoiceLifetimeSeconds } from './invoice-lifetime';
import { invoiceFiat } from './invoice-state';
import type { InvoiceState } from './invoice-state';
import { useInvoiceStatus } from './useInvoiceStatus';

export interface InvoiceViewProps {
  wallet: WalletAuth & { id: string };
  invoice: Payment;
  /** The expiry asked for, used only if the invoice itself cannot be read. */
  expirySeconds: number;
  /** Device time (ms) when the invoice was requested: the countdown starts there. */
  requestedAtMs: number;
  /** Back to an empty form. */
  onNew: () => void;
  /** Back to the form as it was filled in. */
  onEdit: () => void;
  /** A fresh invoice with the same amount, memo and expiry. */
  onRepeat: () => void;
  repeating: boolean;
}

/** A created invoice: QR, amount, copy and share, and its fate (paid, expired) as it happens. */
export function InvoiceView({
  wallet,
  invoice,
  expirySeconds,
  requestedAtMs,
  onNew,
  onEdit,
  onRepeat,
  repeating,
}: InvoiceViewProps) {
  const expiresAt = useMemo(
    () => requestedAtMs / 1000 + invoiceLifetimeSeconds(invoice.bolt11, expirySeconds),
    [invoice.bolt11, expirySeconds, requestedAtMs],
  );
  const { state, secondsLeft, lookup } = useInvoiceStatus(wallet, {
    paymentHash: invoice.payment_hash,
    expiresAt,
  });
  const [{ denomination }] = useSettings();
  const amountSat = msatToSatFloor(invoice.amount);
  const { t } = useLingui();

  const fiatText = useInvoiceFiatText(wallet, invoice);

  if (state === 'paid') {
    return (
      <section aria-label={t`Invoice`}>
        <OutcomeScreen
          tone="success"
          title={t`Received`}
          amountText={formatAmount(amountSat, denomination)}
          fiatText={fiatText}
          note={invoice.memo?.trim()}
          vibrateMs={RECEIVED_VIBRATION_MS}
          actions={
            <>
              <DoneLink />
              <Button variant="secondary" onClick={onNew}>
                <Trans>New invoice</Trans>
              </Button>
            </>
          }
        />
      </section>
    );
  }

  const statusText = {
    pending: t`Waiting for payment…`,
    expired: t`This invoice expired`,
    failed: t`This invoice can no longer be paid`,
  }[state];
  const countdown = formatCountdown(secondsLeft);

  return (
    <section aria-label={t`Invoice`} className="space-y-5">
      <InvoiceCode state={state} bolt11={invoice.bolt11} />

      <div className="space-y-1 text-center">
        <p
          role="status"
          aria-atomic="true"
          className={cx(
            'font-medium',
            state === 'pending' && 'text-zinc-700 dark:text-zinc-300',
            state === 'expired' && 'text-amber-700 dark:text-amber-400',
            state === 'failed' && 'text-red-700 dark:text-red-400',
          )}
        >
          {statusText}
        </p>
        {state === 'pending' && (
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            <Trans>
              Expires in <time dateTime={`PT${secondsLeft}S`}>{countdown}</time>
            </Trans>
          </p>
        )}
      </div>

      <InvoiceFacts invoice={invoice} fiatText={fiatText} />

      {state === 'pending' && lookup.isError && (
        <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />
      )}
      {state === 'pending' && <InvoiceCopy bolt11={invoice.bolt11} />}

      <InvoiceNextSteps
        state={state}
        onNew={onNew}
        onEdit={onEdit}
        onRepeat={onRepeat}
        repeating={repeating}
      />
    </section>
  );
}

/** The invoice's fiat value: the one it was made in, else today's rate; null when unknown. */
function useInvoiceFiatText(wallet: WalletAuth & { id: string }, invoice: Payment) {
  const rate = useFiatRate(wallet);
  const amountSat = msatToSatFloor(invoice.amount);
  const fiat = invoiceFiat(invoice.extra);
  return fiat
    ? formatFiat(fiat.amount, fiat.currency)
    : rate.data
      ? `≈ ${formatFiat(satToFiat(amountSat, rate.data.rate), rate.data.currency)}`
      : null;
}

/** The amount (with its fiat value) and the memo; a memo of only spaces is no memo. */
function InvoiceFacts({ invoice, fiatText }: { invoice: Payment; fiatText: string | null }) {
  const [{ denomination }] = useSettings();
  const amountSat = msatToSatFloor(invoice.amount);
  const memo = invoice.memo?.trim();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-900">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Amount</Trans>
      </dt>
      <dd className="text-right tabular-nums">
        <span data-testid="invoice-amount" className="font-semibold">
          {formatAmount(amountSat, denomination)}
        </span>
        {fiatText && (
          <span className="block text-sm text-zinc-600 dark:text-zinc-400">{fiatText}</span>
        )}
      </dd>
      {memo && (
        <>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Memo</Trans>
          </dt>
          <dd className="text-right break-words">{memo}</dd>
        </>
      )}
    </dl>
  );
}

/** Another invoice: the same again once this one is over, or a new one while it waits. */
function InvoiceNextSteps({
  state,
  onNew,
  onEdit,
  onRepeat,
  repeating,
}: { state: InvoiceState } & Pick<
  InvoiceViewProps,
  'onNew' | 'onEdit' | 'onRepeat' | 'repeating'
>) {
  if (state === 'expired' || state === 'failed') {
    return (
      <div className="grid gap-2">
        <Button busy={repeating} onClick={onRepeat}>
          {repeating ? <Trans>Creating invoice…</Trans> : <Trans>New invoice, same details</Trans>}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Change details</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Button variant="secondary" onClick={onNew}>
        <Trans>New invoice</Trans>
      </Button>
    </div>
  );
}
