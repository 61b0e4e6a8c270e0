/**
 * The journeys' view of a page, as a person has it: things found by role and name, label, text or
 * test id (engines/page/api.ts does the finding, in the page), clicked, filled and read; and
 * expectations that wait for the screen to show something, failing with what it showed instead.
 *
 * Every wait is on the page's own changes (a mutation observer answers as the screen changes),
 * bounded by WAIT_TIMEOUT_MS; nothing sleeps for a fixed time.
 */
import type { ElementHandle, EngineDriver } from './drivers/driver.ts';
import type { Query, Snapshot, TextMatch } from './page/api.ts';
import type { Violation } from './page/csp-watch.ts';
import { WAIT_TIMEOUT_MS } from './config.ts';

const API = 'window.__pocketbitsEngines';
/** How long one wait in the page lasts before the runner looks again (and re-installs the API). */
const SLICE_MS = 2_000;

export type Text = string | RegExp;

function toMatch(text: Text): TextMatch {
  return typeof text === 'string'
    ? { exact: text }
    : { pattern: text.source, flags: text.flags.replace('g', '') };
}

function testText(expected: Text, actual: string): boolean {
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}

function describeQuery(query: Query): string {
  const own = (() => {
    const show = (m: TextMatch) => ('exact' in m ? JSON.stringify(m.exact) : `/${m.pattern}/`);
    switch (query.by) {
      case 'role':
        return `${query.role}${query.name ? ` ${show(query.name)}` : ''}`;
      case 'label':
        return `field labelled ${show(query.label)}`;
      case 'text':
        return `text ${show(query.text)}`;
      case 'testId':
        return `[data-testid=${query.testId}]`;
    }
  })();
  const filter = query.hasText
    ? ` with text ${'exact' in query.hasText ? query.hasText.exact : `/${query.hasText.pattern}/`}`
    : '';
  const nth = query.nth ? ` #${query.nth + 1}` : '';
  return query.within
    ? `${describeQuery(query.within)} › ${own}${filter}${nth}`
    : `${own}${filter}${nth}`;
}

export class Screen {
  /** Violations taken from documents the runner has left. */
  private readonly violations: Violation[] = [];

  constructor(
    readonly driver: EngineDriver,
    private readonly apiScript: string,
  ) {}

  // --- Running things in the page -------------------------------------------------------------

  /** Evaluates `${API}.…` in the page, installing the API first in a document that lacks it. */
  async call<T>(expression: string): Promise<T> {
    const guarded = `(${API} ? (${expression}) : '__pocketbits_missing__')`;
    let value = await this.driver.evaluate<T | '__pocketbits_missing__'>(guarded);
    if (value === '__pocketbits_missing__') {
      await this.driver.inject(this.apiScript);
      value = await this.driver.evaluate<T | '__pocketbits_missing__'>(guarded);
      if (value === '__pocketbits_missing__') {
        throw new Error('the test API could not be installed in the page');
      }
    }
    return value;
  }

  /** Runs `expression` (a plain one, no API needed) in the page. */
  evaluate<T>(expression: string): Promise<T> {
    return this.driver.evaluate<T>(expression);
  }

  private async handleOf(query: Query): Promise<ElementHandle | null> {
    await this.call('0');
    return this.driver.elementOf(`${API}.element(${JSON.stringify(query)})`);
  }

  // --- Navigation -----------------------------------------------------------------------------

  /** Keeps what the document saw before the runner leaves it. */
  private async collectViolations(): Promise<void> {
    const taken = await this.driver
      .evaluate<Violation[] | null>(
        `(window.__pocketbitsCsp ? window.__pocketbitsCsp.splice(0) : null)`,
      )
      .catch(() => null);
    if (taken) {
      this.violations.push(...taken);
    }
  }

  async goto(url: string): Promise<void> {
    await this.collectViolations();
    await this.driver.goto(url);
    await this.call('0');
  }

  async reload(): Promise<void> {
    await this.collectViolations();
    await this.driver.reload();
    await this.call('0');
  }

  /** Every violation since the last call, from this document and those the runner left. */
  async takeViolations(): Promise<Violation[]> {
    await this.collectViolations();
    return this.violations.splice(0);
  }

  async url(): Promise<string> {
    return this.driver.url();
  }

  async waitForUrl(expected: RegExp | ((url: URL) => boolean), timeoutMs = WAIT_TIMEOUT_MS) {
    const test = (href: string) =>
      expected instanceof RegExp ? expected.test(href) : expected(new URL(href));
    const deadline = Date.now() + timeoutMs;
    let href = '';
    for (;;) {
      // The address changes without a new document in a single-page app: read it on each change.
      const state = await this.call<{ url: string }>(`${API}.pageState()`).catch(() => null);
      href = state?.url ?? (await this.driver.url());
      if (test(href)) {
        return new URL(href);
      }
      if (Date.now() > deadline) {
        throw new Error(`expected the address to match ${String(expected)}, it is ${href}`);
      }
      await this.call(`${API}.nextChange(250)`).catch(() => undefined);
    }
  }

  pageState() {
    return this.call<{
      url: string;
      visibility: string;
      controlled: boolean;
      lang: string;
      title: string;
      scrollWidth: number;
      innerWidth: number;
      innerHeight: number;
    }>(`${API}.pageState()`);
  }

  /** Waits until `read` (run in the page) returns something `accept` takes. */
  async waitForPage<T>(
    what: string,
    expression: string,
    accept: (value: T) => boolean,
    timeoutMs = WAIT_TIMEOUT_MS,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: T | undefined;
    let lastError: unknown;
    for (;;) {
      try {
        last = await this.call<T>(expression);
        if (accept(last)) {
          return last;
        }
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${what}: not within ${timeoutMs / 1000} s; last ${JSON.stringify(last)}${lastError ? ` (${String(lastError)})` : ''}`,
        );
      }
      await this.call(`${API}.nextChange(250)`).catch(() => undefined);
    }
  }

  // --- Finding ----------------------------------------------------------------------------------

  getByRole(role: string, options: { name?: Text; level?: number } = {}): Locator {
    return new Locator(this, {
      by: 'role',
      role,
      ...(options.name !== undefined ? { name: toMatch(options.name) } : {}),
      ...(options.level ? { level: options.level } : {}),
    });
  }

  getByLabel(label: Text): Locator {
    return new Locator(this, { by: 'label', label: toMatch(label) });
  }

  getByText(text: Text): Locator {
    return new Locator(this, { by: 'text', text: toMatch(text) });
  }

  getByTestId(testId: string): Locator {
    return new Locator(this, { by: 'testId', testId });
  }

  /** Keys typed into whatever has focus (the PIN pad listens to the keyboard). */
  async type(text: string): Promise<void> {
    await this.driver.type(text);
  }

  // --- Internals for Locator ------------------------------------------------------------------

  /** The first snapshot that `accept` takes, or a failure saying what was on screen. */
  async waitFor(
    query: Query,
    accept: (snapshot: Snapshot) => boolean,
    describe: string,
    timeoutMs = WAIT_TIMEOUT_MS,
  ): Promise<Snapshot> {
    const deadline = Date.now() + timeoutMs;
    let previous = '';
    let last: Snapshot | undefined;
    let lastError: unknown;
    for (;;) {
      try {
        const slice = Math.max(50, Math.min(SLICE_MS, deadline - Date.now()));
        const next = await this.call<{ key: string; snapshot: Snapshot }>(
          `${API}.nextSnapshot(${JSON.stringify(query)}, ${JSON.stringify(previous)}, ${slice})`,
        );
        last = next.snapshot;
        lastError = undefined;
        if (accept(last)) {
          return last;
        }
        previous = next.key;
      } catch (error) {
        // A navigation ends the script that was waiting: the next round asks the new document.
        lastError = error;
        previous = '';
      }
      if (Date.now() >= deadline) {
        const seen = last
          ? last.element
            ? `${last.count} found; the first: ${JSON.stringify({ ...last.element, box: undefined })}`
            : `${last.count} found`
          : 'nothing read';
        throw new Error(
          `expected ${describeQuery(query)} ${describe} within ${timeoutMs / 1000} s; ${seen}${
            lastError ? ` (last error: ${String(lastError).slice(0, 300)})` : ''
          }`,
        );
      }
    }
  }

  /** An element that can take an action now: visible and (unless `anyState`) enabled. */
  async actionable(query: Query, anyState = false): Promise<ElementHandle> {
    const deadline = Date.now() + WAIT_TIMEOUT_MS;
    for (;;) {
      await this.waitFor(
        query,
        (s) => s.element !== null && (anyState || s.element.enabled),
        anyState ? 'to be there' : 'to be there and enabled',
        Math.max(1, deadline - Date.now()),
      );
      const handle = await this.handleOf(query).catch(() => null);
      if (handle) {
        return handle;
      }
      if (Date.now() > deadline) {
        throw new Error(`${describeQuery(query)} went away before it could be used`);
      }
    }
  }

  describe(query: Query): string {
    return describeQuery(query);
  }
}

export class Locator {
  constructor(
    private readonly screen: Screen,
    readonly query: Query,
  ) {}

  private child(query: Query): Locator {
    return new Locator(this.screen, { ...query, within: this.query });
  }

  getByRole(role: string, options: { name?: Text; level?: number } = {}): Locator {
    return this.child(this.screen.getByRole(role, options).query);
  }

  getByLabel(label: Text): Locator {
    return this.child(this.screen.getByLabel(label).query);
  }

  getByText(text: Text): Locator {
    return this.child(this.screen.getByText(text).query);
  }

  getByTestId(testId: string): Locator {
    return this.child(this.screen.getByTestId(testId).query);
  }

  /** Only the matches whose text contains `hasText` (a string) or matches it (a pattern). */
  filter(options: { hasText: Text }): Locator {
    const { hasText } = options;
    const match: TextMatch =
      typeof hasText === 'string'
        ? { pattern: hasText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' }
        : toMatch(hasText);
    return new Locator(this.screen, { ...this.query, hasText: match });
  }

  nth(index: number): Locator {
    return new Locator(this.screen, { ...this.query, nth: index });
  }

  first(): Locator {
    return this.nth(0);
  }

  /** Hidden matches count too (a file input drawn by its label). */
  includingHidden(): Locator {
    return new Locator(this.screen, { ...this.query, includeHidden: true });
  }

  toString(): string {
    return this.screen.describe(this.query);
  }

  // --- Actions ------------------------------------------------------------------------------

  async click(): Promise<void> {
    const deadline = Date.now() + WAIT_TIMEOUT_MS;
    let why = '';
    for (;;) {
      const handle = await this.screen.actionable(this.query);
      try {
        // Scrolled to the middle of the screen (clear of the tab bar), still, and not covered.
        const check = await this.screen.call<{ ready: boolean; why: string }>(
          `window.__pocketbitsEngines.readyToClick(${JSON.stringify(this.query)})`,
        );
        why = check.why;
        if (check.ready) {
          await this.screen.driver.click(handle);
          return;
        }
      } catch (error) {
        // Re-rendered between finding and clicking: found again, until the deadline.
        why = String(error);
      }
      if (Date.now() > deadline) {
        throw new Error(`clicking ${this}: ${why}`);
      }
    }
  }

  /** Replaces the field's text at once, as a paste does (one input event). */
  async fill(text: string): Promise<void> {
    const handle = await this.screen.actionable(this.query);
    await this.screen.call('0');
    await this.screen.driver.withElement(
      handle,
      `window.__pocketbitsEngines.insertText(element, ${JSON.stringify(text)});`,
    );
  }

  async selectOption(label: string): Promise<void> {
    const handle = await this.screen.actionable(this.query);
    await this.screen.call('0');
    await this.screen.driver.withElement(
      handle,
      `window.__pocketbitsEngines.selectOption(element, ${JSON.stringify(label)});`,
    );
  }

  async setFiles(path: string): Promise<void> {
    const handle = await this.screen.actionable({ ...this.query, includeHidden: true });
    await this.screen.driver.setFiles(handle, [path]);
  }

  // --- Reading ----------------------------------------------------------------------------------

  async text(): Promise<string> {
    const snapshot = await this.screen.waitFor(
      this.query,
      (s) => s.element !== null,
      'to be there',
    );
    return snapshot.element!.text;
  }

  // --- Expectations ----------------------------------------------------------------------------

  async toBeVisible(timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(this.query, (s) => s.element !== null, 'to be visible', timeoutMs);
  }

  async toHaveCount(count: number, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) => s.count === count,
      `to be there ${count} time(s)`,
      timeoutMs,
    );
  }

  async toBeHidden(timeoutMs?: number): Promise<void> {
    await this.toHaveCount(0, timeoutMs);
  }

  async toHaveText(text: Text, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) => s.element !== null && testText(text, s.element.text),
      `to have the text ${String(typeof text === 'string' ? JSON.stringify(text) : text)}`,
      timeoutMs,
    );
  }

  async toContainText(text: Text, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) =>
        s.element !== null &&
        (typeof text === 'string' ? s.element.text.includes(text) : text.test(s.element.text)),
      `to contain the text ${String(typeof text === 'string' ? JSON.stringify(text) : text)}`,
      timeoutMs,
    );
  }

  async toHaveValue(value: Text, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) => s.element !== null && testText(value, s.element.value ?? ''),
      `to have the value ${String(typeof value === 'string' ? JSON.stringify(value) : value)}`,
      timeoutMs,
    );
  }

  async toHaveAttribute(name: string, value: Text | null, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) =>
        s.element !== null &&
        (value === null
          ? !(name in s.element.attributes)
          : name in s.element.attributes && testText(value, s.element.attributes[name]!)),
      value === null ? `to have no ${name}` : `to have ${name}=${String(value)}`,
      timeoutMs,
    );
  }

  async toBeEnabled(timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) => s.element?.enabled === true,
      'to be enabled',
      timeoutMs,
    );
  }

  async toBeChecked(checked = true, timeoutMs?: number): Promise<void> {
    await this.screen.waitFor(
      this.query,
      (s) => s.element?.checked === checked,
      checked ? 'to be checked' : 'to be unchecked',
      timeoutMs,
    );
  }
}
