import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { INTERNAL_MEMO_MAX_LENGTH } from '@/lib/payment-extra';

/**
 * A note kept with the payment on the server for this wallet only (LNbits' `internal_memo`),
 * never sent to the other side. Folded to one small "Add a note for me" control until wanted, so
 * the screens it sits on still fit a phone without scrolling. `hint` says who does not see it.
 */
export function PrivateNoteField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(value !== '');
  const field = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Focus only after a tap on the control, not when it starts open.
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
        <Trans>Add a note for me</Trans>
      </button>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Note for me</Trans>
      </label>
      <input
        ref={field}
        id={id}
        type="text"
        value={value}
        maxLength={INTERNAL_MEMO_MAX_LENGTH}
        enterKeyHint="done"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-11 w-full min-w-0 rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        {hint}
      </p>
    </div>
  );
}
