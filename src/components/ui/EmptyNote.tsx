import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** What an empty list says instead of its rows. */
export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cx(
        'rounded-2xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400',
        className,
      )}
    >
      {children}
    </p>
  );
}
