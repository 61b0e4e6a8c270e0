import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, PencilIcon } from '@/components/ui/icons';
import { formatSatWithUnit } from '@/lib/amount';
import { formatShortTime } from '@/lib/time';
import type { Person } from './people';

// Renaming is rare: its form loads when asked for, not with Send.
const RenamePerson = lazy(() =>
  import('./RenamePerson').then((m) => ({ default: m.RenamePerson })),
);

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-xl text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-900 dark:hover:text-zinc-100';

/** One person on Send's start: tap to pay them; rename (where LNbits keeps names) or remove. */
export function PersonRow({
  person,
  now,
  canRename,
  onPick,
  onForget,
  onRename,
}: {
  person: Person;
  now: Date;
  canRename: boolean;
  onPick: (code: string) => void;
  onForget: (person: Person) => void;
  onRename: (person: Person, label: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const descriptionId = useId();
  const [renaming, setRenaming] = useState(false);
  // Back from the form, the focus returns to the pencil that opened it, not to the page's top.
  const renameButton = useRef<HTMLButtonElement>(null);
  const renamed = useRef(false);
  useEffect(() => {
    if (!renaming && renamed.current) {
      renamed.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);
  const { code, label, address, name, amountSat, paidAt } = person;
  if (renaming) {
    return (
      <li className="py-1.5">
        <Suspense fallback={<div aria-busy="true" className="min-h-32" />}>
          <RenamePerson
            label={label}
            onSave={(next) => onRename(person, next)}
            onDone={() => {
              renamed.current = true;
              setRenaming(false);
            }}
          />
        </Suspense>
      </li>
    );
  }
  const description = [
    amountSat !== undefined ? formatSatWithUnit(amountSat) : null,
    formatShortTime(paidAt, now),
    address,
    name && name !== label ? name : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex items-center">
      <button
        type="button"
        onClick={() => onPick(code)}
        aria-label={label}
        aria-describedby={descriptionId}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 py-1.5 text-left"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-base font-semibold text-amber-900 uppercase dark:bg-amber-900/40 dark:text-amber-200"
        >
          {label.slice(0, 1)}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium">{label}</span>
          <span
            id={descriptionId}
            className="block truncate text-sm text-zinc-600 dark:text-zinc-400"
          >
            {description}
          </span>
        </span>
      </button>
      {canRename && (
        <button
          ref={renameButton}
          type="button"
          aria-label={t`Rename ${label}`}
          onClick={() => setRenaming(true)}
          className={iconButton}
        >
          <PencilIcon width="18" height="18" />
        </button>
      )}
      <button
        type="button"
        aria-label={t`Remove ${label} from this list`}
        onClick={() => onForget(person)}
        className={iconButton}
      >
        <CloseIcon width="18" height="18" />
      </button>
    </li>
  );
}
