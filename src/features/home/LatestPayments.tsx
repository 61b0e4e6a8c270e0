import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import { ErrorMessage } from '@/components/ErrorMessage';
import { DirectionIcon } from '@/components/ui/icons';
import { SkeletonRow } from '@/components/ui/Skeleton';
import { OfflineMark } from '@/components/OfflineMark';
import { useOfflineSnapshot } from '@/session';
import type { Denomination, WalletConnection } from '@/session';
import { formatAmount } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { paymentDirection, paymentSats, paymentTimeMs, paymentTitle } from '@/lib/payment';
import { formatShortTime } from '@/lib/time';
import { LATEST_COUNT, useLatestPayments } from './useLatestPayments';

function PaymentRow({
  payment,
  denomination,
  hidden,
  now,
}: {
  payment: Payment;
  denomination: Denomination;
  hidden: boolean;
  now: Date;
}) {
  const direction = paymentDirection(payment);
  const amount = formatAmount(paymentSats(payment), denomination);
  const status =
    payment.status === 'pending' ? 'Pending' : payment.status === 'failed' ? 'Failed' : null;
  return (
    <Link
      to={paths.paymentDetail.getHref(payment.payment_hash)}
      className="flex min-h-16 items-center gap-3 px-3 py-2 hover:bg-zinc-200/60 dark:hover:bg-zinc-800/60"
    >
      <span
        className={cx(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          direction === 'in'
            ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
            : 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
        )}
      >
        <DirectionIcon direction={direction} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{paymentTitle(payment)}</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {formatShortTime(paymentTimeMs(payment.time), now)}
          {status && (
            <span
              className={cx(
                'ml-2 font-medium',
                status === 'Failed'
                  ? 'text-red-700 dark:text-red-400'
                  : 'text-amber-700 dark:text-amber-400',
              )}
            >
              {status}
            </span>
          )}
        </span>
      </span>
      <span
        className={cx(
          'shrink-0 text-right tabular-nums',
          direction === 'in' && payment.status !== 'failed' && 'text-green-800 dark:text-green-400',
          payment.status === 'failed' && 'text-zinc-500 line-through',
        )}
      >
        {hidden ? (
          <>
            <span aria-hidden="true">•••</span>
            <span className="sr-only">Amount hidden</span>
          </>
        ) : (
          `${direction === 'in' ? '+' : '−'}${amount}`
        )}
      </span>
    </Link>
  );
}

/** The few newest payments, each opening its detail, and a way to the full history. */
export function LatestPayments({
  wallet,
  denomination,
  hidden,
}: {
  wallet: WalletConnection;
  denomination: Denomination;
  hidden: boolean;
}) {
  const payments = useLatestPayments(wallet);
  const shown = useOfflineSnapshot(wallet.id, 'latest', payments);
  const page = shown.data;
  const headingId = useId();
  const now = new Date();

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={payments.isPending && !page}
      className="space-y-3"
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold">
          Latest payments
        </h2>
        <Link
          to={paths.history.getHref()}
          className="-mr-3 inline-flex min-h-12 items-center rounded-xl px-3 text-sm font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
        >
          See all
        </Link>
      </div>

      {shown.offlineSince !== null && page && <OfflineMark since={shown.offlineSince} />}

      {payments.isPending && !page ? (
        <ul className="space-y-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <SkeletonRow className="px-3" />
            </li>
          ))}
        </ul>
      ) : !page ? (
        <ErrorMessage error={payments.error} onRetry={() => void payments.refetch()} />
      ) : page.data.length === 0 ? (
        <p className="rounded-2xl bg-zinc-100 p-4 text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          No payments yet.{' '}
          <Link
            to={paths.receive.getHref()}
            className="font-medium text-amber-700 underline dark:text-amber-400"
          >
            Receive
          </Link>{' '}
          some sats to get started.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 overflow-hidden rounded-2xl bg-zinc-100 dark:divide-zinc-800 dark:bg-zinc-900">
          {page.data.slice(0, LATEST_COUNT).map((payment) => (
            <li key={payment.checking_id}>
              <PaymentRow payment={payment} denomination={denomination} hidden={hidden} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
