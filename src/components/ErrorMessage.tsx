// The app's error presenter: any thrown value, LNbits' answers included, in words a person can act
// on. It lives above the ui/ primitives because it knows the wire (ApiError); the primitives it is
// drawn with (Notice, Button) know nothing of it. The words (DescribedError, describe-error) load
// when an error is first shown: most screens never show one.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Button } from './ui/Button';
import { Details } from './ui/Details';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Notice } from './ui/Notice';
import type { ErrorMessageProps } from './DescribedError';

export type { ErrorMessageProps };

const DescribedError = lazy(() =>
  import('./DescribedError').then((module) => ({ default: module.DescribedError })),
);

/**
 * The one way errors are shown: a titled sentence, the original text folded under "Details", and
 * a retry when one makes sense.
 */
export function ErrorMessage(props: ErrorMessageProps) {
  return (
    <ErrorBoundary fallback={() => <UndescribedError {...props} />}>
      <Suspense fallback={null}>
        <DescribedError {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** When the words themselves could not load (offline on a first visit): plain, still honest. */
function UndescribedError({ error, onRetry, className }: ErrorMessageProps) {
  const { t } = useLingui();
  const details = error instanceof Error ? error.message : String(error);
  return (
    <Notice title={t`Something went wrong`} className={className}>
      <p>
        <Trans>Check the connection and try again.</Trans>
      </p>
      <Details className="mt-1">
        <p data-testid="error-details">{details}</p>
      </Details>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Notice>
  );
}
