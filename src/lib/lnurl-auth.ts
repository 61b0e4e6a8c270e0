/**
 * LNURL-auth (LUD-04) with LUD-05 linking keys, derived exactly as LNbits 1.5.1 derives them
 * (pure TypeScript: no fetch, no DOM, no React).
 *
 * LNbits' `POST /api/v1/lnurlauth` (lnbits/core/views/lnurl_api.py) hands the wallet's admin key,
 * as a hex string, to the lnurl library's `execute_login(seed=…)` (lnurl 0.8.3, lnurl/core.py and
 * lnurl/helpers.py), which:
 *
 * 1. takes the BIP32 master key of `bytes.fromhex(seed)`: the 16 bytes the admin key's 32 hex
 *    characters spell, not its text;
 * 2. derives the LUD-05 hashing key at `m/138'/0`;
 * 3. HMAC-SHA256s the callback's host (pydantic's `AnyUrl.host`: no port, the case as written)
 *    with it, and reads the first 16 bytes as four big-endian 32-bit numbers;
 * 4. derives the linking key at `m/138'/<n1>/<n2>/<n3>/<n4>` from the master key. python-bip32
 *    treats an index of 2^31 or more as hardened, as BIP32 does, so the path is walked index by
 *    index rather than parsed (a path string would refuse such indexes);
 * 5. signs the k1 bytes as the message digest (no hashing) with deterministic ECDSA (RFC 6979),
 *    DER-encoded, and sends `key` (compressed public key, hex) and `sig` (hex) after the
 *    callback's own query parameters.
 *
 * python-ecdsa does not normalise `s`, so about half of LNbits' signatures are "high-S", which
 * libsecp256k1-based verifiers refuse. `signK1` gives low-S signatures unless asked to sign as
 * LNbits does (`lnbitsCompatible`), and `verifyLnurlAuthSignature` accepts both forms, as LNbits'
 * own verifier does.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { appendQuery } from './lnurl/callback-urls';
import { LnurlError } from './lnurl/errors';
import { parseAllowedUrl } from './lnurl/urls';

/** LUD-05: the hashing key's path. */
export const LUD05_HASHING_KEY_PATH = "m/138'/0";
/** The hardened first step of every LUD-05 path, 138'. */
const LUD05_PURPOSE_INDEX = 0x80000000 + 138;

const HEX = /^(?:[0-9a-fA-F]{2})*$/;
const K1_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * The seed LNbits derives a wallet's LNURL-auth identity from: the bytes its admin key's hex
 * spells (16 for an LNbits key). Throws a RangeError for anything else, as BIP32 takes 16 to 64.
 */
export function lnurlAuthSeed(adminKey: string): Uint8Array {
  if (!HEX.test(adminKey) || adminKey.length < 32 || adminKey.length > 128) {
    throw new RangeError('The admin key is not the 16 to 64 bytes of hex LNURL-auth needs.');
  }
  return hexToBytes(adminKey.toLowerCase());
}

/**
 * The domain LNbits derives the linking key for: the callback's host without port or
 * credentials. An ASCII host keeps its case (pydantic 1 does not lower it); an international one
 * is punycoded, as pydantic's IDNA encoding does. An IPv6 host loses its brackets.
 */
export function linkingDomain(callback: string): string {
  const parsed = parseAllowedUrl(callback);
  if (parsed === null) {
    throw new LnurlError('url', 'The login address is not a valid https address.');
  }
  const authority = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(callback)?.[1] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const written = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : hostAndPort.replace(/:\d*$/, '');
  // Percent-escapes and non-ASCII are the URL parser's to resolve (punycode); plain ASCII is
  // taken as written.
  const host = /^[\x21-\x7e]+$/.test(written) && !written.includes('%') ? written : parsed.hostname;
  return host.replace(/^\[(.*)\]$/, '$1');
}

/** LUD-05: the four path indexes after 138' for `domain`, from the hashing key. */
export function linkingKeyPathIndexes(hashingPrivateKey: Uint8Array, domain: string): number[] {
  const material = hmac(sha256, hashingPrivateKey, new TextEncoder().encode(domain));
  const view = new DataView(material.buffer, material.byteOffset, 16);
  return [0, 4, 8, 12].map((offset) => view.getUint32(offset, false));
}

/** The LUD-05 path string of a domain, `m/138'/<n1>/<n2>/<n3>/<n4>` (for display and tests). */
export function linkingKeyPath(hashingPrivateKey: Uint8Array, domain: string): string {
  return `m/138'/${linkingKeyPathIndexes(hashingPrivateKey, domain).join('/')}`;
}

export interface LinkingKey {
  /** 32 bytes. */
  privateKey: Uint8Array;
  /** 33 bytes, compressed: what the service sees as `key`. */
  publicKey: Uint8Array;
}

/** The LUD-05 linking key of `seed` (see `lnurlAuthSeed`) for `domain`. */
export function deriveLinkingKey(seed: Uint8Array, domain: string): LinkingKey {
  const master = HDKey.fromMasterSeed(seed);
  const hashingKey = master.derive(LUD05_HASHING_KEY_PATH).privateKey;
  if (!hashingKey) {
    throw new Error('BIP32 gave no hashing key.');
  }
  let node = master.deriveChild(LUD05_PURPOSE_INDEX);
  for (const index of linkingKeyPathIndexes(hashingKey, domain)) {
    node = node.deriveChild(index);
  }
  if (!node.privateKey || !node.publicKey) {
    throw new Error('BIP32 gave no linking key.');
  }
  return { privateKey: node.privateKey, publicKey: node.publicKey };
}

/** A LUD-04 challenge: exactly 32 bytes of hex. Throws `LnurlError` `response` otherwise. */
export function requireK1(k1: unknown): string {
  if (typeof k1 !== 'string' || !K1_HEX.test(k1)) {
    throw new LnurlError('response', 'The login challenge (k1) is not 32 bytes of hex.');
  }
  return k1.toLowerCase();
}

export interface K1Signature {
  /** Compressed public key, hex. */
  key: string;
  /** DER-encoded ECDSA signature, hex. */
  sig: string;
}

/**
 * Signs a k1 (its bytes are the digest, LUD-04) with a linking key. `lnbitsCompatible` leaves a
 * high `s` as python-ecdsa does, for byte-equal answers to LNbits'; otherwise `s` is low.
 * `allowShortK1` signs a k1 of 1 to 32 bytes, as LNbits does; a LUD-04 k1 is always 32.
 */
export function signK1(
  k1: string,
  linkingKey: LinkingKey,
  options: { lnbitsCompatible?: boolean; allowShortK1?: boolean } = {},
): K1Signature {
  let digest: Uint8Array;
  if (options.allowShortK1) {
    if (!HEX.test(k1) || k1.length === 0 || k1.length > 64) {
      throw new LnurlError('response', 'The login challenge (k1) is not 1 to 32 bytes of hex.');
    }
    digest = hexToBytes(k1.toLowerCase());
  } else {
    digest = hexToBytes(requireK1(k1));
  }
  const sig = secp256k1.sign(digest, linkingKey.privateKey, {
    prehash: false,
    lowS: options.lnbitsCompatible !== true,
    format: 'der',
  });
  return { key: bytesToHex(linkingKey.publicKey), sig: bytesToHex(sig) };
}

/**
 * Checks a LUD-04 login: `sig` (DER hex) over the k1 bytes by `key` (compressed or not, hex).
 * High-S signatures pass, as LNbits' own verifier (python-ecdsa) lets them. `allowShortK1`
 * accepts a k1 of 1 to 32 bytes, as LNbits signs them. Never throws.
 */
export function verifyLnurlAuthSignature(
  k1: string,
  key: string,
  sig: string,
  options: { allowShortK1?: boolean } = {},
): boolean {
  const k1Ok = options.allowShortK1
    ? HEX.test(k1) && k1.length > 0 && k1.length <= 64
    : K1_HEX.test(k1);
  if (!k1Ok || !HEX.test(key) || !HEX.test(sig) || sig.length === 0) {
    return false;
  }
  try {
    return secp256k1.verify(
      hexToBytes(sig.toLowerCase()),
      hexToBytes(k1.toLowerCase()),
      hexToBytes(key.toLowerCase()),
      { prehash: false, lowS: false, format: 'der' },
    );
  } catch {
    return false;
  }
}

/**
 * The callback to call to log in: the service's callback, its own query kept, with `key` and
 * `sig` appended (LNbits' order). The callback must be https, or http on loopback or a .onion
 * host; the k1 32 bytes of hex. Throws `LnurlError` (`url`, `response`).
 */
export function buildLnurlAuthCallbackUrl(
  callback: string,
  k1: string,
  seed: Uint8Array,
  options: { lnbitsCompatible?: boolean } = {},
): string {
  const domain = linkingDomain(callback);
  const { key, sig } = signK1(requireK1(k1), deriveLinkingKey(seed, domain), options);
  return appendQuery(callback, [
    ['key', key],
    ['sig', sig],
  ]);
}

/** LUD-04's `action` of a login URL: what the site says the login is for. */
export type LoginAction = 'register' | 'login' | 'link' | 'auth';

const LOGIN_ACTIONS: readonly LoginAction[] = ['register', 'login', 'link', 'auth'];

/** The login URL's `action` (LUD-04), or null when it has none or one LUD-04 does not name. */
export function loginAction(url: string): LoginAction | null {
  const parsed = parseAllowedUrl(url);
  const action = parsed?.searchParams.get('action')?.toLowerCase();
  return LOGIN_ACTIONS.find((known) => known === action) ?? null;
}

/** The compressed public linking key (hex) a wallet shows the site of `callback`. */
export function linkingPublicKeyHex(adminKey: string, callback: string): string {
  return bytesToHex(deriveLinkingKey(lnurlAuthSeed(adminKey), linkingDomain(callback)).publicKey);
}
