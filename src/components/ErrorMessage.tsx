// The app's error presenter: any thrown value, LNbits' answers included, in words a person can act
// on. It lives above the ui/ primitives because it knows the wire (ApiError); the primitives it is
// drawn with (Notice, Button) know nothing of it. The words (DescribedError, describe-error) load
// when an error is first shown: most screens never show one.
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { ErrorNotice } from './ErrorNotice';
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
  return (
    <ErrorNotice
      title={t`Something went wrong`}
      message={t`Check the connection and try again.`}
      details={error instanceof Error ? error.message : String(error)}
      onRetry={onRetry}
      className={className}
    />
  );
}
