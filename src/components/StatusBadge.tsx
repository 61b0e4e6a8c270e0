import { useLingui } from '@lingui/react/macro';
import type { PaymentState } from '@/lib/payment';
import { cx } from '@/lib/cx';
import { STATE_WORDS } from './payment-label';

const TONE: Record<PaymentState, string> = {
  received: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  paid: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  waiting: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  expired: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

/**
 * A payment's state in its one word (lib/payment `paymentState`). `compact` (a list) leaves the
 * normal cases out, Received and Paid: the sign and colour of the amount already say them.
 */
export function StatusBadge({
  state,
  compact = false,
}: {
  state: PaymentState;
  compact?: boolean;
}) {
  const { t } = useLingui();
  if (compact && (state === 'received' || state === 'paid')) {
    return null;
  }
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        TONE[state],
      )}
    >
      {t(STATE_WORDS[state])}
    </span>
  );
}
