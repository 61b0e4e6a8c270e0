// What the app lock can be opened with, and what each may look like. Pure.
//
// A 6-digit PIN (a million values) stops whoever holds the phone, through the pad's waits; a copy
// of the storage is another matter (README, "Keys at rest"). A longer PIN or a passphrase makes
// that copy far slower to crack; a passkey alone leaves nothing in the storage to guess at.

export type SecretKind = 'pin' | 'long-pin' | 'passphrase';

export const SECRET_KINDS: readonly SecretKind[] = ['pin', 'long-pin', 'passphrase'];
export const PIN_DIGITS = 6;
/** A million times the guesses of a 6-digit PIN: years on a graphics card rather than minutes. */
export const LONG_PIN_MIN_DIGITS = 12;
export const PASSPHRASE_MIN_LENGTH = 12;
export const SECRET_MAX_LENGTH = 200;

export type SecretProblem = 'too-short' | 'too-long' | 'digits-only';

/** What is wrong with `text` as a secret of this kind, or null when it will do. */
export function secretProblem(kind: SecretKind, text: string): SecretProblem | null {
  if (text.length > SECRET_MAX_LENGTH) {
    return 'too-long';
  }
  switch (kind) {
    case 'pin':
      if (!/^\d*$/.test(text)) {
        return 'digits-only';
      }
      return text.length === PIN_DIGITS ? null : 'too-short';
    case 'long-pin':
      if (!/^\d*$/.test(text)) {
        return 'digits-only';
      }
      return text.length >= LONG_PIN_MIN_DIGITS ? null : 'too-short';
    case 'passphrase':
      return [...text.trim()].length >= PASSPHRASE_MIN_LENGTH ? null : 'too-short';
  }
}

/** How many secrets of this kind someone copying the storage would have to try, at least. */
export function guessesToTry(kind: SecretKind): number {
  switch (kind) {
    case 'pin':
      return 10 ** PIN_DIGITS;
    case 'long-pin':
      return 10 ** LONG_PIN_MIN_DIGITS;
    case 'passphrase':
      // Four words from a 7,776-word list (as a person picks them, it may well be fewer).
      return 7776 ** 4;
  }
}
