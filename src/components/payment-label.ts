// How a row of history reads to a screen reader. Pure, so it is tested in Node.
import { t } from '@lingui/core/macro';
import type { Payment } from '@/api/core';
import { formatAmount } from '@/lib/amount';
import { isOutgoing, paymentKind, paymentSats } from '@/lib/payment';

/**
 * "Received 1,234 sats — coffee", with ", pending" or ", failed" when not settled; an unpaid
 * invoice reads "Request for 777 sats — coffee, not paid yet" (or ", expired"), never "Received".
 * `hidden` leaves the amount out, as the screen does.
 */
export function paymentLabel(
  payment: Pick<Payment, 'amount' | 'fee' | 'memo' | 'status' | 'expiry'>,
  denomination: 'sats' | 'btc',
  nowMs: number,
  hidden = false,
): string {
  const kind = paymentKind(payment, nowMs);
  const amount = hidden ? t`amount hidden` : formatAmount(paymentSats(payment), denomination);
  const memo = payment.memo?.trim();
  // Whole phrases, each translated; the memo (the payer's own words) and the state follow the
  // first one as separate facts, the way a list reads.
  const headline =
    kind !== 'payment'
      ? t`Request for ${amount}`
      : isOutgoing(payment)
        ? t`Sent ${amount}`
        : t`Received ${amount}`;
  const state =
    kind === 'expired'
      ? t({ message: 'expired', context: 'an unpaid invoice' })
      : kind === 'request'
        ? t`not paid yet`
        : payment.status === 'pending'
          ? t({ message: 'pending', context: 'a payment' })
          : payment.status === 'failed'
            ? t({ message: 'failed', context: 'a payment' })
            : null;
  return `${headline}${memo ? ` — ${memo}` : ''}${state ? `, ${state}` : ''}`;
}
