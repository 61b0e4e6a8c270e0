/**
 * bech32 (BIP-173) and bech32m (BIP-350), the one codec of the app (pure TypeScript: no DOM, no
 * React, no I/O). BOLT 11 invoices, LNURLs and segwit addresses all use it; a library for these
 * few lines would sit on the first download of every screen.
 */

export const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Number of checksum characters at the end of the data part. */
export const CHECKSUM_WORDS = 6;

/** The constant the checksum is xored with: BIP-173 `bech32`, BIP-350 `bech32m`. */
const CHECKSUM_CONSTANT = { bech32: 1, bech32m: 0x2bc830a3 } as const;
export type Bech32Encoding = keyof typeof CHECKSUM_CONSTANT;

/** Value of each data character (lower case), -1 for a character outside the charset. */
export const CHAR_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BECH32_CHARSET.length; i++) {
  CHAR_VALUE[BECH32_CHARSET.charCodeAt(i)] = i;
}

/** One step of the BCH checksum over GF(32). */
export function polymodStep(pre: number): number {
  const b = pre >>> 25;
  return (
    ((pre & 0x1ffffff) << 5) ^
    (-(b & 1) & 0x3b6a57b2) ^
    (-((b >> 1) & 1) & 0x26508e6d) ^
    (-((b >> 2) & 1) & 0x1ea119fa) ^
    (-((b >> 3) & 1) & 0x3d4233dd) ^
    (-((b >> 4) & 1) & 0x2a1462b3)
  );
}

/** The checksum state after the human-readable part (expanded as BIP-173 says). */
export function hrpPolymod(hrp: string): number {
  let chk = 1;
  for (let i = 0; i < hrp.length; i++) {
    chk = polymodStep(chk) ^ (hrp.charCodeAt(i) >> 5);
  }
  chk = polymodStep(chk);
  for (let i = 0; i < hrp.length; i++) {
    chk = polymodStep(chk) ^ (hrp.charCodeAt(i) & 31);
  }
  return chk;
}

/** 8-bit bytes → 5-bit groups, zero-padding the last group. */
export function bytesToWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < bytes.length; i++) {
    acc = ((acc << 8) | bytes[i]) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) {
    words.push((acc << (5 - bits)) & 31);
  }
  return words;
}

/**
 * 5-bit groups `words[start, start+count)` → bytes. With `pad` the trailing partial byte is
 * zero-padded (used for the signature pre-image), otherwise it is dropped (field data).
 */
export function wordsToBytes(
  words: ArrayLike<number>,
  start: number,
  count: number,
  pad: boolean,
): Uint8Array {
  const totalBits = count * 5;
  const out = new Uint8Array(pad ? Math.ceil(totalBits / 8) : Math.floor(totalBits / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = start, end = start + count; i < end; i++) {
    acc = ((acc << 5) | words[i]) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      if (o < out.length) {
        out[o++] = (acc >> bits) & 0xff;
      }
    }
  }
  if (pad && bits > 0 && o < out.length) {
    out[o] = (acc << (8 - bits)) & 0xff;
  }
  return out;
}

/**
 * 5-bit groups → bytes in canonical form only: null when the groups hold a whole unused group
 * (5 or more bits left over) or when the left-over padding bits are not zero. Such data never
 * comes out of `bytesToWords`, so it was made by hand or altered.
 */
export function wordsToBytesStrict(words: ArrayLike<number>): Uint8Array | null {
  const leftoverBits = (words.length * 5) % 8;
  if (leftoverBits >= 5) {
    return null;
  }
  const last = words.length > 0 ? words[words.length - 1] : 0;
  if ((last & ((1 << leftoverBits) - 1)) !== 0) {
    return null;
  }
  return wordsToBytes(words, 0, words.length, false);
}

/**
 * A bech32 (default) or bech32m string from a lowercase HRP and 5-bit data groups. No length
 * limit unless `maxLength` is given (BOLT 11 invoices and LNURLs exceed BIP-173's 90).
 */
export function encodeBech32(
  hrp: string,
  words: ArrayLike<number>,
  encoding: Bech32Encoding = 'bech32',
  maxLength?: number,
): string {
  const length = hrp.length + 1 + words.length + CHECKSUM_WORDS;
  if (maxLength !== undefined && length > maxLength) {
    throw new TypeError(`Length ${length} exceeds limit ${maxLength}`);
  }
  let chk = hrpPolymod(hrp);
  let out = hrp + '1';
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    chk = polymodStep(chk) ^ w;
    out += BECH32_CHARSET[w];
  }
  for (let i = 0; i < CHECKSUM_WORDS; i++) {
    chk = polymodStep(chk);
  }
  chk ^= CHECKSUM_CONSTANT[encoding];
  for (let i = 0; i < CHECKSUM_WORDS; i++) {
    out += BECH32_CHARSET[(chk >>> (5 * (5 - i))) & 31];
  }
  return out;
}

export interface Bech32Decoded {
  /** The human-readable part, lower case. */
  prefix: string;
  /** The data part's 5-bit groups, checksum removed. */
  words: number[];
}

/**
 * Reads a bech32 (default) or bech32m string of at most `maxLength` characters: null when it is
 * not one (too short or long, mixed case, no separator, a character outside printable ASCII or
 * the charset, a wrong checksum). Upper case is read as lower case.
 */
export function decodeBech32(
  text: string,
  maxLength: number,
  encoding: Bech32Encoding = 'bech32',
): Bech32Decoded | null {
  if (text.length < 8 || text.length > maxLength) {
    return null;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 33 || c > 126) {
      return null;
    }
  }
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) {
    return null;
  }
  const sep = lower.lastIndexOf('1');
  const dataLength = lower.length - sep - 1;
  if (sep < 1 || dataLength < CHECKSUM_WORDS) {
    return null;
  }
  const prefix = lower.slice(0, sep);
  const words: number[] = [];
  let chk = hrpPolymod(prefix);
  for (let i = sep + 1; i < lower.length; i++) {
    const value = CHAR_VALUE[lower.charCodeAt(i)];
    if (value < 0) {
      return null;
    }
    words.push(value);
    chk = polymodStep(chk) ^ value;
  }
  if (chk !== CHECKSUM_CONSTANT[encoding]) {
    return null;
  }
  return { prefix, words: words.slice(0, -CHECKSUM_WORDS) };
}
