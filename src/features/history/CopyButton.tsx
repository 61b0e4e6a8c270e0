import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { selectTextOf, useCopyText } from '@/components/useCopyText';

/**
 * Copies `value`; says "Copied" for a moment. Where copying is not possible, the text is selected
 * to copy by hand: `textRef`'s when the value is on screen already, else shown below the button.
 */
export function CopyButton({
  value,
  label,
  text,
  textRef,
}: {
  value: string;
  /**
   * The button's name when it shows only "Copy", saying what is copied ("Copy payment hash"): a
   * whole phrase, since languages place the object differently.
   */
  label: string;
  /** The visible wording when idle, naming what is copied itself ("Copy invoice"). */
  text?: string;
  /** Where `value` is shown already. */
  textRef?: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const { state, copy } = useCopyText();
  const shownRef = useRef<HTMLParagraphElement>(null);
  const failed = state === 'failed';
  useEffect(() => {
    // After the render that shows the text, when it was not on screen already.
    if (failed) {
      selectTextOf(textRef?.current ?? shownRef.current);
    }
  }, [failed, textRef]);
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 px-3 text-sm"
        aria-label={text === undefined ? label : undefined}
        onClick={() => void copy(value)}
      >
        <span aria-live="polite">
          {state === 'copied'
            ? t`Copied`
            : failed
              ? t`Copy failed`
              : (text ?? t({ message: 'Copy', context: 'verb, a button' }))}
        </span>
      </Button>
      {failed && !textRef && (
        <p
          ref={shownRef}
          data-testid="copy-by-hand"
          className="max-h-24 basis-full overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
        >
          {value}
        </p>
      )}
      {failed && (
        <p role="status" className="basis-full text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Copying isn’t available here; the text is selected so you can copy it yourself.
          </Trans>
        </p>
      )}
    </>
  );
}
