import { Trans } from '@lingui/react/macro';
import { ErrorMessage } from '../ErrorMessage';
import { Notice } from '../ui/Notice';
import { describeLnurlError } from './lnurl-errors';

/** An LNURL failure in words naming the service; plain API errors go to ErrorMessage. */
export function LnurlErrorNotice({
  error,
  domain,
  amountText,
  onRetry,
}: {
  error: unknown;
  domain: string;
  /** The amount chosen, when there is one: named if the service's invoice is for another. */
  amountText?: string;
  onRetry?: () => void;
}) {
  const described = describeLnurlError(error, domain, amountText);
  if (!described) {
    return <ErrorMessage error={error} onRetry={onRetry} />;
  }
  return (
    <Notice title={described.title}>
      <p data-testid="lnurl-error">{described.message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 min-h-11 font-medium underline underline-offset-2"
        >
          <Trans>Try again</Trans>
        </button>
      )}
    </Notice>
  );
}
