// The lint rule that keeps every end-to-end spec under the Content-Security-Policy watch of
// e2e/fixtures.ts: a spec importing Playwright's own `test` would run unwatched.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function importProblems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('e2e specs import the watched test', () => {
  it('refuses @playwright/test in a spec, types included', async () => {
    const problems = await importProblems(
      [
        "import { expect, test } from '@playwright/test';",
        "import type { Page } from '@playwright/test';",
        'export { expect, test, type Page };',
      ].join('\n'),
      'e2e/example.spec.ts',
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/Import from \.\/fixtures\.ts/);
  });

  it('accepts ./fixtures.ts in a spec, and @playwright/test in the support files', async () => {
    expect(
      await importProblems(
        "import { expect, test } from './fixtures.ts';\nexport { expect, test };",
        'e2e/example.spec.ts',
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        "import { test } from '@playwright/test';\nexport { test };",
        'e2e/support.ts',
      ),
    ).toEqual([]);
  });
});
