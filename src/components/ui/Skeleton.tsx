import { useLingui } from '@lingui/react/macro';
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
export function ScreenSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading`} className="space-y-6 pt-2">
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

/** The stand-in for one row of a list: a round mark, two lines of text and an amount. */
export function SkeletonRow({ className, height }: { className?: string; height?: number }) {
  return (
    <div
      aria-hidden="true"
      className={cx('flex items-center gap-3', className)}
      style={height === undefined ? undefined : { height }}
    >
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <Skeleton className="h-4 w-20" />
    </div>
  );
}

export interface SkeletonListProps {
  /** What is loading, for screen readers ("Loading payments"). */
  label: string;
  count: number;
  /** Each placeholder is a block of this size ("h-28"); without it, a SkeletonRow. */
  blockClassName?: string;
  /** The height of each SkeletonRow, px, when rows have a fixed height. */
  rowHeight?: number;
  className?: string;
}

/** Placeholders where a list will appear, announced once as loading. */
export function SkeletonList({
  label,
  count,
  blockClassName,
  rowHeight,
  className,
}: SkeletonListProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) =>
        blockClassName === undefined ? (
          <SkeletonRow key={i} className="px-2" height={rowHeight} />
        ) : (
          <Skeleton key={i} className={blockClassName} />
        ),
      )}
    </div>
  );
}
