/**
 * The browsers puppeteer-core drives: Firefox over WebDriver BiDi (the engines suite) and Chromium
 * over CDP (the engines bench's figures beside them). Pages are found and read the same way as in
 * WebKit (engines/screen.ts); only the wire differs.
 */
import { writeFile } from 'node:fs/promises';
import type { Browser, ElementHandle as PuppeteerElement, Page } from 'puppeteer-core';
import type { ElementHandle, EngineDriver, EngineName } from './driver.ts';
import { COMMAND_TIMEOUT_MS, VIEWPORT, withTimeout } from '../config.ts';

class PuppeteerElementHandle implements ElementHandle {
  constructor(
    readonly engine: EngineName,
    readonly element: PuppeteerElement<Element>,
  ) {}
}

function unwrap(handle: ElementHandle): PuppeteerElement<Element> {
  if (!(handle instanceof PuppeteerElementHandle)) {
    throw new Error('an element from another engine');
  }
  return handle.element;
}

/** The browser's one page at the phone's size, with `preloadScript` run before the page's own. */
export async function openPage(
  engine: EngineName,
  browser: Browser,
  version: string,
  downloadDir: string,
  preloadScript: string,
): Promise<PuppeteerDriver> {
  try {
    const [blank] = await browser.pages();
    const page = await browser.newPage();
    await blank?.close();
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(preloadScript);
    return new PuppeteerDriver(engine, browser, page, version, downloadDir);
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

/** An EngineDriver over puppeteer-core: Firefox by WebDriver BiDi, Chromium (the bench) by CDP. */
export class PuppeteerDriver implements EngineDriver {
  /** The tab opened in front of the page while it is in the background. */
  private cover: Page | undefined;

  constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
    readonly downloadDir: string,
  ) {}

  private command<T>(what: string, run: () => Promise<T>): Promise<T> {
    return withTimeout(`${this.engine}: ${what}`, COMMAND_TIMEOUT_MS, run());
  }

  async goto(url: string) {
    await this.command(`opening ${url}`, () => this.page.goto(url, { waitUntil: 'load' }));
  }

  async reload() {
    await this.command('reloading', () => this.page.reload({ waitUntil: 'load' }));
  }

  async url() {
    return this.page.url();
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.command('running a script', () => this.page.evaluate(expression) as Promise<T>);
  }

  async inject(script: string) {
    await this.command('installing a script', () => this.page.evaluate(script));
  }

  async elementOf(expression: string): Promise<ElementHandle | null> {
    const handle = await this.command('finding an element', () =>
      this.page.evaluateHandle(expression),
    );
    const element = handle.asElement() as PuppeteerElement<Element> | null;
    if (!element) {
      await handle.dispose();
      return null;
    }
    return new PuppeteerElementHandle(this.engine, element);
  }

  withElement<T>(handle: ElementHandle, body: string): Promise<T> {
    // Made here, in Node, and sent as text: the page's policy has no say over it.
    const run = new Function('element', body) as (element: Element) => T;
    return this.command(
      'running a script on an element',
      () => unwrap(handle).evaluate(run) as Promise<T>,
    );
  }

  click(handle: ElementHandle) {
    return this.command('clicking', () => unwrap(handle).click());
  }

  type(text: string) {
    return this.command(`typing ${JSON.stringify(text)}`, () => this.page.keyboard.type(text));
  }

  setFiles(handle: ElementHandle, paths: string[]) {
    return this.command('choosing a file', () =>
      (unwrap(handle) as PuppeteerElement<HTMLInputElement>).uploadFile(...paths),
    );
  }

  async screenshot(path: string) {
    const png = await this.command('taking a screenshot', () => this.page.screenshot());
    await writeFile(path, png);
  }

  /** Another tab in front: the page behind it is hidden, as when switching apps. */
  async hidePage() {
    this.cover = await this.command('opening a tab in front', () => this.browser.newPage());
    await this.command('bringing it to the front', () => this.cover!.bringToFront());
  }

  async showPage() {
    await this.command('bringing the page back', () => this.page.bringToFront());
    await this.cover?.close();
    this.cover = undefined;
  }

  async close() {
    await withTimeout(`${this.engine}: closing`, 15_000, this.browser.close()).catch(
      () => undefined,
    );
    this.browser.process()?.kill('SIGKILL');
  }
}
