import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import type { Payment } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { ErrorMessage } from '@/components/ErrorMessage';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { useFiatRate, useSettings } from '@/session';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { formatCountdown } from '@/lib/time';
import { InvoiceCode } from './InvoiceCode';
import { InvoiceCopy, InvoiceText } from './InvoiceCopy';
import { invoiceLifetimeSeconds } from './invoice-lifetime';
import { invoiceFiat } from './invoice-state';
import { useInvoiceStatus } from './useInvoiceStatus';

export interface InvoiceViewProps {
  wallet: WalletAuth & { id: string };
  invoice: Payment;
  /** The expiry asked for, used only if the invoice itself cannot be read. */
  expirySeconds: number;
  /** Device time (ms) when the request was asked for: the countdown starts there. */
  requestedAtMs: number;
  /** Back to an empty form. */
  onNew: () => void;
  /** Back to the form as it was filled in. */
  onEdit: () => void;
  /** A fresh request with the same amount, note and expiry. */
  onRepeat: () => void;
  repeating: boolean;
  /** Why the fresh request could not be made. */
  repeatError: unknown;
}

/**
 * A request on screen: its QR code, the amount with its fiat value and the note, how long it
 * stays open, Copy and Share at the bottom; Received over everything the moment it is paid. On a
 * wide screen the QR code stands beside its details.
 */
export function InvoiceView({
  wallet,
  invoice,
  expirySeconds,
  requestedAtMs,
  onNew,
  onEdit,
  onRepeat,
  repeating,
  repeatError,
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
  const memo = invoice.memo?.trim();
  const textRef = useRef<HTMLParagraphElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { t } = useLingui();
  const fiatText = useInvoiceFiatText(wallet, invoice);
  const amountText = formatAmount(amountSat, denomination);

  if (state === 'paid') {
    return (
      <OutcomeScreen
        tone="success"
        title={t({ message: 'Received', context: 'payment state: money in that arrived' })}
        amountText={amountText}
        fiatText={fiatText}
        note={memo}
        vibrateMs={RECEIVED_VIBRATION_MS}
        actions={
          <>
            <DoneLink />
            <Button variant="secondary" onClick={onNew}>
              <Trans>New request</Trans>
            </Button>
          </>
        }
      />
    );
  }

  const countdown = formatCountdown(secondsLeft);
  const open = state === 'pending';

  return (
    <FlowScreen
      title={t({ message: 'Request', context: 'a payment request on screen' })}
      fallbackHref={paths.receive.getHref()}
      action={
        open ? (
          <InvoiceCopy
            bolt11={invoice.bolt11}
            invoiceText={{
              ref: textRef,
              reveal: () => {
                if (detailsRef.current) {
                  detailsRef.current.open = true;
                }
              },
            }}
          />
        ) : (
          <>
            {repeatError != null && <ErrorMessage error={repeatError} context="invoice" />}
            <Button busy={repeating} onClick={onRepeat} needsNetwork>
              {repeating ? (
                <Trans>Creating request…</Trans>
              ) : (
                <Trans>New request, same details</Trans>
              )}
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              <Trans>Change details</Trans>
            </Button>
          </>
        )
      }
    >
      <section
        aria-label={t({ message: 'Request', context: 'a payment request on screen' })}
        className="flex flex-col items-center gap-3 pt-1 text-center lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-center lg:gap-8 lg:pt-8 lg:text-left"
      >
        <InvoiceCode state={state} bolt11={invoice.bolt11} />
        <div className="flex w-full flex-col items-center gap-2 lg:items-start">
          <p className="tabular-nums">
            <span data-testid="invoice-amount" className="block text-3xl font-semibold">
              {amountText}
            </span>
            {fiatText && <span className="block text-zinc-600 dark:text-zinc-400">{fiatText}</span>}
          </p>
          {memo && (
            <p data-testid="invoice-note" className="break-words text-zinc-700 dark:text-zinc-300">
              {t({
                message: `“${memo}”`,
                comment: 'A note someone wrote, in the language’s quotation marks',
              })}
            </p>
          )}
          <RequestStatus state={state} countdown={countdown} secondsLeft={secondsLeft} />
          {open && lookup.isError && (
            <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />
          )}
          {open && (
            <InvoiceText bolt11={invoice.bolt11} textRef={textRef} detailsRef={detailsRef} />
          )}
        </div>
      </section>
    </FlowScreen>
  );
}

/** Where the request stands, in words, with its countdown while it is open. */
function RequestStatus({
  state,
  countdown,
  secondsLeft,
}: {
  state: 'pending' | 'expired' | 'failed';
  countdown: string;
  secondsLeft: number;
}) {
  const { t } = useLingui();
  const statusText = {
    pending: t({ message: 'Waiting for payment', context: 'payment state: a request still open' }),
    expired: t`This request expired`,
    failed: t`This request can no longer be paid`,
  }[state];
  const open = state === 'pending';
  return (
    <p
      role="status"
      aria-atomic="true"
      className={cx(
        'text-sm font-medium',
        open && 'text-zinc-700 dark:text-zinc-300',
        state === 'expired' && 'text-amber-700 dark:text-amber-400',
        state === 'failed' && 'text-red-700 dark:text-red-400',
      )}
    >
      {statusText}
      {open && (
        <>
          {' · '}
          <span className="font-normal tabular-nums">
            <Trans>
              Expires in <time dateTime={`PT${secondsLeft}S`}>{countdown}</time>
            </Trans>
          </span>
        </>
      )}
    </p>
  );
}

/** The request's fiat value: the one it was made in, else today's rate; null when unknown. */
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
