import { cx } from '@/lib/cx';
import { Button } from './Button';
import { describeError, type ErrorContext } from './describe-error';

export interface ErrorMessageProps {
  error: unknown;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** What the failing call was doing, for wording that fits (e.g. a refused invoice). */
  context?: ErrorContext;
  className?: string;
}

/** The one way errors are shown: a titled sentence, and a retry when one makes sense. */
export function ErrorMessage({ error, onRetry, context, className }: ErrorMessageProps) {
  const { title, message } = describeError(error, context);
  return (
    <div
      role="alert"
      className={cx(
        'rounded-xl border border-red-300 bg-red-50 p-4 text-red-900',
        'dark:border-red-900 dark:bg-red-950/40 dark:text-red-100',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
