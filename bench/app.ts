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
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import puppeteer from 'puppeteer-core';
import { runnerImport } from 'vite';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { syntheticPaymentsPage } from '../e2e/synthetic-payments.ts';
import { ENGINES_SECTION, measureEngines } from './engines.ts';
import type * as QrDecodeBench from './lib/qr-decode.ts';
import { writeLeadInQrVideo } from './lib/qr-video.ts';
import {
  balanceSat,
  createInvoice,
  createWallet,
  payInvoice,
  startSandbox,
  walletStorage,
  type BenchWallet,
} from './lib/sandbox.ts';

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

const KB = 1000; // gzip sizes in kB (1000 bytes), as Vite and the budgets state them
const BUDGET = {
  initialJsKb: 110,
  initialCssKb: 15,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  scanMs: 150,
  decodeFrameMs: 50,
  decodeFailMs: 400,
  historyLongTaskMs: 50,
  historyRequestsPerScreen: 2,
  paymentShownMs: 500,
  unlockShownMs: 300,
};
const SIZE_ROUTES = [
  '/',
  '/send',
  '/receive',
  '/history',
  '/settings',
  '/more',
  '/scan',
  '/connect',
];
// Every route a person can open by address (a payment's detail needs a hash and renders the same
// components as History): issue 13 asks for Lighthouse ≥ 98 on each.
const LH_ROUTES = [
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
const lhRoutes = options['lh-routes']
  ? LH_ROUTES.filter((route) => options['lh-routes']!.split(',').includes(route))
  : LH_ROUTES;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
// The lazily loaded decoder: part of /scan only once the camera starts, never of first render.
const DEFERRED_CHUNK = /\/assets\/qr-engine-[^/]*\.js$/;

// ---------------------------------------------------------------------------------------------
// Results and the table

interface Row {
  metric: string;
  budget: string;
  measured: string;
  verdict: string;
}
const rows: Row[] = [];
const failures: string[] = [];
const raw: Record<string, unknown> = {};

function judge(
  metric: string,
  budget: string,
  measured: string,
  over: number,
  unit: string,
  digits = 0,
) {
  rows.push({
    metric,
    budget,
    measured,
    verdict: over > 0 ? `MISSED by ${over.toFixed(digits)} ${unit}`.trim() : 'ok',
  });
}

function notMeasured(section: string, metric: string, budget: string, error: unknown) {
  const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  rows.push({ metric, budget, measured: '—', verdict: `NOT MEASURED: ${reason.slice(0, 160)}` });
  failures.push(
    `${section}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** The Lighthouse run whose performance score is the median of a route's runs (the upper one of two). */
const medianRun = <T extends { performance: number }>(runs: readonly T[]): T | undefined =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function withTimeout<T>(what: string, ms: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// Shared browser helpers

async function phoneContext(browser: Browser, wallet: BenchWallet): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  // tsx compiles with keepNames: functions handed to the page may call its __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const { key, value } = walletStorage(wallet);
  await context.addInitScript(
    ([k, v]) => {
      if (!localStorage.getItem(k!)) {
        localStorage.setItem(k!, v!);
      }
    },
    [key, value],
  );
  return context;
}

async function expectRouteRendered(page: Page, route: string) {
  const path = new URL(page.url()).pathname;
  if (path !== route) {
    throw new Error(`${route} ended up at ${path} (the wallet in localStorage was not accepted?)`);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Initial-route JS and CSS, gzip -9

interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  cssRaw: number;
  files: Array<{ file: string; raw: number; gzip: number }>;
  deferred: Array<{ file: string; raw: number; gzip: number }>;
}

function gzipSize(url: string, body: Buffer | undefined): { raw: number; gzip: number } {
  const path = join(DIST, new URL(url).pathname);
  const bytes = existsSync(path) ? readFileSync(path) : body;
  if (!bytes) {
    throw new Error(`no bytes for ${url}`);
  }
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function measureSizes(browser: Browser, origin: string, wallet: BenchWallet) {
  const results: RouteSize[] = [];
  for (const route of SIZE_ROUTES) {
    const context = await phoneContext(browser, wallet);
    const page = await context.newPage();
    const responses: Array<{ url: string; body: Promise<Buffer | undefined> }> = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(origin) && /\.(m?js|css)(\?|$)/.test(new URL(url).pathname)) {
        responses.push({ url, body: response.body().catch(() => undefined) });
      }
    });
    await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 30_000 });
    await expectRouteRendered(page, route);
    const entry: RouteSize = {
      route,
      jsGzip: 0,
      cssGzip: 0,
      jsRaw: 0,
      cssRaw: 0,
      files: [],
      deferred: [],
    };
    const seen = new Set<string>();
    for (const { url, body } of responses) {
      const pathname = new URL(url).pathname;
      if (seen.has(pathname)) {
        continue;
      }
      seen.add(pathname);
      const size = { file: pathname, ...gzipSize(url, await body) };
      if (DEFERRED_CHUNK.test(pathname)) {
        entry.deferred.push(size);
        continue;
      }
      entry.files.push(size);
      if (pathname.endsWith('.css')) {
        entry.cssGzip += size.gzip;
        entry.cssRaw += size.raw;
      } else {
        entry.jsGzip += size.gzip;
        entry.jsRaw += size.raw;
      }
    }
    if (entry.files.length === 0) {
      throw new Error(`${route} loaded no JS or CSS from ${origin}`);
    }
    results.push(entry);
    await context.close();
  }
  raw.sizes = results;
  for (const r of results) {
    const overJs = r.jsGzip / KB - BUDGET.initialJsKb;
    const overCss = r.cssGzip / KB - BUDGET.initialCssKb;
    const misses = [
      overJs > 0 ? `JS by ${overJs.toFixed(1)} kB` : '',
      overCss > 0 ? `CSS by ${overCss.toFixed(1)} kB` : '',
    ].filter(Boolean);
    rows.push({
      metric: `Initial JS / CSS, ${r.route}`,
      budget: `≤ ${BUDGET.initialJsKb} / ≤ ${BUDGET.initialCssKb} kB gz`,
      measured: `${kb(r.jsGzip)} / ${kb(r.cssGzip)} kB gz (${r.files.length} files)`,
      verdict: misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
    });
  }
  // The decoder must be fetched on /scan only (once the camera starts), and by no other route.
  const deferredElsewhere = results.filter((r) => r.route !== '/scan' && r.deferred.length > 0);
  const scan = results.find((r) => r.route === '/scan');
  const engine = scan?.deferred[0];
  rows.push({
    metric: 'QR engine chunk (zxing), deferred',
    budget: 'only on /scan, after first render',
    measured: engine
      ? `${kb(engine.gzip)} kB gz (${kb(engine.raw)} kB raw)`
      : 'not loaded on /scan',
    verdict: deferredElsewhere.length
      ? `MISSED: also loaded on ${deferredElsewhere.map((r) => r.route).join(', ')}`
      : 'ok',
  });
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse 12, mobile defaults

interface LhResult {
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

async function measureLighthouse(origin: string, wallet: BenchWallet) {
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
      for (const route of lhRoutes) {
        for (let run = 0; run < LH_RUNS; run++) {
          const lhr = await lighthouseRun(route);
          if (options['lh-save']) {
            mkdirSync(options['lh-save'], { recursive: true });
            writeFileSync(
              resolve(options['lh-save'], `${route.replaceAll('/', '_') || '_'}-${run}.json`),
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
  for (const route of lhRoutes) {
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
      metric: `Lighthouse mobile, ${route}${LH_RUNS > 1 ? ` (median of ${LH_RUNS})` : ''}`,
      budget: `perf ≥ ${BUDGET.lighthousePerformance}, a11y ${BUDGET.lighthouseAccessibility}`,
      measured: `perf ${perf}, a11y ${a11y} (FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS})`,
      verdict: misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Decode: the zxing pipeline's cost per camera frame, and a file without a code giving up

async function measureDecode() {
  // Through Vite's module runner, as Vitest loads it: Node alone cannot take named imports from
  // @zxing/library's CommonJS build.
  const { module } = await runnerImport<typeof QrDecodeBench>(resolve('bench/lib/qr-decode.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const result = module.benchQrDecode(DECODE_RUNS);
  raw.decode = result;
  const row = (metric: string, times: QrDecodeBench.Timings, budgetMs: number) => {
    const m = median(times.wallMs);
    judge(
      `${metric} (median of ${times.wallMs.length})`,
      `≤ ${budgetMs} ms`,
      `${m.toFixed(1)} ms (CPU ${median(times.cpuMs).toFixed(1)}, max ${Math.max(...times.wallMs).toFixed(1)})`,
      m - budgetMs,
      'ms',
    );
  };
  row(
    'Decode: 1280×720 frame with a code (zxing, Node)',
    result.frameWithCode,
    BUDGET.decodeFrameMs,
  );
  row(
    'Decode: 1280×720 frame, no code (zxing, Node)',
    result.frameWithoutCode,
    BUDGET.decodeFrameMs,
  );
  row(
    `Decode: ${result.unreadableFileSize} file, no code → gives up (zxing, Node)`,
    result.unreadableFile,
    BUDGET.decodeFailMs,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Scan: first QR frame presented → `pocketbits:qr-decoded` mark

/** In the page: watches every <video> frame by frame and notes when the first QR frame shows. */
function watchVideoFrames() {
  const state = {
    qrFrameAt: null as number | null,
    qrFrameCallbackAt: null as number | null,
    playingAt: null as number | null,
    blankFrames: 0,
    lastBlankAt: null as number | null,
  };
  (window as unknown as { __scanBench: typeof state }).__scanBench = state;
  const SIDE = 160;
  const canvas = document.createElement('canvas');
  canvas.width = SIDE;
  canvas.height = SIDE;
  let context: CanvasRenderingContext2D | null = null;
  const hooked = new WeakSet<HTMLVideoElement>();
  const hook = (video: HTMLVideoElement) => {
    if (hooked.has(video)) {
      return;
    }
    hooked.add(video);
    video.addEventListener('playing', () => (state.playingAt ??= performance.now()));
    const onFrame: VideoFrameRequestCallback = (now, meta) => {
      if (state.qrFrameAt !== null) {
        return;
      }
      if (video.videoWidth > 0) {
        context ??= canvas.getContext('2d', { willReadFrequently: true });
        const side = Math.min(video.videoWidth, video.videoHeight) * 0.6;
        context!.drawImage(
          video,
          (video.videoWidth - side) / 2,
          (video.videoHeight - side) / 2,
          side,
          side,
          0,
          0,
          SIDE,
          SIDE,
        );
        const pixels = context!.getImageData(0, 0, SIDE, SIDE).data;
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          if (pixels[i]! < 70) {
            dark++;
          }
        }
        if (dark > SIDE * SIDE * 0.05) {
          // When the frame was handed to the compositor: the earliest a decoder could grab it.
          state.qrFrameAt = meta.presentationTime;
          state.qrFrameCallbackAt = now;
          return;
        }
        state.blankFrames++;
        state.lastBlankAt = meta.presentationTime;
      }
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(hook)).observe(document, {
    childList: true,
    subtree: true,
  });
}

async function measureScan(origin: string, wallet: BenchWallet, payee: BenchWallet) {
  const invoice = await createInvoice(origin, payee, 2_100, 'Scanned coffee');
  const text = `lightning:${invoice.bolt11.toUpperCase()}`;
  const videoPath = join(os.tmpdir(), `pocketbits-bench-${process.pid}.y4m`);
  const video = await writeLeadInQrVideo(videoPath, text, { blankSeconds: 2.5 });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoPath}`,
    ],
  });
  const runs: Array<Record<string, number | null>> = [];
  try {
    // A run where the code showed before the preview played timed the scanner's start, not the
    // decode: it is kept in the raw numbers but left out of the median, and another run is made.
    let valid = 0;
    for (let run = 0; valid < SCAN_RUNS && run < SCAN_RUNS * 2; run++) {
      const context = await phoneContext(browser, wallet);
      try {
        await context.addInitScript(watchVideoFrames);
        const page = await context.newPage();
        await page.goto(`${origin}/scan`, { waitUntil: 'load' });
        await page.waitForURL(/\/send\?invoice=/, { timeout: 20_000 }).catch(() => {
          throw new Error(`run ${run + 1}: no code was read within 20 s (still at ${page.url()})`);
        });
        const read = new URL(page.url()).searchParams.get('invoice');
        if (read !== text) {
          throw new Error(
            `run ${run + 1}: read ${read?.slice(0, 40)}…, not the invoice in the video`,
          );
        }
        type ScanState = {
          qrFrameAt: number | null;
          qrFrameCallbackAt: number | null;
          playingAt: number | null;
          blankFrames: number;
          lastBlankAt: number | null;
          decodedAt: number | null;
        };
        const result = await page.evaluate((): ScanState => {
          const state = (window as unknown as { __scanBench: Omit<ScanState, 'decodedAt'> })
            .__scanBench;
          const mark = performance.getEntriesByName('pocketbits:qr-decoded')[0];
          return { ...state, decodedAt: mark ? mark.startTime : null };
        });
        if (result.decodedAt === null) {
          throw new Error(
            'no pocketbits:qr-decoded mark: is src/features/scan/qr-engine.ts marking?',
          );
        }
        if (result.qrFrameAt === null && result.lastBlankAt !== null) {
          // The code was read from the very frame that followed the last blank one, before this
          // watcher got to look at it (the scanner then closed the video): that frame was
          // presented one frame interval after the last blank one.
          result.qrFrameAt = Math.min(result.decodedAt, result.lastBlankAt + 1000 / video.fps);
        }
        if (result.qrFrameAt === null) {
          throw new Error(
            `run ${run + 1}: the page never showed a QR frame (requestVideoFrameCallback): ${JSON.stringify(result)}`,
          );
        }
        const latency = result.decodedAt - result.qrFrameAt;
        runs.push({ ...result, latencyMs: latency });
        if (result.playingAt !== null && result.qrFrameAt >= result.playingAt) {
          valid++;
        }
        log(`scan run ${run + 1}: ${latency.toFixed(1)} ms (blank frames ${result.blankFrames})`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await rm(videoPath, { force: true });
  }
  const counted = runs.filter((r) => r.playingAt !== null && r.qrFrameAt! >= r.playingAt!);
  const early = runs.length - counted.length;
  if (counted.length < 5) {
    throw new Error(
      `only ${counted.length} of ${runs.length} scan runs had the scanner running before the code showed`,
    );
  }
  const latencies = counted.map((r) => r.latencyMs!);
  raw.scan = { video, runs, medianMs: median(latencies) };
  const m = median(latencies);
  judge(
    `Scan: QR frame → decoded (median of ${counted.length})`,
    `≤ ${BUDGET.scanMs} ms`,
    `${m.toFixed(0)} ms (min ${Math.min(...latencies).toFixed(0)}, max ${Math.max(...latencies).toFixed(0)})` +
      (early ? `; ${early} runs left out (code shown before the preview played)` : ''),
    m - BUDGET.scanMs,
    'ms',
  );
}

// ---------------------------------------------------------------------------------------------
// 4. History of 10,000 payments: long tasks and requests while scrolling

async function measureHistory(browser: Browser, origin: string, wallet: BenchWallet) {
  const TOTAL = 10_000;
  const context = await phoneContext(browser, wallet);
  try {
    await context.addInitScript(() => {
      const store = window as unknown as { longTasks: Array<{ start: number; duration: number }> };
      store.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          store.longTasks.push({
            start: Math.round(entry.startTime),
            duration: Math.round(entry.duration),
          });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    // As e2e/history.spec.ts: 10,000 payments over HTTP would take minutes to make, so the list
    // endpoint answers pages of made-up ones (the app cannot tell).
    await page.route('**/api/v1/payments/paginated?**', (route) =>
      route.fulfill({
        json: syntheticPaymentsPage(new URL(route.request().url()), TOTAL, wallet.id),
      }),
    );
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/payments')) {
        requests.push(request.url());
      }
    });
    await page.goto(`${origin}/history`, { waitUntil: 'load' });
    await expectRouteRendered(page, '/history');
    await page
      .getByRole('region', { name: 'Payments' })
      .getByRole('link', { name: /synthetic 0\b/ })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {
        throw new Error('the first synthetic payment never showed on /history');
      });
    const loadLongTasks = await page.evaluate(() => {
      const store = window as unknown as { longTasks: Array<{ duration: number }> };
      const tasks = store.longTasks.map((t) => t.duration);
      store.longTasks = [];
      return tasks;
    });
    const requestsBeforeScroll = requests.length;
    const scroll = await withTimeout('scrolling 10,000 payments', 180_000, () =>
      page.evaluate(async (total) => {
        // The end counts payments and requests apart; its data-count is every row.
        const end = String(total);
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const ended = () =>
          document.querySelector('[data-testid="history-end"]')?.getAttribute('data-count') === end;
        const started = performance.now();
        let steps = 0;
        let waits = 0;
        while (!ended()) {
          const before = window.scrollY;
          const height = document.documentElement.scrollHeight;
          window.scrollBy(0, window.innerHeight);
          await frame();
          await frame();
          steps++;
          if (window.scrollY <= before) {
            // At the bottom of what has loaded: wait for the next page to arrive.
            const since = performance.now();
            while (!ended() && document.documentElement.scrollHeight === height) {
              if (performance.now() - since > 10_000) {
                const status = Array.from(
                  document.querySelectorAll('[role="status"], [role="alert"]'),
                )
                  .map((el) =>
                    `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim(),
                  )
                  .join(' | ');
                return {
                  error: `stuck at ${Math.round(window.scrollY)} px of ${document.documentElement.scrollHeight} for 10 s after ${steps} screens (${status || 'no status shown'})`,
                  steps,
                };
              }
              await frame();
            }
            waits++;
          }
        }
        return {
          steps,
          waits,
          screens: (window.scrollY + window.innerHeight) / window.innerHeight,
          scrollY: window.scrollY,
          ms: performance.now() - started,
          rowsInDom: document.querySelectorAll('[aria-label="Payments"] a').length,
        };
      }, TOTAL),
    );
    if ('error' in scroll) {
      throw new Error(`history scroll ${scroll.error}; ${requests.length} payment requests`);
    }
    const longTasks = await page.evaluate(
      () =>
        (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks,
    );
    const maxLongTask = Math.max(0, ...longTasks.map((t) => t.duration));
    const perScreen = requests.length / scroll.screens;
    raw.history = {
      total: TOTAL,
      requests: requests.length,
      requestsBeforeScroll,
      requestUrls: requests.slice(0, 5),
      scroll,
      loadLongTasks,
      scrollLongTasks: longTasks,
    };
    judge(
      'History 10k: longest task while scrolling',
      `≤ ${BUDGET.historyLongTaskMs} ms`,
      `${maxLongTask} ms (${longTasks.length} long tasks over ${Math.round(scroll.screens)} screens; ` +
        `on load: ${loadLongTasks.length ? `max ${Math.max(...loadLongTasks)} ms` : 'none'})`,
      longTasks.length ? maxLongTask - BUDGET.historyLongTaskMs : 0,
      'ms',
    );
    judge(
      'History 10k: payment requests per screenful',
      `≤ ${BUDGET.historyRequestsPerScreen}`,
      `${perScreen.toFixed(2)} (${requests.length} requests / ${scroll.screens.toFixed(0)} screens)`,
      perScreen - BUDGET.historyRequestsPerScreen,
      '',
      2,
    );
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Payment received → new balance on Home

async function measurePayment(browser: Browser, origin: string) {
  const payee = await createWallet(origin, 'Bench payee', 1_000);
  const payer = await createWallet(origin, 'Bench payer', 1_000_000);
  const context = await phoneContext(browser, payee);
  const runs: Array<{
    amount: number;
    paidAt: number;
    mutatedAt: number;
    paintedAt: number;
    shownMs: number;
  }> = [];
  try {
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'load' });
    await expectRouteRendered(page, '/');
    const balance = page.getByTestId('balance');
    await balance.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_500); // the websocket opens after the first render
    for (let run = 0; run < PAYMENT_RUNS; run++) {
      const amount = 1_000 + run * 111;
      const expected = (await balanceSat(origin, payee)) + amount;
      const invoice = await createInvoice(origin, payee, amount, `bench ${run}`);
      await page.waitForTimeout(300); // let any refetch the new invoice caused settle
      await page.evaluate((want) => {
        const w = window as unknown as {
          __shown?: Promise<{ mutatedAt: number; paintedAt: number }>;
        };
        const digits = (el: Element | null) => Number((el?.textContent ?? '').replace(/\D/g, ''));
        w.__shown = new Promise((resolve) => {
          const check = () => {
            const el = document.querySelector('[data-testid="balance"]');
            if (digits(el) === want) {
              const mutatedAt = Date.now();
              observer.disconnect();
              requestAnimationFrame(() => resolve({ mutatedAt, paintedAt: Date.now() }));
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          check();
        });
      }, expected);
      await payInvoice(origin, payer, invoice.bolt11);
      const paidAt = Date.now();
      const shown = await withTimeout(`payment ${run + 1} to show on Home`, 15_000, () =>
        page.evaluate(
          () =>
            (window as unknown as { __shown: Promise<{ mutatedAt: number; paintedAt: number }> })
              .__shown,
        ),
      );
      runs.push({ amount, paidAt, ...shown, shownMs: shown.paintedAt - paidAt });
      log(
        `payment run ${run + 1}: shown ${shown.paintedAt - paidAt} ms after the payer's call returned`,
      );
    }
  } finally {
    await context.close();
  }
  const shownMs = runs.map((r) => r.shownMs);
  const m = median(shownMs);
  raw.payment = { runs, medianMs: m };
  judge(
    `Payment received → balance on Home (median of ${runs.length})`,
    `≤ ${BUDGET.paymentShownMs} ms`,
    `${m.toFixed(0)} ms (min ${Math.min(...shownMs)}, max ${Math.max(...shownMs)})`,
    m - BUDGET.paymentShownMs,
    'ms',
  );
}

// ---------------------------------------------------------------------------------------------
// 6. Unlock with the PIN → balance on Home

const BENCH_PIN = '246810';

async function measureUnlock(browser: Browser, origin: string, wallet: BenchWallet) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const runs: number[] = [];
  try {
    const page = await context.newPage();
    // The wallet as an earlier version stored it; the app moves it into its vault on start.
    await page.goto(origin + '/connect');
    const { key, value } = walletStorage(wallet);
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    await page.goto(origin + '/settings/pin', { waitUntil: 'load' });
    // The PIN is set as a person sets it: typed, then typed again.
    await page.getByRole('group', { name: 'Choose a PIN' }).waitFor({ timeout: 20_000 });
    await page.keyboard.type(BENCH_PIN);
    await page.getByRole('group', { name: 'Enter the same PIN again' }).waitFor();
    await page.keyboard.type(BENCH_PIN);
    await page.waitForURL(origin + '/settings', { timeout: 20_000 });
    for (let run = 0; run < UNLOCK_RUNS; run++) {
      await page.goto(origin + '/', { waitUntil: 'load' });
      await page
        .getByRole('heading', { name: 'Pocketbits is locked' })
        .waitFor({ timeout: 20_000 });
      await page.evaluate(() => {
        const w = window as unknown as { __unlocked?: Promise<number> };
        let lastKeyAt = 0;
        window.addEventListener('keydown', () => (lastKeyAt = performance.now()), true);
        w.__unlocked = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const el = document.querySelector('[data-testid="balance"]');
            if (el && /\d/.test(el.textContent ?? '')) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - lastKeyAt));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.keyboard.type(BENCH_PIN);
      const shownMs = await withTimeout(`unlock ${run + 1} to show the balance`, 15_000, () =>
        page.evaluate(() => (window as unknown as { __unlocked: Promise<number> }).__unlocked),
      );
      runs.push(Math.round(shownMs));
      log(`unlock run ${run + 1}: balance shown ${Math.round(shownMs)} ms after the last digit`);
    }
  } finally {
    await context.close();
  }
  const m = median(runs);
  raw.unlock = { runs, medianMs: m };
  judge(
    `Unlock (PIN) → balance on Home (median of ${runs.length})`,
    `≤ ${BUDGET.unlockShownMs} ms`,
    `${m.toFixed(0)} ms (min ${Math.min(...runs)}, max ${Math.max(...runs)})`,
    m - BUDGET.unlockShownMs,
    'ms',
  );
}

// ---------------------------------------------------------------------------------------------

function printTable() {
  const header: Row = {
    metric: 'Measure',
    budget: 'Budget',
    measured: 'Measured',
    verdict: 'Verdict',
  };
  const all = [header, ...rows];
  const width = (k: keyof Row) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Row) =>
    `| ${r.metric.padEnd(width('metric'))} | ${r.budget.padEnd(width('budget'))} | ${r.measured.padEnd(
      width('measured'),
    )} | ${r.verdict.padEnd(width('verdict'))} |`;
  const rule = `|${(['metric', 'budget', 'measured', 'verdict'] as const).map((k) => '-'.repeat(width(k) + 2)).join('|')}|`;
  console.log([line(header), rule, ...rows.map(line)].join('\n'));
}

async function main() {
  const startedAt = Date.now();
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
          run: () => measureSizes(browser!, origin, wallet),
        },
        lighthouse: {
          metric: 'Lighthouse mobile',
          budget: `perf ≥ ${BUDGET.lighthousePerformance}, a11y ${BUDGET.lighthouseAccessibility}`,
          run: () => measureLighthouse(origin, wallet),
        },
        scan: {
          metric: 'Scan: QR frame → decoded',
          budget: `≤ ${BUDGET.scanMs} ms`,
          run: () => measureScan(origin, wallet, other),
        },
        decode: {
          metric: 'Decode: camera frame / unreadable file',
          budget: `≤ ${BUDGET.decodeFrameMs} / ≤ ${BUDGET.decodeFailMs} ms`,
          run: () => measureDecode(),
        },
        history: {
          metric: 'History 10k scroll',
          budget: `long task ≤ ${BUDGET.historyLongTaskMs} ms, ≤ ${BUDGET.historyRequestsPerScreen} req/screen`,
          run: () => measureHistory(browser!, origin, wallet),
        },
        payment: {
          metric: 'Payment received → balance on Home',
          budget: `≤ ${BUDGET.paymentShownMs} ms`,
          run: () => measurePayment(browser!, origin),
        },
        unlock: {
          metric: 'Unlock (PIN) → balance on Home',
          budget: `≤ ${BUDGET.unlockShownMs} ms`,
          run: () => measureUnlock(browser!, origin, wallet),
        },
        // WebKit and Firefox beside Chromium: bench/engines.ts.
        engines: { ...ENGINES_SECTION, run: () => measureEngines(origin, { judge, log, raw }) },
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
        notMeasured(name, section.metric, section.budget, error);
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
  printTable();

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
