import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles, needsIsolation } from './vitest-isolation.ts';

describe('needsIsolation', () => {
  it.each([
    ["vi.mock('@/api/http', () => ({}));", 'a module mock'],
    ["vi.doMock('./x');", 'a module mock made later'],
    ["vi.stubGlobal('fetch', fake);", 'a stubbed global'],
    ["vi.stubEnv('NODE_ENV', 'x');", 'a stubbed environment variable'],
    ['vi.useFakeTimers();', 'fake timers'],
    ["vi.spyOn(console, 'error');", 'a spy'],
    ["Object.defineProperty(navigator, 'clipboard', { value });", 'a property on navigator'],
    ['globalThis.WebSocket = FakeSocket;', 'a global set by assignment'],
    ['window.open = () => null;', 'a window property set'],
  ])('isolates a file with %s (%s)', (source) => {
    expect(needsIsolation('src/lib/x.test.ts', source)).toBe(true);
  });

  it('lets a file that only calls functions and compares share its worker', () => {
    const source = [
      "import { formatSat } from './money';",
      "it('groups', () => expect(formatSat(1000)).toBe('1,000'));",
      'if (window.location.href === before) {}',
      'const same = globalThis.crypto == null;',
    ].join('\n');
    expect(needsIsolation('src/lib/money.test.ts', source)).toBe(false);
  });

  it('isolates every integration test, which installs its own DOM', () => {
    expect(needsIsolation('integration/hooks.integration.test.tsx', "it('x', () => {});")).toBe(
      true,
    );
  });
});

describe('isolatedTestFiles', () => {
  it('finds the test files to isolate under the folders, not other files or node_modules', () => {
    const root = mkdtempSync(join(tmpdir(), 'vitest-isolation-'));
    const files: Record<string, string> = {
      'src/lib/pure.test.ts': "it('adds', () => {});",
      'src/api/http.test.ts': "vi.stubGlobal('fetch', fake);",
      'src/features/Screen.test.tsx': "vi.mock('@/session');",
      'src/features/Screen.tsx': "vi.mock('@/session');",
      'src/node_modules/dep/a.test.ts': 'vi.useFakeTimers();',
      'integration/flow.integration.test.tsx': "it('pays', () => {});",
    };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    expect(isolatedTestFiles(root, ['src', 'integration'])).toEqual([
      'integration/flow.integration.test.tsx',
      'src/api/http.test.ts',
      'src/features/Screen.test.tsx',
    ]);
  });
});
