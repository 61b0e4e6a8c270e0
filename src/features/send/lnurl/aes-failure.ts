// Why an encrypted after-payment message (LUD-10 aes) can't be shown. Pure.
import { t } from '@lingui/core/macro';
import { describeServiceProblem } from '@/components/lnurl/lnurl-errors';
import { MissingPreimageError } from '@/api/queries';
import { LnurlError } from '@/lib/lnurl/errors';

/** Why the encrypted message can't be shown, in the person's language. */
export function describeAesFailure(error: unknown): string {
  if (error instanceof MissingPreimageError) {
    return t`Your server didn’t give the payment proof needed to read this message.`;
  }
  if (error instanceof LnurlError && (error.code === 'aes-key' || error.code === 'aes-decrypt')) {
    return describeServiceProblem(error.code, undefined);
  }
  return t`The message couldn’t be read.`;
}
