// Lingui's configuration, read by the extractor (`npm run i18n:extract`), the macro transform
// (scripts/lingui-macro-plugin.ts) and the catalog loader (@lingui/vite-plugin). docs/i18n.md
// explains the choices.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  // Keep in step with APP_LOCALES in src/lib/locale.ts (src/locales/catalogs.test.ts checks it).
  locales: ['en', 'es', 'pt-BR', 'de'],
  // A missing translation falls back to the English text, never to an empty string or an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  // Origins without line numbers: a catalog changes when a message does, not when code above it
  // moves, so parallel branches rarely conflict in the .po files.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
