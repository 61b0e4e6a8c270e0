/**
 * BOLT 11 invoice decoding and validation, everything but the signature check (pure TypeScript:
 * no DOM, no React, no I/O). The rules are BOLT 11's
 * (https://github.com/lightning/bolts/blob/master/11-payment-encoding.md);
 * docs/lightning-protocols.md ("BOLT 11") says which ones this wallet enforces and why.
 *
 * Who does what:
 * - `@scure/base` checks the bech32 string (checksum, case, charset) and gives its 5-bit words;
 * - `light-bolt11-decoder` reads the tagged fields' values (hashes, description, expiry, route
 *   hints, signature);
 * - this module keeps what neither does: the human-readable part (the library accepts simnet
 *   `lnsb` and leading zeros, and refuses amounts above 21 M BTC, which BOLT 11 does not), the
 *   field rules a payer MUST apply (lengths, duplicates, minimal integers, unknown required
 *   feature bits, zero padding), fallback addresses and feature bits (the library reads neither
 *   fully), and the wallet's error codes.
 *
 * Split from `bolt11.ts` so that reading an invoice's amount or expiry (Receive, History, the code
 * classifier) does not bring the elliptic-curve code along; `bolt11.ts` adds the check on top of
 * `parseBolt11` and re-exports this module, so the parsing rules live here only.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { bech32 } from '@scure/base';
import { decode as readInvoiceFields } from 'light-bolt11-decoder';

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
// Decoder
// ---------------------------------------------------------------------------------------------

const LIGHTNING_SCHEME = /^lightning:(?:\/\/)?/i;

/** The bech32 data characters (every letter and digit but `1`, `b`, `i` and `o`). */
const BECH32_DATA = /^[02-9ac-hj-np-z]*$/;
const CHECKSUM_LENGTH = 6;

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

/**
 * The bech32 string checked by @scure/base, after the checks that tell the person what is wrong
 * with it (a character that cannot be there, mixed case, cut off): the library only says "invalid".
 */
function readBech32(str: string): { hrp: string; words: number[] } {
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
  const lower = str.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1) {
    fail('bech32', 'This is not a Lightning invoice (no separator).');
  }
  const data = lower.slice(sep + 1);
  if (data.length < CHECKSUM_LENGTH) {
    fail('length', 'This invoice is too short — it was probably cut off.');
  }
  if (!BECH32_DATA.test(data)) {
    fail('bech32', 'The invoice contains characters that cannot appear in one.');
  }
  const decoded = bech32.decodeUnsafe(lower, false);
  if (!decoded) {
    fail('checksum', "This invoice's checksum is wrong — it was probably mistyped or cut off.");
  }
  return { hrp: decoded.prefix, words: decoded.words };
}

/**
 * True when `count` 5-bit words hold whole bytes plus fewer than five padding bits, all zero, as
 * every encoder writes them (lnd refuses anything else too). light-bolt11-decoder would read such
 * a description as empty, so it never gets to see one.
 */
function isZeroPadded(words: readonly number[], start: number, count: number): boolean {
  const paddingBits = (count * 5) % 8;
  if (paddingBits >= 5) {
    return false;
  }
  return count === 0 || (words[start + count - 1] & ((1 << paddingBits) - 1)) === 0;
}

/** Minimal big-endian integer from `len` groups (≤ 10 groups, i.e. < 2^50). */
function checkUint(words: readonly number[], start: number, len: number, label: string): void {
  if (len > 0 && words[start] === 0) {
    fail('field', `The invoice's ${label} field is not minimally encoded.`);
  }
  if (len > 10) {
    fail('field', `The invoice's ${label} field is too large.`);
  }
}

/** The set bits of a feature field, ascending (bit 0 is the last group's lowest bit). */
function readFeatures(words: readonly number[], start: number, len: number): number[] {
  if (len > 0 && words[start] === 0) {
    fail('field', "The invoice's feature field is not minimally encoded.");
  }
  const bits: number[] = [];
  for (let i = len - 1; i >= 0; i--) {
    const w = words[start + i];
    const base = (len - 1 - i) * 5;
    for (let b = 0; b < 5; b++) {
      if ((w >> b) & 1) {
        bits.push(base + b);
      }
    }
  }
  return bits;
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

/** Tags whose data is bytes (the rest are integers, feature bits or unknown). */
const BYTE_TAGS: ReadonlySet<number> = new Set([
  TAG.paymentHash,
  TAG.paymentSecret,
  TAG.descriptionHash,
  TAG.payee,
  TAG.description,
  TAG.metadata,
  TAG.routeHint,
]);

/** One route hint hop: 33-byte key, 8-byte channel id, 4 + 4 + 2 bytes of fees and delta. */
const ROUTE_HINT_HOP_BYTES = 51;

/** What the field rules find that the library does not read. */
interface FieldRules {
  tags: Set<number>;
  features: number[];
  fallbacks: Bolt11Fallback[];
}

/**
 * Walks the tagged fields and applies the rules a payer must (BOLT 11 "Requirements" for the
 * reader), throwing `Bolt11Error` at the first broken one.
 */
function checkTaggedFields(words: readonly number[], bodyEnd: number): FieldRules {
  const tags = new Set<number>();
  const seen = new Map<number, string>();
  let features: number[] = [];
  const fallbacks: Bolt11Fallback[] = [];
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
      const raw = words.slice(start, pos).join(',');
      const previous = seen.get(type);
      if (previous !== undefined) {
        if (previous === raw) {
          continue;
        }
        fail('duplicate-field', `Invoice has more than one ${TAG_LABEL[type]}.`);
      }
      seen.set(type, raw);
    }
    tags.add(type);

    if (BYTE_TAGS.has(type) && !isZeroPadded(words, start, len)) {
      fail('field', `The invoice's ${TAG_LABEL[type] ?? 'route hint'} field is malformed.`);
    }
    switch (type) {
      case TAG.expiry:
      case TAG.minFinalCltvExpiry:
        checkUint(words, start, len, TAG_LABEL[type]);
        break;
      case TAG.features:
        features = readFeatures(words, start, len);
        break;
      case TAG.routeHint: {
        const bytes = Math.floor((len * 5) / 8);
        if (bytes === 0 || bytes % ROUTE_HINT_HOP_BYTES !== 0) {
          fail('field', "The invoice's route hint field is malformed.");
        }
        break;
      }
      case TAG.fallback: {
        // Unknown versions (19–31) must be skipped.
        if (len === 0 || words[start] > 18) {
          break;
        }
        const program = bech32.fromWordsUnsafe(words.slice(start + 1, pos));
        if (!program) {
          fail('field', "The invoice's fallback address is malformed.");
        }
        fallbacks.push({ version: words[start], hex: bytesToHex(program) });
        break;
      }
      default:
        break;
    }
  }

  if (!tags.has(TAG.paymentHash)) {
    fail('missing-field', 'Invoice has no payment hash.');
  }
  if (!tags.has(TAG.paymentSecret)) {
    fail('missing-field', 'Invoice has no payment secret.');
  }
  const hasDescription = tags.has(TAG.description);
  const hasDescriptionHash = tags.has(TAG.descriptionHash);
  if (!hasDescription && !hasDescriptionHash) {
    fail('missing-field', 'Invoice has neither a description nor a description hash.');
  }
  if (hasDescription && hasDescriptionHash) {
    fail('duplicate-field', 'Invoice has both a description and a description hash.');
  }
  for (const bit of features) {
    if (bit % 2 === 0 && !KNOWN_INVOICE_FEATURES.has(bit)) {
      fail(
        'feature',
        `This invoice requires a Lightning feature this wallet does not know (bit ${bit}).`,
      );
    }
  }
  return { tags, features, fallbacks };
}

/** One of light-bolt11-decoder's sections, as far as this module reads it. */
interface LibrarySection {
  name: string;
  value?: unknown;
}

interface LibraryRouteHop {
  pubkey: string;
  short_channel_id: string;
  fee_base_msat: number;
  fee_proportional_millionths: number;
  cltv_expiry_delta: number;
}

/** `BLOCKxTXxOUTPUT` from the 8-byte channel id: 3 bytes block, 3 bytes index, 2 bytes output. */
function shortChannelId(idHex: string): string {
  const block = Number.parseInt(idHex.slice(0, 6), 16);
  const tx = Number.parseInt(idHex.slice(6, 12), 16);
  const output = Number.parseInt(idHex.slice(12, 16), 16);
  return `${block}x${tx}x${output}`;
}

/**
 * The fields' values, read by light-bolt11-decoder. It is given the data part under the bare
 * currency prefix: the amount is read above, and the library would refuse one above 21 M BTC.
 */
function readFieldValues(currency: Bolt11Currency, words: readonly number[]) {
  let sections: readonly LibrarySection[];
  let routeHints: LibraryRouteHop[][];
  try {
    const invoice = readInvoiceFields(bech32.encode(`ln${currency}`, [...words], false));
    sections = invoice.sections as readonly LibrarySection[];
    routeHints = invoice.route_hints as unknown as LibraryRouteHop[][];
  } catch {
    // The rules above leave nothing it could trip on; should it still, the invoice is unreadable.
    fail('field', 'The invoice has a malformed field.');
  }
  /** The first section of that name (a repeated field repeats the same value). */
  const value = (name: string): unknown => sections.find((s) => s.name === name)?.value;
  const text = (name: string): string | undefined => {
    const v = value(name);
    return typeof v === 'string' ? v : undefined;
  };
  const integer = (name: string): number | undefined => {
    const v = value(name);
    return typeof v === 'number' ? v : undefined;
  };
  return {
    timestamp: integer('timestamp') ?? 0,
    paymentHash: text('payment_hash') ?? '',
    paymentSecret: text('payment_secret') ?? '',
    description: text('description'),
    descriptionHash: text('description_hash'),
    payee: text('payee'),
    expiry: integer('expiry'),
    minFinalCltvExpiry: integer('min_final_cltv_expiry'),
    metadata: text('metadata'),
    signature: text('signature') ?? '',
    routeHints: routeHints.map((hops) =>
      hops.map((hop): RouteHintHop => ({
        pubkey: hop.pubkey,
        shortChannelId: shortChannelId(hop.short_channel_id),
        feeBaseMsat: hop.fee_base_msat,
        feeProportionalMillionths: hop.fee_proportional_millionths,
        cltvExpiryDelta: hop.cltv_expiry_delta,
      })),
    ),
  };
}

/** An invoice read and validated up to its signature, with what checking the signature needs. */
export interface Bolt11Parts {
  /** `payee` is the `n` field's key, or null: recovering it needs the signature check. */
  decoded: DecodedBolt11;
  hrp: string;
  /** The data part's 5-bit groups, checksum removed. */
  words: number[];
  /** Where the tagged fields end and the signature begins, in groups. */
  bodyEnd: number;
  /** True when the invoice names its payee (`n`): the signature is checked against it. */
  namesPayee: boolean;
  /** The signature's s, for the low-S rule. */
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
  const str = input.trim().replace(LIGHTNING_SCHEME, '').trim();
  if (str === '') {
    fail('input', 'Paste a Lightning invoice.');
  }
  if (str.length > MAX_INVOICE_LENGTH) {
    fail('input', 'This is too long to be a Lightning invoice.');
  }

  const { hrp, words } = readBech32(str);
  const { currency, network, amountMsat } = parseHrp(hrp);

  const bodyEnd = words.length - SIGNATURE_WORDS; // end of tagged fields
  if (bodyEnd < TIMESTAMP_WORDS) {
    fail('length', 'This invoice is too short — it was probably cut off.');
  }
  const rules = checkTaggedFields(words, bodyEnd);
  const fields = readFieldValues(currency, words);

  // Signature: 64 bytes r ‖ s, then the recovery id.
  const signature = fields.signature.slice(0, 128);
  const recoveryId = Number.parseInt(fields.signature.slice(128), 16);
  if (!(recoveryId >= 0 && recoveryId <= 3)) {
    fail('signature', 'The invoice signature is malformed.');
  }
  const r = BigInt('0x' + signature.slice(0, 64));
  const s = BigInt('0x' + signature.slice(64));
  if (r === 0n || r >= CURVE_N || s === 0n || s >= CURVE_N) {
    fail('signature', 'The invoice signature is malformed.');
  }

  const expirySeconds = fields.expiry ?? DEFAULT_EXPIRY_SECONDS;
  const decoded: DecodedBolt11 = {
    paymentRequest: str.toLowerCase(),
    network,
    currency,
    amountMsat,
    timestamp: fields.timestamp,
    expirySeconds,
    expiresAt: fields.timestamp + expirySeconds,
    paymentHash: fields.paymentHash,
    paymentSecret: fields.paymentSecret,
    payee: fields.payee ?? null,
    minFinalCltvExpiry: fields.minFinalCltvExpiry ?? DEFAULT_MIN_FINAL_CLTV_EXPIRY,
    features: rules.features,
    routeHints: fields.routeHints,
    fallbacks: rules.fallbacks,
    signature,
    recoveryId,
  };
  if (rules.tags.has(TAG.description)) {
    decoded.description = fields.description ?? '';
  }
  if (fields.descriptionHash !== undefined) {
    decoded.descriptionHash = fields.descriptionHash;
  }
  if (fields.metadata !== undefined) {
    decoded.metadata = fields.metadata;
  }
  return { decoded, hrp, words, bodyEnd, namesPayee: rules.tags.has(TAG.payee), s };
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
