// The catalogs are complete and current: every language has exactly the English catalog's
// messages, each one translated, and the English catalog holds exactly the messages the code uses
// (what `npm run i18n:extract` would write). Reads the .po files and extracts from the sources
// that import a Lingui macro, with Lingui's own extractor; a few seconds.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES, SOURCE_LOCALE } from '../lib/locale';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = getConfig({ cwd: root, skipValidation: true });
const MACRO_IMPORT = /['"]@lingui\/(?:core|react)\/macro['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

async function loadCatalogs() {
  const [catalog] = await getCatalogs(config);
  if (!catalog) {
    throw new Error('lingui.config.ts names no catalog');
  }
  const files = sourceFiles(join(root, 'src')).filter((file) =>
    MACRO_IMPORT.test(readFileSync(file, 'utf8')),
  );
  const [extracted, byLocale] = await Promise.all([catalog.collect({ files }), catalog.readAll()]);
  return { extracted: extracted ?? {}, byLocale, files };
}

const catalogs = loadCatalogs();

describe('translation catalogs', () => {
  it('are the languages the app offers', () => {
    expect([...config.locales].sort()).toEqual([...APP_LOCALES].sort());
    expect(config.sourceLocale).toBe(SOURCE_LOCALE);
  });

  it('hold exactly the messages the code uses (run `npm run i18n:extract` when this fails)', async () => {
    const { extracted, byLocale, files } = await catalogs;
    expect(files.length).toBeGreaterThan(0);
    const used = Object.keys(extracted).sort();
    const source = Object.keys(byLocale[SOURCE_LOCALE] ?? {})
      .filter((id) => !byLocale[SOURCE_LOCALE]?.[id]?.obsolete)
      .sort();
    const describe = (ids: string[], from: Record<string, { message?: string }>) =>
      ids.map((id) => from[id]?.message ?? id);
    expect(
      describe(
        used.filter((id) => !source.includes(id)),
        extracted,
      ),
      'in the code but not in src/locales/en/messages.po',
    ).toEqual([]);
    expect(
      describe(
        source.filter((id) => !used.includes(id)),
        byLocale[SOURCE_LOCALE] ?? {},
      ),
      'in the catalogs but no longer in the code',
    ).toEqual([]);
  });

  it.each(APP_LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    '%s has every message of the source, translated',
    async (locale) => {
      const { byLocale } = await catalogs;
      const source = byLocale[SOURCE_LOCALE] ?? {};
      const translated = byLocale[locale] ?? {};
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
      const untranslated = Object.entries(translated)
        .filter(([, entry]) => !entry.translation?.trim())
        .map(([id]) => source[id]?.message ?? id);
      expect(untranslated, `empty in src/locales/${locale}/messages.po`).toEqual([]);
    },
  );

  it('keep every placeholder of the English text in each translation', async () => {
    const { byLocale } = await catalogs;
    const source = byLocale[SOURCE_LOCALE] ?? {};
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)[,}]|<(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`);
    const mismatched = APP_LOCALES.flatMap((locale) =>
      Object.entries(byLocale[locale] ?? {}).flatMap(([id, entry]) => {
        const english = source[id]?.message ?? '';
        const expected = new Set(placeholders(english));
        const found = new Set(placeholders(entry.translation ?? ''));
        const same = expected.size === found.size && [...expected].every((p) => found.has(p));
        return same || !entry.translation ? [] : [`${locale}: ${english}`];
      }),
    );
    expect(mismatched).toEqual([]);
  });

  it('extract from the files under src/ only', async () => {
    const { files } = await catalogs;
    expect(files.every((file) => relative(root, file).startsWith('src'))).toBe(true);
  });
});
