/**
 * NWC (NIP-47) pairing URIs (docs/lightning-protocols.md, "NIP-47" and T13; pure TypeScript: no
 * DOM, no React, no I/O). One
 * reader serves every place a pairing URI is met: a code pasted or scanned (`lib/input.ts`), the
 * server's pairing template (`features/nwc`), and the sandbox's test client.
 *
 * Apart from the client keys (`nwc.ts`, which re-exports this module) so that recognising a
 * pasted pairing URI does not load the elliptic-curve code.
 */
import { safeDecode, splitQuery } from './query-params.ts';

export const NWC_SCHEME = 'nostr+walletconnect://';

const HEX64 = /^[0-9a-f]{64}$/i;
/** The order of secp256k1: a secret key is a number in [1, n). */
const CURVE_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** `nostr+walletconnect:` and the legacy `nostrwalletconnect:`, each with or without `//`. */
const NWC_PREFIX = /^(?:nostr\+walletconnect|nostrwalletconnect):(?:\/\/)?/i;

export interface NwcService {
  /** The wallet service's x-only pubkey, 64 lowercase hex. */
  walletPubkey: string;
  /** At least one ws:// or wss:// relay. */
  relays: string[];
}

export interface NwcUri extends NwcService {
  /**
   * The `secret` parameter as it stands (the first one), or null. Not checked here: the
   * server's template holds a placeholder; `isValidNwcSecret` decides for a real URI.
   */
  secret: string | null;
  lud16?: string;
}

/** What is wrong with a string that should be a pairing URI. */
export type NwcUriProblem =
  | 'scheme' // not nostr+walletconnect: (or the legacy nostrwalletconnect:)
  | 'wallet-key' // the wallet-service pubkey is not 64 hex
  | 'encoding' // a parameter has broken percent-encoding
  | 'relay' // a relay is not a ws:// or wss:// address
  | 'no-relay';

export type NwcUriReading = { ok: true; uri: NwcUri } | { ok: false; problem: NwcUriProblem };

function isRelayUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Reads `nostr+walletconnect://<service pk>?relay=…&secret=…[&lud16=…]`, also the legacy
 * `nostr+walletconnect:<pk>?…` and `nostrwalletconnect:<pk>?…` forms. LNbits does not
 * percent-encode its relay, so parameters are split by hand rather than through URLSearchParams
 * (which would also read `+` as a space). Parameter names are matched case-insensitively.
 */
export function readNwcUri(text: string): NwcUriReading {
  const trimmed = text.trim();
  const prefix = NWC_PREFIX.exec(trimmed);
  if (!prefix) {
    return { ok: false, problem: 'scheme' };
  }
  const body = trimmed.slice(prefix[0].length);
  const q = body.indexOf('?');
  const walletPubkey = (q < 0 ? body : body.slice(0, q)).replace(/\/$/, '');
  if (!HEX64.test(walletPubkey)) {
    return { ok: false, problem: 'wallet-key' };
  }
  const relays: string[] = [];
  let secret: string | null = null;
  let lud16: string | undefined;
  for (const { key, raw } of splitQuery(q < 0 ? '' : body.slice(q + 1))) {
    const name = key.toLowerCase();
    const value = safeDecode(raw);
    if (value === null) {
      return { ok: false, problem: 'encoding' };
    }
    if (name === 'relay') {
      if (!isRelayUrl(value)) {
        return { ok: false, problem: 'relay' };
      }
      relays.push(value);
    } else if (name === 'secret') {
      secret ??= value;
    } else if (name === 'lud16') {
      lud16 ??= value;
    }
  }
  if (relays.length === 0) {
    return { ok: false, problem: 'no-relay' };
  }
  const uri: NwcUri = { walletPubkey: walletPubkey.toLowerCase(), relays, secret };
  if (lud16 !== undefined) {
    uri.lud16 = lud16;
  }
  return { ok: true, uri };
}

/** A usable client secret: 64 hex (either case) and a valid secp256k1 secret key. */
export function isValidNwcSecret(secret: string | null): secret is string {
  if (secret === null || !HEX64.test(secret)) {
    return false;
  }
  const n = BigInt(`0x${secret}`);
  return n !== 0n && n < CURVE_N;
}

/** Why buildNwcUri refused: the client secret, or a service with no valid key or no relay. */
export type NwcBuildProblem = 'secret' | 'service';

/**
 * A pairing URI that cannot be read or made. The message is English, for logs and the sandbox;
 * a screen words `problem` in the person's language.
 */
export class NwcUriError extends Error {
  override readonly name = 'NwcUriError';
  readonly problem: NwcUriProblem | NwcBuildProblem;

  constructor(message: string, problem: NwcUriProblem | NwcBuildProblem) {
    super(message);
    this.problem = problem;
  }
}

const TEMPLATE_PROBLEMS: Record<NwcUriProblem, string> = {
  scheme: 'The server’s pairing address is not a nostr+walletconnect URI.',
  'wallet-key': 'The server’s pairing address has no valid wallet-service key.',
  encoding: 'The server’s pairing address is not encoded correctly.',
  relay: 'The server’s pairing address names a relay that is not ws(s)://.',
  'no-relay': 'The server’s pairing address names no relay.',
};

/** The wallet service named by the server's pairing template (E21); throws NwcUriError. */
export function readPairingTemplate(template: string): NwcService {
  const reading = readNwcUri(template);
  if (!reading.ok) {
    throw new NwcUriError(TEMPLATE_PROBLEMS[reading.problem], reading.problem);
  }
  return { walletPubkey: reading.uri.walletPubkey, relays: reading.uri.relays };
}

/**
 * `nostr+walletconnect://<service pk>?relay=<pct-encoded>&…&secret=<hex>[&lud16=…]`, the `://`
 * form only, with relays percent-encoded as NIP-47 asks.
 */
export function buildNwcUri(
  service: NwcService,
  secretHex: string,
  options: { lud16?: string } = {},
): string {
  const secret = secretHex.toLowerCase();
  if (!isValidNwcSecret(secret)) {
    throw new NwcUriError('The connection secret must be 64 hex characters.', 'secret');
  }
  if (!HEX64.test(service.walletPubkey) || service.relays.length === 0) {
    throw new NwcUriError(
      'The wallet service needs a 64-hex key and at least one relay.',
      'service',
    );
  }
  const params = [
    ...service.relays.map((relay) => `relay=${encodeURIComponent(relay)}`),
    `secret=${secret}`,
  ];
  if (options.lud16) {
    params.push(`lud16=${encodeURIComponent(options.lud16)}`);
  }
  return `${NWC_SCHEME}${service.walletPubkey.toLowerCase()}?${params.join('&')}`;
}
