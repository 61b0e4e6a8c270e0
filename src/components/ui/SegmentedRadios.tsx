import { useId } from 'react';
import { cx } from '@/lib/cx';
import { segmentCheckedProps, segmentClass, segmentInputClass } from './segment-class';

export interface SegmentedRadiosProps<T extends string> {
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The grid's columns ("grid-cols-3"). */
  columns: string;
  /** The segments' padding and alignment (segmentClass). */
  segmentPadding?: string;
}

/** One choice out of a few, as a row of radios drawn as one pill. */
export function SegmentedRadios<T extends string>({
  options,
  value,
  onChange,
  columns,
  segmentPadding,
}: SegmentedRadiosProps<T>) {
  const name = useId();
  const segment = segmentClass(segmentPadding);
  return (
    <div className={cx('grid gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800', columns)}>
      {options.map((option) => (
        <label key={option.id} className={segment} {...segmentCheckedProps(value === option.id)}>
          <input
            type="radio"
            name={name}
            className={segmentInputClass}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** SegmentedRadios named by a legend. */
export function SegmentedField<T extends string>({
  legend,
  ...radios
}: SegmentedRadiosProps<T> & { legend: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <SegmentedRadios {...radios} />
    </fieldset>
  );
}
