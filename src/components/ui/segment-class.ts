// Segmented controls: a row of radio inputs drawn as one pill, the checked one raised.
import { cx } from '@/lib/cx';

/** The label of one segment; `padding` (and alignment) replace the default `px-3`. */
export function segmentClass(padding = 'px-3'): string {
  return cx(
    'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm',
    'font-medium text-zinc-700 dark:text-zinc-300',
    'has-[:checked]:bg-white has-[:checked]:text-zinc-950 has-[:checked]:shadow-sm',
    'dark:has-[:checked]:bg-zinc-700 dark:has-[:checked]:text-zinc-50',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500',
    padding,
  );
}

/** The radio covers its label, so a tap anywhere on the segment lands on the input itself. */
export const segmentInputClass =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0';
