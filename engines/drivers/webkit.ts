/**
 * WebKit: WebKitGTK's MiniBrowser, the Safari engine family, driven over classic WebDriver by
 * WebKitWebDriver (Debian's webkit2gtk-driver), with selenium-webdriver as the client. It draws
 * into a display, so each session gets an Xvfb of its own.
 *
 * MiniBrowser's toolbar asks for more width than a phone has (the window would not go below
 * 447 px): a GTK style sheet of this session's own shrinks it, so the page gets 390 px exactly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Builder, WebElement, type WebDriver } from 'selenium-webdriver';
import * as remote from 'selenium-webdriver/remote';
import { engineBrowserPaths } from '../../scripts/engine-browsers.mjs';
import type { ElementHandle, EngineDriver } from './driver.ts';
import { VIEWPORT, COMMAND_TIMEOUT_MS, withTimeout } from '../config.ts';

const PATHS = engineBrowserPaths();

class WebKitElement implements ElementHandle {
  readonly engine = 'webkit' as const;
  constructor(readonly element: WebElement) {}
}

function unwrap(handle: ElementHandle): WebElement {
  if (!(handle instanceof WebKitElement)) {
    throw new Error('an element from another engine');
  }
  return handle.element;
}

/** Starts Xvfb on the first free display; resolves with its number once it accepts clients. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  // -displayfd: Xvfb picks a free display itself and writes its number to fd 3 when ready.
  const child = spawn(
    PATHS.xvfb,
    ['-displayfd', '3', '-screen', '0', '1024x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start:\n${errors}`)), 20_000);
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}:\n${errors}`));
    });
  });
  return { child, display };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts WebKitWebDriver; selenium's DriverService waits until it answers. */
async function startWebDriver(env: NodeJS.ProcessEnv): Promise<remote.DriverService> {
  const port = await freePort();
  const service = new remote.DriverService(PATHS.webkitDriver, {
    port,
    args: [`--port=${port}`],
    loopback: true,
    env,
  });
  await service.start(20_000);
  return service;
}

/**
 * Wraps an expression so that its value (awaited) comes back from an async script; the script's
 * arguments are `args` inside it.
 */
const asyncScript = (expression: string) =>
  `var args = arguments;
var done = args[args.length - 1];
Promise.resolve().then(function () { return (${expression}); }).then(
  function (v) { done({ ok: true, v: v === undefined ? null : v }); },
  function (e) { done({ ok: false, e: String(e) + (e && e.stack ? '\\n' + e.stack : '') }); });`;

interface ScriptResult<T> {
  ok: boolean;
  v?: T;
  e?: string;
}

function settle<T>(result: ScriptResult<T>): T {
  if (!result.ok) {
    throw new Error(`in the page: ${result.e}`);
  }
  return result.v as T;
}

export async function launchWebKit(workDir: string): Promise<EngineDriver> {
  const home = join(workDir, 'home');
  const gtkConfig = join(workDir, 'config');
  await mkdir(join(gtkConfig, 'gtk-3.0'), { recursive: true });
  await mkdir(home, { recursive: true });
  // Only MiniBrowser's own window: tiny toolbar text and no minimum sizes, so it fits 390 px.
  await writeFile(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    'window * { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }\n',
  );
  const xvfb = await startXvfb();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: xvfb.display,
    // MiniBrowser saves downloads in $HOME (there is no ~/Downloads here) and keeps its data there.
    HOME: home,
    XDG_CONFIG_HOME: gtkConfig,
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    // navigator.language: without it WebKitGTK reports the C locale's "C", which no phone has.
    LANG: 'en_US.UTF-8',
    LANGUAGE: 'en_US:en',
  };
  let server: remote.DriverService | undefined;
  let driver: WebDriver | undefined;
  try {
    server = await startWebDriver(env);
    driver = await withTimeout(
      'starting MiniBrowser',
      COMMAND_TIMEOUT_MS,
      new Builder()
        .usingServer(await server.address())
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: PATHS.miniBrowser, args: ['--automation'] },
        })
        .build(),
    );
    await driver.manage().setTimeouts({ script: COMMAND_TIMEOUT_MS, pageLoad: COMMAND_TIMEOUT_MS });
    const capabilities = await driver.getCapabilities();
    const version = `WebKitGTK ${String(capabilities.get('browserVersion'))} (MiniBrowser)`;
    const webkit = new WebKitDriver(driver, version, home, async () => {
      await server?.kill();
      xvfb.child.kill('SIGTERM');
    });
    await webkit.fitViewport();
    return webkit;
  } catch (error) {
    await driver?.quit().catch(() => undefined);
    await server?.kill();
    xvfb.child.kill('SIGTERM');
    throw error;
  }
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    readonly version: string,
    readonly downloadDir: string,
    private readonly stopProcesses: () => Promise<void>,
  ) {}

  private command<T>(what: string, run: () => Promise<T>): Promise<T> {
    return withTimeout(`WebKit: ${what}`, COMMAND_TIMEOUT_MS, run());
  }

  /** The window made as big as the page must be: 390 × 844 inside, whatever the toolbar takes. */
  async fitViewport(): Promise<void> {
    const window = this.driver.manage().window();
    let height = VIEWPORT.height;
    let inner: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.command('sizing the window', () =>
        window.setRect({ x: 0, y: 0, width: VIEWPORT.width, height }),
      );
      // The page learns its new size a moment later, with a resize event.
      inner = await this.evaluate<[number, number]>(
        `new Promise(function (resolve) {
          var read = function () { resolve([innerWidth, innerHeight]); };
          if (innerWidth === ${VIEWPORT.width} && innerHeight === ${VIEWPORT.height}) { read(); return; }
          addEventListener('resize', function () { setTimeout(read, 50); }, { once: true });
          setTimeout(read, 1000);
        })`,
      );
      if (inner[0] === VIEWPORT.width && inner[1] === VIEWPORT.height) {
        return;
      }
      if (inner[0] === VIEWPORT.width) {
        height += VIEWPORT.height - inner[1];
      }
    }
    throw new Error(
      `MiniBrowser's page could not be made ${VIEWPORT.width}×${VIEWPORT.height} (it is ${inner.join('×')})`,
    );
  }

  goto(url: string) {
    return this.command(`opening ${url}`, () => this.driver.get(url));
  }

  reload() {
    return this.command('reloading', () => this.driver.navigate().refresh());
  }

  url() {
    return this.command('reading the address', () => this.driver.getCurrentUrl());
  }

  async evaluate<T>(expression: string): Promise<T> {
    const result = await this.command('running a script', () =>
      this.driver.executeAsyncScript<ScriptResult<T>>(asyncScript(expression)),
    );
    return settle(result);
  }

  async inject(script: string): Promise<void> {
    await this.command('installing a script', () => this.driver.executeScript(script));
  }

  async elementOf(expression: string): Promise<ElementHandle | null> {
    const found = await this.command('finding an element', () =>
      this.driver.executeScript<WebElement | null>(`return (${expression});`),
    );
    return found instanceof WebElement ? new WebKitElement(found) : null;
  }

  async withElement<T>(handle: ElementHandle, body: string): Promise<T> {
    const result = await this.command('running a script on an element', () =>
      this.driver.executeAsyncScript<ScriptResult<T>>(
        asyncScript(`(function (element) { ${body} })(args[0])`),
        unwrap(handle),
      ),
    );
    return settle(result);
  }

  click(handle: ElementHandle) {
    return this.command('clicking', () => unwrap(handle).click());
  }

  type(text: string) {
    return this.command(`typing ${JSON.stringify(text)}`, () =>
      this.driver.actions({ async: true }).sendKeys(text).perform(),
    );
  }

  setFiles(handle: ElementHandle, paths: string[]) {
    return this.command('choosing a file', () => unwrap(handle).sendKeys(paths.join('\n')));
  }

  async screenshot(path: string) {
    const png = await this.command('taking a screenshot', () => this.driver.takeScreenshot());
    await writeFile(path, Buffer.from(png, 'base64'));
  }

  /** Minimised: WebKit hides the page as an iPhone does when the app goes to the background. */
  async hidePage() {
    await this.command('minimising the window', () => this.driver.manage().window().minimize());
  }

  async showPage() {
    await this.fitViewport();
  }

  async close() {
    await withTimeout('WebKit: closing', 15_000, this.driver.quit()).catch(() => undefined);
    await this.stopProcesses();
  }
}
