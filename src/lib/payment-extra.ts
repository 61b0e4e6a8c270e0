/**
 * What LNbits 1.5.1 keeps in a payment's `extra` beside the Lightning facts, read safely (pure
 * TypeScript: no fetch, no DOM, no React). `extra` is free-form JSON, so nothing in it is trusted.
 *
 * - `internal_memo`: a note of the wallet's own, never sent to the other side. LNbits' page sets
 *   it with `extra: {"internal_memo": "…"}` when creating or paying an invoice and limits it to 512
 *   characters in the form; the server stores any JSON value, of any length, unchecked. (Its
 *   `POST /api/v1/payments/lnurl` takes an `internal_memo` field too, and drops it: Send keeps
 *   such a note on this device instead, lib/payment-counterparty `privateNoteOf`.)
 * - `wallet_fiat_currency`, `wallet_fiat_amount`, `wallet_fiat_rate`: the payment's value in the
 *   wallet's currency when it was made (incoming and outgoing alike), when the wallet has a
 *   currency the server has a rate for. The amount is rounded to 3 decimals; the rate is sats per
 *   fiat unit.
 */

/** LNbits' own form refuses longer notes. */
export const INTERNAL_MEMO_MAX_LENGTH = 512;

type Extra = Record<string, unknown> | null | undefined;

/** The note, when it is text with something in it. */
export function readInternalMemo(extra: Extra): string | undefined {
  const memo = extra?.internal_memo;
  return typeof memo === 'string' && memo.trim() !== '' ? memo : undefined;
}

/** True past LNbits' form limit (`val.length`, UTF-16 units, as its page counts). */
export function isInternalMemoTooLong(memo: string): boolean {
  return memo.trim().length > INTERNAL_MEMO_MAX_LENGTH;
}

/**
 * The `extra` to send with a new invoice or payment for a note: nothing for an empty one, as
 * LNbits' page sends nothing. Check `isInternalMemoTooLong` first: the server would keep any
 * length.
 */
export function internalMemoExtra(memo: string | undefined): { internal_memo: string } | undefined {
  const trimmed = memo?.trim() ?? '';
  return trimmed === '' ? undefined : { internal_memo: trimmed };
}

export interface WalletFiatAtTheTime {
  /** As the wallet spelt it then ("EUR", or "usd"). */
  currency: string;
  /** In fiat units, rounded to 3 decimals by the server. */
  amount: number;
  /** Sats per fiat unit then. */
  satsPerUnit: number;
}

/** The payment's value in the wallet's currency when it was made, when the server kept it. */
export function readWalletFiat(extra: Extra): WalletFiatAtTheTime | undefined {
  const currency = extra?.wallet_fiat_currency;
  const amount = extra?.wallet_fiat_amount;
  const rate = extra?.wallet_fiat_rate;
  if (
    typeof currency !== 'string' ||
    currency === '' ||
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount < 0 ||
    typeof rate !== 'number' ||
    !Number.isFinite(rate) ||
    rate <= 0
  ) {
    return undefined;
  }
  return { currency, amount, satsPerUnit: rate };
}

/** What a payment was worth in fiat, and whether at its own time's rate or at today's. */
export interface PaymentFiatValue {
  /** Uppercase ISO code. */
  currency: string;
  /** In fiat units, unrounded: format it with lib/amount `formatFiat`. */
  amount: number;
  /** 'then': the rate the server kept with the payment; 'now': today's rate, as none was kept. */
  rateFrom: 'then' | 'now';
}

/**
 * The one rule for a payment's fiat value, on screen and in the CSV. `sats` is the amount a
 * person is shown (lib/payment `paymentSats`: the fee included when sent), valued at the rate the
 * server kept then, so the fiat reads the same as the sats beside it; the server's own
 * `wallet_fiat_amount` leaves the fee out. `currency` asks for one currency (the CSV's column):
 * a value kept in another is not converted, today's rate is used instead. Without `currency`, the
 * kept value in whatever currency it was kept in, and else today's.
 */
export function paymentFiatValue(
  sats: number,
  extra: Extra,
  today: { currency: string; satsPerUnit: number } | null,
  currency?: string,
): PaymentFiatValue | undefined {
  const then = readWalletFiat(extra);
  const wanted = currency?.toUpperCase();
  if (then && (wanted === undefined || then.currency.toUpperCase() === wanted)) {
    return {
      currency: then.currency.toUpperCase(),
      amount: sats / then.satsPerUnit,
      rateFrom: 'then',
    };
  }
  if (
    today &&
    today.satsPerUnit > 0 &&
    (wanted === undefined || today.currency.toUpperCase() === wanted)
  ) {
    return {
      currency: today.currency.toUpperCase(),
      amount: sats / today.satsPerUnit,
      rateFrom: 'now',
    };
  }
  return undefined;
}
