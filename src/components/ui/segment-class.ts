// Segmented controls: a row of radio inputs drawn as one pill, the checked one raised. The checked
// segment's label carries `data-checked` (segmentCheckedProps) rather than being found with
// `:has(:checked)`, which Firefox before 121 and older Samsung Internet do not have.
import { cx } from '@/lib/cx';

/** The classes that raise the checked segment, keyed on the label's `data-checked`. */
export const segmentCheckedClass = cx(
  'data-checked:bg-white data-checked:text-zinc-950 data-checked:shadow-sm',
  'dark:data-checked:bg-zinc-700 dark:data-checked:text-zinc-50',
);

/** The label of one segment; `padding` (and alignment) replace the default `px-3`. */
export function segmentClass(padding = 'px-3'): string {
  return cx(
    'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm',
    'font-medium text-zinc-700 dark:text-zinc-300',
    segmentCheckedClass,
    padding,
  );
}

/** Spread on a segment's label: marks the checked one for segmentCheckedClass. */
export function segmentCheckedProps(checked: boolean): { 'data-checked'?: '' } {
  return checked ? { 'data-checked': '' } : {};
}

/**
 * The radio covers its label, so a tap anywhere on the segment lands on the input itself. It is
 * transparent (not hidden) so that its own focus ring shows around the segment.
 */
export const segmentInputClass = cx(
  'absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg',
  'focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none',
);
