import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { MAX_LABEL_LENGTH } from './people';

/** A person's new name, typed in place of their row; Save keeps it on LNbits. */
export function RenamePerson({
  label,
  onSave,
  onDone,
}: {
  label: string;
  /** Resolves false when LNbits did not take it (the form stays, to try again). */
  onSave: (label: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(label);
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '' || saving) {
          return;
        }
        setSaving(true);
        void onSave(trimmed).then((saved) => {
          setSaving(false);
          if (saved) {
            onDone();
          }
        });
      }}
      className="space-y-2"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium">
        <Trans>Name</Trans>
      </label>
      <input
        id={fieldId}
        type="text"
        value={text}
        maxLength={MAX_LABEL_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        // The form replaces the row that was tapped: the cursor goes where the eyes are.
        autoFocus
        enterKeyHint="done"
        autoComplete="off"
        placeholder={t`A name you recognise`}
        className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={saving} disabled={trimmed === ''}>
          <Trans>Save name</Trans>
        </Button>
      </div>
    </form>
  );
}
