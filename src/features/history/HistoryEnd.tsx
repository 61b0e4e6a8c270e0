import type { Payment } from '@/api/core';
import { isRequest } from '@/lib/payment';
import { historyCountText } from '@/lib/payment-days';

/** The end of the list: how many payments, and apart from them how many requests. */
export function HistoryEnd({ rows }: { rows: readonly Payment[] }) {
  const requests = rows.filter(isRequest).length;
  return (
    <p
      data-testid="history-end"
      // Every row, for tests that scroll to the end of a list of known length.
      data-count={rows.length}
      className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400"
    >
      {historyCountText(rows.length - requests, requests)}
    </p>
  );
}
