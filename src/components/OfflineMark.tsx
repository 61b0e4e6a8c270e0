import { cx } from '@/lib/cx';

function formatUpdated(at: number, now = new Date()): string {
  const date = new Date(at);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Says that what is shown is a stored copy, and from when. */
export function OfflineMark({ since, className }: { since: number; className?: string }) {
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
        Offline — last updated{' '}
        <time dateTime={new Date(since).toISOString()}>{formatUpdated(since)}</time>
      </span>
    </p>
  );
}
