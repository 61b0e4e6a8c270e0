import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Button } from './ui/Button';
import type { ButtonVariant } from './ui/button-class';
import { cx } from '@/lib/cx';
import { selectTextOf, useCopyText } from './useCopyText';

/** What a refused copy (no clipboard here) leaves the person to copy by hand. */
export type CopyFallback =
  /** The value is on screen already: it is selected there, after `reveal` unmasks it. */
  | { select: RefObject<HTMLElement | null>; reveal?: () => void }
  /** The value is not on screen: it is shown under the button, selected. */
  | { show: true }
  /** Nothing can be selected (the value stays masked): what to do instead. */
  | { hint: ReactNode };

/** Under the button, on a line of its own in a flex-wrap row or a grid as well as in a column. */
const NOTE = 'order-last col-span-full basis-full text-sm';

/**
 * The one way the app offers to copy a value (over useCopyText): "Copy", then "Copied" for a
 * moment. Where copying is refused, the button says so ("Selected" when the text was selected in
 * place) and `fallback` says what to copy by hand. Its parts are siblings, so it sits in the
 * caller's row: the notes take a line of their own below it.
 */
export function CopyButton({
  value,
  label,
  text,
  fallback,
  copiedNote,
  variant = 'secondary',
  className = 'min-h-11 px-3 text-sm',
}: {
  value: string;
  /**
   * The button's name while it shows only "Copy", saying what is copied ("Copy payment hash"): a
   * whole phrase, since languages place the object differently. Not needed with `text`.
   */
  label?: string;
  /** The visible wording when idle, naming what is copied itself ("Copy invoice"). */
  text?: string;
  fallback: CopyFallback;
  /** Said under the button once copied, besides "Copied" on it. */
  copiedNote?: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useLingui();
  const { state, copy } = useCopyText();
  const shownRef = useRef<HTMLParagraphElement>(null);
  // Grows with each refused copy, so a second refusal selects again.
  const [refusals, setRefusals] = useState(0);
  const selects = 'select' in fallback ? fallback.select : null;
  const shows = 'show' in fallback;
  useEffect(() => {
    // After the render that unmasks or shows the text.
    if (refusals > 0) {
      selectTextOf(selects?.current ?? shownRef.current);
    }
  }, [refusals, selects]);

  const onRefused = () => {
    if ('reveal' in fallback) {
      fallback.reveal?.();
    }
    setRefusals((count) => count + 1);
  };
  const failed = state === 'failed';
  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-label={state === 'idle' && text === undefined ? label : undefined}
        onClick={() => void copy(value, onRefused)}
      >
        <span aria-live="polite">
          {state === 'copied'
            ? t`Copied`
            : failed
              ? selects
                ? t({ message: 'Selected', comment: 'The text is selected, to be copied by hand' })
                : t`Copy failed`
              : (text ?? t({ message: 'Copy', context: 'verb, a button' }))}
        </span>
      </Button>
      {failed && shows && (
        <p
          ref={shownRef}
          data-testid="copy-by-hand"
          className="order-last col-span-full max-h-24 basis-full overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
        >
          {value}
        </p>
      )}
      {failed && (
        <p role="status" className={cx(NOTE, 'text-zinc-600 dark:text-zinc-400')}>
          {'hint' in fallback ? (
            fallback.hint
          ) : (
            <Trans>
              Copying isn’t available here; the text is selected so you can copy it yourself.
            </Trans>
          )}
        </p>
      )}
      {state === 'copied' && copiedNote && (
        <p role="status" className={cx(NOTE, 'text-green-700 dark:text-green-400')}>
          {copiedNote}
        </p>
      )}
    </>
  );
}
