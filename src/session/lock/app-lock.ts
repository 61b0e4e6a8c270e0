// The app lock's actions: unlock with the PIN, check it before a sensitive step, set, change or
// remove it, lock now. Wrong PINs are counted in localStorage so a reload does not reset the wait
// (lib/pin-delay.ts); a wrong PIN never deletes anything.
import { NO_ATTEMPTS, afterWrongPin, msUntilRetry } from '@/lib/pin-delay';
import type { PinAttempts } from '@/lib/pin-delay';
import { SealOpenError } from '@/lib/secret-box';
import { createDeviceVault, createPinVault, openWithPin } from '../vault/vault';
import type { OpenVault } from '../vault/vault';
import {
  adoptUnlockedVault,
  changeVault,
  lockWallets,
  storedVault,
  whenWalletsSaved,
} from '../wallets/wallet-store';

export const PIN_ATTEMPTS_KEY = 'pocketbits.lock.attempts.v1';
export const PIN_LENGTH = 6;

export type PinCheck =
  | { kind: 'ok' }
  | { kind: 'wrong'; attempts: PinAttempts }
  /** Too many wrong tries: nothing was checked; try again at `attempts.retryAtMs`. */
  | { kind: 'wait'; attempts: PinAttempts };

export function readPinAttempts(): PinAttempts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PIN_ATTEMPTS_KEY) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'failures' in parsed &&
      'retryAtMs' in parsed &&
      Number.isInteger(parsed.failures) &&
      Number.isFinite(parsed.retryAtMs)
    ) {
      return { failures: Number(parsed.failures), retryAtMs: Number(parsed.retryAtMs) };
    }
  } catch {
    // Unreadable: start from no failures (clearing storage clears the vault's wait too).
  }
  return NO_ATTEMPTS;
}

function writePinAttempts(attempts: PinAttempts): void {
  try {
    if (attempts.failures === 0) {
      localStorage.removeItem(PIN_ATTEMPTS_KEY);
    } else {
      localStorage.setItem(PIN_ATTEMPTS_KEY, JSON.stringify(attempts));
    }
  } catch {
    // Storage off: the count holds for this page only.
  }
}

async function checkPin(
  pin: string,
  afterOpening: (opened: OpenVault) => Promise<void>,
): Promise<PinCheck> {
  const before = readPinAttempts();
  if (msUntilRetry(before, Date.now()) > 0) {
    return { kind: 'wait', attempts: before };
  }
  // Counted as wrong before checking, so closing the tab during the check is not a free try.
  writePinAttempts(afterWrongPin(before, Date.now()));
  // The record as it is once the saves already queued are written (a rename just before locking).
  await whenWalletsSaved();
  const record = storedVault();
  if (!record?.wraps.pin) {
    writePinAttempts(before);
    return { kind: 'ok' };
  }
  try {
    const opened = await openWithPin(record, pin);
    writePinAttempts(NO_ATTEMPTS);
    await afterOpening(opened);
    return { kind: 'ok' };
  } catch (error) {
    if (!(error instanceof SealOpenError)) {
      throw error;
    }
    const attempts = afterWrongPin(before, Date.now());
    writePinAttempts(attempts);
    return { kind: 'wrong', attempts };
  }
}

/** Opens the locked wallets with the PIN. */
export function unlockWithPin(pin: string): Promise<PinCheck> {
  return checkPin(pin, adoptUnlockedVault);
}

/** Checks the PIN while unlocked (before a payment, changing or removing the PIN). */
export function confirmPin(pin: string): Promise<PinCheck> {
  return checkPin(pin, async () => undefined);
}

/** Sets or changes the PIN: every key is encrypted again under a new data key. */
export function setPin(pin: string): Promise<void> {
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) {
    return Promise.reject(new RangeError(`A PIN is ${PIN_LENGTH} digits.`));
  }
  return changeVault((deps, _current, text) => createPinVault(deps, text, pin)).then(() =>
    writePinAttempts(NO_ATTEMPTS),
  );
}

/** Back to the device key: no PIN asked, every key encrypted again under a new data key. */
export function removePin(): Promise<void> {
  return changeVault((deps, _current, text) => createDeviceVault(deps, text));
}

export function lockNow(): void {
  lockWallets();
}
