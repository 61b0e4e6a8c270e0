import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import { ReceiveIcon, SendIcon } from '@/components/ui/icons';
import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { isOutgoing, paymentSats, paymentState, paymentTimeMs } from '@/lib/payment';
import type { PaymentState } from '@/lib/payment';
import { privateNoteAmong, shownCounterpartyAmong } from '@/lib/payment-counterparty';
import type { SentRecord } from '@/lib/payment-counterparty';
import { formatClockTime, formatShortTime } from '@/lib/time';
import { readMove } from '@/lib/move';
import { STATE_WORDS, moveTitle, paymentSubtitleNote, paymentTitle } from './payment-label';
import { StatusBadge } from './StatusBadge';

/** Every row has this height (px): History's virtual list relies on it. A 44 px target and more. */
export const PAYMENT_ROW_HEIGHT = 56;

export interface PaymentRowProps {
  payment: Payment;
  denomination: 'sats' | 'btc';
  fiat: FiatRate | null;
  /** The one clock (useNow): row times and whether an invoice has expired are read against it. */
  now: Date;
  /** The amounts are hidden on screen (Home's balance toggle). */
  hidden?: boolean;
  /** Under a day's heading the row shows only the time of day; alone, a short date or time. */
  underDayHeading?: boolean;
  /** This device's records of whom the wallet paid (session `useSentRecords`), as the detail. */
  sentRecords?: readonly SentRecord[];
}

const NO_RECORDS: readonly SentRecord[] = [];

/** Green is money that arrived, and nothing else: a request is blue, an expired one grey. */
const ICON_CLASS: Record<PaymentState, string> = {
  received: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  paid: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  pending: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  failed: 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
  waiting: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  expired: 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
};

/** A request and a failed payment moved no money: no sign, never bold black. */
const AMOUNT_CLASS: Record<PaymentState, string | false> = {
  received: 'text-green-700 dark:text-green-400',
  paid: false,
  pending: false,
  failed: 'font-normal text-zinc-500 line-through dark:text-zinc-400',
  waiting: 'font-normal text-zinc-600 dark:text-zinc-400',
  expired: 'font-normal text-zinc-500 dark:text-zinc-400',
};

const SIGN: Record<PaymentState, '+' | '−' | ''> = {
  received: '+',
  paid: '−',
  pending: '−',
  failed: '',
  waiting: '',
  expired: '',
};

/**
 * One payment, or one request, in Home's latest payments and in History: a link to its detail.
 * Its accessible name is its visible words in reading order (who or the note, the amount, the
 * time, the fiat value), then the state where no badge shows it: a person using voice control
 * says what they see (WCAG 2.5.3).
 */
export const PaymentRow = memo(function PaymentRow({
  payment,
  denomination,
  fiat,
  now,
  hidden = false,
  underDayHeading = false,
  sentRecords = NO_RECORDS,
}: PaymentRowProps) {
  const { t } = useLingui();
  const state = paymentState(payment, now.getTime());
  const who = shownCounterpartyAmong(payment, sentRecords);
  const move = readMove(payment.extra);
  const title = move ? moveTitle(move, isOutgoing(payment)) : paymentTitle(who, state);
  // A move's memo says what its title says.
  const note = move ? undefined : paymentSubtitleNote(who);
  const privateNote = privateNoteAmong(payment, sentRecords)?.text;
  const sats = paymentSats(payment);
  const Icon = isOutgoing(payment) ? SendIcon : ReceiveIcon;
  const time = underDayHeading
    ? formatClockTime(paymentTimeMs(payment.time))
    : formatShortTime(paymentTimeMs(payment.time), now);
  const badgeShown = state !== 'received' && state !== 'paid';
  return (
    <Link
      to={paths.paymentDetail.getHref(payment.payment_hash)}
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_auto] content-center items-center gap-x-3 rounded-xl px-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-900"
      style={{ height: PAYMENT_ROW_HEIGHT }}
    >
      <span
        aria-hidden="true"
        className={cx(
          'row-span-2 grid size-9 shrink-0 place-items-center rounded-full',
          ICON_CLASS[state],
        )}
      >
        <Icon width={18} height={18} />
      </span>
      <span className="col-start-2 row-start-1 truncate leading-6 font-medium">{title}</span>
      {hidden ? (
        <span className="col-start-3 row-start-1 text-right leading-6 font-semibold">
          <span aria-hidden="true">•••</span>
          <span className="sr-only">{t`Amount hidden`}</span>
        </span>
      ) : (
        <span
          className={cx(
            'col-start-3 row-start-1 text-right leading-6 font-semibold tabular-nums',
            AMOUNT_CLASS[state],
          )}
        >
          {SIGN[state]}
          {formatAmount(sats, denomination)}
        </span>
      )}
      <span className="col-start-2 row-start-2 flex min-w-0 items-center gap-2 text-sm leading-5 text-zinc-600 dark:text-zinc-400">
        <span className="truncate">
          {time}
          {note && ` · ${note}`}
          {privateNote && ' · '}
          {privateNote && <span data-testid="row-private-note">{privateNote}</span>}
        </span>
        <StatusBadge state={state} compact />
      </span>
      <span className="col-start-3 row-start-2 text-right text-xs leading-5 text-zinc-500 tabular-nums dark:text-zinc-400">
        {fiat && !hidden ? formatFiat(satToFiat(sats, fiat.rate), fiat.currency) : null}
      </span>
      {!badgeShown && <span className="sr-only">{`, ${t(STATE_WORDS[state])}`}</span>}
    </Link>
  );
});
