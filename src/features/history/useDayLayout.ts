import { useMemo } from 'react';
import type { Payment } from '@/api/core';
import { PAYMENT_ROW_HEIGHT } from '@/components/PaymentRow';
import { groupByDay } from '@/lib/payment-days';
import { DAY_HEADING_HEIGHT } from './PaymentWindow';
import { rowTops } from './useFixedRowWindow';

/**
 * History's rows under their day headings, and where each starts. Recomputed when rows arrive
 * or the clock turns a reading ("Today" becomes "Yesterday" at midnight).
 */
export function useDayLayout(rows: readonly Payment[], now: Date) {
  return useMemo(() => {
    const entries = groupByDay(rows, now);
    const tops = rowTops(
      entries.map((entry) => (entry.kind === 'day' ? DAY_HEADING_HEIGHT : PAYMENT_ROW_HEIGHT)),
    );
    return { entries, tops };
  }, [rows, now]);
}
