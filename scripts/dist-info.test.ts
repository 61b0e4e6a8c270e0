import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_INFO_FILE,
  SHIPPED_RUNTIME,
  distProblem,
  e2eDistDir,
  runtimeOfModules,
  sourceFingerprint,
} from './dist-info.mjs';
import type { BuildInfo } from './dist-info.mjs';

const checkScript = fileURLToPath(new URL('./check-dist.mjs', import.meta.url));

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What `vite build` leaves in `dir`: an app and the build-info.json of the sources as they are. */
function build(dir = 'dist', runtime = SHIPPED_RUNTIME) {
  write(`${dir}/index.html`, '<!doctype html>');
  const info: BuildInfo = { runtime, sources: sourceFingerprint(root) };
  write(`${dir}/${BUILD_INFO_FILE}`, JSON.stringify(info));
}

const problemOf = (dir = 'dist') => distProblem({ root, distDir: join(root, dir) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pocketbits-dist-'));
  write('index.html', '<div id="root"></div>');
  write('vite.config.ts', 'export default {};');
  write('src/main.tsx', 'render();');
  write('src/lib/amount.ts', 'export const sat = 1;');
  write('src/lib/amount.test.ts', 'test();');
  write('public/favicon.svg', '<svg/>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('distProblem', () => {
  it('accepts a dist built from the sources as they are, for the shipped runtime', () => {
    build();
    expect(problemOf()).toBeNull();
  });

  it('refuses a dist older than an edited, added or deleted source, naming the files', () => {
    build();
    write('src/lib/amount.ts', 'export const sat = 2;');
    expect(problemOf()).toBe(
      'dist is older than the sources: src/lib/amount.ts changed since it was built.',
    );

    build();
    write('src/lib/fiat.ts', 'export {};');
    rmSync(join(root, 'public/favicon.svg'));
    expect(problemOf()).toMatch(/src\/lib\/fiat\.ts \(new\), public\/favicon\.svg \(deleted\)/);

    build();
    write('vite.config.ts', 'export default { build: {} };');
    expect(problemOf()).toMatch(/older than the sources: vite\.config\.ts changed/);
  });

  it('ignores files that never reach the bundle: tests, and anything outside the build inputs', () => {
    build();
    write('src/lib/amount.test.ts', 'test(); test();');
    write('e2e/smoke.spec.ts', 'test();');
    write('sandbox/server.ts', 'listen();');
    expect(problemOf()).toBeNull();
  });

  it('does not look at modification times: a checkout that rewrites the same contents is current', () => {
    build();
    write('src/main.tsx', 'render();');
    expect(problemOf()).toBeNull();
  });

  it('refuses a dist built for React DOM, or without build-info.json, or without an app', () => {
    build('dist', 'react-dom');
    expect(problemOf()).toBe(
      'dist was built to run on react-dom, but the app ships on preact/compat.',
    );

    rmSync(join(root, 'dist', BUILD_INFO_FILE));
    expect(problemOf()).toMatch(/^dist has no build-info\.json/);

    expect(problemOf('elsewhere')).toBe('elsewhere holds no built app (no index.html).');
  });
});

describe('runtimeOfModules', () => {
  it('names the runtime a bundle contains', () => {
    const app = '/repo/src/main.tsx';
    expect(
      runtimeOfModules([
        app,
        '/repo/node_modules/preact/compat/dist/compat.mjs',
        '/repo/node_modules/preact/dist/preact.mjs',
      ]),
    ).toBe('preact/compat');
    // preact can come along in a React build only through a dependency: React DOM decides.
    expect(
      runtimeOfModules([
        app,
        '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/repo/node_modules/preact/compat/dist/compat.mjs',
      ]),
    ).toBe('react-dom');
    expect(runtimeOfModules([app])).toBe('unknown');
  });
});

describe('scripts/check-dist.mjs', () => {
  const run = (env: Record<string, string>) => {
    const inherited = { ...process.env };
    delete inherited.E2E_DIST;
    return spawnSync(process.execPath, [checkScript], {
      cwd: root,
      env: { ...inherited, ...env },
      encoding: 'utf8',
    });
  };

  it('passes a current dist and refuses a stale one, saying to run npm run build', () => {
    build();
    expect(run({}).status).toBe(0);

    write('src/main.tsx', 'render(); // edited');
    const refused = run({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('src/main.tsx changed');
    expect(refused.stderr).toContain('run `npm run build` first');
  });

  it('checks the directory E2E_DIST names, as the end-to-end setup serves it', () => {
    build('prebuilt');
    expect(run({}).status).toBe(1);
    expect(run({ E2E_DIST: 'prebuilt' }).status).toBe(0);
    expect(e2eDistDir({})).toBe('dist');
    expect(e2eDistDir({ E2E_DIST: 'prebuilt' })).toBe('prebuilt');
  });
});
