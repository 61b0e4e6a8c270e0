import { plural, t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { useNow } from '@/components/useNow';
import { msUntilRetry, triesBeforeWait } from '@/lib/pin-delay';
import type { PinAttempts } from '@/lib/pin-delay';
import { formatCountdown } from '@/lib/time';
import { readPinAttempts } from './app-lock';
import type { PinCheck } from './app-lock';

export interface PinEntry {
  /** The PinPad's key: a new one clears the dots for the next try. */
  round: number;
  submit: (pin: string) => void;
  /** Checking, or waiting after too many wrong tries. */
  disabled: boolean;
  message: string;
}

/** A PIN pad's life: check what was typed, count wrong tries, show the wait with a countdown. */
export function usePinEntry(check: (pin: string) => Promise<PinCheck>): PinEntry {
  const [round, setRound] = useState(0);
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [attempts, setAttempts] = useState<PinAttempts>(readPinAttempts);
  // Ticks while the pad is shown, so a wait counts down and ends by itself.
  const nowMs = useNow({ everyMs: 1_000 }).getTime();
  const waitMs = msUntilRetry(attempts, nowMs);

  const submit = useCallback(
    (pin: string) => {
      setChecking(true);
      void check(pin).then((result) => {
        setChecking(false);
        setRound((r) => r + 1);
        setWrong(result.kind === 'wrong');
        if (result.kind !== 'ok') {
          setAttempts(result.attempts);
        }
      });
    },
    [check],
  );

  let message = '';
  if (waitMs > 0) {
    const countdown = formatCountdown(Math.ceil(waitMs / 1000));
    message = t`Too many wrong PINs. Try again in ${countdown}.`;
  } else if (checking) {
    message = t`Checking…`;
  } else if (wrong) {
    const left = triesBeforeWait(attempts);
    message =
      left > 0
        ? plural(left, {
            one: 'Wrong PIN. # try left before a wait.',
            other: 'Wrong PIN. # tries left before a wait.',
          })
        : t`Wrong PIN. Try again.`;
  }
  return { round, submit, disabled: checking || waitMs > 0, message };
}
