/**
 * The `test` and `expect` every spec uses: Playwright's, with a watch on the Content-Security-Policy.
 * Each page of each test (every frame) reports `securitypolicyviolation` events, and a test that
 * saw any fails: the policy refusing something means the app tried to do it, and a shipped app
 * would break the same way. ESLint keeps specs from importing @playwright/test directly.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

// Types and the rest (chromium, devices…) as Playwright has them; `test` is this file's.
export * from '@playwright/test';
export { expect };

export interface PolicyViolation {
  /** The directive that refused it, e.g. `script-src-elem`. */
  directive: string;
  /** What was refused: a URL, or `inline` / `eval`. */
  blocked: string;
  /** The page (or frame) it happened in. */
  documentUrl: string;
  /** The first characters of a refused inline script or style, when the policy shares them. */
  sample: string;
  /** The policy that refused it: a page under both a header and a <meta> reports once for each. */
  policy: string;
  /** Where in the page's code it was tried, when the browser knows (`file:line:column`). */
  source: string;
}

const BINDING = '__pocketbitsPolicyViolation';

/** Runs in every frame before its own scripts: forwards each violation to the test. */
function reportViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: PolicyViolation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        documentUrl: event.documentURI,
        sample: event.sample,
        policy: event.originalPolicy,
        source: event.sourceFile
          ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
          : '',
      });
    },
    true,
  );
}

export class PolicyViolations {
  readonly recorded: PolicyViolation[] = [];
  private readonly contexts = new Set<BrowserContext>();

  /**
   * Watches a browser context. The test's own `context` is watched already; a spec that makes
   * others (another browser, a second context) passes them here.
   */
  async watch(context: BrowserContext): Promise<void> {
    if (this.contexts.has(context)) {
      return;
    }
    this.contexts.add(context);
    await context.exposeBinding(BINDING, (_source, violation: PolicyViolation) => {
      this.recorded.push(violation);
    });
    await context.addInitScript(reportViolations, BINDING);
  }

  /**
   * Takes the violations seen so far out of the record, for a test that causes one on purpose.
   * Waits for the browser to deliver what it already reported (a round trip to each open frame).
   */
  async take(): Promise<PolicyViolation[]> {
    await this.settle();
    return this.recorded.splice(0);
  }

  /** A round trip to every open frame: reports sent before it have arrived after it. */
  async settle(): Promise<void> {
    const frames = [...this.contexts].flatMap((context) =>
      context.pages().flatMap((page) => (page.isClosed() ? [] : page.frames())),
    );
    // A frame may be navigating or gone (an error page, a closed browser): nothing to wait for.
    await Promise.all(frames.map((frame) => frame.evaluate(() => 0).catch(() => undefined)));
  }
}

export const test = base.extend<{ policyViolations: PolicyViolations }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations = new PolicyViolations();
      await violations.watch(context);
      await use(violations);
      await violations.settle();
      expect(
        violations.recorded,
        'Content-Security-Policy violations: the app tried something the policy refuses',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
