// A hint, not a gate beyond the minimum length: how long a backup passphrase would stand up to
// someone who has the file and guesses offline. Each guess costs them one scrypt run
// (lib/secret-box BACKUP_KDF), so length matters far more than odd characters.
import { t } from '@lingui/core/macro';

/** Shorter than this is refused: the file may be attacked offline for years. */
export const MIN_PASSPHRASE_LENGTH = 10;

export type PassphraseStrength = 'too-short' | 'weak' | 'fair' | 'strong';

/**
 * Rough guessing entropy in bits: length × log2(alphabet), halved because people pick words and
 * patterns rather than random characters, and halved again when a few characters make up most of it.
 */
export function passphraseBits(text: string): number {
  const chars = Array.from(text);
  if (chars.length === 0) {
    return 0;
  }
  let alphabet = 0;
  if (/[a-z]/.test(text)) {
    alphabet += 26;
  }
  if (/[A-Z]/.test(text)) {
    alphabet += 26;
  }
  if (/[0-9]/.test(text)) {
    alphabet += 10;
  }
  if (/[^A-Za-z0-9]/.test(text)) {
    alphabet += 33;
  }
  const bits = (chars.length * Math.log2(Math.max(alphabet, 2))) / 2;
  const distinct = new Set(chars).size;
  return distinct * 4 < chars.length ? bits / 2 : bits;
}

export function passphraseStrength(text: string): PassphraseStrength {
  if (Array.from(text).length < MIN_PASSPHRASE_LENGTH) {
    return 'too-short';
  }
  const bits = passphraseBits(text);
  return bits < 50 ? 'weak' : bits < 70 ? 'fair' : 'strong';
}

/** What to tell the person about a passphrase of this strength, in the app's language. */
export function strengthHint(strength: PassphraseStrength): string {
  switch (strength) {
    case 'too-short':
      return t`Use at least ${MIN_PASSPHRASE_LENGTH} characters. A few unrelated words work well.`;
    case 'weak':
      return t`Weak: someone who gets the file could guess it. Add another word or two.`;
    case 'fair':
      return t`Fair. One or two more words make it much harder to guess.`;
    case 'strong':
      return t`Strong.`;
  }
}
