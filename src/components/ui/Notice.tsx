import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const TONE_CLASS: Record<NoticeTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100',
  success:
    'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/40 dark:text-green-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100',
};

export interface StatusNoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** A bold first line; the children then follow in smaller text. */
  title?: ReactNode;
  /**
   * 'alert' for what must be heard at once, 'status' for news a screen reader reads when idle;
   * none for a note that is simply part of the page.
   */
  role?: 'alert' | 'status';
  /** Drawn before the text, e.g. a spinner while something is on its way. */
  icon?: ReactNode;
  /** Smaller padding and text, for a one-line note. */
  compact?: boolean;
  className?: string;
}

/** A coloured note: tone says whether it is news (info), good (success), a caution or a failure. */
export function StatusNotice({
  tone,
  children,
  title,
  role,
  icon,
  compact = false,
  className,
}: StatusNoticeProps) {
  const text =
    title === undefined ? (
      children
    ) : (
      <>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm">{children}</div>
      </>
    );
  return (
    <div
      role={role}
      className={cx(
        'rounded-xl border',
        compact ? 'px-3 py-2 text-sm' : 'p-4',
        TONE_CLASS[tone],
        icon !== undefined && 'flex items-start gap-3',
        className,
      )}
    >
      {icon === undefined ? (
        text
      ) : (
        <>
          {icon}
          <div>{text}</div>
        </>
      )}
    </div>
  );
}

export interface NoticeProps {
  title: string;
  children: ReactNode;
  /** 'danger' for a failure (ErrorMessage draws with it); 'warning' for something that is not. */
  tone?: NoticeTone;
  className?: string;
}

/**
 * A titled alert for a message already put into words (components/ErrorMessage words raw
 * errors; this shows a description a feature made itself, in the same look).
 */
export function Notice({ title, children, tone = 'danger', className }: NoticeProps) {
  return (
    <StatusNotice role="alert" tone={tone} title={title} className={className}>
      {children}
    </StatusNotice>
  );
}

/** The small spinning ring a StatusNotice shows while something is on its way. */
export function NoticeSpinner() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
