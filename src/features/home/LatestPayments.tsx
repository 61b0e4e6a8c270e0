import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ErrorMessage';
import { isUnknownWalletKey } from '@/api/http';
import { PAYMENT_ROW_HEIGHT, PaymentRow } from '@/components/PaymentRow';
import { SkeletonRow } from '@/components/ui/Skeleton';
import { OfflineMark } from '@/components/OfflineMark';
import { useNow } from '@/components/useNow';
import { useFiatRate, useOfflineSnapshot, useSentRecords } from '@/session';
import type { Denomination, WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { homePayments, useLatestPayments } from './useLatestPayments';

/**
 * The newest payments (money that moved or is moving, no requests), each opening its detail, and
 * a way to the full history.
 */
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
  const rows = useMemo(() => (page ? homePayments(page.data) : []), [page]);
  const headingId = useId();
  // The same clock as History, for the rows' times.
  const now = useNow({ everyMs: 30_000 });
  const rate = useFiatRate(wallet).data;
  const fiat = useMemo(() => (rate ? { currency: rate.currency, rate: rate.rate } : null), [rate]);
  const sentRecords = useSentRecords(wallet.id);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={payments.isPending && !page}
      className="space-y-1"
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="font-semibold">
          <Trans>Latest payments</Trans>
        </h2>
        <Link
          to={paths.history.getHref()}
          className="-mr-3 inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
        >
          <Trans>See all</Trans>
        </Link>
      </div>

      {shown.offlineSince !== null && page && <OfflineMark since={shown.offlineSince} />}

      {payments.isPending && !page ? (
        <ul aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i}>
              <SkeletonRow className="px-2" height={PAYMENT_ROW_HEIGHT} />
            </li>
          ))}
        </ul>
      ) : !page ? (
        // An unknown key is told once, with its ways back, by the balance above.
        isUnknownWalletKey(payments.error) ? null : (
          <ErrorMessage error={payments.error} onRetry={() => void payments.refetch()} />
        )
      ) : rows.length === 0 ? (
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
        // The same rows as History.
        <ul>
          {rows.map((payment) => (
            <li key={payment.checking_id}>
              <PaymentRow
                payment={payment}
                denomination={denomination}
                fiat={fiat}
                now={now}
                hidden={hidden}
                sentRecords={sentRecords}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
