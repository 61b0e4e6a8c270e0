import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { AUTO_LOCK_CHOICES_MS } from '@/session';
import { ChoiceGroup } from './ChoiceGroup';

const LABELS: Record<(typeof AUTO_LOCK_CHOICES_MS)[number], MessageDescriptor> = {
  0: msg({ message: 'At once', context: 'lock the app' }),
  60_000: msg`1 min`,
  300_000: msg`5 min`,
  900_000: msg`15 min`,
};

/**
 * How long Pocketbits may stay in the background before it locks. `onChange` may ask for the PIN
 * (a longer time) and resolves whether the choice was taken; the group shows the stored value.
 */
export function AutoLockSetting({
  valueMs,
  onChange,
}: {
  valueMs: number;
  onChange: (ms: number) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const choices = AUTO_LOCK_CHOICES_MS.map((ms) => ({ value: String(ms), label: t(LABELS[ms]) }));
  return (
    <ChoiceGroup
      legend={t`Lock after time in the background`}
      name="auto-lock"
      value={String(valueMs)}
      choices={choices}
      onChange={(value) => void onChange(Number(value))}
    />
  );
}
