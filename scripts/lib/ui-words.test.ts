import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUiWords, messagePattern } from './ui-words.ts';

const PO_HEADER =
  'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: de\\n"\n\n';

/** A locales folder with one German catalog holding `body`. */
function localesWith(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ui-words-'));
  mkdirSync(join(dir, 'de'));
  writeFileSync(join(dir, 'de', 'send.po'), PO_HEADER + body);
  return dir;
}

describe('the app’s words for a script', () => {
  it('a placeholder matches any text, markup none, the rest literally', () => {
    const pay = messagePattern('Pay {amount}');
    expect(pay.test('Pay 1,234 sats')).toBe(true);
    expect(pay.test('Pay')).toBe(false);
    expect(pay.test('Repay 5 sats')).toBe(false);
    expect(messagePattern('Amount ({unitLabel})').test('Amount (sats)')).toBe(true);
    expect(messagePattern('Amount ({unitLabel})').test('Amount keypad')).toBe(false);
    expect(
      messagePattern('{n, plural, one {# try left} other {# tries left}} now').test('2 tries now'),
    ).toBe(true);
    expect(messagePattern('<0>{name}</0> was made here').test('Everyday was made here')).toBe(true);
    expect(messagePattern('Cost: 1.5 sats?').test('Cost: 1x5 sats')).toBe(false);
    const requests = messagePattern('Anforde\u00ADrungen');
    expect(requests.test('Anforderungen')).toBe(true);
    expect(requests.test('Anforde\u00ADrungen')).toBe(true);
  });

  it('finds the translation by the English words and context, whatever the placeholder is called', async () => {
    const dir = localesWith(
      [
        'msgid "Send"\nmsgstr "Senden"\n',
        'msgctxt "payment status"\nmsgid "Expired"\nmsgstr "Abgelaufen"\n',
        'msgid "Pay {0}"\nmsgstr "{0} bezahlen"\n',
        'msgid "Not translated yet"\nmsgstr ""\n',
      ].join('\n'),
    );
    const words = await loadUiWords(dir, 'de');
    expect(words.text('Send')).toBe('Senden');
    expect(words.text('Expired', 'payment status')).toBe('Abgelaufen');
    // Without its context it is another message, shown (and found) in English.
    expect(words.text('Expired')).toBe('Expired');
    expect(words.text('Not translated yet')).toBe('Not translated yet');
    expect(words.name('Pay {amount}').test('1.234 sats bezahlen')).toBe(true);
    // A screen not translated yet still says it in English.
    expect(words.name('Pay {amount}').test('Pay 1,234 sats')).toBe(true);
    expect(words.name('Pay {amount}').test('1.234 sats bezahlen, bitte')).toBe(false);
    expect(words.name('Send').test('Senden')).toBe(true);
    expect(words.name('Send').test('Sende')).toBe(false);
  });

  it('English is the words as written, and the real German catalogs load', async () => {
    const locales = resolve('src/locales');
    const english = await loadUiWords(locales, 'en');
    expect(english.text('Main')).toBe('Main');
    const german = await loadUiWords(locales, 'de');
    expect(german.text('Send')).toBe('Senden');
  });
});
