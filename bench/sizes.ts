/** Initial-route JS and CSS, gzip -9: what each route loads before its first render. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { BUDGET, KB } from './lib/budget.ts';
import { expectRouteRendered, phoneContext } from './lib/phone.ts';
import { kb, type Reporter } from './lib/report.ts';
import type { BenchWallet } from './lib/sandbox.ts';

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
// The lazily loaded decoder: part of /scan only once the camera starts, never of first render.
const DEFERRED_CHUNK = /\/assets\/qr-engine-[^/]*\.js$/;

export interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  cssRaw: number;
  files: Array<{ file: string; raw: number; gzip: number }>;
  deferred: Array<{ file: string; raw: number; gzip: number }>;
}

function gzipSize(
  dist: string,
  url: string,
  body: Buffer | undefined,
): { raw: number; gzip: number } {
  const path = join(dist, new URL(url).pathname);
  const bytes = existsSync(path) ? readFileSync(path) : body;
  if (!bytes) {
    throw new Error(`no bytes for ${url}`);
  }
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

interface SizesInput {
  browser: Browser;
  origin: string;
  wallet: BenchWallet;
  /** The built app's folder: a file's bytes are read there, as served (or as fetched). */
  dist: string;
  report: Reporter;
}

export async function measureSizes({ browser, origin, wallet, dist, report }: SizesInput) {
  const { rows, raw } = report;
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
      const size = { file: pathname, ...gzipSize(dist, url, await body) };
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
