// The CSV export: RFC 4180 quoting plus a guard against formula injection, since a memo is text
// chosen by whoever made the invoice and spreadsheets run cells that start with = + - @.
import { t } from '@lingui/core/macro';
import type { Payment } from '@/api/core';
import type { PaymentStatus } from '@/api/http';
import { fiatFractionDigits } from '@/lib/currency';
import {
  countedFeeMsat,
  feeSats,
  isOutgoing,
  isRequest,
  paymentSats,
  paymentTimeMs,
  signedTotalMsat,
} from '@/lib/payment';
import { privateNoteAmong, shownCounterpartyAmong } from '@/lib/payment-counterparty';
import type { SentRecord } from '@/lib/payment-counterparty';
import { paymentFiatValue } from '@/lib/payment-extra';
import { readMove } from '@/lib/move';
import type { PaymentFiatValue } from '@/lib/payment-extra';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field. Text that a spreadsheet would read as a formula gets a leading `'`. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : '';
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

function isoTime(time: string): string {
  const ms = paymentTimeMs(time);
  return ms > 0 ? new Date(ms).toISOString() : time;
}

export interface CsvFiat {
  currency: string;
  /** Sats per one unit of the currency, at export time; 0 when there is none. */
  rate: number;
}

/**
 * The header row, in the app's language. Each stays one lower-case ASCII word joined by
 * underscores (as the English is), so spreadsheets and scripts read it as a column name; the fiat
 * column names its currency when there is a rate.
 */
function csvHeader(fiatCurrency: string | null): string[] {
  const columns = [
    t({ message: 'time', context: 'CSV column header' }),
    t({ message: 'direction', context: 'CSV column header' }),
    t({ message: 'status', context: 'CSV column header' }),
    t({ message: 'amount_sat', context: 'CSV column header' }),
    t({ message: 'fee_sat', context: 'CSV column header' }),
    t({ message: 'amount_msat', context: 'CSV column header' }),
    t({ message: 'fee_msat', context: 'CSV column header' }),
    t({ message: 'memo', context: 'CSV column header' }),
    t({
      message: 'note',
      context: 'CSV column header',
      comment: 'What the payer wrote with a payment (its note), apart from the memo',
    }),
    t({
      message: 'my_note',
      context: 'CSV column header',
      comment: 'The note the wallet owner kept with a payment for themselves (never sent)',
    }),
    t({ message: 'payment_hash', context: 'CSV column header' }),
    t({ message: 'preimage', context: 'CSV column header' }),
  ];
  const fiatColumn = fiatCurrency
    ? t({ message: `fiat_value_${fiatCurrency}`, context: 'CSV column header' })
    : t({ message: 'fiat_value', context: 'CSV column header' });
  const rateFromColumn = t({
    message: 'fiat_rate_from',
    context: 'CSV column header',
    comment: 'Whether the fiat value used the rate of the payment’s time or today’s',
  });
  const kindColumns = [
    t({
      message: 'kind',
      context: 'CSV column header',
      comment: 'Whether a line is a payment or a move between two wallets of the same person',
    }),
    t({
      message: 'other_wallet',
      context: 'CSV column header',
      comment:
        'For a move: the name of the other wallet of the same person it went to or came from',
    }),
  ];
  // Appended after the fiat columns: a script reading the columns by position before them still
  // reads the same ones.
  return [...columns, fiatColumn, rateFromColumn, ...kindColumns];
}

/**
 * The kind and other_wallet columns: a move between two wallets of this person (lib/move, the tag
 * both sides carry) is no income and no spending, and says so; every other line is a payment.
 */
function csvKind(payment: Payment): [string, string] {
  const move = readMove(payment.extra);
  if (!move) {
    return [t({ message: 'payment', context: 'CSV kind column' }), ''];
  }
  return [
    t({ message: 'move', context: 'CSV kind column' }),
    isOutgoing(payment) ? move.to : move.from,
  ];
}

/** The fiat_rate_from column: the rate kept with the payment, or today's where none was. */
function csvRateFrom(value: PaymentFiatValue | undefined): string {
  if (!value) {
    return '';
  }
  return value.rateFrom === 'then'
    ? t({ message: 'payment_time', context: 'CSV fiat_rate_from column' })
    : t({ message: 'today', context: 'CSV fiat_rate_from column' });
}

/** The direction column: money out, money in, or an unpaid invoice of this wallet. */
function csvDirection(payment: Payment): string {
  if (isOutgoing(payment)) {
    return t({ message: 'sent', context: 'CSV direction column' });
  }
  return isRequest(payment)
    ? t({ message: 'request', context: 'CSV direction column' })
    : t({ message: 'received', context: 'CSV direction column' });
}

/** The status column: LNbits' status word, in the app's language (English keeps LNbits' own). */
function csvStatus(status: PaymentStatus): string {
  switch (status) {
    case 'success':
      return t({ message: 'success', context: 'CSV status column' });
    case 'pending':
      return t({ message: 'pending', context: 'CSV status column' });
    case 'failed':
      return t({ message: 'failed', context: 'CSV status column' });
  }
}

/** The note a payer wrote, which LNbits keeps apart from the memo; '' when it is the memo. */
function csvNote(payment: Payment, records: readonly SentRecord[]): string {
  const who = shownCounterpartyAmong(payment, records);
  return who.noteFrom === 'written' ? (who.note ?? '') : '';
}

/**
 * The whole export, its words (header, direction, status) in the app's language. Amounts are absolute (the sign is the direction column), so numbers stay
 * numbers. `amount_sat` is the number Home, History and the detail screen show, rounded the same
 * way (lib/payment `paymentSats`): what left, fee included, or what arrived; `fee_sat` is the
 * part of it that was fee. `amount_msat` and `fee_msat` are the same exactly, for bookkeeping.
 * The fiat value is that of `amount_sat`, as on screen. A failed payment is written at the amount
 * that was asked, with no fee: the reserve LNbits held for it came back (lib/payment). `memo` is
 * LNbits' own field; `note` is what was written with the payment as the screens show it (a
 * payer's comment through a Lightning address, lib/payment-counterparty). An unpaid invoice is a
 * `request`, not `received`. `my_note` is the note kept for this wallet only (LNbits'
 * `internal_memo`, or this device's where LNbits dropped it). The fiat value uses the rate the server kept with the payment when it kept
 * one in the column's currency, else today's; `fiat_rate_from` says which (lib/payment-extra
 * `paymentFiatValue`). `kind` is `move` for sats moved between two wallets of this person (both
 * sides, lib/move), with the other wallet's name in `other_wallet`, and `payment` otherwise. The preimage is only written for settled payments: LNbits knows it before an
 * invoice is paid, and it must not read as proof of payment.
 */
export function buildPaymentsCsv(
  payments: readonly Payment[],
  fiat: CsvFiat | null,
  /** This device's records of whom it paid: the note written with a payment, as the rows show. */
  records: readonly SentRecord[] = [],
): string {
  const currency = fiat ? fiat.currency.toUpperCase() : null;
  const today = fiat && fiat.rate > 0 ? { currency: fiat.currency, satsPerUnit: fiat.rate } : null;
  const digits = currency ? fiatFractionDigits(currency) : 2;
  const lines = [csvRow(csvHeader(currency))];
  for (const payment of payments) {
    const sats = paymentSats(payment);
    const value = currency ? paymentFiatValue(sats, payment.extra, today, currency) : undefined;
    lines.push(
      csvRow([
        isoTime(payment.time),
        csvDirection(payment),
        csvStatus(payment.status),
        sats,
        feeSats(payment),
        Math.abs(signedTotalMsat(payment)),
        countedFeeMsat(payment),
        payment.memo ?? '',
        csvNote(payment, records),
        privateNoteAmong(payment, records)?.text ?? '',
        payment.payment_hash,
        payment.status === 'success' ? (payment.preimage ?? '') : '',
        // A machine number (point, no grouping) in every language, as the other amounts are.
        value ? value.amount.toFixed(digits) : '',
        csvRateFrom(value),
        ...csvKind(payment),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** `pocketbits-<wallet>-<YYYY-MM-DD>.csv`, with the wallet name reduced to safe characters. */
export function csvFileName(walletName: string, now: Date = new Date()): string {
  const slug =
    walletName
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'wallet';
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `pocketbits-${slug}-${day}.csv`;
}
