// How a row of history reads to a screen reader. Pure, so it is tested in Node.
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
  const amount = hidden ? 'amount hidden' : formatAmount(paymentSats(payment), denomination);
  const memo = payment.memo?.trim();
  const about = memo ? ` — ${memo}` : '';
  if (kind !== 'payment') {
    return `Request for ${amount}${about}, ${kind === 'expired' ? 'expired' : 'not paid yet'}`;
  }
  const verb = isOutgoing(payment) ? 'Sent' : 'Received';
  const status = payment.status === 'success' ? '' : `, ${payment.status}`;
  return `${verb} ${amount}${about}${status}`;
}
