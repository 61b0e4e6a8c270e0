import { Trans } from '@lingui/react/macro';
import { cx } from '@/lib/cx';
import { formatClockTime, formatDateTime } from '@/lib/time';

function formatUpdated(at: number, now = new Date()): string {
  const sameDay = new Date(at).toDateString() === now.toDateString();
  return sameDay ? formatClockTime(at) : formatDateTime(at);
}

/** Says that what is shown is a stored copy, and from when. */
export function OfflineMark({ since, className }: { since: number; className?: string }) {
  const isoTime = new Date(since).toISOString();
  const updated = formatUpdated(since);
  return (
    <p
      data-testid="offline-mark"
      className={cx(
        'inline-flex items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-300',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
      <span>
        <Trans>
          Offline — last updated <time dateTime={isoTime}>{updated}</time>
        </Trans>
      </span>
    </p>
  );
}
