import type { RefObject } from 'react';
import type { Payment } from '@/api/core';
import { PaymentRow } from '@/components/PaymentRow';
import type { Denomination } from '@/session';
import type { DayListEntry } from '@/lib/payment-days';
import type { SentRecord } from '@/lib/payment-counterparty';
import type { RowWindowItem } from './useFixedRowWindow';

/** A day's heading, px: fixed like a payment row's, so the window never measures. */
export const DAY_HEADING_HEIGHT = 40;

export interface PaymentWindowProps {
  listRef: RefObject<HTMLDivElement | null>;
  /** Payments under their day headings (lib/payment-days `groupByDay`). */
  entries: ReadonlyArray<DayListEntry<Payment>>;
  /** Where each entry starts (`rowTops`). */
  tops: readonly number[];
  /** The entries on screen (useFixedRowWindow) and the height of the whole list. */
  items: readonly RowWindowItem[];
  totalHeight: number;
  denomination: Denomination;
  fiat: { currency: string; rate: number } | null;
  now: Date;
  sentRecords: readonly SentRecord[];
}

/** The whole list's height, with only the entries on screen drawn at their places in it. */
export function PaymentWindow({
  listRef,
  entries,
  tops,
  items,
  totalHeight,
  denomination,
  fiat,
  now,
  sentRecords,
}: PaymentWindowProps) {
  return (
    <div ref={listRef} className="relative" style={{ height: totalHeight }}>
      <ul className="absolute inset-x-0 top-0">
        {items.map((item) => {
          const entry = entries[item.index]!;
          return (
            <li
              key={entry.key}
              data-index={item.index}
              className="absolute inset-x-0 top-0"
              style={{
                height: tops[item.index + 1]! - item.top,
                transform: `translateY(${item.top}px)`,
              }}
            >
              {entry.kind === 'day' ? (
                <h2 className="flex h-full items-end px-2 pb-2 text-sm font-semibold text-zinc-600 dark:text-zinc-400">
                  {entry.label}
                </h2>
              ) : (
                <PaymentRow
                  payment={entry.payment}
                  denomination={denomination}
                  fiat={fiat}
                  now={now}
                  sentRecords={sentRecords}
                  underDayHeading
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
