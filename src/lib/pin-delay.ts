// How long the lock makes someone wait after wrong PINs. A 6-digit PIN has a million values: the
// first few slips are free (a PIN typed in a hurry), then each wrong try makes the wait longer, so
// guessing through the PIN pad takes years. The lock never wipes anything: a forgotten PIN costs
// time, not money. Pure; the caller passes the time.
//
// Two clocks measure a wait. The phone's date can be set forward by whoever holds it, so the wait
// runs on a clock that cannot be set (the page's monotonic clock, `performance.now()`), and the
// date is only a floor: a wait ends when both say so. The monotonic clock starts again with each
// page, so what is left of a wait is written down as it runs (`waitLeftMs`), and a new page goes
// on from there: a wait counts down while Pocketbits is open, never by changing the date.

/** Wrong tries in a row before the first wait. */
export const FREE_PIN_TRIES = 5;

/** The wait after the 5th, 6th, 7th … wrong try in a row; the last one repeats. */
export const PIN_WAITS_MS = [30_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

export interface PinAttempts {
  /** Wrong tries in a row (a right PIN starts again from 0). */
  failures: number;
  /** Epoch ms (the date) before which no PIN is checked, whatever else has passed; 0 for none. */
  retryAtMs: number;
  /** What was left of the wait on the monotonic clock when this was written; 0 for none. */
  waitLeftMs: number;
}

export const NO_ATTEMPTS: PinAttempts = { failures: 0, retryAtMs: 0, waitLeftMs: 0 };

/** Both clocks, read at one moment: the date (epoch ms) and the page's monotonic clock (ms). */
export interface ClockReading {
  wallMs: number;
  monoMs: number;
}

/** Attempts as a page read them, and when on its monotonic clock: a wait runs from there. */
export interface SeenAttempts {
  attempts: PinAttempts;
  seenAtMonoMs: number;
}

export function waitAfterFailures(failures: number): number {
  if (failures < FREE_PIN_TRIES) {
    return 0;
  }
  const index = Math.min(failures - FREE_PIN_TRIES, PIN_WAITS_MS.length - 1);
  return PIN_WAITS_MS[index] ?? 0;
}

/** One more wrong try, counted at the date `wallMs`. */
export function afterWrongPin(attempts: PinAttempts, wallMs: number): PinAttempts {
  const failures = attempts.failures + 1;
  const waitMs = waitAfterFailures(failures);
  return { failures, retryAtMs: waitMs > 0 ? wallMs + waitMs : 0, waitLeftMs: waitMs };
}

function monoElapsed(seen: SeenAttempts, now: ClockReading): number {
  return Math.max(0, now.monoMs - seen.seenAtMonoMs);
}

/** How long until the next PIN may be checked (0: now): the longer of the two clocks' answers. */
export function msUntilRetry(seen: SeenAttempts, now: ClockReading): number {
  const { attempts } = seen;
  return Math.max(0, attempts.waitLeftMs - monoElapsed(seen, now), attempts.retryAtMs - now.wallMs);
}

/** The attempts with the wait run down by the monotonic time since they were seen. */
export function withWaitProgress(seen: SeenAttempts, now: ClockReading): PinAttempts {
  const { attempts } = seen;
  if (attempts.waitLeftMs === 0) {
    return attempts;
  }
  return { ...attempts, waitLeftMs: Math.max(0, attempts.waitLeftMs - monoElapsed(seen, now)) };
}

/**
 * What to store when a page has measured `progressed` and the store holds `stored`: the same wait
 * keeps the smaller remainder (two tabs count the same minutes once, never twice); a different
 * wait (another try was counted meanwhile) is left as it is.
 */
export function mergeWaitProgress(stored: PinAttempts, progressed: PinAttempts): PinAttempts {
  const sameWait =
    stored.failures === progressed.failures && stored.retryAtMs === progressed.retryAtMs;
  if (!sameWait || progressed.waitLeftMs >= stored.waitLeftMs) {
    return stored;
  }
  return { ...stored, waitLeftMs: progressed.waitLeftMs };
}

/**
 * Stored attempts, or NO_ATTEMPTS for anything unreadable. A record of an earlier version has no
 * `waitLeftMs`: what its date says is left, never more than the wait itself.
 */
export function parsePinAttempts(raw: string | null, wallMs: number): PinAttempts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? 'null');
  } catch {
    return NO_ATTEMPTS;
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('failures' in parsed) ||
    !('retryAtMs' in parsed) ||
    !Number.isInteger(parsed.failures) ||
    !Number.isFinite(parsed.retryAtMs)
  ) {
    return NO_ATTEMPTS;
  }
  const failures = Math.max(0, Number(parsed.failures));
  const retryAtMs = Math.max(0, Number(parsed.retryAtMs));
  const fullWait = waitAfterFailures(failures);
  const stored = 'waitLeftMs' in parsed ? Number(parsed.waitLeftMs) : Number.NaN;
  const waitLeftMs = Number.isFinite(stored)
    ? Math.min(Math.max(0, stored), fullWait)
    : Math.min(Math.max(0, retryAtMs - wallMs), fullWait);
  return { failures, retryAtMs, waitLeftMs };
}

/** Wrong tries left before the first wait (0 once waits have begun). */
export function triesBeforeWait(attempts: PinAttempts): number {
  return Math.max(0, FREE_PIN_TRIES - attempts.failures);
}
