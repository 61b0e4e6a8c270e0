/**
 * The LNURL bech32 codec (LUD-01) and the rules every LNURL address obeys (§2.1), with the error
 * type of all LNURL checks (pure TypeScript: no fetch, no DOM, no React).
 *
 * Split from `lnurl.ts` so that showing a reusable LNURL QR code (Receive) does not bring the pay
 * checks along (invoice signatures, description hashes, AES); `lnurl.ts` re-exports it.
 */
import { bech32 } from '@scure/base';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export type LnurlErrorCode =
  | 'lnurl' // not a valid bech32 LNURL
  | 'url' // a URL that is not https (or http on .onion / loopback), has credentials, …
  | 'service-error' // the service answered {status:"ERROR", reason}
  | 'response' // a malformed service response
  | 'metadata' // invalid LUD-06 metadata
  | 'amount' // invalid msat values (not safe integers, min > max, …)
  | 'no-whole-sat-amount' // valid msat range that holds no whole sat
  | 'comment' // comment too long or not allowed (LUD-12)
  | 'payer-data' // invalid LUD-18 payerData request
  | 'invoice' // the returned `pr` is not a valid BOLT 11 invoice
  | 'amountless' // the returned invoice has no amount
  | 'amount-mismatch' // invoice amount ≠ requested amount
  | 'network' // invoice for another network
  | 'expired' // invoice already expired
  | 'description-hash' // `h` ≠ sha256(metadata [+ payerdata])
  | 'success-action' // malformed successAction → do not pay
  | 'success-action-unsupported' // unknown successAction tag → do not pay (LUD-09 MUST)
  | 'aes-key' // preimage malformed or not matching the payment hash
  | 'aes-decrypt'; // AES decryption failed (wrong key) or the plaintext is not UTF-8

export class LnurlError extends Error {
  readonly code: LnurlErrorCode;
  /** For `service-error`: the service's reason, sanitised and truncated. */
  readonly reason?: string;

  constructor(
    code: LnurlErrorCode,
    message: string,
    options?: { cause?: unknown; reason?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LnurlError';
    this.code = code;
    if (options?.reason !== undefined) {
      this.reason = options.reason;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/** Generous DoS guard on a bech32 LNURL (a QR code holds at most 7089 characters). */
export const MAX_LNURL_LENGTH = 8192;
/** Guard on any URL handled here. */
export const MAX_URL_LENGTH = 8192;

// ---------------------------------------------------------------------------------------------
// Unsafe characters
// ---------------------------------------------------------------------------------------------

/** Control, bidi and invisible characters: never shown, never allowed in a URL. */
export function isUnsafeCodePoint(cp: number): boolean {
  return (
    (cp <= 0x1f && cp !== 0x09 && cp !== 0x0a) || // C0 except tab and newline
    (cp >= 0x7f && cp <= 0x9f) || // DEL + C1
    cp === 0x061c || // Arabic letter mark
    cp === 0x200b || // zero-width space
    cp === 0x200e ||
    cp === 0x200f || // LRM, RLM
    (cp >= 0x202a && cp <= 0x202e) || // LRE … RLO
    (cp >= 0x2060 && cp <= 0x2064) || // word joiner, invisible operators
    (cp >= 0x2066 && cp <= 0x2069) || // LRI … PDI
    cp === 0xfeff || // BOM / ZWNBSP
    (cp >= 0xfff9 && cp <= 0xfffb) // interlinear annotations
  );
}

// ---------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------

function isLoopbackHostname(hostname: string): boolean {
  // `hostname` comes from the WHATWG URL parser: lower case, IPv4 canonicalised, IPv6 bracketed.
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function hasUnsafeUrlChars(url: string): boolean {
  for (const ch of url) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp <= 0x20 || isUnsafeCodePoint(cp)) {
      return true;
    }
  }
  return false;
}

/** The URL when `isAllowedLnurlUrl` allows it, else null. */
export function parseAllowedUrl(url: string): URL | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) {
    return null;
  }
  if (hasUnsafeUrlChars(url)) {
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.hostname === '') {
    return null;
  }
  if (parsed.protocol === 'https:') {
    return parsed;
  }
  if (
    parsed.protocol === 'http:' &&
    (parsed.hostname.endsWith('.onion') || isLoopbackHostname(parsed.hostname))
  ) {
    return parsed;
  }
  return null;
}

/**
 * True for URLs an LNURL flow may use (§2.1, §6 #4): `https:`, or `http:` on a `.onion` host or
 * on loopback (`localhost`, 127.0.0.0/8, `[::1]`; the sandbox runs there). Credentials, other
 * schemes, whitespace and control/bidi characters are refused.
 */
export function isAllowedLnurlUrl(url: string): boolean {
  return parseAllowedUrl(url) !== null;
}

// ---------------------------------------------------------------------------------------------
// LNURL bech32 codec (LUD-01)
// ---------------------------------------------------------------------------------------------

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
  const damaged = (cause?: unknown) =>
    new LnurlError('lnurl', 'This is not a valid LNURL (it may be mistyped or cut off).', {
      cause,
    });
  // @scure/base refuses a bad checksum, mixed case, characters outside the charset and padding
  // bits that are not zero (data no encoder writes); the decoded bytes must be UTF-8.
  const decoded = bech32.decodeUnsafe(text, MAX_LNURL_LENGTH);
  if (decoded === undefined) {
    throw damaged();
  }
  if (decoded.prefix !== LNURL_HRP) {
    throw new LnurlError('lnurl', 'This is not an LNURL (wrong prefix).');
  }
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (bytes === undefined) {
    throw damaged();
  }
  let url: string;
  try {
    url = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw damaged(error);
  }
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
  const words = bech32.toWords(new TextEncoder().encode(url));
  return bech32.encode(LNURL_HRP, words, MAX_LNURL_LENGTH).toUpperCase();
}
