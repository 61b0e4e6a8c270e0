import type { RefObject } from 'react';
import type { Payment } from '@/api/core';
import type { Denomination } from '@/session';
import { PaymentRow, ROW_HEIGHT } from './PaymentRow';
import type { RowWindowItem } from './useFixedRowWindow';

export interface PaymentWindowProps {
  listRef: RefObject<HTMLDivElement | null>;
  rows: readonly Payment[];
  /** The rows on screen (useFixedRowWindow) and the height of the whole list. */
  items: readonly RowWindowItem[];
  totalHeight: number;
  denomination: Denomination;
  fiat: { currency: string; rate: number } | null;
  now: Date;
}

/** The whole list's height, with only the rows on screen drawn at their places in it. */
export function PaymentWindow({
  listRef,
  rows,
  items,
  totalHeight,
  denomination,
  fiat,
  now,
}: PaymentWindowProps) {
  return (
    <div ref={listRef} className="relative" style={{ height: totalHeight }}>
      <ul className="absolute inset-x-0 top-0">
        {items.map((item) => {
          const payment = rows[item.index]!;
          return (
            <li
              key={payment.checking_id}
              data-index={item.index}
              className="absolute inset-x-0 top-0"
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.top}px)` }}
            >
              <PaymentRow payment={payment} denomination={denomination} fiat={fiat} now={now} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
