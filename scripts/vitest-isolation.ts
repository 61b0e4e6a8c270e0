// Which unit test files Vitest runs in a module graph of their own (vitest.config.ts). Most files
// only call functions and render components: run one after another in a worker, they can share
// the modules that worker has already imported, which skips re-importing React, Lingui, the
// catalogs and the app's modules for each of ~270 files (on 2 cores, the unit tests took 153 s
// each isolated and about 115 s sharing). A file that changes what outlives it — a module mock,
// a stubbed global, a spy, fake timers, a property set on the global object — or that installs a
// DOM of its own (integration/) keeps its own graph, as every file had before.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What a test file may do that the next file in the same worker would otherwise inherit. */
export const SHARED_STATE_CHANGES: readonly RegExp[] = [
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/,
  /\bObject\.defineProperty\((globalThis|window|self|navigator|document)\b/,
  /\b(globalThis|window|self|navigator|document)\.[A-Za-z_$][\w$]*\s*=(?!=)/,
];

/** Folders whose tests always run isolated: they install their own DOM and globals. */
export const ALWAYS_ISOLATED_DIRS: readonly string[] = ['integration'];

const TEST_FILE = /\.test\.tsx?$/;

/** Whether a test file with this source must run in a module graph of its own. */
export function needsIsolation(path: string, source: string): boolean {
  const dir = path.split('/')[0] ?? '';
  return ALWAYS_ISOLATED_DIRS.includes(dir) || SHARED_STATE_CHANGES.some((re) => re.test(source));
}

function testFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) {
      return [];
    }
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return testFiles(root, path);
    }
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` (relative to `root`, '/'-separated) that need isolation. */
export function isolatedTestFiles(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(root, dir))
    .map((path) => path.split('\\').join('/'))
    .filter((path) => needsIsolation(path, readFileSync(join(root, path), 'utf8')))
    .sort();
}
