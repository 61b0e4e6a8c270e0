// An LNURL or Lightning address as something to look up: where its first GET goes and what
// LNbits' lnurlscan (row 8) is given. Send pays through it and the withdraw screen receives
// through it, so it lives here, below both. Pure: no React, no I/O.
import { lnurlBech32 } from './lnurl/codec';
import { classifyInput, lightningTarget } from './input';
import type { LightningAddressInput, LnurlInput } from './input';

/** An LNURL to resolve: where its first GET goes, and what LNbits' lnurlscan (row 8) is given. */
export interface LnurlTarget {
  /** The https (or loopback/onion http) URL of the first GET. It never carries a key. */
  url: string;
  /** Shown plainly to the user: whom they deal with. */
  domain: string;
  /** For row 8 / row 9: the Lightning address, or the URL as a bech32 LNURL. */
  scanCode: string;
  /** The Lightning address, when that is what was given. */
  address?: string;
  /** Known before anything is fetched: from a LUD-17 scheme, or 'pay' for a Lightning address. */
  expected?: 'pay' | 'withdraw';
  /** http on .onion: a browser can't fetch it, only the server can. */
  onion: boolean;
  /** A plain https link: ask before fetching it (it may just be a web page). */
  askFirst: boolean;
}

/** The target of a classified LNURL or Lightning address (a login code is no target: see callers). */
export function lnurlTarget(input: LnurlInput | LightningAddressInput): LnurlTarget {
  if (input.kind === 'lightning-address') {
    return {
      url: input.url,
      domain: input.domain,
      scanCode: input.address,
      address: input.address,
      // LUD-16: a Lightning address is a pay request and nothing else. A service answering one
      // with a withdrawal is not followed to the withdraw screen (LnurlFlow says so instead).
      expected: 'pay',
      onion: input.domain.endsWith('.onion'),
      askFirst: false,
    };
  }
  const target: LnurlTarget = {
    url: input.url,
    domain: input.domain,
    scanCode: lnurlBech32(input.url),
    onion: input.onion,
    askFirst: input.source === 'https',
  };
  if (input.tag === 'pay' || input.tag === 'withdraw') {
    target.expected = input.tag;
  }
  return target;
}

/**
 * The LNURL or Lightning address in `code` (also inside a `bitcoin:` link's `lightning=`), or
 * null for anything else, a login code included. Never throws.
 */
export function findLnurlTarget(
  code: string,
  options: { allowLoopback?: boolean } = {},
): LnurlTarget | null {
  const input = lightningTarget(
    classifyInput(code.trim(), { allowLoopback: options.allowLoopback === true }),
  );
  if (input === null || input.kind === 'bolt11') {
    return null;
  }
  if (input.kind === 'lnurl' && input.tag === 'login') {
    return null;
  }
  return lnurlTarget(input);
}
