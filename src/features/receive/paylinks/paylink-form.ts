// The create form of a pay link: lnurlp's limits, the form's values and the body it sends. Pure.
import { t } from '@lingui/core/macro';
import type { PayLinkInput } from '@/api/lnurlp';
import { parseSatInput } from '@/lib/amount';

/** The username rule of the lnurlp extension (`^[a-z0-9-_.]{1,210}$`). */
export const USERNAME_PATTERN = /^[a-z0-9\-_.]{1,210}$/;
export const USERNAME_MAX_LENGTH = 210;
/** lnurlp accepts 0..799 comment characters; 0 means no comments. */
export const COMMENT_CHARS_MAX = 799;
export const DESCRIPTION_MAX_LENGTH = 640;

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
  // Plain names for the messages' placeholders, as a translator reads them.
  const maxLength = DESCRIPTION_MAX_LENGTH;
  const maxChars = COMMENT_CHARS_MAX;
  const maxUsernameLength = USERNAME_MAX_LENGTH;
  if (description === '') {
    errors.description = t`Enter a description: payers see it in their wallet.`;
  } else if (description.length > DESCRIPTION_MAX_LENGTH) {
    errors.description = t`Keep the description to ${maxLength} characters.`;
  }

  let min: number | null = null;
  let max: number | null = null;
  if (values.amountMode === 'fixed') {
    const amount = parseSatInput(values.amountText);
    if (amount === null || amount < 1) {
      errors.amount = t`Enter a whole number of sats, at least 1.`;
    } else {
      min = amount;
      max = amount;
    }
  } else {
    min = parseSatInput(values.minText);
    max = parseSatInput(values.maxText);
    if (min === null || min < 1) {
      errors.min = t`Enter a whole number of sats, at least 1.`;
      min = null;
    }
    if (max === null || max < 1) {
      errors.max = t`Enter a whole number of sats, at least 1.`;
      max = null;
    }
    if (min !== null && max !== null && min > max) {
      errors.max = t`The maximum must be at least the minimum.`;
    }
  }

  const commentText = values.commentCharsText.trim();
  const commentChars = commentText === '' ? 0 : parseSatInput(commentText);
  if (commentChars === null || commentChars > COMMENT_CHARS_MAX) {
    errors.commentChars = t`Enter a number from 0 to ${maxChars}.`;
  }

  const username = normalizeUsername(values.username);
  if (username !== '' && !USERNAME_PATTERN.test(username)) {
    errors.username =
      username.length > USERNAME_MAX_LENGTH
        ? t`Use at most ${maxUsernameLength} characters.`
        : t`Use only letters a–z, digits, “-”, “_” and “.”.`;
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
