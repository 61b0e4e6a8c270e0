// The app lock's actions: unlock with the PIN, check it before a sensitive step, set, change or
// remove it, lock now. Wrong PINs are counted through ./pin-attempts.ts (shared by every tab, on a
// clock the date cannot move); a wrong PIN never deletes anything. Every check fails closed: only
// a vault that opened with the PIN answers "ok".
import { PIN_DIGITS, secretProblem } from '@/lib/lock-secret';
import type { SecretKind } from '@/lib/lock-secret';
import type { PinAttempts } from '@/lib/pin-delay';
import type { VaultRecord } from '@/lib/vault-record';
import { createDeviceVault, createPinVault, openWithPin } from '../vault/vault';
import type { OpenVault } from '../vault/vault';
import {
  adoptUnlockedVault,
  changeVault,
  getLockState,
  lockWallets,
  openedVaultRecord,
  storedVault,
  whenWalletsSaved,
} from '../wallets/wallet-store';
import { clearPinAttempts, currentPinWait, startPinCheck } from './pin-attempts';

export { PIN_ATTEMPTS_KEY } from './attempts-guard';
export const PIN_LENGTH = PIN_DIGITS;

export type PinCheck =
  | { kind: 'ok' }
  | { kind: 'wrong'; attempts: PinAttempts }
  /** Too many wrong tries: nothing was checked; the pad shows the wait. */
  | { kind: 'wait'; attempts: PinAttempts };

/** The wrong-PIN count as stored (tests; the pad reads currentPinWait). */
export function readPinAttempts(): PinAttempts {
  return currentPinWait().attempts;
}

async function checkPin(
  pin: string,
  record: () => VaultRecord | null,
  afterOpening: (opened: OpenVault) => Promise<void>,
): Promise<PinCheck> {
  // Counted as wrong before checking, so closing the tab during the check is not a free try.
  const start = await startPinCheck();
  if (start.kind === 'wait') {
    return start;
  }
  let opened: OpenVault;
  try {
    // A record without a PIN wrap opens nothing (openWithPin refuses it): never a free "ok".
    const judged = record();
    if (!judged) {
      return { kind: 'wrong', attempts: start.attempts };
    }
    opened = await openWithPin(judged, pin);
  } catch {
    // Wrong PIN, or anything else that kept the vault shut: the try stays counted.
    return { kind: 'wrong', attempts: start.attempts };
  }
  await clearPinAttempts();
  await afterOpening(opened);
  return { kind: 'ok' };
}

/** Opens the locked wallets with the PIN: the stored record is all there is while locked. */
export async function unlockWithPin(pin: string): Promise<PinCheck> {
  // The record as it is once the saves already queued are written (a rename just before locking).
  await whenWalletsSaved();
  return checkPin(
    pin,
    () => (getLockState().status === 'locked' ? storedVault() : null),
    adoptUnlockedVault,
  );
}

/**
 * Checks the PIN while unlocked (before a payment, changing or removing the PIN) against the
 * vault open in memory, never against storage: a page script that removes or replaces the stored
 * record gets no "ok" from it.
 */
export function confirmPin(pin: string): Promise<PinCheck> {
  return checkPin(pin, openedVaultRecord, async () => undefined);
}

/**
 * Sets or changes the PIN (a 6-digit PIN, a longer one, or a passphrase): every key is encrypted
 * again under a new data key, at a cost fitted to this device.
 */
export function setPin(pin: string, kind: SecretKind = 'pin'): Promise<void> {
  const problem = secretProblem(kind, pin);
  if (problem) {
    // For developers: the screens check the secret before they save it.
    return Promise.reject(new RangeError(`Not a ${kind}: ${problem}.`));
  }
  return changeVault((deps, _current, text) => createPinVault(deps, text, pin, kind)).then(
    clearPinAttempts,
  );
}

/** Back to the device key: no PIN asked, every key encrypted again under a new data key. */
export function removePin(): Promise<void> {
  return changeVault((deps, _current, text) => createDeviceVault(deps, text));
}

export function lockNow(): void {
  lockWallets();
}
