import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { selectTextOf, useCopyText } from '@/components/useCopyText';
import { cx } from '@/lib/cx';

/** A labelled value with a Copy button; when copying is refused, the text is selected instead. */
export function CopyValue({
  label,
  value,
  testId,
  mono = false,
}: {
  label: string;
  value: string;
  testId?: string;
  mono?: boolean;
}) {
  const { state, copy: copyText } = useCopyText();
  const labelId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const { t } = useLingui();

  const copy = async () => {
    if (!(await copyText(value))) {
      selectTextOf(textRef.current);
    }
  };

  return (
    <div className="space-y-1">
      <p className="text-sm font-medium" id={labelId}>
        {label}
      </p>
      <div className="flex items-start gap-2">
        <p
          ref={textRef}
          data-testid={testId}
          aria-labelledby={labelId}
          className={cx(
            'max-h-24 min-w-0 flex-1 overflow-y-auto rounded-xl border border-zinc-200 p-3 break-all select-all dark:border-zinc-800',
            mono ? 'font-mono text-xs' : 'text-base',
          )}
        >
          {value}
        </p>
        <Button
          variant="secondary"
          className="min-h-12 shrink-0 px-3 text-sm"
          aria-label={state === 'idle' ? t`Copy ${label}` : undefined}
          onClick={() => void copy()}
        >
          <span aria-live="polite">
            {state === 'copied' ? (
              <Trans>Copied</Trans>
            ) : state === 'failed' ? (
              <Trans>Selected</Trans>
            ) : (
              <Trans>Copy</Trans>
            )}
          </span>
        </Button>
      </div>
      {state === 'failed' && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Copying isn’t available here; the text is selected so you can copy it yourself.
          </Trans>
        </p>
      )}
    </div>
  );
}
