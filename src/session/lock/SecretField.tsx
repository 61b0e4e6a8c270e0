import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { SecretKind } from '@/lib/lock-secret';
import { preloadKeyDerivation } from '@/lib/secret-box';

/**
 * A longer PIN or a passphrase: one masked field and a button, where the 6-digit PIN has its pad.
 * Calls `onSubmit` with what was typed; it is remounted (a new `key`) for the next try.
 */
export function SecretField({
  label,
  kind,
  submitLabel,
  onSubmit,
  disabled = false,
  message,
  hint,
  autoComplete = 'current-password',
  extraKey,
}: {
  /** What is asked, e.g. "Enter your passphrase": the field's label and the group's name. */
  label: string;
  kind: Exclude<SecretKind, 'pin'>;
  submitLabel: string;
  onSubmit: (secret: string) => void;
  disabled?: boolean;
  /** Under the field, announced: "Wrong passphrase", a countdown. */
  message?: ReactNode;
  hint?: string;
  autoComplete?: 'current-password' | 'new-password';
  /** The passkey button, if any. */
  extraKey?: ReactNode;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The KDF loads while the secret is typed, not after.
  useEffect(() => void preloadKeyDerivation(), []);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      role="group"
      aria-label={label}
      className="mx-auto w-full max-w-72 space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled && text !== '') {
          onSubmit(text);
        }
      }}
    >
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-lg font-medium">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="password"
          inputMode={kind === 'long-pin' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
        />
        {hint && (
          <p id={hintId} className="text-sm text-zinc-600 dark:text-zinc-400">
            {hint}
          </p>
        )}
      </div>
      <div role="status" className="min-h-6 text-sm text-zinc-700 dark:text-zinc-300">
        {message}
      </div>
      <Button type="submit" className="w-full" disabled={disabled || text === ''}>
        {submitLabel}
      </Button>
      {extraKey && <div className="flex justify-center">{extraKey}</div>}
    </form>
  );
}
