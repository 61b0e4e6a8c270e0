/**
 * Runs journeys in one engine, one after another in one browser: each starts from a site with
 * nothing stored, is held to a time limit, and fails on any Content-Security-Policy violation. A
 * failure reports the engine, the step and a screenshot, and the browser is started afresh for the
 * next journey, so one failure never becomes many.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineDriver, EngineName } from './drivers/driver.ts';
import type { Screen } from './screen.ts';
import { withTimeout } from './config.ts';

export interface Sandbox {
  /** Where the app and the API are served. */
  origin: string;
}

export interface JourneyContext {
  engine: EngineName;
  screen: Screen;
  driver: EngineDriver;
  sandbox: Sandbox;
  /** A folder of this journey's own (files it makes, the browser's downloads are elsewhere). */
  outputDir: string;
  /** Names the part of the journey that runs in `run`: a failure inside says which it was. */
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Empties the site's storage (as "clear site data" does) and leaves the app. */
  resetSite(origin?: string): Promise<void>;
  /** A line in the report under this journey (a measurement, an engine's limitation). */
  note(text: string): void;
}

export interface Journey {
  name: string;
  /** Most journeys take 5–20 s; the limit is for a browser that stopped answering. */
  timeoutMs?: number;
  run(context: JourneyContext): Promise<void>;
}

export interface JourneyResult {
  engine: EngineName;
  journey: string;
  passed: boolean;
  ms: number;
  step?: string;
  error?: string;
  screenshot?: string;
  notes: string[];
  /** Each step's name and how long it took, in order. */
  steps: Array<{ name: string; ms: number }>;
}

export interface EngineSession {
  driver: EngineDriver;
  screen: Screen;
}

const DEFAULT_TIMEOUT_MS = 120_000;

/** The files an earlier journey downloaded (the folder may hold the browser's own folders). */
export async function clearDownloads(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) {
      await rm(join(dir, entry.name));
    }
  }
}

/**
 * Proves the CSP watch sees violations in this engine (a check that cannot fail proves nothing):
 * on an app page, a script element with inline code, which the policy refuses.
 */
async function checkCspWatch(screen: Screen, origin: string): Promise<void> {
  await screen.goto(`${origin}/welcome`);
  await screen.evaluate(
    `(function () { var s = document.createElement('script'); s.textContent = 'window.__pocketbitsInline = 1'; document.head.appendChild(s); s.remove(); return null; })()`,
  );
  const seen = await screen.waitForPage<number>(
    'the CSP watch to see an inline script refused',
    '(window.__pocketbitsCsp || []).length',
    (count) => count > 0,
  );
  const ran = await screen.evaluate<boolean>("'__pocketbitsInline' in window");
  const taken = await screen.takeViolations();
  if (ran || seen === 0 || !taken.some((v) => v.directive.startsWith('script-src'))) {
    throw new Error(
      `the CSP watch does not work in this engine: inline script ${ran ? 'ran' : 'refused'}, seen ${JSON.stringify(taken)}`,
    );
  }
}

/** Leaves the app for a page of its origin that runs none of it, then empties storage there. */
export async function resetSite(screen: Screen, origin: string): Promise<void> {
  // A JSON answer of the sandbox: the app's pages close their databases as they go.
  await screen.goto(`${origin}/sandbox/info`);
  const problems = await screen.call<string[]>('window.__pocketbitsEngines.wipeSiteData()');
  if (problems.length) {
    throw new Error(`could not clear the site's data: ${problems.join('; ')}`);
  }
}

export async function runJourneys(options: {
  engine: EngineName;
  journeys: readonly Journey[];
  sandbox: Sandbox;
  outputDir: string;
  launch: () => Promise<EngineSession>;
  report: (result: JourneyResult) => void;
}): Promise<JourneyResult[]> {
  const { engine, sandbox } = options;
  const results: JourneyResult[] = [];
  let session: EngineSession | undefined;
  for (const journey of options.journeys) {
    const started = Date.now();
    const notes: string[] = [];
    const steps: JourneyResult['steps'] = [];
    let step = 'starting the browser';
    const slug = journey.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const outputDir = join(options.outputDir, `${engine}-${slug}`);
    try {
      await mkdir(outputDir, { recursive: true });
      if (!session) {
        session = await options.launch();
        step = 'checking that the CSP watch sees violations';
        await checkCspWatch(session.screen, sandbox.origin);
      }
      const { driver, screen } = session;
      step = 'clearing the site';
      await resetSite(screen, sandbox.origin);
      await clearDownloads(driver.downloadDir);
      await screen.takeViolations();
      const context: JourneyContext = {
        engine,
        screen,
        driver,
        sandbox,
        outputDir,
        step: async (name, run) => {
          const outer = step;
          step = outer === 'the journey' ? name : `${outer} › ${name}`;
          const stepStarted = Date.now();
          const value = await run();
          steps.push({ name: step, ms: Date.now() - stepStarted });
          step = outer;
          return value;
        },
        resetSite: (origin = sandbox.origin) => resetSite(screen, origin),
        note: (text) => notes.push(text),
      };
      step = 'the journey';
      await withTimeout(
        `${journey.name} (step: ${step})`,
        journey.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        journey.run(context),
      );
      step = 'checking the Content-Security-Policy';
      const violations = await screen.takeViolations();
      if (violations.length) {
        throw new Error(
          `Content-Security-Policy violations: the app tried something the policy refuses:\n${violations
            .map(
              (v) =>
                `    ${v.directive} refused ${v.blocked || '(inline)'} in ${v.documentUrl} ${v.source} ${v.sample}`,
            )
            .join('\n')}`,
        );
      }
      const result: JourneyResult = {
        engine,
        journey: journey.name,
        passed: true,
        ms: Date.now() - started,
        notes,
        steps,
      };
      results.push(result);
      options.report(result);
    } catch (error) {
      let screenshot: string | undefined;
      if (session) {
        const path = join(outputDir, 'failure.png');
        screenshot = await session.driver
          .screenshot(path)
          .then(() => path)
          .catch(() => undefined);
        // Whatever state the browser is in, the next journey gets a new one.
        await session.driver.close().catch(() => undefined);
        session = undefined;
      }
      const result: JourneyResult = {
        engine,
        journey: journey.name,
        passed: false,
        ms: Date.now() - started,
        step,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        screenshot,
        notes,
        steps,
      };
      results.push(result);
      options.report(result);
    }
  }
  await session?.driver.close();
  return results;
}
