import { plural, t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { useNow } from '@/components/useNow';
import type { SecretKind } from '@/lib/lock-secret';
import { triesBeforeWait } from '@/lib/pin-delay';
import { formatCountdown } from '@/lib/time';
import type { PinCheck } from './app-lock';
import { currentPinWait, notePinWaitProgress } from './pin-attempts';

export interface PinEntry {
  /** The PinPad's key: a new one clears the dots for the next try. */
  round: number;
  submit: (pin: string) => void;
  /** Checking, or waiting after too many wrong tries. */
  disabled: boolean;
  message: string;
}

/**
 * A PIN pad's life (or a passphrase field's): check what was typed, count wrong tries, show the
 * wait with a countdown.
 */
export function usePinEntry(
  check: (pin: string) => Promise<PinCheck>,
  kind: SecretKind = 'pin',
): PinEntry {
  const [round, setRound] = useState(0);
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState(false);
  // Ticks while the pad is shown, so a wait counts down and ends by itself.
  const tick = useNow({ everyMs: 1_000 }).getTime();
  // Read on every render: another tab's tries count here too.
  const { attempts, waitMs } = currentPinWait();
  const waiting = waitMs > 0;

  useEffect(() => {
    if (waiting) {
      // What has passed of the wait is written down, so a reload goes on from here.
      void notePinWaitProgress().catch(() => undefined);
    }
  }, [tick, waiting]);

  const submit = useCallback(
    (pin: string) => {
      setChecking(true);
      const settle = (kind: PinCheck['kind']) => {
        setChecking(false);
        setRound((r) => r + 1);
        setWrong(kind === 'wrong');
      };
      // Anything that went wrong in the check is a try that did not open: said as such.
      void check(pin).then(
        (result) => settle(result.kind),
        () => settle('wrong'),
      );
    },
    [check],
  );

  const passphrase = kind === 'passphrase';
  let message = '';
  if (waiting) {
    const countdown = formatCountdown(Math.ceil(waitMs / 1000));
    message = passphrase
      ? t`Too many wrong passphrases. Try again in ${countdown}.`
      : t`Too many wrong PINs. Try again in ${countdown}.`;
  } else if (checking) {
    message = t`Checking…`;
  } else if (wrong) {
    const left = triesBeforeWait(attempts);
    if (left === 0) {
      message = passphrase ? t`Wrong passphrase. Try again.` : t`Wrong PIN. Try again.`;
    } else {
      message = passphrase
        ? plural(left, {
            one: 'Wrong passphrase. # try left before a wait.',
            other: 'Wrong passphrase. # tries left before a wait.',
          })
        : plural(left, {
            one: 'Wrong PIN. # try left before a wait.',
            other: 'Wrong PIN. # tries left before a wait.',
          });
    }
  }
  return { round, submit, disabled: checking || waiting, message };
}
