import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cx } from '@/lib/cx';
import { BackIcon } from './icons';

export interface FlowScreenProps {
  /** The screen's name, or the person or address being paid: the h1. */
  title: ReactNode;
  /** A line under the title (the server, the wallet, what the step is). */
  subtitle?: ReactNode;
  /**
   * Where Back goes: an address, or `'history'` for the previous page (the default), falling back
   * to `fallbackHref` when the flow was opened directly (a deep link, a shared code).
   */
  back?: string | 'history';
  fallbackHref?: string;
  /** Back within the flow (from a review to its amount), instead of leaving it. */
  onBack?: () => void;
  /** The primary action (and at most one secondary), held at the bottom in the thumb zone. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A payment moment (Send, Receive with an amount, a withdrawal, the scanner): the whole screen, no
 * tab bar (AppShell hides it on flow routes), a Back control at the top left, the content in the
 * middle and the primary action fixed at the bottom where a thumb rests. Each step is laid out
 * to fit a 360×740 screen without scrolling (e2e/layout.spec.ts measures it); if a step ever
 * grows taller, the middle scrolls and the action stays put.
 */
export function FlowScreen({
  title,
  subtitle,
  back = 'history',
  fallbackHref = '/',
  onBack,
  action,
  children,
  className,
}: FlowScreenProps) {
  return (
    <div
      data-testid="flow-screen"
      className="-mx-4 flex h-dvh flex-col px-4 lg:mx-0 lg:h-auto lg:min-h-[calc(100dvh-5rem)] lg:px-0"
    >
      <header className="flex shrink-0 items-center gap-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <BackControl back={back} fallbackHref={fallbackHref} onBack={onBack} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold">{title}</h1>
          {subtitle && (
            <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>
          )}
        </div>
      </header>
      <div
        data-testid="flow-body"
        className={cx('-mx-4 min-h-0 flex-1 overflow-y-auto px-4 pb-3', className)}
      >
        {children}
      </div>
      {action && (
        <div
          data-testid="flow-action"
          className="grid shrink-0 gap-2 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        >
          {action}
        </div>
      )}
    </div>
  );
}

const backClass =
  '-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900';

function BackControl({
  back,
  fallbackHref,
  onBack,
}: {
  back: string;
  fallbackHref: string;
  onBack?: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (onBack) {
    return (
      <button type="button" aria-label={t`Back`} className={backClass} onClick={onBack}>
        <BackIcon />
      </button>
    );
  }
  if (back !== 'history') {
    return (
      <Link to={back} aria-label={t`Back`} className={backClass}>
        <BackIcon />
      </Link>
    );
  }
  // A flow opened from outside the app (a shared code, a deep link) has no page to go back to.
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
  return (
    <button
      type="button"
      aria-label={t`Back`}
      className={backClass}
      onClick={() => (canGoBack ? navigate(-1) : navigate(fallbackHref, { replace: true }))}
    >
      <BackIcon />
    </button>
  );
}
