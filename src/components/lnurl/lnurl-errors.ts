// Words for what can go wrong with an LNURL, whichever layer threw, for Send's pay flow and the
// withdraw screen alike. Pure. LnurlError's own message is English (lib/lnurl/ runs in the
// sandbox too): it is worded here by its code.
import { t } from '@lingui/core/macro';
import { formatSatWithUnit } from '@/lib/amount';
import { isLnurlDirectError } from '@/api/lnurl';
import { LnurlError } from '@/lib/lnurl/errors';
import type { LnurlErrorCode } from '@/lib/lnurl/errors';
import type { ErrorDescription } from '../describe-error';

/** The service answered a lookup with a login code (LNURL-auth), which this wallet can't do. */
export class LnurlLoginCodeError extends Error {
  constructor() {
    super('lnurl-login-code');
    this.name = 'LnurlLoginCodeError';
  }
}

/** The LNbits server took the invoice but did not pass it to the service (LNbits before 1.3). */
export class ServerWithdrawUnsupportedError extends Error {
  constructor() {
    super('server-withdraw-unsupported');
    this.name = 'ServerWithdrawUnsupportedError';
  }
}

/** What the service sent that can't be used, when nothing was paid; or why a message can't be read. */
export function describeServiceProblem(
  code: LnurlErrorCode,
  amountText: string | undefined,
): string {
  switch (code) {
    case 'amount-mismatch':
      return amountText
        ? t`It sent an invoice for another amount than the ${amountText} you chose — nothing was paid.`
        : t`It sent an invoice for another amount than the one you chose — nothing was paid.`;
    case 'description-hash':
      return t`The invoice does not match the description this service showed, so it was not paid.`;
    case 'invoice':
      return t`It sent an invoice that is not valid — nothing was paid.`;
    case 'amountless':
      return t`It sent an invoice without an amount — nothing was paid.`;
    case 'network':
      return t`It sent an invoice for another Bitcoin network — nothing was paid.`;
    case 'expired':
      return t`It sent an invoice that has already expired — nothing was paid.`;
    case 'success-action':
      return t`It sent an invalid after-payment action, so nothing was paid.`;
    case 'success-action-unsupported':
      return t`It asked for an after-payment action of an unknown kind, so nothing was paid.`;
    case 'url':
      return t`It gave an unsafe callback address (only https is allowed), so it was not used.`;
    case 'lnurl':
      return t`This is not a valid LNURL.`;
    case 'metadata':
      return t`It sent an invalid payment description.`;
    case 'amount':
      return t`The amount doesn’t fit its limits, or the limits it sent are not valid.`;
    case 'no-whole-sat-amount':
      return t`It only accepts amounts that can’t be paid in whole sats.`;
    case 'comment':
      return t`It doesn’t accept this note: it is too long, or no note is allowed.`;
    case 'payer-data':
      return t`It asked for details about the payer in an invalid form.`;
    case 'aes-key':
      return t`The payment proof does not match this payment, so the message cannot be read.`;
    case 'aes-decrypt':
      return t`The encrypted message could not be decrypted with this payment proof.`;
    case 'response':
    case 'service-error':
      return t`It sent an invalid answer.`;
  }
}

function describeLnurlErrorCode(
  error: LnurlError,
  domain: string,
  amountText: string | undefined,
): ErrorDescription {
  const message = describeServiceProblem(error.code, amountText);
  switch (error.code) {
    case 'service-error': {
      const { reason } = error;
      return {
        title: t`${domain} refused`,
        // The service's own words: shown as they came, not translated.
        message: reason ? t`It said: “${reason}”` : t`It gave no reason.`,
      };
    }
    case 'amount-mismatch':
    case 'description-hash':
    case 'invoice':
    case 'amountless':
    case 'network':
    case 'expired':
      return { title: t`${domain} sent a wrong invoice`, message };
    case 'success-action':
    case 'success-action-unsupported':
      return { title: t`${domain} sent something this wallet can’t show`, message };
    case 'url':
      return { title: t`${domain} gave an unsafe address`, message };
    default:
      return { title: t`Can’t use ${domain}`, message };
  }
}

/**
 * A title and sentence for an LNURL failure, or null for any other error (the shared
 * ErrorMessage words API errors; a feature words its own first). `domain` is the host the user sees on the form; `amountText` the
 * amount they chose, when there is one.
 */
export function describeLnurlError(
  error: unknown,
  domain: string,
  amountText?: string,
): ErrorDescription | null {
  if (isLnurlDirectError(error)) {
    return error.kind === 'timeout'
      ? { title: t`${domain} didn’t answer`, message: t`It took too long. Nothing was paid.` }
      : {
          title: t`Couldn’t reach ${domain} from this device`,
          message: t`It may be down, or it doesn’t accept requests from browsers. Nothing was paid.`,
        };
  }
  if (error instanceof LnurlError) {
    return describeLnurlErrorCode(error, domain, amountText);
  }
  if (error instanceof LnurlLoginCodeError) {
    return {
      title: t`Can’t use ${domain}`,
      message: t`This is a login code (LNURL-auth), not a payment.`,
    };
  }
  if (error instanceof ServerWithdrawUnsupportedError) {
    return {
      title: t`Your LNbits server didn’t pass the invoice on`,
      message: t`Receiving through the server needs LNbits 1.3 or later. Nothing was received.`,
    };
  }
  // Row 8/9 refusals carry the service's or LNbits' own text (a DNS failure, "x said: 'reason'"):
  // the shared presenter translates those and keeps the original under Details.
  return null;
}

/** True when a direct call got no answer at all: the server path may still work. */
export function canTryServer(error: unknown): boolean {
  return isLnurlDirectError(error);
}

/** What is wrong with a typed amount for a range, or null. */
export function rangeProblem(
  amountText: string,
  amountSat: number | null,
  range: { minSat: number; maxSat: number },
  direction: 'send' | 'withdraw',
): string | null {
  if (amountSat === null) {
    return amountText.trim() === '' ? t`Enter an amount.` : t`Enter a whole number of sats.`;
  }
  if (amountSat < range.minSat) {
    const least = formatSatWithUnit(range.minSat);
    return direction === 'send'
      ? t`The least you can send is ${least}.`
      : t`The least you can withdraw is ${least}.`;
  }
  if (amountSat > range.maxSat) {
    const most = formatSatWithUnit(range.maxSat);
    return direction === 'send'
      ? t`The most you can send is ${most}.`
      : t`The most you can withdraw is ${most}.`;
  }
  return null;
}
