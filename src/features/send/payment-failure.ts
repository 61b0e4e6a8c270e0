// A failure this feature recognised itself, in words a person can act on. Pure. LNbits' own
// reasons (Insufficient balance, the fee reserve, internal-only servers…) are worded once, in
// components/describe-error.ts: a second table here had said each of them twice on one screen.
import { t } from '@lingui/core/macro';
import type { ErrorDescription } from '@/components/describe-error';
import { PaymentFailedError } from './payment-outcome';

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
