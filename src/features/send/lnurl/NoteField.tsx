import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FoldedControl } from '@/components/FoldedControl';
import { useFoldedField } from '@/components/useFoldedField';
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
  const { open, field, unfold } = useFoldedField<HTMLInputElement>(value);
  if (!open) {
    return (
      <FoldedControl onClick={unfold}>
        <Trans>Add a note</Trans>
      </FoldedControl>
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
