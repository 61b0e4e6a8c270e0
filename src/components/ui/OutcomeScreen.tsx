import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { buttonClass } from './button-class';
import { CheckIcon, ClockIcon, CloseIcon } from './icons';

export type OutcomeTone = 'success' | 'pending' | 'failed';

export interface OutcomeScreenProps {
  tone: OutcomeTone;
  /** "Paid", "Received", "Payment on its way": the heading, focused when the screen appears. */
  title: string;
  /** "1,234 sats": read with the title, so a screen reader hears "Received 1,234 sats". */
  amountText?: string | null;
  /** The amount in their currency ("≈ $1.02"). */
  fiatText?: string | null;
  /** The invoice memo or the payer's comment, quoted; nothing when there is none. */
  note?: string | null;
  /** Felt before the screen is read; none for a replay of an old outcome. */
  vibrateMs?: number | number[] | null;
  /** What happened and what to do next (a fee, a service's message, Details). */
  children?: ReactNode;
  /** The ways on: Done, Try again, New invoice. */
  actions: ReactNode;
}

const ICON: Record<OutcomeTone, { className: string; icon: ReactNode }> = {
  // The check pops in; `motion-safe:` keeps it still under prefers-reduced-motion.
  success: {
    className: 'bg-green-600 motion-safe:animate-success-pop',
    icon: <CheckIcon width="48" height="48" strokeWidth="3" />,
  },
  pending: { className: 'bg-amber-600', icon: <ClockIcon width="48" height="48" /> },
  failed: {
    className: 'bg-red-700',
    icon: <CloseIcon width="48" height="48" strokeWidth="3" />,
  },
};

/**
 * The end of a money flow, the whole screen to itself (Send, Receive and Withdraw alike): an icon
 * for how it went, the amount large, what to do next. The control that had focus is gone by now,
 * so focus moves to the heading and a screen reader says what happened.
 */
export function OutcomeScreen({
  tone,
  title,
  amountText,
  fiatText,
  note,
  vibrateMs,
  children,
  actions,
}: OutcomeScreenProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when the screen appears: a re-render is not news.
  const firstVibrate = useRef(vibrateMs);
  useEffect(() => {
    heading.current?.focus();
    const buzz = firstVibrate.current;
    // Typed as always there, but Safari on iOS has no vibrate at all.
    if (buzz != null && typeof navigator.vibrate === 'function') {
      navigator.vibrate(buzz);
    }
  }, []);
  const { className, icon } = ICON[tone];

  return (
    <section
      role="status"
      aria-labelledby={titleId}
      data-testid="outcome-screen"
      data-tone={tone}
      className="fixed inset-0 z-40 overflow-y-auto bg-white px-6 py-10 text-center dark:bg-zinc-950"
    >
      <div className="mx-auto flex min-h-full max-w-sm flex-col items-center justify-center gap-8">
        <div
          aria-hidden="true"
          data-testid="outcome-icon"
          className={cx(
            'flex size-24 items-center justify-center rounded-full text-white',
            className,
          )}
        >
          {icon}
        </div>
        <div className="w-full space-y-2">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="outline-none">
            <span className="block text-xl font-medium text-zinc-700 dark:text-zinc-300">
              {title}
            </span>
            {amountText && (
              <>
                {' '}
                <span
                  data-testid="outcome-amount"
                  className="block text-5xl font-semibold tracking-tight tabular-nums"
                >
                  {amountText}
                </span>
              </>
            )}
          </h2>
          {fiatText && (
            <p className="text-lg text-zinc-600 tabular-nums dark:text-zinc-400">{fiatText}</p>
          )}
          {note && (
            <p className="pt-2 break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">
              “{note}”
            </p>
          )}
        </div>
        {children && <div className="w-full space-y-4 text-left">{children}</div>}
        <div className="grid w-full gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** The way out of every outcome: back to Home, where the balance shows what changed. */
export function DoneLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.home.getHref()} className={buttonClass(variant, 'w-full')}>
      <Trans>Done</Trans>
    </Link>
  );
}
