// The wrong-PIN count and its wait, as this page sees them (lib/pin-delay.ts has the rules). Every
// change goes through one guard shared by the app's tabs (./attempts-guard.ts), and a try is
// counted as wrong before the PIN is checked, so neither a closed tab nor a second tab gets a
// free guess.
import {
  NO_ATTEMPTS,
  afterWrongPin,
  msUntilRetry,
  parsePinAttempts,
  withWaitProgress,
} from '@/lib/pin-delay';
import type { ClockReading, PinAttempts, SeenAttempts } from '@/lib/pin-delay';
import { PIN_ATTEMPTS_KEY, attemptsStorage, defaultAttemptsGuard } from './attempts-guard';
import type { AttemptsGuard, AttemptsStorage } from './attempts-guard';

export interface PinClock {
  now(): ClockReading;
}

/** The date, and the page's monotonic clock (which the person cannot set). */
const systemClock: PinClock = {
  now: () => ({ wallMs: Date.now(), monoMs: performance.now() }),
};

let clock: PinClock = systemClock;
let storage: AttemptsStorage | undefined;
let guard: AttemptsGuard | undefined;
/** The attempts this page last saw, and when on its monotonic clock: the wait runs from there. */
let seen: SeenAttempts | undefined;

/** Replaces the clock, the storage or the guard (tests); the page's view starts afresh. */
export function configurePinAttempts(options: {
  clock?: PinClock;
  storage?: AttemptsStorage;
  guard?: AttemptsGuard;
}): void {
  clock = options.clock ?? clock;
  storage = options.storage ?? storage;
  guard = options.guard ?? (options.storage ? undefined : guard);
  seen = undefined;
}

function theStorage(): AttemptsStorage {
  storage ??= attemptsStorage();
  return storage;
}

function theGuard(): AttemptsGuard {
  guard ??= defaultAttemptsGuard(theStorage());
  return guard;
}

const sameWait = (a: PinAttempts, b: PinAttempts) =>
  a.failures === b.failures && a.retryAtMs === b.retryAtMs;

/**
 * What this page knows of the attempts once it has read `raw`. The same wait keeps the page's
 * own measure unless the stored one is further along (another tab has counted longer): a tab
 * reading the count again never restarts a wait, and two tabs never count a minute twice.
 */
function see(raw: string | null, now: ClockReading): SeenAttempts {
  const stored = parsePinAttempts(raw, now.wallMs);
  if (seen && sameWait(seen.attempts, stored)) {
    const mine = withWaitProgress(seen, now);
    if (stored.waitLeftMs >= mine.waitLeftMs) {
      return seen;
    }
  }
  seen = { attempts: stored, seenAtMonoMs: now.monoMs };
  return seen;
}

/** Writes `attempts` through the guard's change, and takes them as seen now. */
function remember(attempts: PinAttempts, now: ClockReading): string | null {
  seen = { attempts, seenAtMonoMs: now.monoMs };
  return attempts.failures === 0 ? null : JSON.stringify(attempts);
}

function readRaw(): string | null {
  try {
    return theStorage().getItem(PIN_ATTEMPTS_KEY);
  } catch {
    return null;
  }
}

export interface PinWait {
  attempts: PinAttempts;
  /** How long until a PIN may be checked again (0: now). */
  waitMs: number;
}

/** The count and the wait as they stand, read at once (for the pad's message and countdown). */
export function currentPinWait(): PinWait {
  const now = clock.now();
  const current = see(readRaw(), now);
  return { attempts: current.attempts, waitMs: msUntilRetry(current, now) };
}

export type PinCheckStart =
  /** Too many wrong tries: nothing may be checked yet. */
  | { kind: 'wait'; attempts: PinAttempts }
  /** The try is on record as wrong already; `attempts` is the count if it is. */
  | { kind: 'counted'; attempts: PinAttempts };

/** Before checking a PIN: refused during a wait, else counted as wrong (undone if it is right). */
export function startPinCheck(): Promise<PinCheckStart> {
  return theGuard().update<PinCheckStart>((raw) => {
    const now = clock.now();
    const current = see(raw, now);
    if (msUntilRetry(current, now) > 0) {
      const attempts = withWaitProgress(current, now);
      return { write: remember(attempts, now), result: { kind: 'wait', attempts } };
    }
    const attempts = afterWrongPin(current.attempts, now.wallMs);
    return { write: remember(attempts, now), result: { kind: 'counted', attempts } };
  });
}

/** A right PIN (or a new one): the count starts again from nothing. */
export function clearPinAttempts(): Promise<void> {
  return theGuard().update(() => ({
    write: remember(NO_ATTEMPTS, clock.now()),
    result: undefined,
  }));
}

/** Writes down how much of a wait this page has seen pass, so a reload goes on from there. */
export function notePinWaitProgress(): Promise<void> {
  return theGuard().update((raw) => {
    const now = clock.now();
    const current = see(raw, now);
    if (current.attempts.waitLeftMs === 0) {
      return { result: undefined };
    }
    return { write: remember(withWaitProgress(current, now), now), result: undefined };
  });
}
