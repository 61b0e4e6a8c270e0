/** Lighthouse 12, mobile defaults: a cold load of each route, in a Chromium of its own. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { BUDGET } from './lib/budget.ts';
import { log, median, medianRun, withTimeout, type Reporter } from './lib/report.ts';
import { walletStorage, type BenchWallet } from './lib/sandbox.ts';

// Every route a person can open by address (a payment's detail needs a hash and renders the same
// components as History): issue 13 asks for Lighthouse ≥ 98 on each.
export const LH_ROUTES = [
  '/',
  '/send',
  '/receive',
  '/scan',
  '/history',
  '/more',
  '/more/nwc',
  '/settings',
  '/settings/pin',
  '/settings/backup-file',
  '/welcome',
  '/connect',
  '/connect/restore',
];

export interface LhResult {
  route: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string | undefined>;
  failing: Array<{
    id: string;
    score: number | null;
    displayValue?: string;
    title: string;
    nodes?: string[];
  }>;
  benchmarkIndex?: number;
}

interface LighthouseInput {
  origin: string;
  wallet: BenchWallet;
  /** Of LH_ROUTES, those to load. */
  routes: readonly string[];
  /** Loads of each route. */
  runCount: number;
  /** A folder for each run's full report, if any. */
  saveDir: string | undefined;
  report: Reporter;
}

export async function measureLighthouse({
  origin,
  wallet,
  routes,
  runCount,
  saveDir,
  report,
}: LighthouseInput) {
  const { rows, raw } = report;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: LhResult[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      // Seed localStorage on the app's origin from a page that loads none of its assets, then
      // empty the HTTP cache before each run (disableStorageReset keeps both).
      await page.goto(`${origin}/sandbox/info`);
      const { key, value } = walletStorage(wallet);
      await page.evaluate((k, v) => localStorage.setItem(k, v), key, value);
      const cdp = await page.createCDPSession();
      /**
       * One cold load of `route`: no HTTP cache, no service worker or its precache (the wallet in
       * localStorage stays). Lighthouse now and then fails to record the trace of a load
       * (NO_NAVSTART, "run Lighthouse again"): that run is made again, up to twice.
       */
      const lighthouseRun = async (route: string) => {
        for (let attempt = 1; ; attempt++) {
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', {
            origin,
            storageTypes: 'service_workers,cache_storage',
          });
          const result = await withTimeout(`Lighthouse on ${route}`, 90_000, () =>
            lighthouse(
              origin + route,
              {
                port: chrome.port,
                disableStorageReset: true,
                onlyCategories: ['performance', 'accessibility'],
                output: 'json',
                logLevel: 'error',
              },
              undefined,
              page as never,
            ),
          );
          const lhr = result?.lhr;
          if (!lhr) {
            throw new Error(`Lighthouse returned no report for ${route}`);
          }
          if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
            log(`lighthouse ${route}: no trace recorded (NO_NAVSTART), running it again`);
            continue;
          }
          if (lhr.runtimeError) {
            throw new Error(
              `Lighthouse on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
            );
          }
          return lhr;
        }
      };
      for (const route of routes) {
        for (let run = 0; run < runCount; run++) {
          const lhr = await lighthouseRun(route);
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            writeFileSync(
              resolve(saveDir, `${route.replaceAll('/', '_') || '_'}-${run}.json`),
              JSON.stringify(lhr),
            );
          }
          const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
          if (finalPath !== route) {
            throw new Error(`Lighthouse on ${route} ended at ${finalPath} (wallet not connected?)`);
          }
          const failing: LhResult['failing'] = [];
          for (const category of ['performance', 'accessibility'] as const) {
            for (const ref of lhr.categories[category]!.auditRefs) {
              const audit = lhr.audits[ref.id]!;
              const mode = audit.scoreDisplayMode;
              if (mode === 'notApplicable' || mode === 'manual' || audit.score === null) {
                continue;
              }
              if (audit.score < (category === 'performance' ? 0.9 : 1)) {
                const items =
                  (
                    audit.details as
                      | {
                          items?: Array<{
                            node?: { selector?: string; snippet?: string; explanation?: string };
                          }>;
                        }
                      | undefined
                  )?.items ?? [];
                failing.push({
                  id: ref.id,
                  score: audit.score,
                  displayValue: audit.displayValue,
                  title: audit.title,
                  nodes: items
                    .filter((item) => item.node)
                    .slice(0, 5)
                    .map(
                      (item) =>
                        `${item.node!.snippet ?? item.node!.selector}${item.node!.explanation ? ` — ${item.node!.explanation.split('\n').slice(0, 2).join(' ')}` : ''}`,
                    ),
                });
              }
            }
          }
          const metric = (id: string) => lhr.audits[id]?.displayValue;
          results.push({
            route,
            performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
            metrics: {
              FCP: metric('first-contentful-paint'),
              LCP: metric('largest-contentful-paint'),
              TBT: metric('total-blocking-time'),
              CLS: metric('cumulative-layout-shift'),
              SI: metric('speed-index'),
            },
            failing,
            benchmarkIndex: lhr.environment?.benchmarkIndex,
          });
          log(
            `lighthouse ${route}: perf ${results.at(-1)!.performance}, a11y ${results.at(-1)!.accessibility}, TBT ${results.at(-1)!.metrics.TBT}`,
          );
        }
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
  raw.lighthouse = results;
  for (const route of routes) {
    const runs = results.filter((r) => r.route === route);
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    // The timings of the run whose score is the median, not of the first run.
    const m = medianRun(runs)!.metrics;
    const overPerf = BUDGET.lighthousePerformance - perf;
    const overA11y = BUDGET.lighthouseAccessibility - a11y;
    const misses = [
      overPerf > 0 ? `perf by ${overPerf}` : '',
      overA11y > 0 ? `a11y by ${overA11y}` : '',
    ].filter(Boolean);
    rows.push({
      metric: `Lighthouse mobile, ${route}${runCount > 1 ? ` (median of ${runCount})` : ''}`,
      budget: `perf ≥ ${BUDGET.lighthousePerformance}, a11y ${BUDGET.lighthouseAccessibility}`,
      measured: `perf ${perf}, a11y ${a11y} (FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS})`,
      verdict: misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
    });
  }
}
