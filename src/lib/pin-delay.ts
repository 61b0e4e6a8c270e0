// How long the lock makes someone wait after wrong PINs. A 6-digit PIN has a million values: the
// first few slips are free (a PIN typed in a hurry), then each wrong try makes the wait longer, so
// guessing through the PIN pad takes years. The lock never wipes anything: a forgotten PIN costs
// time, not money. Pure; the caller passes the time.

/** Wrong tries in a row before the first wait. */
export const FREE_PIN_TRIES = 5;

/** The wait after the 5th, 6th, 7th … wrong try in a row; the last one repeats. */
export const PIN_WAITS_MS = [30_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

export interface PinAttempts {
  /** Wrong tries in a row (a right PIN starts again from 0). */
  failures: number;
  /** Epoch ms before which no PIN is checked; 0 for none. */
  retryAtMs: number;
}

export const NO_ATTEMPTS: PinAttempts = { failures: 0, retryAtMs: 0 };

export function waitAfterFailures(failures: number): number {
  if (failures < FREE_PIN_TRIES) {
    return 0;
  }
  const index = Math.min(failures - FREE_PIN_TRIES, PIN_WAITS_MS.length - 1);
  return PIN_WAITS_MS[index] ?? 0;
}

/** One more wrong try, counted at `nowMs`. */
export function afterWrongPin(attempts: PinAttempts, nowMs: number): PinAttempts {
  const failures = attempts.failures + 1;
  const waitMs = waitAfterFailures(failures);
  return { failures, retryAtMs: waitMs > 0 ? nowMs + waitMs : 0 };
}

/** How long until the next PIN may be checked (0: now). */
export function msUntilRetry(attempts: PinAttempts, nowMs: number): number {
  return Math.max(0, attempts.retryAtMs - nowMs);
}

/** Wrong tries left before the first wait (0 once waits have begun). */
export function triesBeforeWait(attempts: PinAttempts): number {
  return Math.max(0, FREE_PIN_TRIES - attempts.failures);
}
