import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import { MODES } from './useReceiveMode';
import type { ReceiveMode } from './useReceiveMode';

export function ModeTabs({
  modes,
  mode,
  onChange,
  panelId,
}: {
  /** The tabs offered: no Address where the server has no lnurlp. */
  modes: readonly ReceiveMode[];
  mode: ReceiveMode;
  onChange: (mode: ReceiveMode) => void;
  panelId: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useLingui();
  const shown = MODES.filter((m) => modes.includes(m.mode));
  const onKeyDown = (event: KeyboardEvent) => {
    const index = shown.findIndex((m) => m.mode === mode);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const next = (index + step + shown.length) % shown.length;
    onChange(shown[next]!.mode);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t`Kind of payment request`}
      onKeyDown={onKeyDown}
      className={cx(
        'grid gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800',
        shown.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
      )}
    >
      {shown.map(({ mode: m, label }, i) => (
        <button
          key={m}
          ref={(node) => {
            refs.current[i] = node;
          }}
          type="button"
          role="tab"
          aria-selected={mode === m}
          id={`${panelId}-${m}`}
          aria-controls={panelId}
          tabIndex={mode === m ? 0 : -1}
          onClick={() => onChange(m)}
          className={
            mode === m
              ? 'min-h-11 rounded-lg bg-white px-3 text-sm font-medium text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-zinc-50'
              : 'min-h-11 rounded-lg px-3 text-sm font-medium text-zinc-700 dark:text-zinc-300'
          }
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
