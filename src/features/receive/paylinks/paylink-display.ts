// What the pay-links screen shows for a link: its LNURL, Lightning Address and amount range. Pure.
import type { PayLink } from '@/api/lnurlp';
import { formatFiat, formatSat, formatSatWithUnit } from '@/lib/amount';

/**
 * The Lightning Address of a link (`name@host`), or null when it has no username. The host is
 * the link's own `domain` when set, else the server's host with its port, as lnurlp serves
 * `/.well-known/lnurlp/{username}` on the host it was reached at.
 */
export function payLinkAddress(link: Pick<PayLink, 'username' | 'domain'>, serverHost: string) {
  if (!link.username) {
    return null;
  }
  return `${link.username}@${link.domain || serverHost}`;
}

/**
 * The LNURL the server sent with the link, upper-cased (QR-friendly), or null when it sent none.
 * lnurlp sends one with every link, so the codec is needed only without it (`payLinkLnurl`).
 */
export function sentPayLinkLnurl(link: Pick<PayLink, 'lnurl'>): string | null {
  return link.lnurl && /^lnurl1/i.test(link.lnurl) ? link.lnurl.toUpperCase() : null;
}

/** Where a link's LNURL points: `<server origin>/lnurlp/<id>`, or `https://<domain>/lnurlp/<id>`. */
export function payLinkUrl(link: Pick<PayLink, 'id' | 'domain'>, serverOrigin: string): string {
  const base = link.domain ? `https://${link.domain}` : serverOrigin.replace(/\/+$/, '');
  return `${base}/lnurlp/${encodeURIComponent(link.id)}`;
}

/** True for a link priced in a fiat currency (min/max are then fiat × fiat_base_multiplier). */
export function isFiatLink(link: Pick<PayLink, 'currency'>): boolean {
  return Boolean(link.currency) && link.currency?.toLowerCase() !== 'sat';
}

/**
 * "1,000 sats", "10 – 100,000 sats", or for fiat links "$1.50" / "$1.00 – $20.00" (the stored
 * values divided by `fiat_base_multiplier`, 100 when missing).
 */
export function formatPayLinkRange(
  link: Pick<PayLink, 'min' | 'max' | 'currency' | 'fiat_base_multiplier'>,
  locale?: string,
): string {
  if (isFiatLink(link)) {
    const currency = (link.currency ?? '').toUpperCase();
    const multiplier = link.fiat_base_multiplier || 100;
    const min = formatFiat(link.min / multiplier, currency, locale);
    const max = formatFiat(link.max / multiplier, currency, locale);
    return link.min === link.max ? min : `${min} – ${max}`;
  }
  // Sat links hold whole sats; round defensively in case a server sends 10.0 style floats.
  const min = Math.round(link.min);
  const max = Math.round(link.max);
  return min === max ? formatSatWithUnit(min) : `${formatSat(min)} – ${formatSatWithUnit(max)}`;
}
