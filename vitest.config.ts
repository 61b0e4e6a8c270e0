import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { PREACT_COMPAT_ALIASES } from './scripts/preact-compat.ts';

const srcAlias = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

/** The ES module file a package's `import` export condition names (what `vite build` bundles). */
function esModuleEntry(name: string): string {
  const packageJson = createRequire(import.meta.url).resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  };
  return join(dirname(packageJson), manifest.exports['.'].import.default);
}

export default defineConfig({
  // The same Lingui steps as vite.config.ts (the macro, compiled .po catalogs); both projects
  // below inherit them.
  plugins: [linguiMacro(), lingui()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
    // Every core: Vitest's default leaves one free, which on a 2-core machine ran the ~200 test
    // files one at a time (189 s against 106 s with both cores). Nothing here is timed by the
    // wall clock; speed budgets live in `npm run bench`.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        resolve: { alias: [srcAlias] },
        test: {
          name: 'react',
          // English, active before any test file loads: tests read the English text.
          setupFiles: ['scripts/vitest-i18n-setup.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'sandbox/**/*.test.ts',
            'integration/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The runtime `vite build` ships (scripts/preact-compat.ts), for the tests that render
        // components or hooks: by convention exactly the .tsx ones, in src/ and integration/ (a
        // .test.ts file may not import React or Testing Library; eslint.config.js enforces it).
        // Pure logic, API, script and sandbox tests never touch the runtime: running them twice
        // would only add minutes. src/app/runtime.test.tsx checks that this project really
        // renders on Preact.
        extends: true,
        resolve: {
          alias: [
            srcAlias,
            ...PREACT_COMPAT_ALIASES,
            // Node's resolution would pick react-router-dom's CommonJS build, which loads
            // react-router past the aliases and so brings React back: take the ES module the
            // build bundles instead.
            { find: /^react-router-dom$/, replacement: esModuleEntry('react-router-dom') },
          ],
        },
        test: {
          name: 'preact',
          include: ['src/**/*.test.tsx', 'integration/**/*.test.tsx'],
          setupFiles: ['scripts/vitest-preact-setup.ts', 'scripts/vitest-i18n-setup.ts'],
          server: {
            deps: {
              // Packages under node_modules are loaded by Node as they are, past the aliases: these
              // import React, so Vite must transform them, or React would run beside Preact.
              inline: [
                /\/@tanstack\/react-query\//,
                /\/react-router(-dom)?\//,
                /\/qrcode\.react\//,
                /\/@lingui\/react\//,
              ],
            },
          },
        },
      },
    ],
  },
});
