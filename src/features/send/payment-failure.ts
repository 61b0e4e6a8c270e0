// LNbits' reasons for refusing or failing a payment, in words a person can act on. Pure.

/** LNbits' failure details, explained. Returns undefined for details we have no words for. */
export function explainPaymentFailure(detail: string): string | undefined {
  const d = detail.trim();
  if (/^Insufficient balance/i.test(d)) {
    return 'Your wallet did not have enough sats for this payment when the server checked. Nothing was sent.';
  }
  if (/^You must reserve at least/i.test(d)) {
    return 'LNbits keeps a small reserve (at least 2 sats, or 1 %) for routing fees when a payment leaves the server, and your balance does not cover the amount plus that reserve. Nothing was sent.';
  }
  if (/already paid/i.test(d)) {
    return 'This invoice has been paid already, so it was not paid again.';
  }
  if (/Amountless invoices/i.test(d)) {
    return "LNbits can't pay invoices without an amount. Ask for one with an amount.";
  }
  if (/Only internal invoices/i.test(d)) {
    return 'This LNbits server can only pay invoices made by wallets on the same server.';
  }
  if (/expired/i.test(d)) {
    return 'The invoice expired before it could be paid. Ask the payee for a new one.';
  }
  if (/time limit of \d+ seconds between payments/i.test(d)) {
    return 'Your server only allows a payment every few seconds. Wait a moment before paying.';
  }
  if (/Daily withdrawal limit/i.test(d)) {
    return 'Your server limits how much this wallet can send per day.';
  }
  if (/^Payment failed/i.test(d)) {
    return 'The Lightning payment could not be completed. Nothing was sent.';
  }
  return undefined;
}
