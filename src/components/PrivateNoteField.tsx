import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FoldedControl } from './FoldedControl';
import { useFoldedField } from './useFoldedField';
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
  const { open, field, unfold } = useFoldedField<HTMLInputElement>(value);
  if (!open) {
    return (
      <FoldedControl onClick={unfold}>
        <Trans>Add a note for me</Trans>
      </FoldedControl>
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
