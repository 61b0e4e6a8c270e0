import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface NoticeProps {
  title: string;
  children: ReactNode;
  /** 'error' for a failure (ErrorMessage draws with it); 'warning' for something that is not. */
  tone?: 'error' | 'warning';
  className?: string;
}

/**
 * A titled alert for a message already put into words (components/ErrorMessage words raw
 * errors; this shows a description a feature made itself, in the same look).
 */
export function Notice({ title, children, tone = 'error', className }: NoticeProps) {
  return (
    <div
      role="alert"
      className={cx(
        'rounded-xl border p-4',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100'
          : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}
