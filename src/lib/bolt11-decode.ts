/**
 * BOLT 11 invoice decoding and validation, everything but the signature check (pure TypeScript:
 * no DOM, no React, no I/O). Rules follow docs/protocols.md §5.
 *
 * Split from `bolt11.ts` so that reading an invoice's amount or expiry (Receive, History, the code
 * classifier) does not bring the elliptic-curve code along; `bolt11.ts` adds the check on top of
 * `parseBolt11` and re-exports this module, so the parsing rules live here only.
 */
import { CHAR_VALUE, CHECKSUM_WORDS, hrpPolymod, polymodStep, wordsToBytes } from './bech32';

export { BECH32_CHARSET, bytesToWords, encodeBech32, wordsToBytes } from './bech32';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type Bolt11ErrorCode =
  | 'input' // not a string, empty, too long
  | 'bech32' // invalid character or no separator
  | 'mixed-case'
  | 'checksum'
  | 'prefix' // not `ln…`, or unknown network
  | 'amount'
  | 'length' // too short / truncated field
  | 'field-length' // p, h, s or n field with the wrong length
  | 'missing-field'
  | 'duplicate-field'
  | 'field' // any other malformed field (non-minimal integers, bad route hint…)
  | 'feature' // unknown required (even) feature bit
  | 'signature';

export class Bolt11Error extends Error {
  readonly code: Bolt11ErrorCode;

  constructor(code: Bolt11ErrorCode, message: string) {
    super(message);
    this.name = 'Bolt11Error';
    this.code = code;
  }
}

export type Bolt11Network = 'mainnet' | 'testnet' | 'signet' | 'regtest';
export type Bolt11Currency = 'bc' | 'tb' | 'tbs' | 'bcrt';

export interface RouteHintHop {
  /** 33-byte compressed node id, hex. */
  pubkey: string;
  /** `BLOCKxTXxOUTPUT`. */
  shortChannelId: string;
  feeBaseMsat: number;
  feeProportionalMillionths: number;
  cltvExpiryDelta: number;
}

export interface Bolt11Fallback {
  /** 0–16 segwit version, 17 P2PKH, 18 P2SH. */
  version: number;
  /** Witness program or hash, hex. */
  hex: string;
}

export interface DecodedBolt11 {
  /** Normalised: lowercase, without `lightning:` and surrounding whitespace. */
  paymentRequest: string;
  network: Bolt11Network;
  currency: Bolt11Currency;
  /** null = amountless invoice ("any amount"). */
  amountMsat: bigint | null;
  /** Unix seconds. */
  timestamp: number;
  expirySeconds: number;
  /** timestamp + expirySeconds, unix seconds. */
  expiresAt: number;
  paymentHash: string;
  paymentSecret: string;
  description?: string;
  descriptionHash?: string;
  /** Compressed node key, hex; null only when decoded without the signature check and no `n`. */
  payee: string | null;
  minFinalCltvExpiry: number;
  /** Set feature bits, ascending. */
  features: number[];
  routeHints: RouteHintHop[][];
  fallbacks: Bolt11Fallback[];
  metadata?: string;
  /** r ‖ s as found in the invoice (128 hex chars, no recovery byte). */
  signature: string;
  recoveryId: number;
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Generous DoS guard; a QR code holds at most 7089 characters. */
export const MAX_INVOICE_LENGTH = 8192;

export const DEFAULT_EXPIRY_SECONDS = 3600;
export const DEFAULT_MIN_FINAL_CLTV_EXPIRY = 18;

/** 65-byte signature = 104 five-bit groups. */
const SIGNATURE_WORDS = 104;
const TIMESTAMP_WORDS = 7;

/** Order of the curve (secp256k1 N): r and s of a well-formed signature lie in [1, N). */
export const CURVE_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const CURRENCIES: ReadonlyArray<readonly [Bolt11Currency, Bolt11Network]> = [
  // Longest first: `bcrt` before `bc`, `tbs` before `tb`.
  ['bcrt', 'regtest'],
  ['tbs', 'signet'],
  ['bc', 'mainnet'],
  ['tb', 'testnet'],
];

export const NETWORK_BY_CURRENCY: Readonly<Record<Bolt11Currency, Bolt11Network>> = {
  bc: 'mainnet',
  tb: 'testnet',
  tbs: 'signet',
  bcrt: 'regtest',
};

/** msat per unit of each amount multiplier (`p` is handled separately: 0.1 msat). */
export const MSAT_PER_MULTIPLIER: Readonly<Record<'' | 'm' | 'u' | 'n', bigint>> = {
  '': 100_000_000_000n,
  m: 100_000_000n,
  u: 100_000n,
  n: 100n,
};

/** Tag codes (5-bit values of the bech32 characters). */
export const TAG = {
  paymentHash: 1, // p
  routeHint: 3, // r
  features: 5, // 9
  expiry: 6, // x
  fallback: 9, // f
  description: 13, // d
  paymentSecret: 16, // s
  payee: 19, // n
  descriptionHash: 23, // h
  minFinalCltvExpiry: 24, // c
  metadata: 27, // m
} as const;

/**
 * Feature names keyed by the even bit of each pair (BOLT 9). The low ones use the exact spelling
 * of the Python `bolt11` library that LNbits' decode endpoint uses.
 */
export const FEATURE_NAMES: Readonly<Record<number, string>> = {
  0: 'option_data_loss_protect',
  2: 'initial_routing_sync',
  4: 'option_upfront_shutdown_script',
  6: 'gossip_queries',
  8: 'var_onion_optin',
  10: 'gossip_queries_ex',
  12: 'option_static_remotekey',
  14: 'payment_secret',
  16: 'basic_mpp',
  18: 'option_support_large_channel',
  20: 'option_anchor_outputs',
  22: 'option_anchors_zero_fee_htlc_tx',
  24: 'option_route_blinding',
  26: 'option_shutdown_anysegwit',
  28: 'option_dual_fund',
  34: 'option_quiesce',
  36: 'option_attribution_data',
  38: 'option_onion_messages',
  44: 'option_channel_type',
  46: 'option_scid_alias',
  48: 'option_payment_metadata',
  50: 'option_zeroconf',
};

/** Even bits this decoder understands in an invoice (BOLT 9 contexts `9`/`I`). */
const KNOWN_INVOICE_FEATURES: ReadonlySet<number> = new Set([8, 14, 16, 24, 36, 48]);

export function featureName(bit: number): string {
  const even = bit - (bit % 2);
  return FEATURE_NAMES[even] ?? `unknown_${even}`;
}

/** LNbits-style map: name → 'required' (even bit) | 'supported' (odd bit). */
export function featureMap(bits: readonly number[]): Record<string, 'required' | 'supported'> {
  const out: Record<string, 'required' | 'supported'> = {};
  for (const bit of bits) {
    const name = featureName(bit);
    // If both bits of a pair are set, "required" wins.
    if (bit % 2 === 0 || out[name] === undefined) {
      out[name] = bit % 2 === 0 ? 'required' : 'supported';
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Byte helpers (exported for the sandbox encoder)
// ---------------------------------------------------------------------------------------------

const HEX_BYTE: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    out += HEX_BYTE[bytes[i]];
  }
  return out;
}

function hexNibble(code: number): number {
  if (code >= 48 && code <= 57) {
    return code - 48;
  }
  if (code >= 97 && code <= 102) {
    return code - 87;
  }
  if (code >= 65 && code <= 70) {
    return code - 55;
  }
  return -1;
}

/** Strict hex → bytes; throws TypeError on odd length or a non-hex character. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) {
    throw new TypeError('hex string has odd length');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = hexNibble(hex.charCodeAt(2 * i));
    const lo = hexNibble(hex.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) {
      throw new TypeError('invalid hex character');
    }
    out[i] = (hi << 4) | lo;
  }
  return out;
}

const textDecoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

// ---------------------------------------------------------------------------------------------
// Decoder
// ---------------------------------------------------------------------------------------------

const LIGHTNING_SCHEME = /^lightning:(?:\/\/)?/i;

function fail(code: Bolt11ErrorCode, message: string): never {
  throw new Bolt11Error(code, message);
}

interface ParsedHrp {
  currency: Bolt11Currency;
  network: Bolt11Network;
  amountMsat: bigint | null;
}

function parseHrp(hrp: string): ParsedHrp {
  if (!hrp.startsWith('ln')) {
    fail('prefix', 'This is not a Lightning invoice.');
  }
  let match: readonly [Bolt11Currency, Bolt11Network] | undefined;
  for (const entry of CURRENCIES) {
    if (hrp.startsWith(entry[0], 2)) {
      match = entry;
      break;
    }
  }
  if (!match) {
    fail(
      'prefix',
      `Unknown network prefix "${hrp.slice(0, 8)}": only Bitcoin invoices are supported.`,
    );
  }
  const [currency, network] = match;
  const rest = hrp.slice(2 + currency.length);
  if (rest === '') {
    return { currency, network, amountMsat: null };
  }
  // The amount: digits without a leading zero, then an optional multiplier.
  const amount = /^([0-9]+)([a-z]?)$/.exec(rest);
  if (!amount) {
    if (/^[0-9munp]/.test(rest)) {
      fail('amount', `The invoice amount "${rest}" is not valid.`);
    }
    fail(
      'prefix',
      `Unknown network prefix "${hrp.slice(0, 8)}": only Bitcoin invoices are supported.`,
    );
  }
  const [, digits, multiplier] = amount;
  if (digits[0] === '0') {
    fail('amount', 'The invoice amount has a leading zero.');
  }
  let amountMsat: bigint;
  if (multiplier === 'p') {
    if (!digits.endsWith('0')) {
      fail('amount', 'The invoice amount is a fraction of a millisatoshi, which cannot be paid.');
    }
    amountMsat = BigInt(digits) / 10n;
  } else if (multiplier === '' || multiplier === 'm' || multiplier === 'u' || multiplier === 'n') {
    amountMsat = BigInt(digits) * MSAT_PER_MULTIPLIER[multiplier];
  } else {
    fail('amount', `The invoice amount uses an unknown unit "${multiplier}".`);
  }
  return { currency, network, amountMsat };
}

/** Minimal big-endian integer from `len` groups (≤ 10 groups, i.e. < 2^50). */
function readUint(words: Uint8Array, start: number, len: number, label: string): number {
  if (len > 0 && words[start] === 0) {
    fail('field', `The invoice's ${label} field is not minimally encoded.`);
  }
  if (len > 10) {
    fail('field', `The invoice's ${label} field is too large.`);
  }
  let v = 0;
  for (let i = 0; i < len; i++) {
    v = v * 32 + words[start + i];
  }
  return v;
}

function readFeatures(words: Uint8Array, start: number, len: number): number[] {
  if (len > 0 && words[start] === 0) {
    fail('field', "The invoice's feature field is not minimally encoded.");
  }
  const bits: number[] = [];
  for (let i = len - 1; i >= 0; i--) {
    const w = words[start + i];
    if (w === 0) {
      continue;
    }
    const base = (len - 1 - i) * 5;
    for (let b = 0; b < 5; b++) {
      if ((w >> b) & 1) {
        bits.push(base + b);
      }
    }
  }
  return bits;
}

function readRouteHint(bytes: Uint8Array): RouteHintHop[] {
  if (bytes.length === 0 || bytes.length % 51 !== 0) {
    fail('field', "The invoice's route hint field is malformed.");
  }
  const hops: RouteHintHop[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let o = 0; o < bytes.length; o += 51) {
    const block = (bytes[o + 33] << 16) | (bytes[o + 34] << 8) | bytes[o + 35];
    const tx = (bytes[o + 36] << 16) | (bytes[o + 37] << 8) | bytes[o + 38];
    const out = view.getUint16(o + 39);
    hops.push({
      pubkey: bytesToHex(bytes.subarray(o, o + 33)),
      shortChannelId: `${block}x${tx}x${out}`,
      feeBaseMsat: view.getUint32(o + 41),
      feeProportionalMillionths: view.getUint32(o + 45),
      cltvExpiryDelta: view.getUint16(o + 49),
    });
  }
  return hops;
}

const TAG_LABEL: Readonly<Record<number, string>> = {
  [TAG.paymentHash]: 'payment hash',
  [TAG.paymentSecret]: 'payment secret',
  [TAG.descriptionHash]: 'description hash',
  [TAG.payee]: 'payee key',
  [TAG.description]: 'description',
  [TAG.expiry]: 'expiry',
  [TAG.minFinalCltvExpiry]: 'final CLTV expiry',
  [TAG.features]: 'feature field',
  [TAG.metadata]: 'payment metadata',
};

/** Data length in 5-bit groups of the fixed-size fields (32-byte hashes, 33-byte key). */
const FIXED_FIELD_LENGTH: Readonly<Record<number, number>> = {
  [TAG.paymentHash]: 52,
  [TAG.paymentSecret]: 52,
  [TAG.descriptionHash]: 52,
  [TAG.payee]: 53,
};

/** Tags that may appear once (route hints `r` and fallbacks `f` may repeat). */
const SINGLE_VALUED_TAGS: ReadonlySet<number> = new Set(Object.keys(TAG_LABEL).map(Number));

/** An invoice read and validated up to its signature, with what checking the signature needs. */
export interface Bolt11Parts {
  /** `payee` is the `n` field's key, or null: recovering it needs the signature check. */
  decoded: DecodedBolt11;
  hrp: string;
  /** The data part's 5-bit groups, checksum included. */
  words: Uint8Array;
  /** Where the tagged fields end and the signature begins, in groups. */
  bodyEnd: number;
  /** The `n` field, when the invoice names its payee. */
  payeeKey?: Uint8Array;
  /** r ‖ s, 64 bytes. */
  compactSignature: Uint8Array;
  s: bigint;
}

/**
 * Reads and validates a BOLT 11 invoice up to, not including, its signature check (`bolt11.ts`
 * adds it). Throws `Bolt11Error` (and only that) on any problem.
 */
export function parseBolt11(input: string): Bolt11Parts {
  if (typeof input !== 'string') {
    fail('input', 'Paste a Lightning invoice.');
  }
  let str = input.trim().replace(LIGHTNING_SCHEME, '').trim();
  if (str === '') {
    fail('input', 'Paste a Lightning invoice.');
  }
  if (str.length > MAX_INVOICE_LENGTH) {
    fail('input', 'This is too long to be a Lightning invoice.');
  }

  // Characters and case (BIP-173): printable US-ASCII only, not mixed case.
  let hasLower = false;
  let hasUpper = false;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c < 33 || c > 126) {
      fail('bech32', 'The invoice contains characters that cannot appear in one.');
    }
    if (c >= 97 && c <= 122) {
      hasLower = true;
    } else if (c >= 65 && c <= 90) {
      hasUpper = true;
    }
  }
  if (hasLower && hasUpper) {
    fail('mixed-case', 'The invoice mixes upper- and lower-case letters, so it was altered.');
  }
  if (hasUpper) {
    str = str.toLowerCase();
  }

  const sep = str.lastIndexOf('1');
  if (sep < 1) {
    fail('bech32', 'This is not a Lightning invoice (no separator).');
  }
  const hrp = str.slice(0, sep);
  const dataLen = str.length - sep - 1;
  if (dataLen < CHECKSUM_WORDS) {
    fail('length', 'This invoice is too short — it was probably cut off.');
  }

  // Data part → 5-bit groups, checksum.
  const words = new Uint8Array(dataLen);
  let chk = hrpPolymod(hrp);
  for (let i = 0; i < dataLen; i++) {
    const code = str.charCodeAt(sep + 1 + i);
    const v = code < 128 ? CHAR_VALUE[code] : -1;
    if (v < 0) {
      fail('bech32', 'The invoice contains characters that cannot appear in one.');
    }
    words[i] = v;
    chk = polymodStep(chk) ^ v;
  }
  if (chk !== 1) {
    fail('checksum', "This invoice's checksum is wrong — it was probably mistyped or cut off.");
  }

  const { currency, network, amountMsat } = parseHrp(hrp);

  const bodyEnd = dataLen - CHECKSUM_WORDS - SIGNATURE_WORDS; // end of tagged fields
  if (bodyEnd < TIMESTAMP_WORDS) {
    fail('length', 'This invoice is too short — it was probably cut off.');
  }

  let timestamp = 0;
  for (let i = 0; i < TIMESTAMP_WORDS; i++) {
    timestamp = timestamp * 32 + words[i];
  }

  let paymentHash: string | undefined;
  let paymentSecret: string | undefined;
  let description: string | undefined;
  let descriptionHash: string | undefined;
  let payeeKey: Uint8Array | undefined;
  let expiry: number | undefined;
  let minFinalCltv: number | undefined;
  let features: number[] | undefined;
  let metadata: string | undefined;
  const routeHints: RouteHintHop[][] = [];
  const fallbacks: Bolt11Fallback[] = [];
  const seen: (string | undefined)[] = [];

  let pos = TIMESTAMP_WORDS;
  while (pos < bodyEnd) {
    if (pos + 3 > bodyEnd) {
      fail('length', 'The invoice ends in the middle of a field.');
    }
    const type = words[pos];
    const len = words[pos + 1] * 32 + words[pos + 2];
    const start = pos + 3;
    pos = start + len;
    if (pos > bodyEnd) {
      fail('length', 'The invoice ends in the middle of a field.');
    }

    if (SINGLE_VALUED_TAGS.has(type)) {
      // Wrong-length p/h/s/n: current BOLT 11 rule (bolts#1243, Jun 2025) — the invoice is invalid.
      const expected = FIXED_FIELD_LENGTH[type];
      if (expected !== undefined && len !== expected) {
        fail('field-length', `The invoice's ${TAG_LABEL[type]} field has the wrong length.`);
      }
      // A repeated field is tolerated only when it repeats the same value (spec vector X10
      // repeats `s`); conflicting values are ambiguous and fail.
      const raw = str.slice(sep + 1 + start, sep + 1 + pos);
      const previous = seen[type];
      if (previous !== undefined) {
        if (previous === raw) {
          continue;
        }
        fail('duplicate-field', `Invoice has more than one ${TAG_LABEL[type]}.`);
      }
      seen[type] = raw;
    }

    switch (type) {
      case TAG.paymentHash:
        paymentHash = bytesToHex(wordsToBytes(words, start, len, false));
        break;
      case TAG.paymentSecret:
        paymentSecret = bytesToHex(wordsToBytes(words, start, len, false));
        break;
      case TAG.descriptionHash:
        descriptionHash = bytesToHex(wordsToBytes(words, start, len, false));
        break;
      case TAG.payee:
        payeeKey = wordsToBytes(words, start, len, false);
        break;
      case TAG.description:
        description = textDecoder.decode(wordsToBytes(words, start, len, false));
        break;
      case TAG.expiry:
        expiry = readUint(words, start, len, TAG_LABEL[type]);
        break;
      case TAG.minFinalCltvExpiry:
        minFinalCltv = readUint(words, start, len, TAG_LABEL[type]);
        break;
      case TAG.features:
        features = readFeatures(words, start, len);
        break;
      case TAG.metadata:
        metadata = bytesToHex(wordsToBytes(words, start, len, false));
        break;
      case TAG.routeHint:
        routeHints.push(readRouteHint(wordsToBytes(words, start, len, false)));
        break;
      case TAG.fallback: {
        if (len === 0) {
          break;
        }
        const version = words[start];
        // Unknown versions (19–31) must be skipped.
        if (version <= 18) {
          fallbacks.push({
            version,
            hex: bytesToHex(wordsToBytes(words, start + 1, len - 1, false)),
          });
        }
        break;
      }
      default:
        // Unknown tag: skip.
        break;
    }
  }

  if (paymentHash === undefined) {
    fail('missing-field', 'Invoice has no payment hash.');
  }
  if (paymentSecret === undefined) {
    fail('missing-field', 'Invoice has no payment secret.');
  }
  if (description === undefined && descriptionHash === undefined) {
    fail('missing-field', 'Invoice has neither a description nor a description hash.');
  }
  if (description !== undefined && descriptionHash !== undefined) {
    fail('duplicate-field', 'Invoice has both a description and a description hash.');
  }
  const featureBits = features ?? [];
  for (const bit of featureBits) {
    if (bit % 2 === 0 && !KNOWN_INVOICE_FEATURES.has(bit)) {
      fail(
        'feature',
        `This invoice requires a Lightning feature this wallet does not know (bit ${bit}).`,
      );
    }
  }

  // Signature: 64 bytes r ‖ s, then the recovery id.
  const sigBytes = wordsToBytes(words, bodyEnd, SIGNATURE_WORDS, false);
  const recoveryId = sigBytes[64];
  if (recoveryId > 3) {
    fail('signature', 'The invoice signature is malformed.');
  }
  const compact = sigBytes.subarray(0, 64);
  const signature = bytesToHex(compact);
  const r = BigInt('0x' + signature.slice(0, 64));
  const s = BigInt('0x' + signature.slice(64));
  if (r === 0n || r >= CURVE_N || s === 0n || s >= CURVE_N) {
    fail('signature', 'The invoice signature is malformed.');
  }

  const expirySeconds = expiry ?? DEFAULT_EXPIRY_SECONDS;
  const decoded: DecodedBolt11 = {
    paymentRequest: str,
    network,
    currency,
    amountMsat,
    timestamp,
    expirySeconds,
    expiresAt: timestamp + expirySeconds,
    paymentHash,
    paymentSecret,
    payee: payeeKey ? bytesToHex(payeeKey) : null,
    minFinalCltvExpiry: minFinalCltv ?? DEFAULT_MIN_FINAL_CLTV_EXPIRY,
    features: featureBits,
    routeHints,
    fallbacks,
    signature,
    recoveryId,
  };
  if (description !== undefined) {
    decoded.description = description;
  }
  if (descriptionHash !== undefined) {
    decoded.descriptionHash = descriptionHash;
  }
  if (metadata !== undefined) {
    decoded.metadata = metadata;
  }
  return { decoded, hrp, words, bodyEnd, payeeKey, compactSignature: compact, s };
}

/**
 * Decodes and validates a BOLT 11 invoice without checking its signature: enough to read the
 * amount, expiry or description of an invoice this wallet made or already paid, never to decide
 * to pay one (that is `decodeBolt11` in `bolt11.ts`). Throws `Bolt11Error` on any problem.
 */
export function decodeBolt11Unverified(input: string): DecodedBolt11 {
  return parseBolt11(input).decoded;
}

// ---------------------------------------------------------------------------------------------
// Expiry
// ---------------------------------------------------------------------------------------------

const nowUnix = (): number => Math.floor(Date.now() / 1000);

/**
 * True when `now + margin > timestamp + expiry` (BOLT 11: no payment after that point). Use a
 * margin (e.g. 10 s) in the UI to leave time for routing.
 */
export function isExpired(
  invoice: Pick<DecodedBolt11, 'expiresAt'>,
  nowSeconds: number = nowUnix(),
  marginSeconds = 0,
): boolean {
  return nowSeconds + marginSeconds > invoice.expiresAt;
}

/** Seconds left until expiry; zero or negative once expired. */
export function secondsUntilExpiry(
  invoice: Pick<DecodedBolt11, 'expiresAt'>,
  nowSeconds: number = nowUnix(),
): number {
  return invoice.expiresAt - nowSeconds;
}
