import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import { ReceiveIcon, SendIcon } from '@/components/ui/icons';
import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { isOutgoing, paymentKind, paymentSats, paymentTimeMs, paymentTitle } from '@/lib/payment';
import type { PaymentKind } from '@/lib/payment';
import { formatClockTime, formatShortTime } from '@/lib/time';
import { paymentLabel } from './payment-label';
import { StatusBadge } from './StatusBadge';

/** Every row has this height (px): History's virtual list relies on it. */
export const PAYMENT_ROW_HEIGHT = 72;

export interface PaymentRowProps {
  payment: Payment;
  denomination: 'sats' | 'btc';
  fiat: FiatRate | null;
  /** The one clock (useNow): row times and whether an invoice has expired are read against it. */
  now: Date;
  /** The amounts are hidden on screen (Home's balance toggle). */
  hidden?: boolean;
  /** Under a day's heading the row shows only the time of day; alone, a short date or time. */
  underDayHeading?: boolean;
}

type Look = 'in' | 'out' | 'failed' | PaymentKind;

/** Green is money that arrived, and nothing else: a request is blue, an expired one grey. */
const ICON_CLASS: Record<Exclude<Look, 'payment'>, string> = {
  in: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  out: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  failed: 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
  request: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  expired: 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
};

const AMOUNT_CLASS: Record<Exclude<Look, 'payment'>, string | false> = {
  in: 'text-green-700 dark:text-green-400',
  out: false,
  failed: 'text-zinc-500 line-through dark:text-zinc-400',
  request: 'text-zinc-700 dark:text-zinc-300',
  expired: 'text-zinc-500 dark:text-zinc-400',
};

/**
 * One payment, or one unpaid invoice, in Home's latest payments and in History: a link to its
 * detail, named as a sentence for screen readers. A request shows no sign: nothing moved yet.
 */
export const PaymentRow = memo(function PaymentRow({
  payment,
  denomination,
  fiat,
  now,
  hidden = false,
  underDayHeading = false,
}: PaymentRowProps) {
  const outgoing = isOutgoing(payment);
  const kind = paymentKind(payment, now.getTime());
  const look: Exclude<Look, 'payment'> =
    kind !== 'payment' ? kind : payment.status === 'failed' ? 'failed' : outgoing ? 'out' : 'in';
  const sats = paymentSats(payment);
  const sign = kind !== 'payment' ? '' : outgoing ? '−' : '+';
  const Icon = outgoing ? SendIcon : ReceiveIcon;
  return (
    <Link
      to={paths.paymentDetail.getHref(payment.payment_hash)}
      aria-label={paymentLabel(payment, denomination, now.getTime(), hidden)}
      className="flex items-center gap-3 rounded-xl px-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-900"
      style={{ height: PAYMENT_ROW_HEIGHT }}
    >
      <span
        className={cx('grid size-10 shrink-0 place-items-center rounded-full', ICON_CLASS[look])}
      >
        <Icon width={20} height={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {kind === 'payment' || payment.memo?.trim() ? (
            paymentTitle(payment)
          ) : (
            <Trans context="an unpaid invoice in a list">Request</Trans>
          )}
        </span>
        <span className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <span className="truncate">
            {underDayHeading
              ? formatClockTime(paymentTimeMs(payment.time))
              : formatShortTime(paymentTimeMs(payment.time), now)}
          </span>
          <StatusBadge status={kind === 'payment' ? payment.status : kind} compact />
        </span>
      </span>
      <span className="shrink-0 text-right tabular-nums">
        {hidden ? (
          <span aria-hidden="true" className="block font-semibold">
            •••
          </span>
        ) : (
          <>
            <span className={cx('block font-semibold', AMOUNT_CLASS[look])}>
              {sign}
              {formatAmount(sats, denomination)}
            </span>
            {fiat && (
              <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                {formatFiat(satToFiat(sats, fiat.rate), fiat.currency)}
              </span>
            )}
          </>
        )}
      </span>
    </Link>
  );
});
