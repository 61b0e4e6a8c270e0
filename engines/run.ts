/**
 * `npm run test:engines`: the journeys where browser engines differ, in WebKit (WebKitGTK's
 * MiniBrowser, the Safari family) and Gecko (Firefox ESR), at 390×844, against the sandbox serving
 * the built app. Both engines run at once, each in one browser, journey after journey.
 *
 *   npm run test:engines -- [--engine webkit|firefox] [--journey TEXT] [--serial] [--steps]
 *
 * The last line is always `N passed, N failed`; the exit code is 1 when anything failed.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../e2e/global-setup.ts';
import { ENGINE_NAMES, type SuiteEngine } from './drivers/driver.ts';
import { launchFirefox } from './drivers/firefox.ts';
import { launchWebKit } from './drivers/webkit.ts';
import { runJourneys, type EngineSession, type JourneyResult } from './harness.ts';
import { JOURNEYS } from './journeys/index.ts';
import { pageScripts } from './page/bundle.ts';
import { Screen } from './screen.ts';

const { values: options } = parseArgs({
  options: {
    engine: { type: 'string' },
    journey: { type: 'string' },
    serial: { type: 'boolean', default: false },
    // Each step's time under its journey.
    steps: { type: 'boolean', default: false },
  },
});

const OUTPUT_DIR = resolve('test-results/engines');

const engines = options.engine
  ? options.engine.split(',').map((name) => {
      if (!ENGINE_NAMES.includes(name as SuiteEngine)) {
        throw new Error(`unknown engine ${name}: ${ENGINE_NAMES.join(' or ')}`);
      }
      return name as SuiteEngine;
    })
  : [...ENGINE_NAMES];
const journeys = options.journey
  ? JOURNEYS.filter((j) => j.name.toLowerCase().includes(options.journey!.toLowerCase()))
  : JOURNEYS;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(result: JourneyResult) {
  const head = `${result.passed ? '✓' : '✗'} ${result.engine.padEnd(7)} ${result.journey} (${seconds(result.ms)})`;
  const lines = [head, ...result.notes.map((note) => `      ${note}`)];
  if (options.steps) {
    lines.push(...result.steps.map(({ name, ms }) => `      ${seconds(ms).padStart(7)}  ${name}`));
  }
  if (!result.passed) {
    lines.push(
      `      engine: ${result.engine}`,
      `      step: ${result.step}`,
      `      screenshot: ${result.screenshot ?? '(none: the browser did not answer)'}`,
      ...(result.error ?? '').split('\n').map((line) => `      ${line}`),
    );
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  if (journeys.length === 0) {
    console.error(`no journey matches "${options.journey}"`);
    return 1;
  }
  await rm(OUTPUT_DIR, { recursive: true, force: true });
  await mkdir(OUTPUT_DIR, { recursive: true });
  execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  const sandbox = await startSandbox([]);
  const origin = new URL(sandbox.appUrl).origin;
  // e2e/support.ts's wallet helpers read where the sandbox is from these.
  process.env.SANDBOX_APP_URL = sandbox.appUrl;
  process.env.SANDBOX_URL = origin;
  const scripts = await pageScripts();
  const versions = new Map<SuiteEngine, string>();
  const engineMs = new Map<SuiteEngine, number>();

  const launchers: Record<SuiteEngine, () => Promise<EngineSession>> = {
    webkit: async () => {
      const workDir = join(OUTPUT_DIR, 'webkit-browser');
      const driver = await launchWebKit(workDir);
      versions.set('webkit', driver.version);
      return { driver, screen: new Screen(driver, scripts.api) };
    },
    firefox: async () => {
      const downloads = join(OUTPUT_DIR, 'firefox-browser', 'downloads');
      await mkdir(downloads, { recursive: true });
      const driver = await launchFirefox(downloads, scripts.cspWatch);
      versions.set('firefox', driver.version);
      return { driver, screen: new Screen(driver, scripts.api) };
    },
  };

  const runEngine = async (engine: SuiteEngine) => {
    const started = Date.now();
    const results = await runJourneys({
      engine,
      journeys,
      sandbox: { origin },
      outputDir: OUTPUT_DIR,
      launch: launchers[engine],
      report,
    });
    engineMs.set(engine, Date.now() - started);
    return results;
  };

  let results: JourneyResult[] = [];
  try {
    if (options.serial) {
      for (const engine of engines) {
        results.push(...(await runEngine(engine)));
      }
    } else {
      results = (await Promise.all(engines.map(runEngine))).flat();
    }
  } finally {
    sandbox.child.kill('SIGTERM');
  }

  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  console.log('');
  for (const engine of engines) {
    console.log(
      `${engine.padEnd(7)} ${versions.get(engine) ?? '(did not start)'}: ${seconds(engineMs.get(engine) ?? 0)}`,
    );
  }
  console.log(`engines suite: ${seconds(Date.now() - startedAt)} in all`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

const code = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  console.log('0 passed, 1 failed');
  return 1;
});
// Drivers' keep-alive connections would hold the process open.
process.exit(code);
