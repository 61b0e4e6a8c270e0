// Secrets at rest: a key derived from something the person knows (scrypt, memory-hard) and
// AES-256-GCM sealing with WebCrypto. One module for the app lock and for backup files, so both use
// the same KDF family and the same envelope rules. Pure: WebCrypto exists in browsers and in Node.
import { base64ToBytes, bytesToBase64 } from './base64';

// scrypt is needed only to set, check or change a PIN and for backup files, never to open a vault
// under the device key: loaded on first use, so it stays out of the app's first download.
let scryptModule: Promise<unknown> | undefined;
/** Starts loading the KDF ahead of need (a PIN pad on screen). */
export function preloadKeyDerivation(): Promise<unknown> {
  scryptModule ??= import('@noble/hashes/scrypt.js');
  return scryptModule;
}

export interface ScryptParams {
  /** CPU/memory cost, a power of two. Memory used is 128 · N · r bytes. */
  N: number;
  r: number;
  p: number;
}

/**
 * The app-lock PIN. A 6-digit PIN has only a million values, so no KDF stops someone who holds the
 * storage files and a few CPU-days; the PIN's job is to stop the person holding the unlocked phone,
 * and the cost here only has to make each guess expensive without slowing a real unlock
 * (32 MiB, about 150 ms in a phone browser, within the 300 ms unlock budget).
 */
export const PIN_KDF: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

/**
 * Backup-file passphrases. A file can be copied anywhere and attacked offline for ever, so it gets
 * OWASP's recommended minimum for scrypt (N = 2^17, r = 8, p = 1: 128 MiB, about half a second):
 * paid once per backup or restore, within what a mid-range phone's browser can allocate.
 */
export const BACKUP_KDF: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The largest parameters a stored or imported header may ask for: a hostile file must not hang the
 * tab. Total work N·r·p is capped at 16 times the backup default.
 */
export const MAX_KDF: ScryptParams = { N: 2 ** 20, r: 16, p: 16 };
const MAX_WORK = 16 * BACKUP_KDF.N * BACKUP_KDF.r * BACKUP_KDF.p;

export const SALT_BYTES = 16;
export const IV_BYTES = 12;

/** Sealed data did not open: wrong secret, or the data was changed or cut. GCM cannot tell which. */
export class SealOpenError extends Error {
  constructor() {
    // For developers and logs: the screens word a failed unlock themselves.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super('The data could not be decrypted with this key.');
    this.name = 'SealOpenError';
  }
}

export function isScryptParams(value: ScryptParams): boolean {
  const powerOfTwo = Number.isInteger(Math.log2(value.N));
  return (
    powerOfTwo &&
    value.N >= 2 &&
    value.N <= MAX_KDF.N &&
    Number.isInteger(value.r) &&
    value.r >= 1 &&
    value.r <= MAX_KDF.r &&
    Number.isInteger(value.p) &&
    value.p >= 1 &&
    value.p <= MAX_KDF.p &&
    value.N * value.r * value.p <= MAX_WORK
  );
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * How long scrypt works before it lets the page breathe. Without scheduler.yield (Safari, all of
 * WebKit) each pause is a setTimeout, which browsers hold for 4 ms once nested: pausing every
 * 10 ms made scrypt 1.6 times slower there. Every 40 ms keeps that to a tenth, in tasks still
 * short enough for a tap to be answered.
 */
function yieldEveryMs(): number {
  const host = globalThis as { scheduler?: { yield?: unknown } };
  return typeof host.scheduler?.yield === 'function' ? 10 : 40;
}

/**
 * 32 key bytes from a PIN or passphrase. The text is NFKC-normalised so the same passphrase typed
 * on another keyboard (composed vs decomposed accents) gives the same key.
 */
export async function deriveKeyBytes(
  secret: string,
  salt: Uint8Array,
  params: ScryptParams,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!isScryptParams(params)) {
    throw new RangeError('Unsupported key-derivation parameters.');
  }
  const bytes = new TextEncoder().encode(secret.normalize('NFKC'));
  const { scryptAsync } = await import('@noble/hashes/scrypt.js');
  const derived = await scryptAsync(bytes, salt, {
    ...params,
    dkLen: 32,
    asyncTick: yieldEveryMs(),
  });
  return new Uint8Array(derived);
}

/** An AES-256-GCM key; not extractable unless asked, so script can use it but never read it. */
export function importAesKey(
  raw: Uint8Array<ArrayBuffer>,
  extractable = false,
): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, extractable, [
    'encrypt',
    'decrypt',
  ]);
}

/** A fresh random AES-256-GCM key generated inside WebCrypto. */
export function generateAesKey(extractable = false): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, extractable, [
    'encrypt',
    'decrypt',
  ]);
}

export async function deriveAesKey(
  secret: string,
  salt: Uint8Array,
  params: ScryptParams,
): Promise<CryptoKey> {
  return importAesKey(await deriveKeyBytes(secret, salt, params));
}

/**
 * An AES-256-GCM key from secret bytes that are already random (a passkey's PRF output), with
 * HKDF-SHA-256 (RFC 5869): no stretching is needed, only binding to a purpose through `info`.
 */
export async function hkdfAesKey(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  info: string | Uint8Array<ArrayBuffer>,
  extractable = false,
): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: typeof info === 'string' ? utf8(info) : info },
    base,
    { name: 'AES-GCM', length: 256 },
    extractable,
    ['encrypt', 'decrypt'],
  );
}

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  /** Ciphertext followed by the 16-byte GCM tag. */
  ciphertext: Uint8Array<ArrayBuffer>;
}

/**
 * Encrypts with a fresh random IV. `additionalData` binds the ciphertext to its context (a header,
 * a record name) so it cannot be moved to another place and still open.
 */
export async function seal(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  additionalData?: Uint8Array<ArrayBuffer>,
  iv: Uint8Array<ArrayBuffer> = randomBytes(IV_BYTES),
): Promise<Sealed> {
  const params: AesGcmParams = { name: 'AES-GCM', iv };
  if (additionalData) {
    params.additionalData = additionalData;
  }
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt(params, key, plaintext));
  return { iv, ciphertext };
}

export async function open(
  key: CryptoKey,
  sealed: Sealed,
  additionalData?: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const params: AesGcmParams = { name: 'AES-GCM', iv: sealed.iv };
  if (additionalData) {
    params.additionalData = additionalData;
  }
  try {
    return new Uint8Array(await crypto.subtle.decrypt(params, key, sealed.ciphertext));
  } catch {
    throw new SealOpenError();
  }
}

export async function sealText(
  key: CryptoKey,
  text: string,
  additionalData?: string,
): Promise<{ iv: string; ciphertext: string }> {
  const sealed = await seal(key, utf8(text), additionalData ? utf8(additionalData) : undefined);
  return { iv: bytesToBase64(sealed.iv), ciphertext: bytesToBase64(sealed.ciphertext) };
}

export async function openText(
  key: CryptoKey,
  sealed: { iv: string; ciphertext: string },
  additionalData?: string,
): Promise<string> {
  let parts: Sealed;
  try {
    parts = {
      iv: base64ToBytes(sealed.iv),
      ciphertext: base64ToBytes(sealed.ciphertext),
    };
  } catch {
    throw new SealOpenError();
  }
  const plain = await open(key, parts, additionalData ? utf8(additionalData) : undefined);
  return new TextDecoder().decode(plain);
}

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

export const toBase64 = bytesToBase64;
export const fromBase64 = base64ToBytes;
