// The catalogs are complete and current: every language has exactly the English catalog's
// messages, each one translated, and each English catalog holds exactly the messages its code uses
// (what `npm run i18n:extract` would write). Reads the .po files and extracts from the sources
// that import a Lingui macro, with Lingui's own extractor; about a second.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES, FEATURE_CATALOGS, SOURCE_LOCALE } from '../lib/locale';

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

const macroFiles = sourceFiles(join(root, 'src')).filter((file) =>
  MACRO_IMPORT.test(readFileSync(file, 'utf8')),
);

async function loadCatalogs() {
  const catalogs = await getCatalogs(config);
  return Promise.all(
    catalogs.map(async (catalog) => {
      const [extracted, byLocale] = await Promise.all([
        catalog.collect({ files: macroFiles }),
        catalog.readAll(),
      ]);
      const name = relative(root, catalog.path).replace('{locale}/', '');
      return { catalog, name, extracted: extracted ?? {}, byLocale };
    }),
  );
}

const catalogs = loadCatalogs();

describe('translation catalogs', () => {
  it('are the languages the app offers', () => {
    expect([...config.locales].sort()).toEqual([...APP_LOCALES].sort());
    expect(config.sourceLocale).toBe(SOURCE_LOCALE);
  });

  it('are the ones the app loads: the shared catalog and one per feature in lib/locale.ts', async () => {
    const names = (await catalogs).map(({ name }) => name.replace(/^src\/locales\//, ''));
    expect(names.sort()).toEqual(['messages', ...FEATURE_CATALOGS].sort());
  });

  it('hold exactly the messages the code uses (run `npm run i18n:extract` when this fails)', async () => {
    expect(macroFiles.length).toBeGreaterThan(0);
    for (const { name, extracted, byLocale } of await catalogs) {
      const source = byLocale[SOURCE_LOCALE] ?? {};
      const used = Object.keys(extracted);
      const inCatalog = Object.keys(source).filter((id) => !source[id]?.obsolete);
      expect(
        used.filter((id) => !inCatalog.includes(id)).map((id) => extracted[id]?.message ?? id),
        `in the code but not in ${name}.po (en)`,
      ).toEqual([]);
      expect(
        inCatalog.filter((id) => !used.includes(id)).map((id) => source[id]?.message ?? id),
        `in ${name}.po but no longer in the code`,
      ).toEqual([]);
    }
  });

  it.each(APP_LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    '%s has every message of the source, translated',
    async (locale) => {
      for (const { name, byLocale } of await catalogs) {
        const source = byLocale[SOURCE_LOCALE] ?? {};
        const translated = byLocale[locale] ?? {};
        expect(Object.keys(translated).sort(), `${name}.po`).toEqual(Object.keys(source).sort());
        const untranslated = Object.entries(translated)
          .filter(([, entry]) => !entry.translation?.trim())
          .map(([id]) => source[id]?.message ?? id);
        expect(untranslated, `empty in ${name}.po (${locale})`).toEqual([]);
      }
    },
  );

  it('keep every placeholder and tag of the English text in each translation', async () => {
    const placeholders = (text: string) =>
      new Set(
        [...text.matchAll(/\{(\w+)[,}]|<(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`),
      );
    const mismatched = (await catalogs).flatMap(({ byLocale }) =>
      APP_LOCALES.flatMap((locale) =>
        Object.entries(byLocale[locale] ?? {}).flatMap(([id, entry]) => {
          const english = byLocale[SOURCE_LOCALE]?.[id]?.message ?? '';
          const expected = placeholders(english);
          const found = placeholders(entry.translation ?? '');
          const same = expected.size === found.size && [...expected].every((p) => found.has(p));
          return same || !entry.translation ? [] : [`${locale}: ${english}`];
        }),
      ),
    );
    expect(mismatched).toEqual([]);
  });

  it('put each file in one catalog, and what the router imports eagerly in the shared one', async () => {
    const owners = new Map<string, string[]>();
    for (const { catalog, name } of await catalogs) {
      for (const path of catalog.sourcePaths) {
        const file = relative(root, path);
        owners.set(file, [...(owners.get(file) ?? []), name]);
      }
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    const router = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
    const eager = [...router.matchAll(/^import .* from '@\/(features\/[^']+)';$/gm)].map(
      ([, module]) => `src/${module}`,
    );
    expect(eager.length).toBeGreaterThan(0);
    for (const module of eager) {
      const file = [...owners.keys()].find((path) => path.replace(/\.tsx?$/, '') === module);
      expect(file && owners.get(file), module).toEqual(['src/locales/messages']);
    }
  });
});
