/**
 * The URL inside a bech32 LNURL (LUD-01), read with @scure/base's bech32 and nothing else: the
 * pay and login checks and the URL rules stay out, so a screen that only needs to recognise an
 * LNURL (Send's people) loads this alone. lib/lnurl/codec builds on it.
 */
import { bech32 } from '@scure/base';

/** Generous DoS guard on a bech32 LNURL (a QR code holds at most 7089 characters). */
export const MAX_LNURL_LENGTH = 8192;

export const LNURL_HRP = 'lnurl';

/**
 * The URL a bech32 LNURL holds, or why there is none. @scure/base refuses a bad checksum, mixed
 * case, characters outside the charset and padding bits that are not zero (data no encoder
 * writes); the decoded bytes must be UTF-8.
 */
export function bech32Url(text: string): { url: string } | { problem: 'damaged' | 'prefix' } {
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
