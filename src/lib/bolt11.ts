/**
 * BOLT 11 invoice decoding with the signature check (pure TypeScript: no DOM, no React, no I/O):
 * what Send and the LNURL checks use before anything is paid. Rules follow docs/protocols.md §5.
 *
 * The parsing itself is `bolt11-decode.ts`, re-exported here with its low-level bech32 helpers
 * (the sandbox encoder, `sandbox/lightning/bolt11.ts`, must produce byte-identical framing).
 */
import * as secp from '@noble/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { wordsToBytes } from './bech32';
import {
  Bolt11Error,
  CURVE_N,
  bytesToHex,
  decodeBolt11Unverified,
  parseBolt11,
  type DecodedBolt11,
} from './bolt11-decode';

export * from './bolt11-decode';

const HALF_N = CURVE_N >> 1n;

export interface DecodeBolt11Options {
  /** Default true. When false, the signature is neither verified nor used to recover the payee. */
  verifySignature?: boolean;
}

const textEncoder = new TextEncoder();

/** sha256(utf8(hrp) ‖ data-part-without-signature, zero-padded to a byte boundary). */
export function invoiceSigningHash(
  hrp: string,
  words: ArrayLike<number>,
  count: number,
): Uint8Array {
  const hrpBytes = textEncoder.encode(hrp);
  const dataBytes = wordsToBytes(words, 0, count, true);
  const msg = new Uint8Array(hrpBytes.length + dataBytes.length);
  msg.set(hrpBytes, 0);
  msg.set(dataBytes, hrpBytes.length);
  return sha256(msg);
}

function fail(message: string): never {
  throw new Bolt11Error('signature', message);
}

/**
 * Decode and validate a BOLT 11 invoice, its signature included: the payee is the `n` field's key
 * when it matches the signature, else the key recovered from it. Throws `Bolt11Error` (and only
 * that) on any problem.
 */
export function decodeBolt11(input: string, options: DecodeBolt11Options = {}): DecodedBolt11 {
  if (options.verifySignature === false) {
    return decodeBolt11Unverified(input);
  }
  const { decoded, hrp, words, bodyEnd, payeeKey, compactSignature, s } = parseBolt11(input);
  const hash = invoiceSigningHash(hrp, words, bodyEnd);
  if (payeeKey) {
    if (s > HALF_N) {
      fail('The invoice signature is invalid (high S with a payee key).');
    }
    let ok = false;
    try {
      ok = secp.verify(compactSignature, hash, payeeKey, { prehash: false, lowS: true });
    } catch {
      ok = false;
    }
    if (!ok) {
      fail('The invoice signature does not match its payee.');
    }
    return decoded;
  }
  // High S is accepted here: normalise s → N − s and keep the recovery id (BOLT 11 example).
  const rec = new Uint8Array(65);
  rec[0] = decoded.recoveryId;
  rec.set(compactSignature.subarray(0, 32), 1);
  rec.set(s > HALF_N ? secp.etc.numberToBytesBE(CURVE_N - s) : compactSignature.subarray(32), 33);
  try {
    decoded.payee = bytesToHex(secp.recoverPublicKey(rec, hash, { prehash: false }));
  } catch {
    fail('The invoice signature is invalid (the payee cannot be recovered).');
  }
  return decoded;
}
