import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
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
  /**
   * Who: the person, address or service paid or paid by ("To cafe@pay.example"), under the
   * amount; nothing when unknown.
   */
  who?: ReactNode;
  /** The invoice memo or the payer's comment, quoted; nothing when there is none. */
  note?: string | null;
  /** Felt before the screen is read; none for a replay of an old outcome. */
  vibrateMs?: number | number[] | null;
  /** What happened and what to do next (a fee, a service's message, Details). */
  children?: ReactNode;
  /** The ways on (Done, Try again, New invoice), the first the main one, at the bottom. */
  actions: ReactNode;
}

/**
 * For how long after the screen appears its actions take no tap. A double tap on Pay whose
 * payment settles between the two taps would otherwise land its second tap on Done, in the same
 * place at the bottom, and leave the outcome unseen. Phones count two taps within about 300 ms as
 * a double tap; the heading has the focus meanwhile, so nothing is skipped for the keyboard either.
 */
export const OUTCOME_TAP_GUARD_MS = 500;

const ICON: Record<OutcomeTone, { className: string; icon: ReactNode }> = {
  // The check pops in; `motion-safe:` keeps it still under prefers-reduced-motion.
  success: {
    className: 'bg-green-600 motion-safe:animate-success-pop',
    icon: <CheckIcon width="40" height="40" strokeWidth="3" />,
  },
  pending: { className: 'bg-amber-600', icon: <ClockIcon width="40" height="40" /> },
  failed: {
    className: 'bg-red-700',
    icon: <CloseIcon width="40" height="40" strokeWidth="3" />,
  },
};

/**
 * The end of a money flow, the whole screen to itself (Send, Receive and Withdraw alike), laid out
 * the same for Paid, Received, Pending and Failed (docs/design.md, "Outcomes"): an icon for how it
 * went, the headline word, the amount large, its fiat value, who, the note; then the fee and the
 * service's message; the actions held at the bottom where a thumb rests, as on every payment
 * step. The control that had focus is gone by now, so focus moves to the heading and a screen
 * reader says what happened.
 */
export function OutcomeScreen({
  tone,
  title,
  amountText,
  fiatText,
  who,
  note,
  vibrateMs,
  children,
  actions,
}: OutcomeScreenProps) {
  const { t } = useLingui();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when the screen appears: a re-render is not news.
  const firstVibrate = useRef(vibrateMs);
  const [actionsTakeTaps, setActionsTakeTaps] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setActionsTakeTaps(true), OUTCOME_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
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
      className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white px-6 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))] text-center dark:bg-zinc-950"
    >
      <div className="mx-auto flex w-full max-w-sm flex-1 flex-col items-center justify-center gap-6 py-4">
        <div
          aria-hidden="true"
          data-testid="outcome-icon"
          className={cx(
            'flex size-20 shrink-0 items-center justify-center rounded-full text-white',
            className,
          )}
        >
          {icon}
        </div>
        <div className="w-full space-y-1.5">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="outline-none">
            <span className="block text-xl font-medium text-zinc-700 dark:text-zinc-300">
              {title}
            </span>
            {amountText && (
              <>
                {' '}
                <span
                  data-testid="outcome-amount"
                  className="block text-[clamp(2.25rem,11vw,3rem)] font-semibold tracking-tight tabular-nums"
                >
                  {amountText}
                </span>
              </>
            )}
          </h2>
          {fiatText && (
            <p
              data-testid="outcome-fiat"
              className="text-lg text-zinc-600 tabular-nums dark:text-zinc-400"
            >
              {fiatText}
            </p>
          )}
          {who && (
            <p
              data-testid="outcome-who"
              className="pt-1 font-medium break-words text-zinc-900 dark:text-zinc-100"
            >
              {who}
            </p>
          )}
          {note && (
            <p
              data-testid="outcome-note"
              className="line-clamp-4 break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
            >
              {t({
                message: `“${note}”`,
                comment: 'A note someone wrote, in the language’s quotation marks',
              })}
            </p>
          )}
        </div>
        {children && <div className="w-full space-y-3 text-left">{children}</div>}
      </div>
      <div
        data-testid="outcome-actions"
        // Inert: a tap there reaches the screen behind the actions, which does nothing.
        inert={!actionsTakeTaps}
        className="mx-auto grid w-full max-w-sm shrink-0 gap-2 pt-2"
      >
        {actions}
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
