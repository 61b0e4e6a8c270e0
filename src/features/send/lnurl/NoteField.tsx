import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '@/lib/cx';

/**
 * LUD-12: a note for the recipient, within the length the service allows. Folded to one "Add a
 * note" control until wanted, so the amount step fits a phone without scrolling.
 */
export function NoteField({
  recipient,
  allowed,
  value,
  error,
  onChange,
}: {
  /** Whom the note goes to: the address or the service. */
  recipient: string;
  allowed: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(value !== '');
  const field = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Focus only after a tap on "Add a note", not when it starts open.
    if (open && opened.current) {
      field.current?.focus();
    }
  }, [open]);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          opened.current = true;
          setOpen(true);
        }}
        className="min-h-11 w-full rounded-xl px-3 text-sm font-medium text-amber-800 hover:bg-zinc-100 dark:text-amber-300 dark:hover:bg-zinc-900"
      >
        <Trans>Add a note</Trans>
      </button>
    );
  }
  const length = value.length;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Note for {recipient}</Trans>
        </label>
        <span id={`${id}-count`} className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
          <Plural
            value={allowed}
            one={`${length} / # character`}
            other={`${length} / # characters`}
          />
        </span>
      </div>
      <input
        ref={field}
        id={id}
        type="text"
        value={value}
        maxLength={allowed}
        enterKeyHint="done"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={cx(
          'block min-h-11 w-full rounded-xl border bg-white px-3 text-base',
          'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
