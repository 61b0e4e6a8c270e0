import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ErrorMessage';
import { PaymentRow } from '@/components/PaymentRow';
import { SkeletonRow } from '@/components/ui/Skeleton';
import { OfflineMark } from '@/components/OfflineMark';
import { useNow } from '@/components/useNow';
import { useFiatRate, useOfflineSnapshot } from '@/session';
import type { Denomination, WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { LATEST_COUNT, useLatestPayments } from './useLatestPayments';

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
  // The same clock as History: a request turns "Expired" here while the screen is open.
  const now = useNow({ everyMs: 30_000 });
  const rate = useFiatRate(wallet).data;
  const fiat = useMemo(() => (rate ? { currency: rate.currency, rate: rate.rate } : null), [rate]);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={payments.isPending && !page}
      className="space-y-3"
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Latest payments</Trans>
        </h2>
        <Link
          to={paths.history.getHref()}
          className="-mr-3 inline-flex min-h-12 items-center rounded-xl px-3 text-sm font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
        >
          <Trans>See all</Trans>
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
          <Trans>
            No payments yet.{' '}
            <Link
              to={paths.receive.getHref()}
              className="font-medium text-amber-700 underline dark:text-amber-400"
            >
              Receive
            </Link>{' '}
            some sats to get started.
          </Trans>
        </p>
      ) : (
        // The same rows as History: one look for a payment, a request and an expired request.
        <ul>
          {page.data.slice(0, LATEST_COUNT).map((payment) => (
            <li key={payment.checking_id}>
              <PaymentRow
                payment={payment}
                denomination={denomination}
                fiat={fiat}
                now={now}
                hidden={hidden}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
