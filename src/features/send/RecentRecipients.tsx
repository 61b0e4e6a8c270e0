import { Trans } from '@lingui/react/macro';
import { PersonRow } from './PersonRow';
import type { Person } from './people';

/**
 * The people and services this wallet paid lately, newest first, narrowed to what is typed: the
 * name (or address), the last amount and when. One tap opens the payment to them; the pencil
 * renames one (kept on LNbits), the cross takes one off the list.
 */
export function RecentRecipients({
  list,
  canRename,
  failed,
  onPick,
  onForget,
  onRename,
}: {
  list: Person[];
  canRename: boolean;
  /** LNbits did not take the last rename or removal. */
  failed: boolean;
  onPick: (code: string) => void;
  onForget: (person: Person) => void;
  onRename: (person: Person, label: string) => Promise<boolean>;
}) {
  if (list.length === 0 && !failed) {
    return null;
  }
  const now = new Date();
  return (
    <section aria-labelledby="send-recent-title" className="space-y-1">
      <h2 id="send-recent-title" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        <Trans>Recent</Trans>
      </h2>
      <p role="status" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {failed && <Trans>Your LNbits didn’t take the change. Try again.</Trans>}
      </p>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.map((person) => (
          <PersonRow
            key={person.code}
            person={person}
            now={now}
            canRename={canRename}
            onPick={onPick}
            onForget={onForget}
            onRename={onRename}
          />
        ))}
      </ul>
    </section>
  );
}
