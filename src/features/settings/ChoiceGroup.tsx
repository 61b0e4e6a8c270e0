import { useId, useReducer } from 'react';
import {
  segmentCheckedClass,
  segmentCheckedProps,
  segmentInputClass,
} from '@/components/ui/segment-class';
import { cx } from '@/lib/cx';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A row of radio buttons that looks like a segmented control. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const legendId = useId();
  // A choice the owner does not take (it asked for the PIN, which was cancelled) must not stay
  // ticked: Preact, unlike React, puts a controlled `checked` back only on a render.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="space-y-2">
      <p id={legendId} className="font-medium">
        {legend}
      </p>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-900">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'relative flex min-h-11 items-center justify-center rounded-lg px-2 text-sm font-medium text-zinc-700 dark:text-zinc-300',
              segmentCheckedClass,
            )}
            {...segmentCheckedProps(value === choice.value)}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => {
                onChange(choice.value);
                rerender();
              }}
              // Transparent and covering the whole segment: the radio itself is what is tapped.
              className={segmentInputClass}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </div>
  );
}
