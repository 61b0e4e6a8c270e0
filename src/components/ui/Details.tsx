import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface DetailsProps {
  children: ReactNode;
  /** The words on the toggle; "Details" unless the content is better named. */
  summary?: string;
  className?: string;
}

/**
 * What most people never need (a server's own error text, node ids, how a call travelled), folded
 * away under one tap. A native <details>, so it opens with the keyboard and screen readers know it.
 */
export function Details({ children, summary, className }: DetailsProps) {
  const { t } = useLingui();
  return (
    <details className={cx('group text-sm', className)}>
      <summary
        className={cx(
          'flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium underline-offset-2',
          'hover:underline focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {summary ?? t({ message: 'Details', context: 'a fold-out with more information' })}
      </summary>
      <div className="pb-1 break-words opacity-90">{children}</div>
    </details>
  );
}
