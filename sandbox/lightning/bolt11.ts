/**
 * BOLT 11 encoder for the sandbox node: lowercase, low-S, recoverable, RFC 6979 signatures.
 *
 * Field layout mimics LNbits' FakeWallet invoices (`d`|`h`, `x`, `s`, `p`, no `c`, no `9`), e.g.
 * `lnbc10u1p4syml4dq2vdhkven9v5xqrrsssp5…pp5…`. bech32 is @scure/base's, the signed pre-image
 * the wallet decoder's `invoiceSigningHash`, so both sides agree bit for bit.
 */
import { createHmac } from 'node:crypto';
import * as secp from '@noble/secp256k1';
import { bech32, hex } from '@scure/base';
import {
  MSAT_PER_MULTIPLIER,
  TAG,
  invoiceSigningHash,
  type Bolt11Currency,
} from '../../src/lib/bolt11.ts';

// Sync signing needs an HMAC-SHA256 for RFC 6979. Node's native one is the fastest here; leave a
// provider alone if another module already installed one (all give identical results).
if (!secp.hashes.hmacSha256) {
  secp.hashes.hmacSha256 = (key, message) => {
    const mac = createHmac('sha256', key).update(message).digest();
    return new Uint8Array(mac.buffer, mac.byteOffset, mac.byteLength);
  };
}

export interface EncodeBolt11Params {
  /** Default 'bc' (mainnet). */
  currency?: Bolt11Currency;
  /** null = amountless invoice. Must be positive otherwise. */
  amountMsat: bigint | null;
  /** Unix seconds. */
  timestamp: number;
  /** 32 bytes, hex. */
  paymentHash: string;
  /** 32 bytes, hex. */
  paymentSecret: string;
  /** UTF-8, at most 639 bytes. Used (possibly empty) unless `descriptionHash` is given. */
  description?: string;
  /** 32 bytes, hex; replaces `d` with `h`. */
  descriptionHash?: string;
  /** Default 3600; always written as `x`, like LNbits does. */
  expirySeconds?: number;
  /** Written as `c` only when given (readers default to 18). */
  minFinalCltvExpiry?: number;
  /**
   * Feature bits for a `9` field. Default none: LNbits' FakeWallet writes no `9`, and the
   * sandbox's invoices are only ever paid internally, so advertising features would be fiction.
   */
  features?: readonly number[];
  /** 32-byte node secret key. */
  privateKey: Uint8Array;
}

/** One tagged field: its 5-bit type and its data as 5-bit groups. */
export type TaggedField = readonly [tag: number, words: ArrayLike<number>];

/** Largest `d` payload: 1023 groups of 5 bits. */
export const MAX_DESCRIPTION_BYTES = 639;

const MAX_TIMESTAMP = 2 ** 35 - 1;
const MULTIPLIERS = ['', 'm', 'u', 'n'] as const;

/**
 * HRP amount with the shortest exact multiplier, as real nodes write it:
 * 1 000 000 msat → `10u`, 21 000 → `210n`, 1 → `10p`, null → ``.
 */
export function formatBolt11Amount(amountMsat: bigint | null): string {
  if (amountMsat === null) {
    return '';
  }
  if (amountMsat <= 0n) {
    throw new RangeError('amountMsat must be positive (or null for any amount)');
  }
  for (const m of MULTIPLIERS) {
    const unit = MSAT_PER_MULTIPLIER[m];
    if (amountMsat % unit === 0n) {
      return `${amountMsat / unit}${m}`;
    }
  }
  return `${amountMsat * 10n}p`;
}

/** Minimal big-endian 5-bit encoding of a non-negative integer (0 → no groups). */
export function uintToWords(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`expected a non-negative integer, got ${value}`);
  }
  const words: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 32)) {
    words.push(v % 32);
  }
  return words.reverse();
}

/** Feature bits → minimal big-endian 5-bit groups (bit 0 is the last group's lowest bit). */
export function featuresToWords(bits: readonly number[]): number[] {
  if (bits.length === 0) {
    return [];
  }
  const max = Math.max(...bits);
  const words: number[] = new Array<number>(Math.floor(max / 5) + 1).fill(0);
  for (const bit of bits) {
    if (!Number.isInteger(bit) || bit < 0) {
      throw new RangeError(`invalid feature bit ${bit}`);
    }
    words[words.length - 1 - Math.floor(bit / 5)] |= 1 << (bit % 5);
  }
  return words;
}

function hex32Words(value: string, name: string): number[] {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new TypeError(`${name} must be 32 bytes of hex`);
  }
  return bech32.toWords(hex.decode(value));
}

const textEncoder = new TextEncoder();

/**
 * Frame and sign an invoice from explicit fields (in the given order). `encodeBolt11` is the
 * everyday entry point; this one lets tests reproduce other writers' field orders.
 */
export function buildSignedInvoice(
  hrp: string,
  timestamp: number,
  fields: readonly TaggedField[],
  privateKey: Uint8Array,
): string {
  if (!Number.isInteger(timestamp) || timestamp < 0 || timestamp > MAX_TIMESTAMP) {
    throw new RangeError('timestamp must be an integer between 0 and 2^35 - 1');
  }
  const words: number[] = [];
  for (let i = 6; i >= 0; i--) {
    words.push(Math.floor(timestamp / 32 ** i) % 32);
  }
  for (const [tag, data] of fields) {
    if (data.length > 1023) {
      throw new RangeError(`field ${tag} is longer than 1023 groups`);
    }
    words.push(tag, data.length >> 5, data.length & 31);
    for (let i = 0; i < data.length; i++) {
      words.push(data[i]);
    }
  }
  const hash = invoiceSigningHash(hrp, words, words.length);
  // noble's recovered format is recovery ‖ r ‖ s; BOLT 11 wants r ‖ s ‖ recovery.
  const rec = secp.sign(hash, privateKey, { prehash: false, lowS: true, format: 'recovered' });
  const sig = new Uint8Array(65);
  sig.set(rec.subarray(1), 0);
  sig[64] = rec[0];
  for (const w of bech32.toWords(sig)) {
    words.push(w);
  }
  return bech32.encode(hrp, words, false);
}

/** Encode and sign a BOLT 11 invoice (lowercase). */
export function encodeBolt11(params: EncodeBolt11Params): string {
  const currency = params.currency ?? 'bc';
  if (currency !== 'bc' && currency !== 'tb' && currency !== 'tbs' && currency !== 'bcrt') {
    throw new TypeError(`unknown currency ${String(currency)}`);
  }
  const hrp = `ln${currency}${formatBolt11Amount(params.amountMsat)}`;

  const fields: TaggedField[] = [];
  if (params.descriptionHash !== undefined) {
    if (params.description !== undefined) {
      throw new TypeError('give either description or descriptionHash, not both');
    }
    fields.push([TAG.descriptionHash, hex32Words(params.descriptionHash, 'descriptionHash')]);
  } else {
    const bytes = textEncoder.encode(params.description ?? '');
    if (bytes.length > MAX_DESCRIPTION_BYTES) {
      throw new RangeError(`description is longer than ${MAX_DESCRIPTION_BYTES} UTF-8 bytes`);
    }
    fields.push([TAG.description, bech32.toWords(bytes)]);
  }
  fields.push([TAG.expiry, uintToWords(params.expirySeconds ?? 3600)]);
  if (params.minFinalCltvExpiry !== undefined) {
    fields.push([TAG.minFinalCltvExpiry, uintToWords(params.minFinalCltvExpiry)]);
  }
  fields.push([TAG.paymentSecret, hex32Words(params.paymentSecret, 'paymentSecret')]);
  fields.push([TAG.paymentHash, hex32Words(params.paymentHash, 'paymentHash')]);
  if (params.features && params.features.length > 0) {
    fields.push([TAG.features, featuresToWords(params.features)]);
  }
  return buildSignedInvoice(hrp, params.timestamp, fields, params.privateKey);
}
