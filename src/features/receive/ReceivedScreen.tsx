import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/** A short buzz, felt but not startling; devices without a motor ignore it. */
const RECEIVED_VIBRATION_MS = [40, 60, 40];

export interface ReceivedScreenProps {
  /** "1,234 sats", as the person's denomination shows it. */
  amountText: string;
  /** The amount in their currency, when known ("≈ $1.02", or the invoice's own "€1.50"). */
  fiatText?: string | null;
  /** The invoice memo or the payer's comment; nothing when there is none. */
  note?: string | null;
  /** The way to receive again ("New invoice", "Show my address"). */
  againLabel: string;
  onAgain: () => void;
}

/**
 * The moment money arrives: the whole screen, the amount large, a check that pops in (still
 * under prefers-reduced-motion) and a buzz where the device has one. Focus moves to the heading
 * so a screen reader says what happened, as the live region announces it to others.
 */
export function ReceivedScreen({
  amountText,
  fiatText,
  note,
  againLabel,
  onAgain,
}: ReceivedScreenProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    // Typed as always there, but Safari on iOS has no vibrate at all.
    if (typeof navigator.vibrate === 'function') {
      navigator.vibrate(RECEIVED_VIBRATION_MS);
    }
  }, []);

  return (
    <section
      role="status"
      aria-labelledby={titleId}
      data-testid="received-screen"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-8 overflow-y-auto bg-white px-6 py-10 text-center dark:bg-zinc-950"
    >
      <div
        aria-hidden="true"
        data-testid="received-check"
        className="flex size-24 items-center justify-center rounded-full bg-green-600 text-white motion-safe:transition-[scale,opacity] motion-safe:duration-500 motion-safe:ease-out motion-safe:starting:scale-50 motion-safe:starting:opacity-0"
      >
        <CheckIcon width="48" height="48" strokeWidth="3" />
      </div>
      <div className="space-y-2">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="outline-none">
          <span className="block text-xl font-medium text-zinc-700 dark:text-zinc-300">
            Received
          </span>{' '}
          <span
            data-testid="received-amount"
            className="block text-5xl font-semibold tracking-tight tabular-nums"
          >
            {amountText}
          </span>
        </h2>
        {fiatText && (
          <p className="text-lg text-zinc-600 tabular-nums dark:text-zinc-400">{fiatText}</p>
        )}
        {note && (
          <p className="mx-auto max-w-sm pt-2 break-words text-zinc-700 dark:text-zinc-300">
            “{note}”
          </p>
        )}
      </div>
      <div className="grid w-full max-w-sm gap-3">
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          Done
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </section>
  );
}
