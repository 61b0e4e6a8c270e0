/**
 * Base58Check (Bitcoin's legacy address encoding) decoding (pure TypeScript: no DOM, no React, no
 * I/O). The hash is passed in, so this module does not choose a SHA-256 for its callers.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const CHECKSUM_BYTES = 4;

/** Base58 → bytes, each leading '1' a zero byte; null on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) {
      return null;
    }
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.push(Number(value & 0xffn));
    value >>= 8n;
  }
  let leadingZeros = 0;
  while (leadingZeros < text.length && text[leadingZeros] === '1') {
    leadingZeros++;
  }
  const bytes = new Uint8Array(leadingZeros + body.length);
  for (let i = 0; i < body.length; i++) {
    bytes[bytes.length - 1 - i] = body[i];
  }
  return bytes;
}

/**
 * The payload of a Base58Check string (its last four bytes are the first four of
 * sha256(sha256(payload))), or null when it is not Base58 or the checksum does not match.
 */
export function decodeBase58Check(
  text: string,
  sha256: (bytes: Uint8Array) => Uint8Array,
): Uint8Array | null {
  const bytes = decodeBase58(text);
  if (bytes === null || bytes.length < CHECKSUM_BYTES) {
    return null;
  }
  const payload = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const checksum = sha256(sha256(payload));
  for (let i = 0; i < CHECKSUM_BYTES; i++) {
    if (checksum[i] !== bytes[payload.length + i]) {
      return null;
    }
  }
  return payload;
}
