import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PaymentListParams } from '@/api/core';
import { walletQueries } from '@/api/queries';
import { useNow } from '@/components/useNow';
import { formatSatWithUnit } from '@/lib/amount';
import { paths } from '@/lib/paths';
import { paymentKind, paymentSats } from '@/lib/payment';
import type { WalletConnection } from '@/session';

/** The newest requests still open (incoming, not paid yet), newest first. */
const OPEN_REQUESTS: PaymentListParams = {
  limit: 3,
  sortby: 'time',
  direction: 'desc',
  filters: { 'amount[gt]': 0, status: 'pending' },
};

/**
 * A request made a moment ago and still open is reachable from Receive (Home lists only money
 * that moved): one line to its detail, where its QR code is.
 */
export function OpenRequest({ wallet }: { wallet: WalletConnection }) {
  const requests = useQuery(walletQueries.newestPayments(wallet, OPEN_REQUESTS));
  const nowMs = useNow({ everyMs: 30_000 }).getTime();
  const open = requests.data?.data.find((payment) => paymentKind(payment, nowMs) === 'request');
  if (!open) {
    return null;
  }
  const amount = formatSatWithUnit(paymentSats(open));
  return (
    <Link
      to={paths.paymentDetail.getHref(open.payment_hash)}
      data-testid="open-request"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-sky-50 px-3 text-sm font-medium text-sky-900 hover:bg-sky-100 dark:bg-sky-950/50 dark:text-sky-100 dark:hover:bg-sky-950"
    >
      <Trans>Waiting for payment: {amount}</Trans>
      <span aria-hidden="true">›</span>
    </Link>
  );
}
