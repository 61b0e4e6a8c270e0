// The documented switch (README, "What keeps it small and fast") builds the app on React itself,
// and the default build ships preact/compat. Read from the bundle's own modules (build-info.json).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_VARIABLE, buildRuntimeAliases, PREACT_COMPAT_ALIASES } from './preact-compat.ts';

const outDir = mkdtempSync(join(tmpdir(), 'pocketbits-react-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the runtime switch', () => {
  it('chooses preact/compat unless told react, and refuses anything else', () => {
    expect(buildRuntimeAliases({})).toBe(PREACT_COMPAT_ALIASES);
    expect(buildRuntimeAliases({ [RUNTIME_VARIABLE]: 'preact' })).toBe(PREACT_COMPAT_ALIASES);
    expect(buildRuntimeAliases({ [RUNTIME_VARIABLE]: 'react' })).toEqual([]);
    expect(() => buildRuntimeAliases({ [RUNTIME_VARIABLE]: 'vue' })).toThrow(/preact.*react/);
  });

  it(`builds the app on React with ${RUNTIME_VARIABLE}=react`, () => {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], {
      env: { ...process.env, [RUNTIME_VARIABLE]: 'react' },
      stdio: 'pipe',
    });
    const info = JSON.parse(readFileSync(join(outDir, 'build-info.json'), 'utf8')) as {
      runtime: string;
    };
    expect(info.runtime).toBe('react-dom');
  }, 180_000);
});
