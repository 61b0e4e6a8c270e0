import { useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { NwcUriError } from '@/lib/nwc';
import { pairingProblemText } from './nwc-errors';

/**
 * ErrorMessage, except for a pairing address that cannot be used: lib/nwc.ts words that in English
 * (the sandbox shares it), so its code is worded here in the person's language.
 */
export function NwcErrorMessage({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error instanceof NwcUriError) {
    return (
      <Notice title={t`Something went wrong`}>
        <p>{pairingProblemText(error.problem)}</p>
      </Notice>
    );
  }
  return <ErrorMessage error={error} />;
}
