/**
 * BOLT 11 invoice decoding with the signature check (pure TypeScript: no DOM, no React, no I/O):
 * what Send and the LNURL checks use before anything is paid. The signature rules are BOLT 11's
 * (https://github.com/lightning/bolts/blob/master/11-payment-encoding.md);
 * docs/lightning-protocols.md ("BOLT 11") says which ones this wallet enforces.
 *
 * The parsing itself is `bolt11-decode.ts`, re-exported here; the curve maths is
 * `@noble/secp256k1`. What is ours is the rule: verify against `n` when the invoice names its
 * payee (low S only), recover the payee from the signature otherwise (high S accepted).
 */
import * as secp from '@noble/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import { Bolt11Error, CURVE_N, parseBolt11, type DecodedBolt11 } from './bolt11-decode';

export * from './bolt11-decode';

const HALF_N = CURVE_N >> 1n;

export interface DecodeBolt11Options {
  /** Default true. When false, the signature is neither verified nor used to recover the payee. */
  verifySignature?: boolean;
}

const textEncoder = new TextEncoder();

/**
 * sha256(utf8(hrp) ‖ the first `count` data words as bytes, zero-padded to a byte boundary): what
 * BOLT 11 signs. @scure/base regroups the words; the zero words added first make the bits a whole
 * number of bytes plus fewer than five zero bits, which it drops as padding.
 */
export function invoiceSigningHash(
  hrp: string,
  words: ArrayLike<number>,
  count: number,
): Uint8Array {
  const leftoverBits = (count * 5) % 8;
  const zeroWords = leftoverBits === 0 ? 0 : leftoverBits >= 3 ? 1 : 2;
  const padded = Array.from({ length: count + zeroWords }, (_, i) => (i < count ? words[i] : 0));
  const hrpBytes = textEncoder.encode(hrp);
  const dataBytes = bech32.fromWords(padded);
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
  const { decoded, hrp, words, bodyEnd, namesPayee, s } = parseBolt11(input);
  if (options.verifySignature === false) {
    return decoded;
  }
  const hash = invoiceSigningHash(hrp, words, bodyEnd);
  const compactSignature = secp.etc.hexToBytes(decoded.signature);
  if (namesPayee && decoded.payee !== null) {
    if (s > HALF_N) {
      fail('The invoice signature is invalid (high S with a payee key).');
    }
    let ok = false;
    try {
      ok = secp.verify(compactSignature, hash, secp.etc.hexToBytes(decoded.payee), {
        prehash: false,
        lowS: true,
      });
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
    decoded.payee = secp.etc.bytesToHex(secp.recoverPublicKey(rec, hash, { prehash: false }));
  } catch {
    fail('The invoice signature is invalid (the payee cannot be recovered).');
  }
  return decoded;
}
