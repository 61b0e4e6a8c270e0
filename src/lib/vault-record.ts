// The one localStorage record that holds every wallet key of this device, encrypted.
//
//   { v: 1, gen, data: sealed(wallet-state JSON) under the data key (DEK),
//     wraps: { device? | pin (+ passkey?) }: the DEK sealed under each key-encryption key }
//
// The DEK is 32 random bytes made for each lock configuration; `gen` names that configuration
// and goes into the associated data of the data and of every wrap, so a wrap or a data blob from
// another record (an older PIN, another device) does not open here. The whole vault is one
// localStorage value, so each change of lock is one setItem: a closed tab leaves the old record or
// the new one, never half of each. Pure: WebCrypto only, no storage.
import { z } from 'zod/mini';
import {
  PIN_KDF_LIMITS,
  SealOpenError,
  fromBase64,
  importAesKey,
  isScryptParams,
  open,
  randomBytes,
  seal,
  toBase64,
  utf8,
} from './secret-box';
import type { ScryptParams } from './secret-box';
import { SECRET_KINDS } from './lock-secret';
import type { SecretKind } from './lock-secret';

export const VAULT_VERSION = 1;
const DEK_BYTES = 32;

export interface SealedBlob {
  iv: string;
  ciphertext: string;
}

/** The DEK under the non-extractable key this browser keeps in IndexedDB (no lock set). */
export interface DeviceWrap extends SealedBlob {
  keyId: string;
}

/** The DEK under a key derived from the PIN (or the longer PIN, or the passphrase). */
export interface PinWrap extends SealedBlob {
  salt: string;
  kdf: ScryptParams;
  /** What the person types: absent in records from before there was a choice (a 6-digit PIN). */
  secret?: SecretKind;
}

/** The DEK under a key derived from a passkey's PRF output. */
export interface PasskeyWrap extends SealedBlob {
  credentialId: string;
  prfSalt: string;
}

export interface VaultWraps {
  device?: DeviceWrap;
  pin?: PinWrap;
  passkey?: PasskeyWrap;
}

export type WrapKind = keyof VaultWraps;

export interface VaultRecord {
  v: typeof VAULT_VERSION;
  gen: string;
  data: SealedBlob;
  wraps: VaultWraps;
}

const Blob = { iv: z.string(), ciphertext: z.string() };
const RecordSchema = z.object({
  v: z.literal(VAULT_VERSION),
  gen: z.string().check(z.minLength(8)),
  data: z.object(Blob),
  wraps: z.object({
    device: z.optional(z.object({ ...Blob, keyId: z.string().check(z.minLength(1)) })),
    pin: z.optional(
      z.object({
        ...Blob,
        salt: z.string(),
        kdf: z.object({ N: z.number(), r: z.number(), p: z.number() }),
        // A kind a later version adds opens as a passphrase (a text field takes any secret).
        secret: z.optional(z.catch(z.enum(SECRET_KINDS), 'passphrase')),
      }),
    ),
    passkey: z.optional(z.object({ ...Blob, credentialId: z.string(), prfSalt: z.string() })),
  }),
});

/** The stored record, or null when there is none or it is not one this version can read. */
export function parseVaultRecord(raw: string | null): VaultRecord | null {
  if (!raw) {
    return null;
  }
  try {
    const parsed = RecordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      return null;
    }
    const record = parsed.data as VaultRecord;
    // A stored header is untrusted: it must not make the unlock hang the tab.
    if (record.wraps.pin && !isScryptParams(record.wraps.pin.kdf, PIN_KDF_LIMITS)) {
      return null;
    }
    return record;
  } catch {
    return null;
  }
}

/** Whether opening this record needs the person (PIN or passkey) rather than the device key. */
export function needsUnlock(record: VaultRecord): boolean {
  return record.wraps.pin !== undefined || record.wraps.passkey !== undefined;
}

/** What the person types to open this record; null when nothing is typed (a passkey alone). */
export function secretKindOf(record: VaultRecord): SecretKind | null {
  return record.wraps.pin ? (record.wraps.pin.secret ?? 'pin') : null;
}

/** A fresh data key and the name of its configuration. */
export function newDataKey(): { dek: Uint8Array<ArrayBuffer>; gen: string } {
  return { dek: randomBytes(DEK_BYTES), gen: toBase64(randomBytes(12)) };
}

const dataContext = (gen: string) => utf8(`pocketbits.vault.v1 data ${gen}`);
const wrapContext = (kind: WrapKind, gen: string) =>
  utf8(`pocketbits.vault.v1 wrap ${kind} ${gen}`);

const encode = (sealed: { iv: Uint8Array; ciphertext: Uint8Array }): SealedBlob => ({
  iv: toBase64(sealed.iv),
  ciphertext: toBase64(sealed.ciphertext),
});

function decode(blob: SealedBlob) {
  try {
    return { iv: fromBase64(blob.iv), ciphertext: fromBase64(blob.ciphertext) };
  } catch {
    throw new SealOpenError();
  }
}

export async function sealData(
  dek: Uint8Array<ArrayBuffer>,
  gen: string,
  text: string,
): Promise<SealedBlob> {
  return encode(await seal(await importAesKey(dek), utf8(text), dataContext(gen)));
}

/** The wallet-state JSON; throws SealOpenError when the DEK or the record is not this one. */
export async function openData(
  dek: Uint8Array<ArrayBuffer>,
  record: Pick<VaultRecord, 'gen' | 'data'>,
): Promise<string> {
  const plain = await open(await importAesKey(dek), decode(record.data), dataContext(record.gen));
  return new TextDecoder().decode(plain);
}

export async function wrapDataKey(
  kek: CryptoKey,
  kind: WrapKind,
  gen: string,
  dek: Uint8Array<ArrayBuffer>,
): Promise<SealedBlob> {
  return encode(await seal(kek, dek, wrapContext(kind, gen)));
}

/** The DEK from one of the record's wraps; throws SealOpenError on a wrong key. */
export async function unwrapDataKey(
  kek: CryptoKey,
  kind: WrapKind,
  record: Pick<VaultRecord, 'gen'>,
  wrap: SealedBlob,
): Promise<Uint8Array<ArrayBuffer>> {
  const dek = await open(kek, decode(wrap), wrapContext(kind, record.gen));
  if (dek.length !== DEK_BYTES) {
    throw new SealOpenError();
  }
  return dek;
}
