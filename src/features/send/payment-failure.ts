// LNbits' reasons for refusing or failing a payment, in words a person can act on. Pure.
import { t } from '@lingui/core/macro';
import type { ErrorDescription } from '@/components/describe-error';
import { PaymentFailedError } from './payment-outcome';

/** LNbits' failure details, explained. Returns undefined for details we have no words for. */
export function explainPaymentFailure(detail: string): string | undefined {
  const d = detail.trim();
  if (/^Insufficient balance/i.test(d)) {
    return t`Your wallet did not have enough sats for this payment when the server checked. Nothing was sent.`;
  }
  if (/^You must reserve at least/i.test(d)) {
    return t`LNbits keeps a small reserve (at least 2 sats, or 1 %) for routing fees when a payment leaves the server, and your balance does not cover the amount plus that reserve. Nothing was sent.`;
  }
  if (/already paid/i.test(d)) {
    return t`This invoice has been paid already, so it was not paid again.`;
  }
  if (/Amountless invoices/i.test(d)) {
    return t`LNbits can't pay invoices without an amount. Ask for one with an amount.`;
  }
  if (/Only internal invoices/i.test(d)) {
    return t`This LNbits server can only pay invoices made by wallets on the same server.`;
  }
  if (/expired/i.test(d)) {
    return t`The invoice expired before it could be paid. Ask the payee for a new one.`;
  }
  if (/time limit of \d+ seconds between payments/i.test(d)) {
    return t`Your server only allows a payment every few seconds. Wait a moment before paying.`;
  }
  if (/Daily withdrawal limit/i.test(d)) {
    return t`Your server limits how much this wallet can send per day.`;
  }
  if (/^Payment failed/i.test(d)) {
    return t`The Lightning payment could not be completed. Nothing was sent.`;
  }
  return undefined;
}

/**
 * The words for a failure this feature itself recognised (the server's answer or status said
 * failed), or null for anything the shared ErrorMessage words.
 */
export function describeFailedPayment(error: unknown): ErrorDescription | null {
  if (error instanceof PaymentFailedError) {
    return {
      title: t`Payment failed`,
      message: t`The server reports this payment as failed, so nothing was sent.`,
    };
  }
  return null;
}
