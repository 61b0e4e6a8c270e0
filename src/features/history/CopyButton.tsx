import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';

/** Copies `value`; says "Copied" for a moment. `label` names what is copied. */
export function CopyButton({
  value,
  label,
  text = 'Copy',
}: {
  value: string;
  label: string;
  /** The visible wording when idle (the accessible name always says what is copied). */
  text?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') {
      return;
    }
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      variant="secondary"
      className="min-h-11 px-3 text-sm"
      aria-label={text === 'Copy' ? `Copy ${label}` : undefined}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : text}
      </span>
    </Button>
  );
}
