/**
 * The app's words in one of its languages, read from its own catalogs (src/locales/<locale>/*.po),
 * so a script that drives the built app by its labels (`npm run screens -- --lang de`) finds the
 * same controls whatever language the app shows. A message with no translation yet is shown in
 * English by the app, and is looked up in English here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE, type AppLocale } from '../../src/lib/locale.ts';

export interface UiWords {
  readonly locale: AppLocale;
  /** The words the app shows for this English source message (context as in `msg({context})`). */
  text: (english: string, context?: string) => string;
  /**
   * The whole name of a control or text, with any `{placeholder}` the app fills in at run time
   * matching anything: `name('Pay {amount}')` matches "Pay 1,234 sats" (and "1.234 sats bezahlen"
   * in German). English matches too: a message the catalog translates for one screen may still
   * be in English on another whose feature is not translated yet.
   */
  name: (english: string, context?: string) => RegExp;
}

type Catalog = Map<string, string>;

/**
 * A message's lookup key: its context and its words, each placeholder reduced to `{}`, so the
 * script may name a placeholder as it likes (`{domain}`) whatever the source calls it (`{0}`).
 */
const key = (message: string, context?: string) =>
  `${context ?? ''}\u0004${message.replace(/\{[^{}]*\}/g, '{}')}`;

/** Every translated message of `locale` in `localesDir`, keyed by its English source and context. */
export async function readCatalog(localesDir: string, locale: AppLocale): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const dir = join(localesDir, locale);
  const po = formatter();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const parsed = await po.parse(readFileSync(join(dir, file), 'utf8'), {
      locale,
      sourceLocale: SOURCE_LOCALE,
      filename: file,
    });
    for (const entry of Object.values(parsed ?? {})) {
      if (entry.message && entry.translation) {
        catalog.set(key(entry.message, entry.context), entry.translation);
      }
    }
  }
  return catalog;
}

/** The invisible hyphen a translation puts where a long word may break. */
export const SOFT_HYPHEN = '\u00AD';

/**
 * A message as a regular expression of its whole text: each `{placeholder}` (an ICU plural or
 * select included) matches any run of characters, `<0>…</0>` markup none (it is not in a name),
 * a soft hyphen itself or nothing.
 */
export function messagePattern(message: string): RegExp {
  let source = '';
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    if (char === '{') {
      let depth = 1;
      while (depth > 0 && ++i < message.length) {
        depth += message[i] === '{' ? 1 : message[i] === '}' ? -1 : 0;
      }
      source += '.+?';
    } else if (char === '<' && /^<\/?\d+>/.test(message.slice(i))) {
      i = message.indexOf('>', i);
    } else if (char === SOFT_HYPHEN) {
      // Where a long word may break ("Anforde\u00ADrungen"): in a name or not, as the browser has it.
      source += `${SOFT_HYPHEN}?`;
    } else {
      source += char.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

export async function loadUiWords(localesDir: string, locale: AppLocale): Promise<UiWords> {
  const catalog = locale === SOURCE_LOCALE ? new Map() : await readCatalog(localesDir, locale);
  const text = (english: string, context?: string) => catalog.get(key(english, context)) ?? english;
  const name = (english: string, context?: string) => {
    const translated = messagePattern(text(english, context)).source.slice(1, -1);
    const source = messagePattern(english).source.slice(1, -1);
    return new RegExp(translated === source ? `^${source}$` : `^(?:${translated}|${source})$`);
  };
  return { locale, text, name };
}
