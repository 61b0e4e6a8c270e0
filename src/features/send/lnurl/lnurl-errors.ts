// Words for what can go wrong with an LNURL, whichever layer threw. Pure.
import { formatSatWithUnit } from '@/lib/amount';
import { isLnurlDirectError } from '@/api/lnurl';
import { LnurlError } from '@/lib/lnurl';
import type { ErrorDescription } from '@/components/describe-error';

/**
 * A title and sentence for an LNURL failure, or null when it is a plain API error (the shared
 * ErrorMessage words those). `domain` is the host the user sees on the form.
 */
export function describeLnurlError(error: unknown, domain: string): ErrorDescription | null {
  if (isLnurlDirectError(error)) {
    return error.kind === 'timeout'
      ? { title: `${domain} didn’t answer`, message: 'It took too long. Nothing was paid.' }
      : {
          title: `Couldn’t reach ${domain} from this device`,
          message: 'It may be down, or it doesn’t accept requests from browsers. Nothing was paid.',
        };
  }
  if (error instanceof LnurlError) {
    switch (error.code) {
      case 'service-error':
        return {
          title: `${domain} refused`,
          message: error.reason ? `It said: “${error.reason}”` : error.message,
        };
      case 'amount-mismatch':
      case 'description-hash':
      case 'invoice':
      case 'amountless':
      case 'network':
      case 'expired':
        return { title: `${domain} sent a wrong invoice`, message: error.message };
      case 'success-action':
      case 'success-action-unsupported':
        return {
          title: `${domain} sent something this wallet can’t show`,
          message:
            error.code === 'success-action-unsupported'
              ? 'It asked for an after-payment action of an unknown kind, so nothing was paid.'
              : error.message,
        };
      case 'url':
        return { title: `${domain} gave an unsafe address`, message: error.message };
      default:
        return { title: `Can’t use ${domain}`, message: error.message };
    }
  }
  // Row 8/9 refusals carry the service's or LNbits' own text (a DNS failure, "x said: 'reason'"):
  // the shared presenter translates those and keeps the original under Details.
  return null;
}

/** True when a direct call got no answer at all: the server path may still work. */
export function canTryServer(error: unknown): boolean {
  return isLnurlDirectError(error);
}

/** What is wrong with a typed amount for a range, or null; `verb` is "send" or "withdraw". */
export function rangeProblem(
  amountText: string,
  amountSat: number | null,
  range: { minSat: number; maxSat: number },
  verb: 'send' | 'withdraw',
): string | null {
  if (amountSat === null) {
    return amountText.trim() === '' ? 'Enter an amount.' : 'Enter a whole number of sats.';
  }
  if (amountSat < range.minSat) {
    return `The least you can ${verb} is ${formatSatWithUnit(range.minSat)}.`;
  }
  if (amountSat > range.maxSat) {
    return `The most you can ${verb} is ${formatSatWithUnit(range.maxSat)}.`;
  }
  return null;
}
