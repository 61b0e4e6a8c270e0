// The words of a payment, one per state (docs/design.md, "Words"), and its title in a list. Pure,
// so it is tested in Node.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownCounterparty } from '@/lib/payment-counterparty';
import type { PaymentState } from '@/lib/payment';
import type { MoveNames } from '@/lib/move';

/** The one word for each state, on rows, badges, the detail and the outcomes alike. */
export const STATE_WORDS: Record<PaymentState, MessageDescriptor> = {
  received: msg({ message: 'Received', context: 'payment state: money in that arrived' }),
  paid: msg({ message: 'Paid', context: 'payment state: money out that went through' }),
  pending: msg({ message: 'Pending', context: 'payment state' }),
  failed: msg({ message: 'Failed', context: 'payment state: money out that did not go through' }),
  waiting: msg({
    message: 'Waiting for payment',
    context: 'payment state: a request still open',
  }),
  expired: msg({ message: 'Expired', context: 'payment state: a request nobody paid in time' }),
};

/**
 * A row's title: who (a name, else their address), else the note written with it, else what it
 * is: "Received", "Request", or "Payment" for money out with nothing known about it.
 */
export function paymentTitle(who: ShownCounterparty, state: PaymentState): string {
  const named = who.name ?? who.address ?? who.domain ?? who.note;
  if (named) {
    return named;
  }
  switch (state) {
    case 'received':
      return t({ message: 'Received', context: 'payment state: money in that arrived' });
    case 'waiting':
    case 'expired':
      return t({ message: 'Request', context: 'a payment request with no note' });
    default:
      return t({ message: 'Payment', context: 'money out with no recipient or note known' });
  }
}

/** The line under a row's title: the note, when the title is who it went to. */
export function paymentSubtitleNote(who: ShownCounterparty): string | undefined {
  return (who.name ?? who.address ?? who.domain) ? who.note : undefined;
}

/**
 * A move between two wallets of this device (lib/move), titled as one on both sides: "Move to
 * Savings" where it left, "Move from Spending" where it arrived (or waits, or expired unpaid).
 */
export function moveTitle(move: MoveNames, outgoing: boolean): string {
  const { from, to } = move;
  return outgoing
    ? t({
        message: `Move to ${to}`,
        comment: 'History: sats moved to another wallet of this device',
      })
    : t({
        message: `Move from ${from}`,
        comment: 'History: sats moved in from another wallet of this device',
      });
}
