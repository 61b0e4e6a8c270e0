// Where a created invoice stands, and the fiat amount it was made for. Pure.

export type InvoiceState = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * Where an invoice stands. Only the server's word marks it paid: a websocket message alone is
 * never enough (anyone can inject one). Paid wins over expired, so a payment that landed in the
 * last second still shows as received.
 */
export function invoiceState(input: {
  paid: boolean;
  failed: boolean;
  secondsLeft: number;
}): InvoiceState {
  if (input.paid) {
    return 'paid';
  }
  if (input.failed) {
    return 'failed';
  }
  return input.secondsLeft <= 0 ? 'expired' : 'pending';
}

/** The fiat amount a fiat-denominated invoice was made for (LNbits' `extra.fiat_*`), if any. */
export function invoiceFiat(
  extra: Record<string, unknown>,
): { currency: string; amount: number } | null {
  const currency = extra.fiat_currency;
  const amount = extra.fiat_amount;
  return typeof currency === 'string' && typeof amount === 'number' && amount > 0
    ? { currency, amount }
    : null;
}
