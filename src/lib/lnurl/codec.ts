/**
 * The bech32 LNURL (LUD-01, https://github.com/lnurl/luds/blob/luds/01.md): a URL written as
 * `LNURL1…`. bech32 itself is @scure/base's. Pure TypeScript: no fetch, no DOM.
 *
 * Its own module so that showing a reusable LNURL QR code (Receive) does not bring the pay checks
 * along (invoice signatures, description hashes, AES).
 */
import { bech32 } from '@scure/base';
import { LNURL_HRP, MAX_LNURL_LENGTH, bech32Url } from './bech32-url';
import { LnurlError } from './errors';
import { isAllowedLnurlUrl } from './urls';

export { MAX_LNURL_LENGTH, lnurlUrlUnchecked } from './bech32-url';

/**
 * Decodes a bech32 LNURL (`LNURL1…` or `lnurl1…`, not mixed case) into its URL, exactly as
 * encoded. Throws `LnurlError` `lnurl` for a bad string or checksum, `url` when the URL is not
 * allowed by `isAllowedLnurlUrl`.
 */
export function decodeLnurl(lnurl: string): string {
  if (typeof lnurl !== 'string') {
    throw new LnurlError('lnurl', 'This is not a valid LNURL.');
  }
  const text = lnurl.trim();
  if (text.length === 0 || text.length > MAX_LNURL_LENGTH) {
    throw new LnurlError('lnurl', 'This is not a valid LNURL.');
  }
  const read = bech32Url(text);
  if ('problem' in read) {
    throw read.problem === 'prefix'
      ? new LnurlError('lnurl', 'This is not an LNURL (wrong prefix).')
      : new LnurlError('lnurl', 'This is not a valid LNURL (it may be mistyped or cut off).');
  }
  const { url } = read;
  if (!isAllowedLnurlUrl(url)) {
    throw new LnurlError(
      'url',
      'This LNURL points to an unsafe address (only https is allowed), so it was not opened.',
    );
  }
  return url;
}

/** Encodes an allowed URL as an upper-case bech32 LNURL (`LNURL1…`, QR-friendly). */
export function encodeLnurl(url: string): string {
  if (!isAllowedLnurlUrl(url)) {
    throw new LnurlError('url', 'Only https addresses can be turned into an LNURL.');
  }
  return lnurlBech32(url);
}

/**
 * Any URL as an upper-case bech32 LNURL, unchecked: for a code the app was given and hands on as
 * it is (LNbits' lnurlscan takes the LNURL form), never for one it makes up.
 */
export function lnurlBech32(url: string): string {
  const words = bech32.toWords(new TextEncoder().encode(url));
  return bech32.encode(LNURL_HRP, words, MAX_LNURL_LENGTH).toUpperCase();
}
