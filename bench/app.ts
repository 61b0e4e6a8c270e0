/**
 * `npm run bench`: the app's performance budgets, measured on the built app served by the
 * sandbox, in the system Chromium. A benchmark, not a test: it prints one table and exits 0
 * whether or not a budget is met; it exits 1 only when something could not be measured (and says
 * why). Raw numbers go to bench-results/app.json.
 *
 *   npm run bench -- [--dist DIR] [--only sizes,lighthouse,scan,decode,history,payment,unlock,engines]
 *                    [--lh-runs N] [--scan-runs N] [--payment-runs N] [--unlock-runs N]
 *
 * Build first (`npm run build`, or `npx vite build --outDir DIR` and pass --dist DIR).
 *
 * This file starts what the sections share (the sandbox, two wallets with some history, one
 * Chromium), runs the chosen sections in order and prints the table. Each section is a file of its
 * own beside it (sizes.ts, lighthouse.ts, scan.ts, decode.ts, history.ts, payment.ts, unlock.ts)
 * that gets all it needs as arguments and reports through the reporter (lib/report.ts); the
 * budgets are in lib/budget.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { measureDecode } from './decode.ts';
import { measureHistory } from './history.ts';
import { BUDGET } from './lib/budget.ts';
import { createReporter, kb, log, medianRun, printTable, withTimeout } from './lib/report.ts';
import { createInvoice, createWallet, payInvoice, startSandbox } from './lib/sandbox.ts';
import { LH_ROUTES, measureLighthouse, type LhResult } from './lighthouse.ts';
import { measurePayment } from './payment.ts';
import { measureScan } from './scan.ts';
import { measureSizes, type RouteSize } from './sizes.ts';
import { measureUnlock } from './unlock.ts';
import { ENGINES_SECTION, measureEngines } from './engines.ts';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    only: { type: 'string' },
    'lh-runs': { type: 'string', default: '3' },
    // A comma-separated subset of LH_ROUTES, and a folder for each run's full report (to see
    // what the LCP element waited on, or which task blocked).
    'lh-routes': { type: 'string' },
    'lh-save': { type: 'string' },
    'scan-runs': { type: 'string', default: '9' },
    'decode-runs': { type: 'string', default: '31' },
    'payment-runs': { type: 'string', default: '7' },
    'unlock-runs': { type: 'string', default: '7' },
  },
});
const DIST = resolve(options.dist!);
const SECTIONS = [
  'sizes',
  'lighthouse',
  'scan',
  'decode',
  'history',
  'payment',
  'unlock',
  'engines',
] as const;
type Section = (typeof SECTIONS)[number];
const only = new Set((options.only ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
const LH_RUNS = Math.max(1, Number(options['lh-runs']));
const SCAN_RUNS = Math.max(5, Number(options['scan-runs']));
const DECODE_RUNS = Math.max(5, Number(options['decode-runs']));
const PAYMENT_RUNS = Math.max(5, Number(options['payment-runs']));
const UNLOCK_RUNS = Math.max(3, Number(options['unlock-runs']));

const lhRoutes = options['lh-routes']
  ? LH_ROUTES.filter((route) => options['lh-routes']!.split(',').includes(route))
  : LH_ROUTES;

async function main() {
  const startedAt = Date.now();
  const report = createReporter();
  const { rows, raw, failures } = report;
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(
      `npm run bench: no built app in ${DIST} (index.html missing). Run \`npm run build\`, or ` +
        '`npx vite build --outDir DIR` and pass `--dist DIR`.',
    );
    process.exit(1);
  }
  if (!existsSync('build/sandbox/main.mjs')) {
    log('building the sandbox bundle (build/sandbox/main.mjs)');
    execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  }
  if (!existsSync(chromiumPath)) {
    console.error(`npm run bench: no Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);
    process.exit(1);
  }
  const sandbox = await startSandbox(DIST);
  const { origin } = sandbox;
  log(`sandbox at ${origin}, app from ${DIST}`);
  let browser: Browser | undefined;
  const machine: Record<string, unknown> = {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    machine.chromium = browser.version();
    machine.lighthouse = JSON.parse(
      readFileSync('node_modules/lighthouse/package.json', 'utf8'),
    ).version;
    const wallet = await createWallet(origin, 'Bench wallet', 250_000);
    const other = await createWallet(origin, 'Bench other', 250_000);
    // A little history, so Home and History have rows to show.
    for (let i = 0; i < 12; i++) {
      const from = i % 3 ? other : wallet;
      const to = i % 3 ? wallet : other;
      const invoice = await createInvoice(origin, to, 500 + i * 37, `bench seed ${i + 1}`);
      await payInvoice(origin, from, invoice.bolt11);
    }

    const sections: Record<Section, { metric: string; budget: string; run: () => Promise<void> }> =
      {
        sizes: {
          metric: 'Initial JS / CSS per route',
          budget: `≤ ${BUDGET.initialJsKb} / ≤ ${BUDGET.initialCssKb} kB gz`,
          run: () => measureSizes({ browser: browser!, origin, wallet, dist: DIST, report }),
        },
        lighthouse: {
          metric: 'Lighthouse mobile',
          budget: `perf ≥ ${BUDGET.lighthousePerformance}, a11y ${BUDGET.lighthouseAccessibility}`,
          run: () =>
            measureLighthouse({
              origin,
              wallet,
              routes: lhRoutes,
              runCount: LH_RUNS,
              saveDir: options['lh-save'],
              report,
            }),
        },
        scan: {
          metric: 'Scan: QR frame → decoded',
          budget: `≤ ${BUDGET.scanMs} ms`,
          run: () => measureScan({ origin, wallet, payee: other, runCount: SCAN_RUNS, report }),
        },
        decode: {
          metric: 'Decode: camera frame / unreadable file',
          budget: `≤ ${BUDGET.decodeFrameMs} / ≤ ${BUDGET.decodeFailMs} ms`,
          run: () => measureDecode({ runCount: DECODE_RUNS, report }),
        },
        history: {
          metric: 'History 10k scroll',
          budget: `long task ≤ ${BUDGET.historyLongTaskMs} ms, ≤ ${BUDGET.historyRequestsPerScreen} req/screen`,
          run: () => measureHistory({ browser: browser!, origin, wallet, report }),
        },
        payment: {
          metric: 'Payment received → balance on Home',
          budget: `≤ ${BUDGET.paymentShownMs} ms`,
          run: () => measurePayment({ browser: browser!, origin, runCount: PAYMENT_RUNS, report }),
        },
        unlock: {
          metric: 'Unlock (PIN) → balance on Home',
          budget: `≤ ${BUDGET.unlockShownMs} ms`,
          run: () =>
            measureUnlock({ browser: browser!, origin, wallet, runCount: UNLOCK_RUNS, report }),
        },
        // WebKit and Firefox beside Chromium: bench/engines.ts.
        engines: {
          ...ENGINES_SECTION,
          run: () => measureEngines(origin, { judge: report.judge, log, raw: report.raw }),
        },
      };
    for (const name of SECTIONS) {
      if (!only.has(name)) {
        continue;
      }
      const section = sections[name];
      const t0 = Date.now();
      log(`${name}…`);
      try {
        // Lighthouse runs once per route and run (about 20 s each on 2 cores): 13 routes × 3 runs
        // alone took over four minutes.
        const limitMs =
          name === 'lighthouse'
            ? 240_000 + lhRoutes.length * LH_RUNS * 30_000
            : name === 'engines'
              ? 600_000
              : 240_000;
        await withTimeout(name, limitMs, section.run);
      } catch (error) {
        report.notMeasured(name, section.metric, section.budget, error);
      }
      log(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    failures.push(
      `setup: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    sandbox.stop();
  }

  const seconds = (Date.now() - startedAt) / 1000;
  const lh = raw.lighthouse as LhResult[] | undefined;
  console.log(
    `\nPocketbits app benchmark — ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, ` +
      `Node ${machine.node}, Chromium ${machine.chromium ?? '?'}, Lighthouse ${machine.lighthouse ?? '?'}` +
      (lh?.[0]?.benchmarkIndex ? ` (benchmarkIndex ${Math.round(lh[0].benchmarkIndex)})` : '') +
      `\napp: ${DIST}; ${seconds.toFixed(0)} s\n`,
  );
  printTable(rows);

  const sizes = raw.sizes as RouteSize[] | undefined;
  if (sizes) {
    console.log('\nInitial-route files (gzip -9, kB):');
    for (const r of sizes) {
      const files = r.files
        .map((f) => `${f.file.replace('/assets/', '')} ${kb(f.gzip)}`)
        .join(', ');
      console.log(
        `  ${r.route.padEnd(9)} JS ${kb(r.jsGzip).padStart(6)}  CSS ${kb(r.cssGzip).padStart(5)}  ${files}`,
      );
    }
  }
  if (lh) {
    // Per route, the run with the median performance score.
    const medianRuns = lhRoutes
      .map((route) => medianRun(lh.filter((r) => r.route === route)))
      .filter((r): r is LhResult => r !== undefined && r.failing.length > 0);
    if (medianRuns.length) {
      console.log(
        '\nLighthouse audits below par (median run; performance < 0.9, accessibility < 1):',
      );
      for (const r of medianRuns) {
        const list = r.failing.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        console.log(`  ${r.route.padEnd(9)} ${list.join(', ')}`);
      }
      const nodes = new Map<string, Set<string>>();
      for (const r of medianRuns) {
        for (const a of r.failing) {
          for (const node of a.nodes ?? []) {
            const set = nodes.get(a.id) ?? new Set<string>();
            set.add(`${r.route}: ${node.slice(0, 260)}`);
            nodes.set(a.id, set);
          }
        }
      }
      for (const [id, list] of nodes) {
        console.log(`  ${id}:`);
        [...list].slice(0, 6).forEach((n) => console.log(`    ${n}`));
      }
    }
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/app.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine, dist: DIST, budgets: BUDGET, rows, raw, failures }, null, 2)}\n`,
  );
  console.log('\nRaw numbers: bench-results/app.json');
  if (failures.length) {
    console.error(`\nCould not measure everything:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  process.exit(0);
}

await main();
