// Passkey unlock: a WebAuthn credential whose PRF extension gives 32 secret bytes for a fixed salt,
// only after the authenticator has verified the person (fingerprint, face, device PIN). Those bytes
// (through HKDF) wrap the vault's data key beside the PIN, which stays as the way in when the
// passkey is lost. Where the browser or the authenticator has no PRF, passkey unlock is not offered:
// a passkey without PRF proves who you are to a server, but gives nothing to decrypt with.
import { t } from '@lingui/core/macro';
import { fromBase64, hkdfAesKey, randomBytes, toBase64 } from '@/lib/secret-box';
import {
  addPasskeyWrap,
  createPasskeyOnlyVault,
  openWithPasskeyKey,
  removePasskeyWrap,
} from '../vault/vault';
import type { VaultRecord } from '@/lib/vault-record';
import {
  adoptUnlockedVault,
  changeVault,
  openedVaultRecord,
  storedVault,
} from '../wallets/wallet-store';

const PRF_INFO = 'pocketbits vault passkey v1';

export type PasskeySupport = { available: true } | { available: false; reason: string };

interface PrfOutputs {
  enabled?: boolean;
  results?: { first?: BufferSource };
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

/** Whether this page can offer passkey unlock, and if not, why in one line. */
export async function passkeySupport(): Promise<PasskeySupport> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials) {
    return { available: false, reason: t`This browser has no passkeys.` };
  }
  if (isIpAddress(location.hostname)) {
    return {
      available: false,
      reason: t`Passkeys need the app to be opened by a name, not a number address like this one.`,
    };
  }
  const capabilities = (
    PublicKeyCredential as unknown as {
      getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
    }
  ).getClientCapabilities;
  if (capabilities) {
    const known = await capabilities().catch(() => ({}) as Record<string, boolean | undefined>);
    if (known['extension:prf'] === false) {
      return {
        available: false,
        reason: t`This browser’s passkeys can’t unlock an app (no PRF extension). Use the PIN.`,
      };
    }
  }
  return { available: true };
}

function toBytes(source: BufferSource): Uint8Array<ArrayBuffer> {
  const view = ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
  return new Uint8Array(view);
}

/** The passkey's key-encryption key: asks the authenticator (the person verifies themself). */
async function passkeyKey(credentialId: string, prfSalt: string): Promise<CryptoKey> {
  const assertion = (await navigator.credentials.get({
    publicKey: {
      challenge: randomBytes(32),
      allowCredentials: [{ type: 'public-key', id: fromBase64(credentialId) }],
      userVerification: 'required',
      extensions: {
        prf: { eval: { first: fromBase64(prfSalt) } },
      } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  const prf = (assertion?.getClientExtensionResults() as { prf?: PrfOutputs } | undefined)?.prf;
  if (!prf?.results?.first) {
    throw new PasskeyError(t`This passkey can’t unlock Pocketbits (it gives no PRF secret).`);
  }
  return hkdfAesKey(toBytes(prf.results.first), new Uint8Array(0), PRF_INFO);
}

export class PasskeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyError';
  }
}

/** Makes a passkey for this app and adds it as a way to unlock (the PIN stays). */
export async function enablePasskey(): Promise<void> {
  const prfSalt = toBase64(randomBytes(32));
  const created = (await navigator.credentials.create({
    publicKey: {
      rp: { name: 'Pocketbits' },
      user: {
        id: randomBytes(16),
        name: 'Pocketbits',
        // The passkey's name in the phone's or browser's password manager, in the person's words.
        displayName: t({
          message: 'Pocketbits wallet',
          comment: 'The name the passkey gets in the password manager of the phone or browser',
        }),
      },
      challenge: randomBytes(32),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      // Some authenticators answer the PRF at creation already, which saves a second prompt.
      extensions: {
        prf: { eval: { first: fromBase64(prfSalt) } },
      } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  if (!created) {
    throw new PasskeyError(t`No passkey was made.`);
  }
  const prf = (created.getClientExtensionResults() as { prf?: PrfOutputs }).prf;
  if (!prf?.enabled && !prf?.results?.first) {
    throw new PasskeyError(
      t`This passkey can’t unlock an app (it has no PRF extension). The PIN still works.`,
    );
  }
  const credentialId = toBase64(new Uint8Array(created.rawId));
  const kek = prf.results?.first
    ? await hkdfAesKey(toBytes(prf.results.first), new Uint8Array(0), PRF_INFO)
    : await passkeyKey(credentialId, prfSalt);
  await changeVault(async (deps, current) => {
    if (!current?.record.wraps.pin) {
      throw new PasskeyError(t`Set a PIN first: the passkey comes beside it.`);
    }
    return addPasskeyWrap(deps, current, kek, { credentialId, prfSalt });
  });
}

export function disablePasskey(): Promise<void> {
  return changeVault(async (deps, current) => {
    if (!current) {
      throw new Error('The wallets are locked.');
    }
    if (!current.record.wraps.pin) {
      // The passkey is the only way in: turning it off would leave none.
      throw new PasskeyError(t`The passkey is the only way in now. Set a PIN first.`);
    }
    return removePasskeyWrap(deps, current);
  });
}

/**
 * The passkey alone: the PIN wrap goes, and a new data key is wrapped only under the passkey, so
 * a copy of the storage holds nothing to guess at. The passkey is asked (the person verifies
 * themself), and must open the vault as it is before anything is changed. Losing the passkey then
 * loses the wallets on this device: the screen says so first.
 */
export async function keepPasskeyOnly(): Promise<void> {
  const record = openedVaultRecord();
  const wrap = record?.wraps.passkey;
  if (!record || !wrap) {
    throw new PasskeyError(t`Turn on passkey unlock first.`);
  }
  const kek = await passkeyKey(wrap.credentialId, wrap.prfSalt);
  await openWithPasskeyKey(record, kek);
  const passkey = { credentialId: wrap.credentialId, prfSalt: wrap.prfSalt };
  await changeVault((deps, _current, text) => createPasskeyOnlyVault(deps, text, kek, passkey));
}

/** Opens `record` with the passkey; throws when it has none or the passkey does not fit it. */
async function openWithPasskey(record: VaultRecord | null) {
  const wrap = record?.wraps.passkey;
  if (!record || !wrap) {
    throw new PasskeyError(t`Passkey unlock is off.`);
  }
  return openWithPasskeyKey(record, await passkeyKey(wrap.credentialId, wrap.prfSalt));
}

export async function unlockWithPasskey(): Promise<void> {
  await adoptUnlockedVault(await openWithPasskey(storedVault()));
}

/**
 * Checks the passkey while unlocked (before a payment, instead of the PIN), against the vault open
 * in memory as confirmPin does.
 */
export async function confirmWithPasskey(): Promise<void> {
  await openWithPasskey(openedVaultRecord());
}

/** Why a passkey try did not open anything, in words. */
export function describePasskeyFailure(error: unknown): string {
  if (error instanceof PasskeyError) {
    return error.message;
  }
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return t`The passkey was not used. Try again, or enter your PIN.`;
  }
  return t`The passkey didn’t open Pocketbits. Enter your PIN.`;
}
