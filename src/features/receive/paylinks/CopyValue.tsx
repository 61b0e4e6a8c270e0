import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { CopyButton } from '@/components/CopyButton';
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
  const labelId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const { t } = useLingui();

  return (
    <div className="space-y-1">
      <p className="text-sm font-medium" id={labelId}>
        {label}
      </p>
      <div className="flex flex-wrap items-start gap-2">
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
        <CopyButton
          value={value}
          label={t`Copy ${label}`}
          className="min-h-12 shrink-0 px-3 text-sm"
          fallback={{ select: textRef }}
        />
      </div>
    </div>
  );
}
