// The error presenter's words: loaded by ErrorMessage when an error is first shown, with
// describe-error's translations of LNbits' texts, so no screen carries them before it needs them.
import { Trans } from '@lingui/react/macro';
import { Button } from './ui/Button';
import { Details } from './ui/Details';
import { Notice } from './ui/Notice';
import { describeError, type ErrorContext } from './describe-error';

export interface ErrorMessageProps {
  error: unknown;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** What the failing call was doing, for wording that fits (e.g. a refused invoice). */
  context?: ErrorContext;
  className?: string;
}

/**
 * The one way errors are shown: a titled sentence, the original text folded under "Details", and
 * a retry when one makes sense.
 */
export function DescribedError({ error, onRetry, context, className }: ErrorMessageProps) {
  const { title, message, details } = describeError(error, context);
  return (
    <Notice title={title} className={className}>
      <p>{message}</p>
      {details && (
        <Details className="mt-1">
          <p data-testid="error-details">{details}</p>
        </Details>
      )}
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Notice>
  );
}
