import { AUTO_LOCK_CHOICES_MS } from '@/session';
import { ChoiceGroup } from './ChoiceGroup';

const LABELS: Record<(typeof AUTO_LOCK_CHOICES_MS)[number], string> = {
  0: 'At once',
  60_000: '1 min',
  300_000: '5 min',
  900_000: '15 min',
};
const CHOICES = AUTO_LOCK_CHOICES_MS.map((ms) => ({ value: String(ms), label: LABELS[ms] }));

/** How long Pocketbits may stay in the background before it locks. */
export function AutoLockSetting({
  valueMs,
  onChange,
}: {
  valueMs: number;
  onChange: (ms: number) => void;
}) {
  return (
    <ChoiceGroup
      legend="Lock after time in the background"
      name="auto-lock"
      value={String(valueMs)}
      choices={CHOICES}
      onChange={(value) => onChange(Number(value))}
    />
  );
}
