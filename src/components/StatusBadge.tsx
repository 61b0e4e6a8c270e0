import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@/api/http';
import { cx } from '@/lib/cx';

/** A payment's status, or what an unpaid invoice of this wallet is (lib/payment `paymentKind`). */
export type BadgeStatus = PaymentStatus | 'request' | 'expired';

const LABELS: Record<BadgeStatus, MessageDescriptor> = {
  success: msg({ message: 'Settled', context: 'payment status' }),
  pending: msg({ message: 'Pending', context: 'payment status' }),
  failed: msg({ message: 'Failed', context: 'payment status' }),
  request: msg({ message: 'Unpaid', context: 'payment status' }),
  expired: msg({ message: 'Expired', context: 'payment status' }),
};

/** Pending and failed get a badge; `compact` hides the settled one (the normal case in a list). */
export function StatusBadge({
  status,
  compact = false,
}: {
  status: BadgeStatus;
  compact?: boolean;
}) {
  const { t } = useLingui();
  if (compact && status === 'success') {
    return null;
  }
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'pending' && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        status === 'failed' && 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
        status === 'success' && 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
        status === 'request' && 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
        status === 'expired' && 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
      )}
    >
      {t(LABELS[status])}
    </span>
  );
}
