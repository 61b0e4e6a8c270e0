// NIP-47 pairing (protocols.md §4.1): the client's key pair is made here, and the
// `nostr+walletconnect://` URI is assembled here, so its secret never goes to the server.
// The wallet-service pubkey and relay come from the server's pairing template (E21).
import { etc, schnorr, utils } from '@noble/secp256k1';

export const NWC_SCHEME = 'nostr+walletconnect://';
const HEX64 = /^[0-9a-f]{64}$/;

export interface NwcClientKeys {
  /** 32-byte secret, 64 lowercase hex. Goes only into the pairing URI, never to the server. */
  secret: string;
  /** The x-only public key of `secret`, 64 lowercase hex: what the server registers. */
  pubkey: string;
}

/** A fresh client key pair from the browser's CSPRNG. */
export function generateClientKeys(): NwcClientKeys {
  const secretKey = utils.randomSecretKey();
  return {
    secret: etc.bytesToHex(secretKey),
    pubkey: etc.bytesToHex(schnorr.getPublicKey(secretKey)),
  };
}

/** The x-only pubkey (hex) of a 64-hex secret. */
export function pubkeyOfSecret(secretHex: string): string {
  return etc.bytesToHex(schnorr.getPublicKey(etc.hexToBytes(secretHex.toLowerCase())));
}

export interface NwcService {
  /** The wallet service's x-only pubkey, 64 lowercase hex. */
  walletPubkey: string;
  /** At least one ws:// or wss:// relay. */
  relays: string[];
}

export class PairingError extends Error {
  override readonly name = 'PairingError';
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

function isRelayUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.host !== '';
  } catch {
    return false;
  }
}

/**
 * Reads a pairing URI (or the server's template, whose secret is a placeholder): the service
 * pubkey, the relays and the `secret` parameter as it stands. Accepts the legacy forms
 * `nostr+walletconnect:<pk>?…` and `nostrwalletconnect:<pk>?…`. LNbits does not percent-encode
 * its relay, so parameters are split by hand rather than through URLSearchParams.
 */
export function parsePairingUri(uri: string): NwcService & { secret: string | null } {
  const match =
    /^(?:nostr\+walletconnect:(?:\/\/)?|nostrwalletconnect:(?:\/\/)?)([^?]*)\?(.*)$/i.exec(
      uri.trim(),
    );
  if (!match) {
    throw new PairingError('The server’s pairing address is not a nostr+walletconnect URI.');
  }
  const walletPubkey = (match[1] ?? '').toLowerCase();
  if (!HEX64.test(walletPubkey)) {
    throw new PairingError('The server’s pairing address has no valid wallet-service key.');
  }
  const relays: string[] = [];
  let secret: string | null = null;
  for (const part of (match[2] ?? '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) {
      continue;
    }
    const name = part.slice(0, eq);
    const value = decodeParam(part.slice(eq + 1));
    if (name === 'relay') {
      if (!isRelayUrl(value)) {
        throw new PairingError('The server’s pairing address names a relay that is not ws(s)://.');
      }
      relays.push(value);
    } else if (name === 'secret' && secret === null) {
      secret = value;
    }
  }
  if (relays.length === 0) {
    throw new PairingError('The server’s pairing address names no relay.');
  }
  return { walletPubkey, relays, secret };
}

/**
 * `nostr+walletconnect://<service pk>?relay=<pct-encoded>&…&secret=<hex>[&lud16=…]`, the `://`
 * form only, with relays percent-encoded as NIP-47 asks.
 */
export function buildPairingUri(
  service: NwcService,
  secretHex: string,
  options: { lud16?: string } = {},
): string {
  const secret = secretHex.toLowerCase();
  if (!HEX64.test(secret)) {
    throw new PairingError('The connection secret must be 64 hex characters.');
  }
  if (!HEX64.test(service.walletPubkey) || service.relays.length === 0) {
    throw new PairingError('The wallet service needs a 64-hex key and at least one relay.');
  }
  const params = [
    ...service.relays.map((relay) => `relay=${encodeURIComponent(relay)}`),
    `secret=${secret}`,
  ];
  if (options.lud16) {
    params.push(`lud16=${encodeURIComponent(options.lud16)}`);
  }
  return `${NWC_SCHEME}${service.walletPubkey}?${params.join('&')}`;
}
