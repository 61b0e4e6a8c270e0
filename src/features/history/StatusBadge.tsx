import type { PaymentStatus } from '@/api/http';
import { cx } from '@/lib/cx';

const LABELS: Record<PaymentStatus, string> = {
  success: 'Settled',
  pending: 'Pending',
  failed: 'Failed',
};

/** Pending and failed get a badge; `compact` hides the settled one (the normal case in a list). */
export function StatusBadge({
  status,
  compact = false,
}: {
  status: PaymentStatus;
  compact?: boolean;
}) {
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
      )}
    >
      {LABELS[status]}
    </span>
  );
}
