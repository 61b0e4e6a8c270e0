/**
 * Which URLs an LNURL flow may use (LUD-01 asks for https; a browser wallet adds its own limits).
 * Pure TypeScript: no fetch, no DOM.
 */
import { isUnsafeCodePoint } from '../text';
import { LnurlError } from './errors';

/** Guard on any URL handled here. */
export const MAX_URL_LENGTH = 8192;

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
 * True for URLs an LNURL flow may use (docs/lightning-protocols.md, LNURL "URLs"): `https:`, or `http:` on a `.onion` host or
 * on loopback (`localhost`, 127.0.0.0/8, `[::1]`; the sandbox runs there). Credentials, other
 * schemes, whitespace and control/bidi characters are refused.
 */
export function isAllowedLnurlUrl(url: string): boolean {
  return parseAllowedUrl(url) !== null;
}

export function requireAllowedUrl(url: string, what: string): URL {
  const parsed = parseAllowedUrl(url);
  if (parsed === null) {
    throw new LnurlError(
      'url',
      `The service gave an unsafe ${what} address (only https is allowed), so it was not used.`,
    );
  }
  return parsed;
}
