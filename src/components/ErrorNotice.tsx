// How an error looks, whoever worded it: a titled sentence, the original text folded under
// "Details", and a retry when one makes sense.
import { Trans } from '@lingui/react/macro';
import { Button } from './ui/Button';
import { Details } from './ui/Details';
import { Notice } from './ui/Notice';

export function ErrorNotice({
  title,
  message,
  details,
  onRetry,
  className,
}: {
  title: string;
  message: string;
  details?: string;
  onRetry?: () => void;
  className?: string;
}) {
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
