// The error presenter's words: loaded by ErrorMessage when an error is first shown, with
// describe-error's translations of LNbits' texts, so no screen carries them before it needs them.
import { ErrorNotice } from './ErrorNotice';
import { describeError, type ErrorContext } from './describe-error';

export interface ErrorMessageProps {
  error: unknown;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** What the failing call was doing, for wording that fits (e.g. a refused invoice). */
  context?: ErrorContext;
  className?: string;
}

/** An error in words a person can act on (describe-error), drawn as every error is. */
export function DescribedError({ error, onRetry, context, className }: ErrorMessageProps) {
  return <ErrorNotice {...describeError(error, context)} onRetry={onRetry} className={className} />;
}
