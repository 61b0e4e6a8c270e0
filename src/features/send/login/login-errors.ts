// Words for a login that did not happen, whichever path threw. Pure (core `t`, read when called).
import { t } from '@lingui/core/macro';
import { isApiError } from '@/api/http';
import { isLnurlDirectError } from '@/api/lnurl';
import { describeError } from '@/components/describe-error';
import { LnurlError } from '@/lib/lnurl/errors';

export interface LoginFailure {
  message: string;
  /** The technical text, shown folded away under Details. */
  details?: string;
  /** Whether trying again can work (the site or the server did not answer). */
  canRetry: boolean;
}

export function describeLoginFailure(error: unknown, domain: string): LoginFailure {
  if (isLnurlDirectError(error) && error.kind === 'timeout') {
    return {
      message: t`${domain} didn’t answer in time. It may still have logged you in: look at the site, and if it hasn’t, get a new code there.`,
      details: error.message,
      canRetry: true,
    };
  }
  if (error instanceof LnurlError) {
    return error.code === 'url'
      ? {
          message: t`The code’s login address isn’t safe (only https is allowed), so nothing was sent.`,
          details: error.message,
          canRetry: false,
        }
      : {
          message: t`${domain} answered with something that isn’t a login answer, so it isn’t clear whether you are logged in. Look at the site.`,
          details: error.message,
          canRetry: false,
        };
  }
  const described = describeError(error);
  // The server's 400 is LNbits' word that it could not reach the site (or read its answer).
  if (isApiError(error) && (error.kind !== 'http' || error.status === 400)) {
    return {
      message: t`${domain} couldn’t be reached from this device, and your server couldn’t log you in there either.`,
      details: [described.message, described.details].filter(Boolean).join(' '),
      canRetry: true,
    };
  }
  return { message: described.message, details: described.details, canRetry: false };
}
