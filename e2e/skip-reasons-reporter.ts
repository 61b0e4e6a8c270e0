import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints every skipped test with the reason it gave, once the run ends: against another LNbits
 * (E2E_SERVER_URL), a skip must say what only the sandbox has, and the list reporter alone
 * shows a skipped test as a bare dash.
 */
export default class SkipReasonsReporter implements Reporter {
  private readonly skipped = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') {
      return;
    }
    const reason =
      [...result.annotations, ...test.annotations].find((a) => a.type === 'skip')?.description ??
      'no reason given';
    // One line per test, not per project: the reason is the same at every size.
    this.skipped.set(`${test.location.file.replace(/^.*\/e2e\//, 'e2e/')} › ${test.title}`, reason);
  }

  onEnd(): void {
    if (this.skipped.size === 0) {
      return;
    }
    console.log(`\nSkipped (${this.skipped.size} tests, each at every size):`);
    for (const [title, reason] of this.skipped) {
      console.log(`  - ${title}: ${reason}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
