/**
 * The bech32 LNURL (LUD-01, https://github.com/lnurl/luds/blob/luds/01.md): a URL written as
 * `LNURL1…`. bech32 itself is @scure/base's. Pure TypeScript: no fetch, no DOM.
 *
 * Its own module so that showing a reusable LNURL QR code (Receive) does not bring the pay checks
 * along (invoice signatures, description hashes, AES).
 */
import { bech32 } from '@scure/base';
import { LnurlError } from './errors';
import { isAllowedLnurlUrl } from './urls';

/** Generous DoS guard on a bech32 LNURL (a QR code holds at most 7089 characters). */
export const MAX_LNURL_LENGTH = 8192;

const LNURL_HRP = 'lnurl';

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

/**
 * The URL a bech32 LNURL holds, or why there is none. @scure/base refuses a bad checksum, mixed
 * case, characters outside the charset and padding bits that are not zero (data no encoder
 * writes); the decoded bytes must be UTF-8.
 */
function bech32Url(text: string): { url: string } | { problem: 'damaged' | 'prefix' } {
  const decoded = bech32.decodeUnsafe(text, MAX_LNURL_LENGTH);
  if (decoded === undefined) {
    return { problem: 'damaged' };
  }
  if (decoded.prefix !== LNURL_HRP) {
    return { problem: 'prefix' };
  }
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (bytes === undefined) {
    return { problem: 'damaged' };
  }
  try {
    return { url: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: 'damaged' };
  }
}

/**
 * The URL a bech32 LNURL holds, unchecked against the URL rules: to recognise one service in its
 * two spellings (bech32 and URL), never to open it. Undefined for anything but a bech32 LNURL.
 */
export function lnurlUrlUnchecked(lnurl: string): string | undefined {
  const text = lnurl.trim();
  if (text.length === 0 || text.length > MAX_LNURL_LENGTH) {
    return undefined;
  }
  const read = bech32Url(text);
  return 'url' in read ? read.url : undefined;
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
