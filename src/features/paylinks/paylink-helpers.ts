// Pure rules of the pay-links screen: what to show for a link (LNURL, Lightning Address, amount
// range) and what the create form sends. No React, no fetch.
import type { PayLink, PayLinkInput } from '@/api/lnurlp';
import { isApiError } from '@/api/http';
import { formatFiat, formatSat, formatSatWithUnit, parseSatInput } from '@/lib/amount';
import { encodeLnurl, LnurlError } from '@/lib/lnurl';

/** The username rule of the lnurlp extension (`^[a-z0-9-_.]{1,210}$`). */
export const USERNAME_PATTERN = /^[a-z0-9\-_.]{1,210}$/;
export const USERNAME_MAX_LENGTH = 210;
/** lnurlp accepts 0..799 comment characters; 0 means no comments. */
export const COMMENT_CHARS_MAX = 799;
export const DESCRIPTION_MAX_LENGTH = 640;

/**
 * The Lightning Address of a link (`name@host`), or null when it has no username. The host is
 * the link's own `domain` when set, else the server's host with its port, as lnurlp serves
 * `/.well-known/lnurlp/{username}` on the host it was reached at.
 */
export function payLinkAddress(link: Pick<PayLink, 'username' | 'domain'>, serverHost: string) {
  if (!link.username) {
    return null;
  }
  return `${link.username}@${link.domain || serverHost}`;
}

/**
 * The upper-case bech32 LNURL of a link: the server's own `lnurl` field when it sent one, else
 * built from `<server origin>/lnurlp/<id>` (or `https://<domain>/lnurlp/<id>`). Null when no
 * LNURL can be made: lnurlp refuses plain http on a host that is not loopback or .onion.
 */
export function payLinkLnurl(
  link: Pick<PayLink, 'id' | 'lnurl' | 'domain'>,
  serverOrigin: string,
): string | null {
  if (link.lnurl && /^lnurl1/i.test(link.lnurl)) {
    return link.lnurl.toUpperCase();
  }
  const base = link.domain ? `https://${link.domain}` : serverOrigin.replace(/\/+$/, '');
  try {
    return encodeLnurl(`${base}/lnurlp/${encodeURIComponent(link.id)}`);
  } catch (error) {
    if (error instanceof LnurlError) {
      return null;
    }
    throw error;
  }
}

/** True for a link priced in a fiat currency (min/max are then fiat × fiat_base_multiplier). */
export function isFiatLink(link: Pick<PayLink, 'currency'>): boolean {
  return Boolean(link.currency) && link.currency?.toLowerCase() !== 'sat';
}

/**
 * "1,000 sats", "10 – 100,000 sats", or for fiat links "$1.50" / "$1.00 – $20.00" (the stored
 * values divided by `fiat_base_multiplier`, 100 when missing).
 */
export function formatPayLinkRange(
  link: Pick<PayLink, 'min' | 'max' | 'currency' | 'fiat_base_multiplier'>,
  locale?: string,
): string {
  if (isFiatLink(link)) {
    const currency = (link.currency ?? '').toUpperCase();
    const multiplier = link.fiat_base_multiplier || 100;
    const min = formatFiat(link.min / multiplier, currency, locale);
    const max = formatFiat(link.max / multiplier, currency, locale);
    return link.min === link.max ? min : `${min} – ${max}`;
  }
  // Sat links hold whole sats; round defensively in case a server sends 10.0 style floats.
  const min = Math.round(link.min);
  const max = Math.round(link.max);
  return min === max ? formatSatWithUnit(min) : `${formatSat(min)} – ${formatSatWithUnit(max)}`;
}

// ---------------------------------------------------------------------------------------------
// Create form
// ---------------------------------------------------------------------------------------------

export type AmountMode = 'fixed' | 'range';

export interface PayLinkFormValues {
  description: string;
  amountMode: AmountMode;
  /** The fixed amount, in sats. */
  amountText: string;
  minText: string;
  maxText: string;
  commentCharsText: string;
  username: string;
}

export const EMPTY_PAY_LINK_FORM: PayLinkFormValues = {
  description: '',
  amountMode: 'range',
  amountText: '',
  minText: '1',
  maxText: '100,000',
  commentCharsText: '0',
  username: '',
};

export type PayLinkFormErrors = Partial<
  Record<'description' | 'amount' | 'min' | 'max' | 'commentChars' | 'username', string>
>;

export type PayLinkFormResult =
  { ok: true; input: PayLinkInput } | { ok: false; errors: PayLinkFormErrors };

/** The username as it will be sent: trimmed, lower case (Lightning Addresses ignore case). */
export function normalizeUsername(text: string): string {
  return text.trim().toLowerCase();
}

/** Checks the form as lnurlp would, and builds the create body (sat link, amounts in sats). */
export function validatePayLinkForm(values: PayLinkFormValues): PayLinkFormResult {
  const errors: PayLinkFormErrors = {};
  const description = values.description.trim();
  if (description === '') {
    errors.description = 'Enter a description: payers see it in their wallet.';
  } else if (description.length > DESCRIPTION_MAX_LENGTH) {
    errors.description = `Keep the description to ${DESCRIPTION_MAX_LENGTH} characters.`;
  }

  let min: number | null = null;
  let max: number | null = null;
  if (values.amountMode === 'fixed') {
    const amount = parseSatInput(values.amountText);
    if (amount === null || amount < 1) {
      errors.amount = 'Enter a whole number of sats, at least 1.';
    } else {
      min = amount;
      max = amount;
    }
  } else {
    min = parseSatInput(values.minText);
    max = parseSatInput(values.maxText);
    if (min === null || min < 1) {
      errors.min = 'Enter a whole number of sats, at least 1.';
      min = null;
    }
    if (max === null || max < 1) {
      errors.max = 'Enter a whole number of sats, at least 1.';
      max = null;
    }
    if (min !== null && max !== null && min > max) {
      errors.max = 'The maximum must be at least the minimum.';
    }
  }

  const commentText = values.commentCharsText.trim();
  const commentChars = commentText === '' ? 0 : parseSatInput(commentText);
  if (commentChars === null || commentChars > COMMENT_CHARS_MAX) {
    errors.commentChars = `Enter a number from 0 to ${COMMENT_CHARS_MAX}.`;
  }

  const username = normalizeUsername(values.username);
  if (username !== '' && !USERNAME_PATTERN.test(username)) {
    errors.username =
      username.length > USERNAME_MAX_LENGTH
        ? `Use at most ${USERNAME_MAX_LENGTH} characters.`
        : 'Use only letters a–z, digits, “-”, “_” and “.”.';
  }

  if (Object.keys(errors).length > 0 || min === null || max === null || commentChars === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      description,
      min,
      max,
      comment_chars: commentChars,
      username: username === '' ? null : username,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export const EXTENSION_NEEDED = 'Reusable links need the LNURLp extension on your LNbits server';

export type ExtensionProblem = 'missing' | 'disabled';

/**
 * Whether a failed pay-links call means the lnurlp extension is not there: a 404 for the path
 * itself (no such extension on the server, or the sandbox's legacy profile), or 403
 * "Extension 'lnurlp' not enabled." / "User not authorized for extension 'lnurlp'.".
 * A 404 with another reason ("Wallet not found.", "Pay link does not exist.") is not.
 */
export function extensionProblem(error: unknown): ExtensionProblem | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const detail = error.detail.trim();
  // The path itself is unknown: FastAPI's "Not Found", or a proxy's page ("404 Not Found").
  if (error.status === 404 && !/wallet not found|does not exist/i.test(detail)) {
    return 'missing';
  }
  if (error.status === 403 && /extension '?lnurlp'?/i.test(detail)) {
    return 'disabled';
  }
  return null;
}
