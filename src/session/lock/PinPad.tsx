import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BackspaceIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { preloadKeyDerivation } from '@/lib/secret-box';
import { PIN_LENGTH } from './app-lock';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const key =
  'flex h-16 items-center justify-center rounded-full text-2xl font-medium select-none ' +
  'bg-zinc-100 hover:bg-zinc-200 active:bg-zinc-300 dark:bg-zinc-800 dark:hover:bg-zinc-700 ' +
  'dark:active:bg-zinc-600 disabled:opacity-50';

/**
 * Six dots and big digit keys, for one thumb at 360 px; digits typed on a keyboard count too.
 * Calls `onComplete` once with the sixth digit; it is remounted (a new `key`) for the next try.
 */
export function PinPad({
  label,
  onComplete,
  disabled = false,
  message,
  extraKey,
}: {
  /** What is asked, e.g. "Enter your PIN": the pad's accessible name. */
  label: string;
  onComplete: (pin: string) => void;
  disabled?: boolean;
  /** Under the dots, announced: "Wrong PIN", a countdown. */
  message?: ReactNode;
  /** The key left of 0 (the passkey button), if any. */
  extraKey?: ReactNode;
}) {
  const { t } = useLingui();
  const [digits, setDigits] = useState('');
  const enteredCount = digits.length;
  // Keys can arrive faster than renders (typing, a quick thumb): each one builds on the last.
  const typed = useRef('');
  const enter = (next: string) => {
    typed.current = next;
    setDigits(next);
  };

  const press = (digit: string) => {
    if (disabled || typed.current.length === PIN_LENGTH) {
      return;
    }
    const next = typed.current + digit;
    enter(next);
    if (next.length === PIN_LENGTH) {
      onComplete(next);
    }
  };
  const erase = () => {
    if (!disabled && typed.current.length < PIN_LENGTH) {
      enter(typed.current.slice(0, -1));
    }
  };

  // The KDF loads while the PIN is typed, not after the sixth digit.
  useEffect(() => void preloadKeyDerivation(), []);

  // Before paint: a pad on screen already hears the keyboard, so no digit typed at once is lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) {
        return;
      }
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        press(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        erase();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div role="group" aria-label={label} className="mx-auto w-full max-w-72 space-y-6">
      <div className="space-y-3 text-center">
        <p className="text-lg font-medium">{label}</p>
        <div className="flex justify-center gap-3" aria-hidden="true">
          {Array.from({ length: PIN_LENGTH }, (_, i) => (
            <span
              key={i}
              data-testid="pin-dot"
              className={cx(
                'size-3.5 rounded-full border-2 border-zinc-500 dark:border-zinc-400',
                i < digits.length && 'border-amber-500 bg-amber-500 dark:border-amber-500',
              )}
            />
          ))}
        </div>
        <p className="sr-only" aria-live="polite">
          <Trans>
            {enteredCount} of {PIN_LENGTH} digits entered
          </Trans>
        </p>
        <div role="status" className="min-h-12 text-sm text-zinc-700 dark:text-zinc-300">
          {message}
        </div>
      </div>
      <div className="grid grid-cols-3 gap-4">
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className={key}
            disabled={disabled}
            onClick={() => press(digit)}
          >
            {digit}
          </button>
        ))}
        <div className="flex items-center justify-center">{extraKey}</div>
        <button type="button" className={key} disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          aria-label={t`Delete last digit`}
          className={cx(key, 'bg-transparent dark:bg-transparent')}
          disabled={disabled || digits.length === 0}
          onClick={erase}
        >
          <BackspaceIcon />
        </button>
      </div>
    </div>
  );
}
