import { cx } from '@/lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-amber-500 text-zinc-950 hover:bg-amber-400 active:bg-amber-600 disabled:bg-amber-500/50',
  secondary:
    'bg-zinc-100 text-zinc-900 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700',
  ghost: 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800',
  danger: 'bg-red-600 text-white hover:bg-red-500 active:bg-red-700',
};

/** The base look of a button, also used for links styled as buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) =>
  cx(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 text-base font-medium',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );
