// A pay link's LNURL, built with the codec when the server sent none. Its own module so that the
// first view of Receive, which shows the server's LNURL, leaves the codec for later.
import type { PayLink } from '@/api/lnurlp';
import { encodeLnurl } from '@/lib/lnurl/codec';
import { LnurlError } from '@/lib/lnurl/errors';
import { payLinkUrl, sentPayLinkLnurl } from './paylink-display';

/**
 * The upper-case bech32 LNURL of a link: the server's own `lnurl` field when it sent one, else
 * built from `payLinkUrl`. Null when no LNURL can be made: lnurlp refuses plain http on a host
 * that is not loopback or .onion.
 */
export function payLinkLnurl(
  link: Pick<PayLink, 'id' | 'lnurl' | 'domain'>,
  serverOrigin: string,
): string | null {
  const sent = sentPayLinkLnurl(link);
  if (sent) {
    return sent;
  }
  try {
    return encodeLnurl(payLinkUrl(link, serverOrigin));
  } catch (error) {
    if (error instanceof LnurlError) {
      return null;
    }
    throw error;
  }
}
