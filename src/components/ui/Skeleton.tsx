import { cx } from '@/lib/cx';

/** A grey placeholder block where content will appear; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800', className)}
    />
  );
}

/** The stand-in for a screen whose code or data is on its way. */
export function ScreenSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6 pt-2">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-16 w-56" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
