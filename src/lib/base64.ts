/**
 * Standard base64 (RFC 4648 §4, padded) on the platform's btoa/atob (pure TypeScript: browsers and
 * Node have both). The vault opens on every screen's first render, so its codec must not bring a
 * library along.
 */

/** Bytes → padded base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) {
    binary += String.fromCharCode(bytes[i]);
  }
  return btoa(binary);
}

const BASE64_SHAPE = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Padded base64 → bytes. Only the canonical form is accepted: no whitespace, no missing padding,
 * no URL-safe letters, and no stray bits in the last character (atob alone would accept all of
 * those, so two different strings could stand for the same bytes). Throws TypeError otherwise.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 !== 0 || !BASE64_SHAPE.test(text)) {
    throw new TypeError('Invalid base64');
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) {
    bytes[i] = binary.charCodeAt(i);
  }
  if (bytesToBase64(bytes) !== text) {
    throw new TypeError('Invalid base64');
  }
  return bytes;
}
