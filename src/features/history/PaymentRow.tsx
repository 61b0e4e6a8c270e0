import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import { ReceiveIcon, SendIcon } from '@/components/ui/icons';
import type { Denomination } from '@/session';
import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { isOutgoing, paymentSats, paymentTimeMs, paymentTitle } from '@/lib/payment';
import { formatShortTime } from '@/lib/time';
import { paymentLabel } from './format';
import { StatusBadge } from './StatusBadge';

/** Every row has this height (px): the virtual list relies on it. */
export const ROW_HEIGHT = 72;

export interface PaymentRowProps {
  payment: Payment;
  denomination: Denomination;
  fiat: { currency: string; rate: number } | null;
  now: Date;
}

/** One payment in the list: a link to its detail, named as a sentence for screen readers. */
export const PaymentRow = memo(function PaymentRow({
  payment,
  denomination,
  fiat,
  now,
}: PaymentRowProps) {
  const outgoing = isOutgoing(payment);
  const sats = paymentSats(payment);
  const memoText = paymentTitle(payment);
  const Icon = outgoing ? SendIcon : ReceiveIcon;
  return (
    <Link
      to={paths.paymentDetail.getHref(payment.payment_hash)}
      aria-label={paymentLabel(payment, denomination)}
      className="flex items-center gap-3 rounded-xl px-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-900"
      style={{ height: ROW_HEIGHT }}
    >
      <span
        className={cx(
          'grid size-10 shrink-0 place-items-center rounded-full',
          payment.status === 'failed'
            ? 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400'
            : outgoing
              ? 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300'
              : 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
        )}
      >
        <Icon width={20} height={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{memoText}</span>
        <span className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <span className="truncate">{formatShortTime(paymentTimeMs(payment.time), now)}</span>
          <StatusBadge status={payment.status} compact />
        </span>
      </span>
      <span className="shrink-0 text-right tabular-nums">
        <span
          className={cx(
            'block font-semibold',
            payment.status === 'failed' && 'text-zinc-500 line-through',
            payment.status !== 'failed' && !outgoing && 'text-green-700 dark:text-green-400',
          )}
        >
          {outgoing ? '−' : '+'}
          {formatAmount(sats, denomination)}
        </span>
        {fiat && (
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {formatFiat(satToFiat(sats, fiat.rate), fiat.currency)}
          </span>
        )}
      </span>
    </Link>
  );
});
