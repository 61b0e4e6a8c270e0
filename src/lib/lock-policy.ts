// Which changes to the lock's settings make it weaker: those ask for the PIN (or the passkey)
// first, like every other step that could reach the money. A stronger lock asks nothing. Pure.

export interface LockSettings {
  /** How long the app may stay in the background before it locks (0: at once). */
  autoLockAfterMs: number;
  /** Payments above this many sats ask for the PIN; null: none do. */
  confirmPaymentsAboveSat: number | null;
}

/** Locking later after time in the background. */
function weakensAutoLock(beforeMs: number, afterMs: number): boolean {
  return afterMs > beforeMs;
}

/** Asking before fewer payments: off, or a higher limit. */
function weakensPaymentPin(beforeSat: number | null, afterSat: number | null): boolean {
  if (beforeSat === null) {
    return false;
  }
  return afterSat === null || afterSat > beforeSat;
}

/** Whether applying `changes` to `before` asks for the PIN less, or later. */
export function weakensLock(before: LockSettings, changes: Partial<LockSettings>): boolean {
  return (
    (changes.autoLockAfterMs !== undefined &&
      weakensAutoLock(before.autoLockAfterMs, changes.autoLockAfterMs)) ||
    (changes.confirmPaymentsAboveSat !== undefined &&
      weakensPaymentPin(before.confirmPaymentsAboveSat, changes.confirmPaymentsAboveSat))
  );
}
