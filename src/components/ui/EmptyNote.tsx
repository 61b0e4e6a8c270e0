import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface EmptyNoteProps {
  children: ReactNode;
  /** A bold first line, for a roomier note ("No payments yet") with the children below it. */
  title?: string;
  /** A way out of the emptiness, e.g. a "Clear filters" button, under the note. */
  action?: ReactNode;
  className?: string;
}

/** What an empty list says instead of its rows. */
export function EmptyNote({ children, title, action, className }: EmptyNoteProps) {
  const frame = 'rounded-2xl border border-dashed border-zinc-300 text-center dark:border-zinc-700';
  if (title === undefined && action === undefined) {
    return (
      <p className={cx(frame, 'p-4 text-sm text-zinc-600 dark:text-zinc-400', className)}>
        {children}
      </p>
    );
  }
  return (
    <div className={cx(frame, 'px-4 py-10', className)}>
      {title !== undefined && <p className="font-medium">{title}</p>}
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{children}</p>
      {action !== undefined && <div className="mt-4">{action}</div>}
    </div>
  );
}
