import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { describeLnurlError } from './lnurl-errors';

/** An LNURL failure in words naming the service; plain API errors go to ErrorMessage. */
export function LnurlErrorNotice({
  error,
  domain,
  onRetry,
}: {
  error: unknown;
  domain: string;
  onRetry?: () => void;
}) {
  const described = describeLnurlError(error, domain);
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
          Try again
        </button>
      )}
    </Notice>
  );
}
