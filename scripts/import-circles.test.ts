// The lint step's circle check (.dependency-cruiser.cjs, run by `npm run lint`), tried on small
// trees: it must fire on a circle, type-only and lazy ones included, and stay quiet without one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;
const trees: string[] = [];

afterEach(() => {
  for (const tree of trees.splice(0)) {
    rmSync(tree, { recursive: true, force: true });
  }
});

/** The circles the project's rule finds in a tree of these files. */
async function circlesIn(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'circles-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};
  const result = await cruise(['src'], {
    ...options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
  });
  const output = result.output as {
    summary: { violations: { from: string; rule: { name: string } }[] };
  };
  return output.summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => violation.from);
}

describe('the import circle check', () => {
  it('fires on a circle made by a type-only import', async () => {
    const circles = await circlesIn({
      'src/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/b.ts': "import { helper } from './a';\nexport type B = string;\nhelper;\n",
    });
    expect(circles.length).toBeGreaterThan(0);
  });

  it('fires on a circle through a lazy import', async () => {
    const circles = await circlesIn({
      'src/reader.ts': "export const load = () => import('./engine');\nexport type Engine = 1;\n",
      'src/engine.ts': "import type { Engine } from './reader';\nexport const e: Engine = 1;\n",
    });
    expect(circles.length).toBeGreaterThan(0);
  });

  it('stays quiet when what both need sits a floor down', async () => {
    const circles = await circlesIn({
      'src/types.ts': 'export type Engine = 1;\n',
      'src/reader.ts':
        "import type { Engine } from './types';\nexport const load = (): Promise<{ e: Engine }> => import('./engine');\n",
      'src/engine.ts': "import type { Engine } from './types';\nexport const e: Engine = 1;\n",
    });
    expect(circles).toEqual([]);
  });
});
