// The steps that read and write the encrypted vault (lib/vault-record.ts has the format). Every
// change of lock writes one whole record with one setItem, and the IndexedDB steps around it are
// ordered so that a tab closed between any two steps leaves a record that still opens:
//   - a new device key is stored before a record that needs it is written;
//   - old device keys are deleted only after the record that no longer needs them is written.
// A change of lock (set, change or remove the PIN) makes a new data key, so every wallet key is
// encrypted again and the old secret opens nothing that is written from then on.
import { calibrateScrypt } from '@/lib/kdf-calibration';
import type { SecretKind } from '@/lib/lock-secret';
import {
  SALT_BYTES,
  SealOpenError,
  deriveAesKey,
  deriveKeyBytes,
  fromBase64,
  generateAesKey,
  randomBytes,
  toBase64,
} from '@/lib/secret-box';
import type { ScryptParams } from '@/lib/secret-box';
import {
  VAULT_VERSION,
  newDataKey,
  openData,
  parseVaultRecord,
  sealData,
  unwrapDataKey,
  wrapDataKey,
} from '@/lib/vault-record';
import type { VaultRecord, VaultWraps } from '@/lib/vault-record';
import type { DeviceKeyStore } from './device-keys';

export const VAULT_KEY = 'pocketbits.vault.v1';
/** Where a record that can no longer be opened (its device key is gone) is put aside, not lost. */
export const UNREADABLE_VAULT_KEY = 'pocketbits.vault.v1.unreadable';

export type VaultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface VaultDeps {
  storage: VaultStorage;
  keys: DeviceKeyStore;
  /** The scrypt cost for a new PIN (tests give a cheap one; by default fitted to the device). */
  pinKdf?: () => Promise<ScryptParams>;
}

/** Times one scrypt run on this device, for calibrateScrypt. */
async function timeScrypt(params: ScryptParams): Promise<number> {
  const started = performance.now();
  await deriveKeyBytes('calibration', randomBytes(SALT_BYTES), params);
  return performance.now() - started;
}

/** The cost for a new PIN on this device: about half a second (lib/kdf-calibration.ts). */
export function devicePinKdf(): Promise<ScryptParams> {
  return calibrateScrypt(timeScrypt);
}

/** An opened vault: the record as stored, its data key, and the decrypted wallet-state JSON. */
export interface OpenVault {
  record: VaultRecord;
  dek: Uint8Array<ArrayBuffer>;
  text: string;
}

/** The device key this record needs is not in this browser any more (site data partly cleared). */
export class VaultUnreadableError extends Error {
  constructor() {
    // For developers and logs: the wallet store handles this error by its type.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super('The saved wallets cannot be opened on this device.');
    this.name = 'VaultUnreadableError';
  }
}

export function readVault({ storage }: Pick<VaultDeps, 'storage'>): VaultRecord | null {
  return parseVaultRecord(storage.getItem(VAULT_KEY));
}

function writeVault({ storage }: Pick<VaultDeps, 'storage'>, record: VaultRecord): void {
  storage.setItem(VAULT_KEY, JSON.stringify(record));
}

async function opened(record: VaultRecord, dek: Uint8Array<ArrayBuffer>): Promise<OpenVault> {
  return { record, dek, text: await openData(dek, record) };
}

/** No lock set: the device key from IndexedDB opens it. */
export async function openWithDeviceKey(deps: VaultDeps, record: VaultRecord): Promise<OpenVault> {
  const wrap = record.wraps.device;
  const key = wrap ? await deps.keys.get(wrap.keyId) : undefined;
  if (!wrap || !key) {
    throw new VaultUnreadableError();
  }
  try {
    return await opened(record, await unwrapDataKey(key, 'device', record, wrap));
  } catch (error) {
    throw error instanceof SealOpenError ? new VaultUnreadableError() : error;
  }
}

/** Throws SealOpenError for a wrong PIN. */
export async function openWithPin(record: VaultRecord, pin: string): Promise<OpenVault> {
  const wrap = record.wraps.pin;
  if (!wrap) {
    throw new SealOpenError();
  }
  const kek = await deriveAesKey(pin, fromBase64(wrap.salt), wrap.kdf);
  return opened(record, await unwrapDataKey(kek, 'pin', record, wrap));
}

/** Throws SealOpenError when the key is not this record's passkey key. */
export async function openWithPasskeyKey(record: VaultRecord, kek: CryptoKey): Promise<OpenVault> {
  const wrap = record.wraps.passkey;
  if (!wrap) {
    throw new SealOpenError();
  }
  return opened(record, await unwrapDataKey(kek, 'passkey', record, wrap));
}

/** Writes new wallet state under the same data key and lock. */
export async function saveData(
  deps: VaultDeps,
  vault: OpenVault,
  text: string,
): Promise<OpenVault> {
  const record: VaultRecord = {
    ...vault.record,
    data: await sealData(vault.dek, vault.record.gen, text),
  };
  writeVault(deps, record);
  return { record, dek: vault.dek, text };
}

/** No lock: a new device key, then the record that needs it, then the old keys go. */
export async function createDeviceVault(deps: VaultDeps, text: string): Promise<OpenVault> {
  const deviceKey = await generateAesKey();
  const keyId = toBase64(randomBytes(12));
  await deps.keys.put(keyId, deviceKey);
  const { dek, gen } = newDataKey();
  const wrap = await wrapDataKey(deviceKey, 'device', gen, dek);
  const record = await newRecord(gen, dek, text, { device: { keyId, ...wrap } });
  writeVault(deps, record);
  await deps.keys.deleteAllExcept(keyId);
  return { record, dek, text };
}

/**
 * Sets or changes the PIN (or the longer PIN, or the passphrase): a new data key wrapped under it
 * only (a passkey must be re-added), at a scrypt cost fitted to this device and kept in the record.
 */
export async function createPinVault(
  deps: VaultDeps,
  text: string,
  pin: string,
  kind: SecretKind = 'pin',
): Promise<OpenVault> {
  const kdf = await (deps.pinKdf ?? devicePinKdf)();
  const salt = randomBytes(SALT_BYTES);
  const kek = await deriveAesKey(pin, salt, kdf);
  const { dek, gen } = newDataKey();
  const wrap = await wrapDataKey(kek, 'pin', gen, dek);
  const record = await newRecord(gen, dek, text, {
    pin: { salt: toBase64(salt), kdf, ...(kind === 'pin' ? {} : { secret: kind }), ...wrap },
  });
  writeVault(deps, record);
  // Only now is the device key useless: the record that needed it is gone.
  await deps.keys.deleteAllExcept(null);
  return { record, dek, text };
}

/** Adds passkey unlock to a PIN vault (same data key: adding a way in re-encrypts nothing). */
export async function addPasskeyWrap(
  deps: VaultDeps,
  vault: OpenVault,
  kek: CryptoKey,
  passkey: { credentialId: string; prfSalt: string },
): Promise<OpenVault> {
  const wrap = await wrapDataKey(kek, 'passkey', vault.record.gen, vault.dek);
  const record: VaultRecord = {
    ...vault.record,
    wraps: { ...vault.record.wraps, passkey: { ...passkey, ...wrap } },
  };
  writeVault(deps, record);
  return { ...vault, record };
}

/**
 * The passkey alone: a new data key wrapped only under the passkey's key, so nothing in the
 * storage can be guessed at. Losing the passkey then loses the wallets on this device.
 */
export async function createPasskeyOnlyVault(
  deps: VaultDeps,
  text: string,
  kek: CryptoKey,
  passkey: { credentialId: string; prfSalt: string },
): Promise<OpenVault> {
  const { dek, gen } = newDataKey();
  const wrap = await wrapDataKey(kek, 'passkey', gen, dek);
  const record = await newRecord(gen, dek, text, { passkey: { ...passkey, ...wrap } });
  writeVault(deps, record);
  await deps.keys.deleteAllExcept(null);
  return { record, dek, text };
}

export function removePasskeyWrap(deps: VaultDeps, vault: OpenVault): OpenVault {
  const { passkey: _dropped, ...wraps } = vault.record.wraps;
  const record: VaultRecord = { ...vault.record, wraps };
  writeVault(deps, record);
  return { ...vault, record };
}

/** Keeps a record that no longer opens under another name, so that nothing is destroyed. */
export function setAsideUnreadable(deps: VaultDeps): void {
  const raw = deps.storage.getItem(VAULT_KEY);
  if (raw !== null) {
    deps.storage.setItem(UNREADABLE_VAULT_KEY, raw);
    deps.storage.removeItem(VAULT_KEY);
  }
}

async function newRecord(
  gen: string,
  dek: Uint8Array<ArrayBuffer>,
  text: string,
  wraps: VaultWraps,
): Promise<VaultRecord> {
  return { v: VAULT_VERSION, gen, data: await sealData(dek, gen, text), wraps };
}
