// How a payment reads to a screen reader. Pure, so it is tested in Node.
import type { Payment } from '@/api/core';
import { formatAmount } from '@/lib/amount';
import { isOutgoing, paymentSats } from '@/lib/payment';
import type { Denomination } from '@/session';

/** "Received 1,234 sats — coffee", with ", pending" or ", failed" when not settled. */
export function paymentLabel(
  payment: Pick<Payment, 'amount' | 'fee' | 'memo' | 'status'>,
  denomination: Denomination,
): string {
  const verb = isOutgoing(payment) ? 'Sent' : 'Received';
  const memo = payment.memo?.trim();
  const status = payment.status === 'success' ? '' : `, ${payment.status}`;
  return `${verb} ${formatAmount(paymentSats(payment), denomination)}${memo ? ` — ${memo}` : ''}${status}`;
}
