// Secrets at rest: a key derived from something the person knows (scrypt, memory-hard) and
// AES-256-GCM sealing with WebCrypto. One module for the app lock and for backup files, so both use
// the same KDF family and the same envelope rules. Pure: WebCrypto exists in browsers and in Node.
import { base64 } from '@scure/base';

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

/** Memory scrypt takes for these parameters: 128 · N · r bytes. */
export function scryptMemoryBytes(params: ScryptParams): number {
  return 128 * params.N * params.r;
}

/** Work scrypt does for these parameters, in units of N · r (p runs one after another). */
export function scryptWork(params: ScryptParams): number {
  return params.N * params.r * params.p;
}

/** The most a stored header may ask for, so that a hostile one cannot hang or crash the tab. */
export interface KdfLimits {
  maxMemoryBytes: number;
  /** N · r · p: the time it takes. */
  maxWork: number;
}

const MIB = 1024 * 1024;

/**
 * The floor of the app lock's cost: what every PIN used before the cost was fitted to the device
 * (32 MiB). Setting a PIN measures the phone and goes up from here, never below
 * (lib/kdf-calibration.ts); the parameters are stored with the PIN, so any record opens.
 */
export const PIN_KDF: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

/**
 * How far fitting the PIN's cost to the device may go: 64 MiB at most (a phone's browser gives a
 * tab that much without trouble), and at most 16 rounds of it one after another (p = 16).
 */
export const PIN_KDF_LIMITS: KdfLimits = { maxMemoryBytes: 64 * MIB, maxWork: 2 ** 16 * 8 * 16 };

/**
 * Backup-file passphrases. A file can be copied anywhere and attacked offline for ever, so it gets
 * OWASP's recommended minimum for scrypt (N = 2^17, r = 8, p = 1: 128 MiB, about half a second):
 * paid once per backup or restore, within what a mid-range phone's browser can allocate.
 */
export const BACKUP_KDF: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Every set of parameters this app has written into a backup file. A file with others that does
 * not open was changed (a wrong passphrase cannot be why): "damaged", not "wrong passphrase".
 * A later version that raises BACKUP_KDF adds the new one here.
 */
export const WRITTEN_BACKUP_KDFS: readonly ScryptParams[] = [BACKUP_KDF];

/**
 * What a backup file may ask for: twice what the app writes, in memory and in time. A file asking
 * more (N = 2^20, r = 8 took 15 s and 1 GiB in a phone's browser) is refused before deriving.
 */
export const BACKUP_KDF_LIMITS: KdfLimits = {
  maxMemoryBytes: 2 * scryptMemoryBytes(BACKUP_KDF),
  maxWork: 2 * scryptWork(BACKUP_KDF),
};

/** The most any header may ask for (the larger of the two). */
const ANY_KDF_LIMITS: KdfLimits = {
  maxMemoryBytes: Math.max(PIN_KDF_LIMITS.maxMemoryBytes, BACKUP_KDF_LIMITS.maxMemoryBytes),
  maxWork: Math.max(PIN_KDF_LIMITS.maxWork, BACKUP_KDF_LIMITS.maxWork),
};

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

export function isScryptParams(value: ScryptParams, limits: KdfLimits = ANY_KDF_LIMITS): boolean {
  return (
    Number.isInteger(value.N) &&
    value.N >= 2 &&
    Number.isInteger(Math.log2(value.N)) &&
    Number.isInteger(value.r) &&
    value.r >= 1 &&
    Number.isInteger(value.p) &&
    value.p >= 1 &&
    scryptMemoryBytes(value) <= limits.maxMemoryBytes &&
    scryptWork(value) <= limits.maxWork
  );
}

/** Whether two sets of parameters are the same. */
export function sameScryptParams(a: ScryptParams, b: ScryptParams): boolean {
  return a.N === b.N && a.r === b.r && a.p === b.p;
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
  return { iv: toBase64(sealed.iv), ciphertext: toBase64(sealed.ciphertext) };
}

export async function openText(
  key: CryptoKey,
  sealed: { iv: string; ciphertext: string },
  additionalData?: string,
): Promise<string> {
  let parts: Sealed;
  try {
    parts = {
      iv: fromBase64(sealed.iv),
      ciphertext: fromBase64(sealed.ciphertext),
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

/** Bytes → padded base64 (RFC 4648 §4). */
export function toBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/**
 * Padded base64 → bytes, the canonical form only: @scure/base refuses whitespace, missing padding,
 * URL-safe letters and stray bits in the last character, so one text stands for one byte string.
 * Throws otherwise.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  // A copy typed for WebCrypto, which wants an ArrayBuffer-backed view.
  return new Uint8Array(base64.decode(text));
}
