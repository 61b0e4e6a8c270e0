/**
 * Gecko: Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver). Downloads go to a folder of this session's own without asking; the JSON viewer is
 * off so the sandbox's JSON pages are plain documents of the app's origin; scrollbars float over
 * the page as on a phone.
 */
import { writeFile } from 'node:fs/promises';
import puppeteer, {
  type Browser,
  type ElementHandle as PuppeteerElement,
  type Page,
} from 'puppeteer-core';
import { engineBrowserPaths } from '../../scripts/engine-browsers.mjs';
import type { ElementHandle, EngineDriver } from './driver.ts';
import { COMMAND_TIMEOUT_MS, VIEWPORT, withTimeout } from '../config.ts';

class FirefoxElement implements ElementHandle {
  readonly engine = 'firefox' as const;
  constructor(readonly element: PuppeteerElement<Element>) {}
}

function unwrap(handle: ElementHandle): PuppeteerElement<Element> {
  if (!(handle instanceof FirefoxElement)) {
    throw new Error('an element from another engine');
  }
  return handle.element;
}

export async function launchFirefox(
  downloadDir: string,
  preloadScript: string,
): Promise<EngineDriver> {
  const browser = await withTimeout(
    'starting Firefox',
    COMMAND_TIMEOUT_MS,
    puppeteer.launch({
      browser: 'firefox',
      executablePath: engineBrowserPaths().firefox,
      headless: true,
      defaultViewport: VIEWPORT,
      protocolTimeout: COMMAND_TIMEOUT_MS,
      extraPrefsFirefox: {
        'browser.download.dir': downloadDir,
        'browser.download.folderList': 2,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        'browser.download.alwaysOpenPanel': false,
        'browser.helperApps.neverAsk.saveToDisk': 'application/json,text/csv,text/plain',
        'devtools.jsonview.enabled': false,
        'intl.accept_languages': 'en-US, en',
        'intl.locale.requested': 'en-US',
        // As on a phone: scrollbars over the page, not beside it (Linux takes 12 px of the 390).
        'ui.useOverlayScrollbars': 1,
      },
      env: { ...process.env, LANG: 'en_US.UTF-8' },
    }),
  );
  try {
    const [blank] = await browser.pages();
    const page = await browser.newPage();
    await blank?.close();
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(preloadScript);
    return new FirefoxDriver(browser, page, `Firefox ${await browser.version()}`, downloadDir);
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox' as const;
  /** The tab opened in front of the page while it is in the background. */
  private cover: Page | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
    readonly downloadDir: string,
  ) {}

  private command<T>(what: string, run: () => Promise<T>): Promise<T> {
    return withTimeout(`Firefox: ${what}`, COMMAND_TIMEOUT_MS, run());
  }

  async goto(url: string) {
    await this.command(`opening ${url}`, () => this.page.goto(url, { waitUntil: 'load' }));
  }

  async reload() {
    await this.command('reloading', () => this.page.reload({ waitUntil: 'load' }));
  }

  async back() {
    await this.command('going back', () => this.page.goBack({ waitUntil: 'load' }));
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
    return new FirefoxElement(element);
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

  /** Another tab in front: Firefox hides the page behind it, as switching apps does. */
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
    await withTimeout('Firefox: closing', 15_000, this.browser.close()).catch(() => undefined);
    this.browser.process()?.kill('SIGKILL');
  }
}
