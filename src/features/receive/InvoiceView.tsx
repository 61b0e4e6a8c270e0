import { QRCodeSVG } from 'qrcode.react';
import { useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { ErrorMessage } from '@/components/ErrorMessage';
import { CheckIcon } from '@/components/ui/icons';
import { useFiatRate, useSettings } from '@/features/settings';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { formatCountdown } from '@/lib/time';
import { invoiceLifetimeSeconds } from './invoice-lifetime';
import { lightningQrPayload } from '@/lib/qr-payload';
import { invoiceFiat } from './invoice-state';
import { useClipboard } from './useClipboard';
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
  const rate = useFiatRate(wallet);
  const clipboard = useClipboard();
  const invoiceTextRef = useRef<HTMLParagraphElement>(null);
  const invoiceLabelId = useId();

  const amountSat = msatToSatFloor(invoice.amount);
  const fiat = invoiceFiat(invoice.extra);
  const fiatText = fiat
    ? formatFiat(fiat.amount, fiat.currency)
    : rate.data
      ? `≈ ${formatFiat(satToFiat(amountSat, rate.data.rate), rate.data.currency)}`
      : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    await clipboard.copy(invoice.bolt11);
  };
  const selectInvoiceText = () => {
    const node = invoiceTextRef.current;
    if (node) {
      window.getSelection()?.selectAllChildren(node);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Lightning invoice', text: `lightning:${invoice.bolt11}` });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };

  const statusText = {
    pending: 'Waiting for payment…',
    paid: `Received ${formatAmount(amountSat, denomination)}`,
    expired: 'This invoice expired',
    failed: 'This invoice can no longer be paid',
  }[state];

  return (
    <section aria-label="Invoice" className="space-y-5">
      {state === 'paid' ? (
        <div className="flex flex-col items-center gap-3 pt-4 text-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-400">
            <CheckIcon width="40" height="40" />
          </span>
        </div>
      ) : state === 'pending' ? (
        <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
          <QRCodeSVG
            value={lightningQrPayload(invoice.bolt11)}
            size={264}
            level="M"
            marginSize={2}
            role="img"
            aria-label="QR code of the invoice"
            className="block h-auto w-full"
          />
        </div>
      ) : (
        <p className="mx-auto w-full max-w-72 rounded-2xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {state === 'expired'
            ? 'The QR code is hidden: an expired invoice should not be paid.'
            : 'The QR code is hidden: this invoice cannot be paid.'}
        </p>
      )}

      <div className="space-y-1 text-center">
        <p
          role="status"
          aria-atomic="true"
          className={cx(
            state === 'paid' ? 'text-2xl font-semibold' : 'font-medium',
            state === 'pending' && 'text-zinc-700 dark:text-zinc-300',
            state === 'expired' && 'text-amber-700 dark:text-amber-400',
            state === 'failed' && 'text-red-700 dark:text-red-400',
          )}
        >
          {statusText}
        </p>
        {state === 'pending' && (
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            Expires in <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
          </p>
        )}
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-900">
        <dt className="text-sm text-zinc-600 dark:text-zinc-400">Amount</dt>
        <dd className="text-right tabular-nums">
          <span data-testid="invoice-amount" className="font-semibold">
            {formatAmount(amountSat, denomination)}
          </span>
          {fiatText && (
            <span className="block text-sm text-zinc-600 dark:text-zinc-400">{fiatText}</span>
          )}
        </dd>
        {invoice.memo && (
          <>
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">Memo</dt>
            <dd className="text-right break-words">{invoice.memo}</dd>
          </>
        )}
      </dl>

      {state === 'pending' && lookup.isError && (
        <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />
      )}

      {state === 'pending' && (
        <div className="space-y-3">
          <div className={cx('grid gap-2', canShare ? 'grid-cols-2' : 'grid-cols-1')}>
            <Button onClick={() => void copy()}>
              {clipboard.state === 'copied' ? 'Copied' : 'Copy invoice'}
            </Button>
            {canShare && (
              <Button variant="secondary" onClick={() => void share()}>
                Share
              </Button>
            )}
          </div>
          <p
            aria-live="polite"
            className={cx(
              'text-center text-sm',
              clipboard.state === 'failed'
                ? 'text-red-700 dark:text-red-400'
                : 'text-green-700 dark:text-green-400',
            )}
          >
            {clipboard.state === 'copied' && 'Invoice copied to the clipboard.'}
            {clipboard.state === 'failed' && (
              <>
                Copying isn’t available here.{' '}
                <button type="button" className="underline" onClick={selectInvoiceText}>
                  Select the invoice text
                </button>{' '}
                and copy it yourself.
              </>
            )}
          </p>
          <div className="space-y-1">
            <p className="text-sm font-medium" id={invoiceLabelId}>
              Invoice
            </p>
            <p
              ref={invoiceTextRef}
              data-testid="invoice-text"
              aria-labelledby={invoiceLabelId}
              // Scrolls when long: focusable so a keyboard can scroll it too.
              tabIndex={0}
              className="max-h-24 overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
            >
              {invoice.bolt11}
            </p>
          </div>
        </div>
      )}

      {state === 'expired' || state === 'failed' ? (
        <div className="grid gap-2">
          <Button busy={repeating} onClick={onRepeat}>
            {repeating ? 'Creating invoice…' : 'New invoice, same details'}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            Change details
          </Button>
        </div>
      ) : (
        <div className={cx('grid gap-2', state === 'paid' && 'grid-cols-2')}>
          <Button variant={state === 'paid' ? 'primary' : 'secondary'} onClick={onNew}>
            New invoice
          </Button>
          {state === 'paid' && (
            <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
              Done
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
