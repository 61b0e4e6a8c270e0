// One word per thing (docs/design.md, "Words"): the English catalogs use the table's word for each
// state and thing, never the words it lists under "Not". Checked on every message of every English
// catalog, its source text (msgid) and its translation (msgstr) alike; the other languages follow
// the English through their translators' glossary (docs/i18n.md).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Message {
  catalog: string;
  context: string | null;
  id: string;
  text: string;
}

const EN = join(import.meta.dirname, 'en');

/** The messages of a .po file (one line per field, as `lingui extract` writes them). */
function readCatalog(file: string): Message[] {
  const catalog = file.replace(/\.po$/, '');
  const messages: Message[] = [];
  for (const block of readFileSync(join(EN, file), 'utf8').split(/\n\n+/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} "(.*)"$`, 'm').exec(block);
      return match ? (JSON.parse(`"${match[1]}"`) as string) : null;
    };
    const id = field('msgid');
    if (id) {
      messages.push({ catalog, context: field('msgctxt'), id, text: field('msgstr') ?? '' });
    }
  }
  return messages;
}

const MESSAGES = readdirSync(EN)
  .filter((file) => file.endsWith('.po'))
  .flatMap(readCatalog);

/**
 * Words the table says not to use, anywhere in a message: each thing's other names. A word that
 * is right in one sense and wrong in another (a "payment" is money; a request is not one) is
 * checked below, where its sense can be told.
 */
const NOT_ANYWHERE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsettled\b/i, 'Received (money in) or Paid (money out)'],
  [/\bsettles?\b/i, 'goes through'],
  [/\bunpaid\b/i, 'Waiting for payment'],
  [/\bnot paid yet\b/i, 'Waiting for payment'],
  [/\bmemos?\b/i, 'Note'],
  [/\bcomments?\b/i, 'Note'],
  [/\bin progress\b/i, 'Pending'],
  [/\bprocessing\b/i, 'Pending'],
  [/\bin flight\b/i, 'Pending'],
  [/\bunsuccessful\b/i, 'Failed'],
  [/\btimed out\b/i, 'Expired'],
  [/\blapsed\b/i, 'Expired'],
  [/\bpayees?\b/i, 'Recipient'],
];

/**
 * A message that is one of these, whole, names a state with a word the table refuses: "Sent" or
 * "Complete" for Paid, "Not paid" or "Error" for Failed, "Open" for Waiting for payment.
 */
const NOT_AS_A_STATE = new Set(
  ['Sent', 'Complete', 'Completed', 'Success', 'Successful', 'Not paid', 'Error', 'Open'].map((w) =>
    w.toLowerCase(),
  ),
);

/**
 * Receive and History name what a person asked to be paid a "request" (docs/design.md); "invoice"
 * stays a technical word there, under Details. These say "invoice" for the request itself.
 */
const INVOICE_FOR_A_REQUEST =
  /\b(new|create|creating|copy|share)( an?| the)? invoices?\b|\binvoices? (expired|can no longer)|\bexpired invoices?\b|\bcode of the invoice\b|\binvoice qr\b/i;

/**
 * Exempt, with the reason:
 * - the CSV export's column names and values: data for spreadsheets and scripts, named as LNbits
 *   names its fields (`memo`, `success`), not words on a screen;
 * - History's direction filter "Sent": a direction (money out, whatever became of it), not a state.
 */
function exempt(message: Message): boolean {
  return (
    message.context?.startsWith('CSV ') === true ||
    (message.id === 'Sent' && message.context === 'History filter: direction')
  );
}

/** A message's words: placeholders (`{comment}`) and a plural's variable are code, not words. */
const wordsOf = (text: string) =>
  text.replace(/\{\w+\}|\{\w+, *(plural|select|selectordinal),/g, ' ');

function problems(message: Message): string[] {
  if (exempt(message)) {
    return [];
  }
  const found: string[] = [];
  for (const text of new Set([message.id, message.text].filter(Boolean).map(wordsOf))) {
    for (const [word, instead] of NOT_ANYWHERE) {
      const match = word.exec(text);
      if (match) {
        found.push(`"${match[0]}" (say ${instead})`);
      }
    }
    if (NOT_AS_A_STATE.has(text.trim().toLowerCase())) {
      found.push(`"${text}" as a state`);
    }
    if (
      (message.catalog === 'receive' || message.catalog === 'history') &&
      INVOICE_FOR_A_REQUEST.test(text)
    ) {
      found.push('"invoice" for a request (say request)');
    }
  }
  return found.map((problem) => `${message.catalog}.po: ${problem} in "${message.id}"`);
}

describe('the glossary (docs/design.md, "Words")', () => {
  it('reads every English catalog', () => {
    expect(new Set(MESSAGES.map((m) => m.catalog))).toContain('messages');
    expect(MESSAGES.length).toBeGreaterThan(500);
  });

  it('uses one word per thing in every English message', () => {
    expect(MESSAGES.flatMap(problems)).toEqual([]);
  });

  it('catches the words it is meant to catch', () => {
    const probe = (id: string, catalog = 'messages', context: string | null = null) =>
      problems({ catalog, context, id, text: '' }).length > 0;
    expect(probe('Settled')).toBe(true);
    expect(probe('Memo (optional)')).toBe(true);
    expect(probe('Sent')).toBe(true);
    expect(probe('Not paid')).toBe(true);
    expect(probe('Ask the payee for a new one.')).toBe(true);
    expect(probe('Create invoice', 'receive')).toBe(true);
    expect(probe('Sent', 'history', 'History filter: direction')).toBe(false);
    expect(probe('memo', 'history', 'CSV column header')).toBe(false);
    expect(probe('Paid')).toBe(false);
    expect(probe('Waiting for payment')).toBe(false);
    expect(probe('Paste a Lightning invoice', 'send')).toBe(false);
    expect(probe('<0>Your note:</0> {comment}', 'send')).toBe(false);
  });
});
