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
 * The pay link Receive makes for a wallet that has none: a sat link from 1 sat up, notes allowed,
 * reusable. Without a username it is a reusable QR code only, which payers' wallets show as
 * "Lightning payment" (lnurlp shows a link's description to payers, and "Payment to <name>" once
 * it has a username). Its description, in the person's language, is also what Reusable codes
 * lists it by.
 */
export function quickPayLinkInput(username: string | null): PayLinkInput {
  return {
    description: username
      ? t({
          message: 'Lightning address',
          comment: 'Name of the pay link made for the address; payers see it in their wallet',
        })
      : t({
          message: 'Lightning payment',
          comment:
            'Name of the reusable QR code Receive makes at once; payers see it in their wallet',
        }),
    min: 1,
    max: QUICK_LINK_MAX_SAT,
    comment_chars: QUICK_LINK_COMMENT_CHARS,
    ...(username ? { username } : {}),
    // LUD-11: a payer's wallet may keep this code to pay it again (lnurlp's default says not to).
    disposable: false,
  };
}

/**
 * What to send to give an existing link a username (PUT /lnurlp/api/v1/links/{id}). lnurlp's
 * update sets every field from the body (views_api.py `api_link_update`: `setattr` for each),
 * so the link's own values go along unchanged, or they would fall back to their defaults. A
 * link's own description stays too, unless it is the one Receive gave a nameless code.
 */
export function namedLinkInput(link: PayLink, username: string): PayLinkInput {
  const fiat = Boolean(link.currency) && link.currency?.toLowerCase() !== 'sat';
  const multiplier = link.fiat_base_multiplier || 100;
  return {
    description:
      link.description === quickPayLinkInput(null).description
        ? quickPayLinkInput(username).description
        : link.description,
    wallet: link.wallet,
    // Fiat links store cents; the update takes units and multiplies again.
    min: fiat ? link.min / multiplier : link.min,
    max: fiat ? link.max / multiplier : link.max,
    comment_chars: link.comment_chars,
    currency: link.currency ?? null,
    webhook_url: link.webhook_url ?? null,
    webhook_headers: link.webhook_headers ?? null,
    webhook_body: link.webhook_body ?? null,
    success_text: link.success_text ?? null,
    success_url: link.success_url ?? null,
    ...(link.fiat_base_multiplier ? { fiat_base_multiplier: link.fiat_base_multiplier } : {}),
    username,
    zaps: link.zaps ?? false,
    disposable: link.disposable ?? false,
    domain: link.domain ?? null,
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
