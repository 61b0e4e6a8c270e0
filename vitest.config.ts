import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { PREACT_COMPAT_ALIASES } from './scripts/preact-compat.ts';
import { isolatedTestFiles } from './scripts/vitest-isolation.ts';

const srcAlias = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

const REACT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'sandbox/**/*.test.ts',
  'integration/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'testing/**/*.test.ts',
];
const PREACT_TESTS = ['src/**/*.test.tsx', 'integration/**/*.test.tsx'];
// Each project runs twice over: once for the files that share their worker's modules with the
// files before them, once, isolated, for those that change what outlives them (a module mock, a
// stubbed global, fake timers…; scripts/vitest-isolation.ts says which).
const ISOLATED = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), [
  'src',
  'sandbox',
  'integration',
  'scripts',
  'testing',
]);
const ISOLATED_TSX = ISOLATED.filter((file) => file.endsWith('.tsx'));

/** The files of `include` that share modules, and those that run isolated, as two projects. */
function sharedAndIsolated<Project extends { test: { name: string } }>(
  project: Project,
  include: string[],
  isolated: string[],
) {
  return [
    { ...project, test: { ...project.test, include, exclude: isolated, isolate: false } },
    {
      ...project,
      test: { ...project.test, name: `${project.test.name}-isolated`, include: isolated },
    },
  ];
}

export default defineConfig({
  // The same Lingui steps as vite.config.ts (the macro, compiled .po catalogs); both projects
  // below inherit them.
  plugins: [linguiMacro(), lingui()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Worker threads, not child processes: the same tests in about 10 % less CPU (no process
    // start-up per worker, less system time); nothing here changes the process's directory or
    // needs a process of its own, and better-sqlite3 loads in threads.
    pool: 'threads',
    // Every core: Vitest's default leaves one free, which on a 2-core machine ran the ~200 test
    // files one at a time (189 s against 106 s with both cores). Nothing here is timed by the
    // wall clock; speed budgets live in `npm run bench`.
    maxWorkers: availableParallelism(),
    projects: [
      ...sharedAndIsolated(
        {
          extends: true as const,
          resolve: { alias: [srcAlias] },
          test: {
            name: 'react',
            // English, active before any test file loads: tests read the English text.
            setupFiles: ['scripts/vitest-i18n-setup.ts'],
          },
        },
        REACT_TESTS,
        ISOLATED,
      ),
      ...sharedAndIsolated(
        {
          // The runtime `vite build` ships (scripts/preact-compat.ts), for the tests that render
          // components or hooks: by convention exactly the .tsx ones, in src/ and integration/ (a
          // .test.ts file may not import React or Testing Library; eslint.config.js enforces it).
          // Pure logic, API, script and sandbox tests never touch the runtime: running them twice
          // would only add minutes. src/app/runtime.test.tsx checks that this project really
          // renders on Preact.
          extends: true as const,
          resolve: {
            alias: [srcAlias, ...PREACT_COMPAT_ALIASES],
            // react-router-dom's "node" export is CommonJS, whose require('react-router') Node
            // answers with an ES module that imports React past the aliases; "module-sync" is the
            // ES build, which Vite transforms with them.
            conditions: ['module-sync', 'node', 'development|production'],
          },
          // The same for the tests that run in Node's environment (integration/ brings its own DOM).
          ssr: { resolve: { conditions: ['module-sync', 'node', 'development|production'] } },

          test: {
            name: 'preact',
            setupFiles: ['scripts/vitest-preact-setup.ts', 'scripts/vitest-i18n-setup.ts'],
            server: {
              deps: {
                // Packages under node_modules are loaded by Node as they are, past the aliases: these
                // import React, so Vite must transform them, or React would run beside Preact.
                inline: [
                  /\/@tanstack\/react-query\//,
                  /\/qrcode\.react\//,
                  /\/@lingui\/react\//,
                  /react-router/,
                ],
              },
            },
          },
        },
        PREACT_TESTS,
        ISOLATED_TSX,
      ),
    ],
  },
});
