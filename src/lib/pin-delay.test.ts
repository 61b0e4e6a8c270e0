import { describe, expect, it } from 'vitest';
import {
  NO_ATTEMPTS,
  afterWrongPin,
  mergeWaitProgress,
  msUntilRetry,
  parsePinAttempts,
  triesBeforeWait,
  withWaitProgress,
} from './pin-delay';

const WALL = Date.UTC(2026, 0, 1);

function fiveWrong() {
  let attempts = NO_ATTEMPTS;
  for (let i = 0; i < 5; i++) {
    attempts = afterWrongPin(attempts, WALL);
  }
  return attempts;
}

describe('pin delay', () => {
  it('waits after the fifth wrong try, on both clocks', () => {
    const attempts = fiveWrong();
    expect(attempts).toEqual({ failures: 5, retryAtMs: WALL + 30_000, waitLeftMs: 30_000 });
    expect(triesBeforeWait(attempts)).toBe(0);
    const seen = { attempts, seenAtMonoMs: 1_000 };
    expect(msUntilRetry(seen, { wallMs: WALL, monoMs: 1_000 })).toBe(30_000);
    // The date moved two hours on: the monotonic clock still says 30 s.
    expect(msUntilRetry(seen, { wallMs: WALL + 7_200_000, monoMs: 1_000 })).toBe(30_000);
    // The monotonic clock ran 30 s but the date was set back: the date is a floor.
    expect(msUntilRetry(seen, { wallMs: WALL - 60_000, monoMs: 31_000 })).toBe(90_000);
    expect(msUntilRetry(seen, { wallMs: WALL + 30_000, monoMs: 31_000 })).toBe(0);
  });

  it('runs a wait down and keeps the smaller remainder of the same wait', () => {
    const attempts = fiveWrong();
    const progressed = withWaitProgress(
      { attempts, seenAtMonoMs: 0 },
      { wallMs: WALL, monoMs: 12_000 },
    );
    expect(progressed.waitLeftMs).toBe(18_000);
    expect(mergeWaitProgress(attempts, progressed)).toEqual(progressed);
    expect(mergeWaitProgress(progressed, attempts)).toEqual(progressed);
    // Another try was counted meanwhile: that wait is not this page's to shorten.
    const sixth = afterWrongPin(attempts, WALL + 30_000);
    expect(mergeWaitProgress(sixth, progressed)).toEqual(sixth);
  });

  it('reads what it wrote, an earlier version’s record, and nothing else', () => {
    const attempts = fiveWrong();
    expect(parsePinAttempts(JSON.stringify(attempts), WALL)).toEqual(attempts);
    // Version 1 kept the date only: what it says is left, never more than the wait.
    expect(
      parsePinAttempts(JSON.stringify({ failures: 5, retryAtMs: WALL + 10_000 }), WALL),
    ).toEqual({ failures: 5, retryAtMs: WALL + 10_000, waitLeftMs: 10_000 });
    expect(
      parsePinAttempts(JSON.stringify({ failures: 5, retryAtMs: WALL + 999_999 }), WALL),
    ).toMatchObject({ waitLeftMs: 30_000 });
    for (const raw of [null, '', 'x', '{}', '{"failures":"5","retryAtMs":0}']) {
      expect(parsePinAttempts(raw, WALL)).toEqual(NO_ATTEMPTS);
    }
  });
});
