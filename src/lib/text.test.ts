import { describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXT,
  HOSTILE_TEXT_SHOWN_START,
  hasUnsafeCharacter,
} from './fixtures/hostile-text';
import { MAX_DESCRIPTION_LENGTH, isUnsafeCodePoint, sanitizeText } from './text';

describe('sanitizeText', () => {
  it('strips zero-width spaces, BOMs and bidirectional marks, overrides and isolates', () => {
    for (const cp of [0x200b, 0xfeff, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069, 0x061c]) {
      expect(isUnsafeCodePoint(cp), cp.toString(16)).toBe(true);
      expect(sanitizeText(`a${String.fromCodePoint(cp)}b`)).toBe('ab');
    }
  });

  it('strips C0 and C1 controls but keeps tabs and line breaks (CRLF read as one)', () => {
    expect(sanitizeText('a\u0000\u0007\u001b[31mb\u0085c\u009f')).toBe('a[31mbc');
    expect(sanitizeText('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
    expect(sanitizeText('one\ntwo\tthree', 100, { singleLine: true })).toBe('one two three');
  });

  it('keeps markup, emoji and other scripts as they are: the screen shows text, never HTML', () => {
    expect(sanitizeText('<img src=x onerror=alert(1)> **b**')).toBe(
      '<img src=x onerror=alert(1)> **b**',
    );
    expect(sanitizeText('☕ ナンセンス 1杯 שלום')).toBe('☕ ナンセンス 1杯 שלום');
  });

  it('trims, and caps the length with an ellipsis without splitting a surrogate pair', () => {
    expect(sanitizeText('  tip  ')).toBe('tip');
    expect(sanitizeText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(sanitizeText(`${'a'.repeat(8)}😀😀`, 10)).toBe(`${'a'.repeat(8)}…`);
    expect(sanitizeText('a'.repeat(10), 10)).toBe('a'.repeat(10));
  });

  it('makes a hostile 10,000-character description short and inert', () => {
    const shown = sanitizeText(HOSTILE_TEXT);
    expect(shown.length).toBe(MAX_DESCRIPTION_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.startsWith(HOSTILE_TEXT_SHOWN_START)).toBe(true);
    expect(hasUnsafeCharacter(HOSTILE_TEXT)).toBe(true);
    expect(hasUnsafeCharacter(shown)).toBe(false);
    expect([...shown].some((ch) => isUnsafeCodePoint(ch.codePointAt(0)!))).toBe(false);
    expect(sanitizeText(shown)).toBe(shown);
  });
});
