import { describe, expect, it } from 'vitest';
import { MIN_PASSPHRASE_LENGTH, passphraseBits, passphraseStrength } from './passphrase-strength';

describe('passphraseStrength', () => {
  it('refuses anything shorter than the minimum, counting characters, not bytes', () => {
    expect(passphraseStrength('')).toBe('too-short');
    expect(passphraseStrength('a'.repeat(MIN_PASSPHRASE_LENGTH - 1))).toBe('too-short');
    expect(passphraseStrength('€'.repeat(MIN_PASSPHRASE_LENGTH - 1))).toBe('too-short');
  });

  it('rates by length and alphabet', () => {
    expect(passphraseStrength('abcdefghij')).toBe('weak');
    expect(passphraseStrength('Coffee42morning')).toBe('weak');
    expect(passphraseStrength('coffee morning sunrise')).toBe('fair');
    expect(passphraseStrength('correct horse battery staple')).toBe('strong');
  });

  it('does not reward one character repeated', () => {
    expect(passphraseStrength('a'.repeat(30))).not.toBe('strong');
    expect(passphraseBits('ab'.repeat(10))).toBeLessThan(passphraseBits('abcdefghijklmnopqrst'));
  });
});
