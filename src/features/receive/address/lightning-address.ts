// Receive's own Lightning address: which pay link it is, and the one-tap link made when the
// wallet has none. Pure.
import { t } from '@lingui/core/macro';
import type { PayLink, PayLinkInput } from '@/api/lnurlp';
import type { Payment } from '@/api/core';

/** lnurlp's rule for a username (views_api.py): a-z 0-9 - _ . and at most 210 characters. */
const USERNAME_MAX_LENGTH = 210;

/** What a name becomes when the wallet name has nothing usable ("💰", "   "). */
const FALLBACK_USERNAME = 'wallet';

/**
 * The largest amount the one-tap address accepts. LNbits refuses an incoming invoice above
 * 10,000,000 sats by default (lnbits_max_incoming_payment_amount_sats), so a larger maximum would
 * only promise payers what the server would refuse.
 */
export const QUICK_LINK_MAX_SAT = 10_000_000;

/** Comment length payers may add; lnurlp allows up to 799, a tweet's worth is plenty. */
export const QUICK_LINK_COMMENT_CHARS = 140;

/**
 * A username from a wallet name: lower case, accents dropped, anything else lnurlp refuses
 * turned into single dashes ("Café Bob's" → "cafe-bob-s").
 */
export function suggestUsername(walletName: string): string {
  const slug = walletName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH);
  return slug || FALLBACK_USERNAME;
}

/**
 * The next name to offer when `taken` is: a number added or counted up ("bob" → "bob2",
 * "bob2" → "bob3"), still within lnurlp's length.
 */
export function nextUsername(taken: string): string {
  const match = /^(.*?)(\d+)$/.exec(taken);
  const base = match && match[1] ? match[1] : taken;
  const number = match && match[1] ? Number(match[2]) + 1 : 2;
  const suffix = String(number);
  return base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
}

/**
 * The pay link the one-tap button creates. Its description, in the person's language, is what
 * payers' wallets show and what Reusable lists it by.
 */
export function quickPayLinkInput(username: string): PayLinkInput {
  return {
    description: t({
      message: 'Lightning address',
      comment: 'Name of the pay link made for the address; payers see it in their wallet',
    }),
    min: 1,
    max: QUICK_LINK_MAX_SAT,
    comment_chars: QUICK_LINK_COMMENT_CHARS,
    username,
    // LUD-11: a payer's wallet may keep this code to pay it again (lnurlp's default says not to).
    disposable: false,
  };
}

/**
 * The link Receive shows first: the oldest link with a Lightning address priced in sats, else
 * the oldest sat link. Fiat-priced links are left to "Reusable": their range moves with the rate.
 */
export function pickAddressLink(links: readonly PayLink[], walletId?: string): PayLink | null {
  const own = links.filter(
    (link) =>
      (!walletId || link.wallet === walletId) &&
      (!link.currency || link.currency.toLowerCase() === 'sat'),
  );
  return own.find((link) => Boolean(link.username)) ?? own[0] ?? null;
}

/** True when `payment` is money in through pay link `linkId` (lnurlp tags its invoices so). */
export function isPaymentToLink(
  payment: Pick<Payment, 'amount' | 'extra'>,
  linkId: string,
): boolean {
  return payment.amount > 0 && payment.extra.tag === 'lnurlp' && payment.extra.link === linkId;
}
