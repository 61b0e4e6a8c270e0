// The backup file of every wallet on the device: readable JSON whose header says what it is and how
// its key was derived, a small sealed verifier, and the sealed wallets. Pure (WebCrypto and
// lib/secret-box only), so Node tests read and write the same files a browser does.
//
//   { "format": "pocketbits-backup", "version": 1, "created": "<ISO time>",
//     "kdf": { "name": "scrypt", "N": 131072, "r": 8, "p": 1, "salt": "<base64>" },
//     "verifier": { "iv", "ciphertext" },   VERIFIER_TEXT sealed with the key, no associated data
//     "payload": { "iv", "ciphertext" },    { "wallets": [...] } sealed with the header as AD
//     "checksum": "<hex SHA-256 of the header, verifier and payload>" }
//
// Why three parts: AES-GCM alone cannot tell a wrong passphrase from a changed file (both fail the
// tag). The checksum needs no secret, so a damaged or cut file is named as such before any key is
// derived; the verifier then opens only with the right passphrase; the payload, bound to the
// header, opens only if nothing was changed on purpose either.
import { z } from 'zod/mini';
import {
  BACKUP_KDF,
  BACKUP_KDF_LIMITS,
  SALT_BYTES,
  WRITTEN_BACKUP_KDFS,
  SealOpenError,
  deriveAesKey,
  fromBase64,
  isScryptParams,
  openText,
  randomBytes,
  sameScryptParams,
  sealText,
  toBase64,
  utf8,
} from './secret-box';
import { normalizeServerUrl } from './server-url';
import type { ScryptParams } from './secret-box';

export const BACKUP_FORMAT = 'pocketbits-backup';
export const BACKUP_VERSION = 1;
export const VERIFIER_TEXT = 'pocketbits-backup-verifier';
/** Far above any real backup (a wallet is about 300 bytes); refused before it is read. */
export const MAX_BACKUP_BYTES = 2 * 1024 * 1024;
const MAX_WALLETS = 1_000;
const MAX_FIELD = 2_000;

export interface BackupWallet {
  /** Absolute: a backup is restored into apps served from other origins. */
  serverUrl: string;
  name: string;
  key: string;
  keyType: 'admin' | 'invoice';
  inkey?: string;
  walletId?: string;
  /** The LNbits user (account) id, which opens the wallet in LNbits' own page. */
  userId?: string;
  /**
   * Made as an app's own wallet (Wallet Connect): the position in this file's list of the wallet
   * it was made from. A file's wallets have no lasting local ids, so the mark points by position.
   * Files written before it have none; apps that do not know it drop it.
   */
  appWalletOf?: number;
}

export type BackupProblem =
  /** Not JSON, or JSON that does not say it is a Pocketbits backup. */
  | 'not-a-backup'
  /** Says it is one, but is cut short, changed, or asks for settings this app refuses. */
  | 'damaged'
  /** Written by a later version of the app, in a form this one does not know. */
  | 'newer-version'
  | 'wrong-passphrase';

export class BackupFileError extends Error {
  constructor(readonly problem: BackupProblem) {
    // For developers and logs: screens show restoreProblemText(problem) instead.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`Backup file: ${problem}`);
    this.name = 'BackupFileError';
  }
}

const field = () => z.string().check(z.maxLength(MAX_FIELD));
const base64Field = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9+/]*={0,2}$/));
const SealedSchema = z.object({ iv: base64Field(32), ciphertext: base64Field(MAX_BACKUP_BYTES) });

const FileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created: z.string().check(z.maxLength(64)),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z.int(),
    r: z.int(),
    p: z.int(),
    salt: base64Field(128),
  }),
  verifier: SealedSchema,
  payload: SealedSchema,
  checksum: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
type ParsedFile = z.infer<typeof FileSchema>;

/** The one server-address rule of Connect and wallet links (lib/server-url), on an absolute URL. */
const isServerAddress = (url: string) => normalizeServerUrl(url, '') !== null;

const WalletSchema = z.object({
  serverUrl: z
    .url({ protocol: /^https?$/ })
    .check(z.maxLength(MAX_FIELD), z.refine(isServerAddress)),
  name: field(),
  key: field().check(z.minLength(1)),
  keyType: z.enum(['admin', 'invoice']),
  inkey: z.optional(field()),
  walletId: z.optional(field()),
  userId: z.optional(field()),
  appWalletOf: z.optional(z.int().check(z.nonnegative(), z.lt(MAX_WALLETS))),
});
const PayloadSchema = z.object({
  wallets: z.array(WalletSchema).check(z.maxLength(MAX_WALLETS)),
});

/** A file that parsed and passed its checksum: safe to derive a key for. */
export interface CheckedBackup {
  created: string;
  kdf: ScryptParams;
  file: ParsedFile;
}

/**
 * The header exactly as it is bound to the payload: rebuilt field by field from the parsed values
 * in a fixed order, so the bytes do not depend on how the file was formatted.
 */
function headerText(file: Pick<ParsedFile, 'format' | 'version' | 'created' | 'kdf'>): string {
  const { name, N, r, p, salt } = file.kdf;
  return JSON.stringify({
    format: file.format,
    version: file.version,
    created: file.created,
    kdf: { name, N, r, p, salt },
  });
}

async function checksumOf(
  file: Pick<ParsedFile, 'format' | 'version' | 'created' | 'kdf' | 'verifier' | 'payload'>,
): Promise<string> {
  const text = [
    headerText(file),
    file.verifier.iv,
    file.verifier.ciphertext,
    file.payload.iv,
    file.payload.ciphertext,
  ].join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Encrypts `wallets` under `passphrase` and returns the file's text. */
export async function writeBackupFile(
  wallets: readonly BackupWallet[],
  passphrase: string,
  options: { kdf?: ScryptParams; now?: Date } = {},
): Promise<string> {
  const params = options.kdf ?? BACKUP_KDF;
  const salt = toBase64(randomBytes(SALT_BYTES));
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created: (options.now ?? new Date()).toISOString(),
    kdf: { name: 'scrypt' as const, N: params.N, r: params.r, p: params.p, salt },
  } as const;
  const key = await deriveAesKey(passphrase, fromBase64(salt), params);
  const verifier = await sealText(key, VERIFIER_TEXT);
  const payload = await sealText(key, JSON.stringify({ wallets }), headerText(header));
  const checksum = await checksumOf({ ...header, verifier, payload });
  return `${JSON.stringify({ ...header, verifier, payload, checksum }, null, 2)}\n`;
}

/** True when unparsable text begins as every backup begins, even if cut inside the format name. */
function startsLikeBackup(text: string): boolean {
  const name = /^\s*\{\s*"format"\s*:\s*"([^"]*)("?)/.exec(text);
  if (!name) {
    return false;
  }
  const [, value = '', closed] = name;
  return closed ? value === BACKUP_FORMAT : value.length > 0 && BACKUP_FORMAT.startsWith(value);
}

/** The format and version a text claims, read without trusting the rest of it. */
function claimedVersion(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Cut short or corrupted JSON. The format name comes first in every file written, so a
    // backup that lost its end still says what it was.
    if (startsLikeBackup(text)) {
      throw new BackupFileError('damaged');
    }
    throw new BackupFileError('not-a-backup');
  }
  if (typeof value !== 'object' || value === null || !('format' in value)) {
    throw new BackupFileError('not-a-backup');
  }
  if (value.format !== BACKUP_FORMAT) {
    throw new BackupFileError('not-a-backup');
  }
  return 'version' in value ? value.version : undefined;
}

function saltLength(salt: string): number {
  try {
    return fromBase64(salt).length;
  } catch {
    return 0;
  }
}

/**
 * Reads a file's text without the passphrase: what it is, whether it arrived whole, and whether
 * its key-derivation settings are ones this app will run (a hostile file must not hang the tab).
 * Throws BackupFileError.
 */
export async function checkBackupFile(text: string): Promise<CheckedBackup> {
  if (text.length > MAX_BACKUP_BYTES) {
    throw new BackupFileError('not-a-backup');
  }
  const version = claimedVersion(text);
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) {
    throw new BackupFileError('newer-version');
  }
  const parsed = FileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupFileError('damaged');
  }
  const file = parsed.data;
  const kdf: ScryptParams = { N: file.kdf.N, r: file.kdf.r, p: file.kdf.p };
  if (!isScryptParams(kdf, BACKUP_KDF_LIMITS) || saltLength(file.kdf.salt) < SALT_BYTES) {
    throw new BackupFileError('damaged');
  }
  if ((await checksumOf(file)) !== file.checksum) {
    throw new BackupFileError('damaged');
  }
  return { created: file.created, kdf, file };
}

/**
 * Why the verifier did not open. A file with the parameters this app writes may just have met the
 * wrong passphrase; one with any others was not written by this app as it is (its header was
 * changed and its checksum made again), so it is damaged, whatever the passphrase. (A changed
 * salt cannot be told from a wrong passphrase: nothing short of the passphrase can tell them.)
 */
function verifierProblem(kdf: ScryptParams): BackupProblem {
  return WRITTEN_BACKUP_KDFS.some((written) => sameScryptParams(written, kdf))
    ? 'wrong-passphrase'
    : 'damaged';
}

/**
 * Decrypts a checked file. Throws BackupFileError only ('wrong-passphrase' or 'damaged'): no
 * other error of the key derivation or the decryption reaches the screen raw.
 */
export async function openBackupFile(
  checked: CheckedBackup,
  passphrase: string,
): Promise<BackupWallet[]> {
  const { file } = checked;
  let key: CryptoKey;
  try {
    key = await deriveAesKey(passphrase, fromBase64(file.kdf.salt), checked.kdf);
  } catch {
    // Parameters the browser could not run after all (memory): the file is of no use as it is.
    throw new BackupFileError('damaged');
  }
  try {
    if ((await openText(key, file.verifier)) !== VERIFIER_TEXT) {
      throw new BackupFileError('damaged');
    }
  } catch (error) {
    if (error instanceof BackupFileError) {
      throw error;
    }
    throw new BackupFileError(
      error instanceof SealOpenError ? verifierProblem(checked.kdf) : 'damaged',
    );
  }
  let plain: string;
  try {
    plain = await openText(key, file.payload, headerText(file));
  } catch {
    // The passphrase is right (the verifier opened), so the header or payload was changed.
    throw new BackupFileError('damaged');
  }
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch {
    throw new BackupFileError('damaged');
  }
  const payload = PayloadSchema.safeParse(value);
  if (!payload.success) {
    throw new BackupFileError('damaged');
  }
  return payload.data.wallets.map((wallet) => {
    const copy: BackupWallet = { ...wallet };
    for (const name of ['inkey', 'walletId', 'userId', 'appWalletOf'] as const) {
      if (copy[name] === undefined) {
        delete copy[name];
      }
    }
    return copy;
  });
}

/** Both steps at once, for callers that have the passphrase already. */
export async function readBackupFile(text: string, passphrase: string): Promise<BackupWallet[]> {
  return openBackupFile(await checkBackupFile(text), passphrase);
}

/** `pocketbits-backup-2026-05-01.json`, dated by the person's own calendar day. */
export function backupFileName(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `pocketbits-backup-${day}.json`;
}
