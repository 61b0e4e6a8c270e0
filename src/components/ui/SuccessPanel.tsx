import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

export interface SuccessPanelProps {
  /** "Paid", "Received": the heading, focused when the panel appears. */
  title: string;
  /** Shown right under the title (the amount, a line on what happened). */
  summary?: ReactNode;
  /** Details and the way on (a Done link). */
  children?: ReactNode;
}

/**
 * The end of a money flow that went well: a check mark, a heading and what happened. The button
 * that had focus is gone by now, so focus moves to the heading and a screen reader reads it.
 */
export function SuccessPanel({ title, summary, children }: SuccessPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl bg-zinc-100 p-6 text-center dark:bg-zinc-900"
    >
      <div
        aria-hidden="true"
        data-testid="success-check"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-green-600 text-white motion-safe:animate-success-pop"
      >
        <CheckIcon width="40" height="40" strokeWidth="3" />
      </div>
      <div className="space-y-1">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {title}
        </h2>
        {summary}
      </div>
      {children}
    </section>
  );
}
