// One word per thing (docs/design.md, "Words"): every catalog, in every language, uses the table's
// word for each state and thing, never the words it lists under "Not" nor their translations.
// English: every message's source text (msgid) and translation (msgstr); the other languages:
// their translation, which must also be the glossary's word where the English is one of the
// table's words whole ("Paid" is "Bezahlt" in every German catalog, never "Beglichen").
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Locale = 'en' | 'de' | 'es' | 'pt-BR';

interface Message {
  locale: Locale;
  catalog: string;
  context: string | null;
  id: string;
  text: string;
}

const LOCALES_DIR = import.meta.dirname;
const LOCALES: readonly Locale[] = ['en', 'de', 'es', 'pt-BR'];

/** The messages of a .po file (one line per field, as `lingui extract` writes them). */
function readCatalog(locale: Locale, file: string): Message[] {
  const catalog = file.replace(/\.po$/, '');
  const messages: Message[] = [];
  for (const block of readFileSync(join(LOCALES_DIR, locale, file), 'utf8').split(/\n\n+/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} "(.*)"$`, 'm').exec(block);
      return match ? (JSON.parse(`"${match[1]}"`) as string) : null;
    };
    const id = field('msgid');
    if (id) {
      messages.push({
        locale,
        catalog,
        context: field('msgctxt'),
        id,
        text: field('msgstr') ?? '',
      });
    }
  }
  return messages;
}

const MESSAGES = LOCALES.flatMap((locale) =>
  readdirSync(join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => readCatalog(locale, file)),
);

/** `words` as whole words, in any case: letters beside them (ä, ç, é too) make another word. */
const word = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu');

/**
 * Words the table says not to use, anywhere in a message, in each language: each thing's other
 * names. A word that is right in one sense and wrong in another (a "payment" is money; a request
 * is not one; German "abgeschlossen" is fine in a sentence) is checked below, where its sense
 * can be told.
 */
const NOT_ANYWHERE: Record<Locale, ReadonlyArray<readonly [RegExp, string]>> = {
  en: [
    [word('settled'), 'Received (money in) or Paid (money out)'],
    [word('settles?'), 'goes through'],
    [word('unpaid'), 'Waiting for payment'],
    [word('not paid yet'), 'Waiting for payment'],
    [word('memos?'), 'Note'],
    [word('comments?'), 'Note'],
    [word('in progress'), 'Pending'],
    [word('processing'), 'Pending'],
    [word('in flight'), 'Pending'],
    [word('unsuccessful'), 'Failed'],
    [word('timed out'), 'Expired'],
    [word('lapsed'), 'Expired'],
    [word('payees?'), 'Recipient'],
  ],
  de: [
    [word('beglichen|abgerechnet'), 'Empfangen or Bezahlt'],
    [word('unbezahlt|noch nicht bezahlt'), 'Wartet auf Zahlung'],
    [word('memos?|kommentare?n?'), 'Notiz'],
    [word('in bearbeitung|wird verarbeitet'), 'Ausstehend'],
    [word('zeitüberschreitung'), 'Abgelaufen'],
    [word('zahlungsempfänger(in)?'), 'Empfänger'],
  ],
  es: [
    [word('liquidad[oa]s?|saldad[oa]s?'), 'Recibido or Pagado'],
    [word('sin pagar|impagad[oa]s?|no pagad[oa]s?'), 'Esperando el pago'],
    [word('memos?|comentarios?'), 'Nota'],
    [word('en curso|en proceso|procesando'), 'Pendiente'],
    [word('tiempo agotado'), 'Vencida'],
    [word('beneficiari[oa]s?'), 'Destinatario'],
  ],
  'pt-BR': [
    [word('liquidad[oa]s?|quitad[oa]s?'), 'Recebido or Pago'],
    [word('ainda não pag[oa]s?|em aberto'), 'Aguardando pagamento'],
    [word('memos?|comentários?'), 'Nota'],
    [word('em andamento|em processamento|processando'), 'Pendente'],
    [word('tempo esgotado'), 'Expirada'],
    [word('beneficiári[oa]s?'), 'Destinatário'],
  ],
};

/**
 * A message that is one of these, whole, names a state with a word the table refuses: "Sent" or
 * "Complete" for Paid, "Not paid" or "Error" for Failed, "Open" for Waiting for payment.
 */
const NOT_AS_A_STATE: Record<Locale, ReadonlySet<string>> = {
  en: lowerCased([
    'Sent',
    'Complete',
    'Completed',
    'Success',
    'Successful',
    'Not paid',
    'Error',
    'Open',
  ]),
  de: lowerCased([
    'Gesendet',
    'Abgeschlossen',
    'Erledigt',
    'Erfolgreich',
    'Nicht bezahlt',
    'Fehler',
    'Offen',
  ]),
  es: lowerCased([
    'Enviado',
    'Completado',
    'Completada',
    'Exitoso',
    'No pagado',
    'Error',
    'Abierta',
  ]),
  'pt-BR': lowerCased([
    'Enviado',
    'Concluído',
    'Concluída',
    'Sucesso',
    'Não pago',
    'Erro',
    'Aberto',
    'Aberta',
  ]),
};

function lowerCased(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map((w) => w.toLowerCase()));
}

/**
 * The table's words in each language: where a message is one of these English words whole, its
 * translation is this (or one of these: Portuguese agrees "expired" with the thing's gender).
 */
const GLOSSARY: Record<string, Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  Paid: { de: ['Bezahlt'], es: ['Pagado'], 'pt-BR': ['Pago'] },
  Received: { de: ['Empfangen'], es: ['Recibido'], 'pt-BR': ['Recebido'] },
  Pending: { de: ['Ausstehend'], es: ['Pendiente'], 'pt-BR': ['Pendente'] },
  Failed: { de: ['Fehlgeschlagen'], es: ['Fallido'], 'pt-BR': ['Falhou'] },
  'Waiting for payment': {
    de: ['Wartet auf Zahlung'],
    es: ['Esperando el pago'],
    'pt-BR': ['Aguardando pagamento'],
  },
  Expired: { de: ['Abgelaufen'], es: ['Vencida'], 'pt-BR': ['Expirada', 'Expirado'] },
  Request: { de: ['Anforderung'], es: ['Solicitud'], 'pt-BR': ['Pedido'] },
  Note: { de: ['Notiz'], es: ['Nota'], 'pt-BR': ['Nota'] },
  Recipient: { de: ['Empfänger'], es: ['Destinatario'], 'pt-BR': ['Destinatário'] },
};

/** The word for a Lightning invoice in each language (docs/i18n.md's glossary). */
const INVOICE_WORD: Record<Exclude<Locale, 'en'>, RegExp> = {
  de: /rechnung/i,
  es: word('facturas?'),
  'pt-BR': word('faturas?'),
};

/**
 * Receive and History name what a person asked to be paid a "request" (docs/design.md); "invoice"
 * stays a technical word there, under Details. These say "invoice" for the request itself.
 */
const INVOICE_FOR_A_REQUEST =
  /\b(new|create|creating|copy|share)( an?| the)? invoices?\b|\binvoices? (expired|can no longer)|\bexpired invoices?\b|\bcode of the invoice\b|\binvoice qr\b|\bone-off invoices?\b/i;

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
  const { locale } = message;
  const found: string[] = [];
  // English is read in its source text and its translation; the others in their translation.
  const texts = locale === 'en' ? [message.id, message.text] : [message.text];
  for (const text of new Set(texts.filter(Boolean).map(wordsOf))) {
    for (const [word, instead] of NOT_ANYWHERE[locale]) {
      const match = word.exec(text);
      if (match) {
        found.push(`"${match[0]}" (say ${instead})`);
      }
    }
    if (NOT_AS_A_STATE[locale].has(text.trim().toLowerCase())) {
      found.push(`"${text}" as a state`);
    }
  }
  if (locale === 'en') {
    if (
      (message.catalog === 'receive' || message.catalog === 'history') &&
      INVOICE_FOR_A_REQUEST.test(wordsOf(message.id))
    ) {
      found.push('"invoice" for a request (say request)');
    }
  } else if (message.text !== '') {
    const wanted = GLOSSARY[message.id]?.[locale];
    if (wanted && !wanted.includes(message.text)) {
      found.push(`"${message.text}" (say ${wanted.join(' or ')})`);
    }
    // The English says invoice where it means one (Send, Details); a translation that says it
    // where the English does not calls a request an invoice.
    if (INVOICE_WORD[locale].test(message.text) && !/invoice/i.test(message.id)) {
      found.push(
        `"${INVOICE_WORD[locale].exec(message.text)?.[0]}" where the English has no invoice`,
      );
    }
  }
  return found.map((problem) => `${locale}/${message.catalog}.po: ${problem} in "${message.id}"`);
}

describe('the glossary (docs/design.md, "Words")', () => {
  it('reads every catalog of every language', () => {
    for (const locale of LOCALES) {
      const catalogs = new Set(MESSAGES.filter((m) => m.locale === locale).map((m) => m.catalog));
      expect(catalogs).toContain('messages');
      expect(catalogs).toContain('receive');
      expect(MESSAGES.filter((m) => m.locale === locale).length).toBeGreaterThan(500);
    }
  });

  it.each(LOCALES)('uses one word per thing in every %s message', (locale) => {
    expect(MESSAGES.filter((m) => m.locale === locale).flatMap(problems)).toEqual([]);
  });

  it('catches the words it is meant to catch', () => {
    const probe = (
      id: string,
      catalog = 'messages',
      context: string | null = null,
      locale: Locale = 'en',
      text = '',
    ) => problems({ locale, catalog, context, id, text }).length > 0;
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
    // The other languages: a forbidden synonym, a state word other than the glossary's, an
    // invoice where the English says request; and what is right.
    expect(probe('Paid', 'history', null, 'de', 'Beglichen')).toBe(true);
    expect(probe('Paid', 'history', null, 'de', 'Bezahlt')).toBe(false);
    expect(probe('Note (optional)', 'receive', null, 'es', 'Comentario (opcional)')).toBe(true);
    expect(probe('Pending', 'history', null, 'pt-BR', 'Em andamento')).toBe(true);
    expect(probe('Went through', 'history', null, 'pt-BR', 'Concluído')).toBe(true);
    expect(probe('Create request', 'receive', null, 'de', 'Rechnung erstellen')).toBe(true);
    expect(probe('Create request', 'receive', null, 'de', 'Anforderung erstellen')).toBe(false);
    expect(probe('Lightning invoice', 'receive', null, 'pt-BR', 'Fatura Lightning')).toBe(false);
    expect(probe('Recipient', 'send', null, 'es', 'Beneficiario')).toBe(true);
  });
});
