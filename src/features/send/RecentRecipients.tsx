import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '@/components/ui/icons';
import type { Recipient } from './recent-recipients';

/** Paid before: one tap fills the code in; the cross takes one off the list. */
export function RecentRecipients({
  list,
  onPick,
  onForget,
}: {
  list: Recipient[];
  onPick: (code: string) => void;
  onForget: (code: string) => void;
}) {
  const { t } = useLingui();
  if (list.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="send-recent-title" className="space-y-2">
      <h2 id="send-recent-title" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        <Trans>Paid before</Trans>
      </h2>
      <ul className="divide-y divide-zinc-200 rounded-2xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {list.map(({ code, label }) => (
          <li key={code} className="flex items-center">
            <button
              type="button"
              onClick={() => onPick(code)}
              className="min-h-12 min-w-0 flex-1 truncate px-4 text-left font-medium"
            >
              {label}
            </button>
            <button
              type="button"
              aria-label={t`Remove ${label} from this list`}
              onClick={() => onForget(code)}
              className="flex size-12 shrink-0 items-center justify-center text-zinc-500 hover:text-zinc-900 dark:hover:text-zinc-100"
            >
              <CloseIcon width="18" height="18" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
