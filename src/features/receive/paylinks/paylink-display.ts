// What the pay-links screen shows for a link: its LNURL, Lightning Address and amount range. Pure.
import type { PayLink } from '@/api/lnurlp';
import { formatFiat, formatSat, formatSatWithUnit } from '@/lib/amount';
import { encodeLnurl } from '@/lib/lnurl/codec';
import { LnurlError } from '@/lib/lnurl/errors';

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
 * The upper-case bech32 LNURL of a link: the server's own `lnurl` field when it sent one, else
 * built from `<server origin>/lnurlp/<id>` (or `https://<domain>/lnurlp/<id>`). Null when no
 * LNURL can be made: lnurlp refuses plain http on a host that is not loopback or .onion.
 */
export function payLinkLnurl(
  link: Pick<PayLink, 'id' | 'lnurl' | 'domain'>,
  serverOrigin: string,
): string | null {
  if (link.lnurl && /^lnurl1/i.test(link.lnurl)) {
    return link.lnurl.toUpperCase();
  }
  const base = link.domain ? `https://${link.domain}` : serverOrigin.replace(/\/+$/, '');
  try {
    return encodeLnurl(`${base}/lnurlp/${encodeURIComponent(link.id)}`);
  } catch (error) {
    if (error instanceof LnurlError) {
      return null;
    }
    throw error;
  }
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
