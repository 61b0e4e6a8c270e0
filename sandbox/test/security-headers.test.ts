import type { FastifyRequest } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContentSecurityPolicy } from '../../scripts/content-security-policy-plugin.ts';
import {
  LOOPBACK_CONNECT_SOURCES,
  parsePolicy,
  withLoopbackConnections,
} from '../../src/lib/content-security-policy.ts';
import { isServedFromLoopback, pageEncoding } from '../app-page.ts';
import { startTestSandbox, type TestSandbox } from './harness.ts';

const SOURCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="referrer" content="no-referrer" />
    <title>Pocketbits</title>
    <script>theme();</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** index.html as `npm run build` writes it, the policy meta included. */
const BUILT_PAGE = withContentSecurityPolicy(SOURCE_PAGE);
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;
const builtPolicy = META.exec(BUILT_PAGE)![1]!;

/** A dist folder like the build's, precompressed copies of the strict index.html included. */
function makeDist(page: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocketbits-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(Buffer.from(page)));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(Buffer.from(page)));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("app");');
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET, so the test chooses the Host header and sees the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const metaPolicyOf = (html: string) => META.exec(html)?.[1];
const headerPolicyOf = (answer: RawAnswer) => String(answer.headers['content-security-policy']);

let dist: string;
let t: TestSandbox;
beforeAll(async () => {
  dist = makeDist(BUILT_PAGE);
  t = await startTestSandbox({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the app as the sandbox serves it on loopback', () => {
  it('sends the security headers with the page', async () => {
    const page = await rawGet(`${t.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['permissions-policy']).toMatch(
      /^camera=\(self\), microphone=\(\), geolocation=\(\),/,
    );
    const header = parsePolicy(headerPolicyOf(page));
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds loopback connections to the page and the header alike, and nothing else', async () => {
    const page = await rawGet(`${t.baseUrl}/`);
    const meta = metaPolicyOf(page.body.toString());
    expect(meta).toBe(withLoopbackConnections(builtPolicy));
    expect(parsePolicy(meta!).get('connect-src')).toEqual(
      expect.arrayContaining([...LOOPBACK_CONNECT_SOURCES]),
    );
    // The header is the page's policy and frame-ancestors: the intersection is the page's policy.
    expect(headerPolicyOf(page)).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('serves the same page for /index.html (what the service worker caches) and any app path', async () => {
    const home = await rawGet(`${t.baseUrl}/`);
    for (const path of ['/index.html', '/send?invoice=lnbc1', '/history/abc']) {
      const page = await rawGet(t.baseUrl + path);
      expect(page.status).toBe(200);
      expect(page.body.equals(home.body)).toBe(true);
      expect(headerPolicyOf(page)).toBe(headerPolicyOf(home));
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses the rewritten page, never sending the strict precompressed copy from disk', async () => {
    const plain = await rawGet(`${t.baseUrl}/`);
    const br = await rawGet(`${t.baseUrl}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await rawGet(`${t.baseUrl}/index.html`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const refused = await rawGet(`${t.baseUrl}/`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('gives the service worker script and the API the same policy and headers', async () => {
    const page = await rawGet(`${t.baseUrl}/`);
    const worker = await rawGet(`${t.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(headerPolicyOf(worker)).toBe(headerPolicyOf(page));
    const health = await rawGet(`${t.baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(headerPolicyOf(health)).toBe(headerPolicyOf(page));
    expect(health.headers['x-frame-options']).toBe('DENY');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the built policy unchanged to a page not opened as this machine', async () => {
    const port = new URL(t.baseUrl).port;
    const page = await rawGet(`${t.baseUrl}/send`, { host: `wallet.example:${port}` });
    expect(metaPolicyOf(page.body.toString())).toBe(builtPolicy);
    expect(headerPolicyOf(page)).toBe(`${builtPolicy}; frame-ancestors 'none'`);
    expect(headerPolicyOf(page)).not.toMatch(/http:|ws:/);
    // localhost is this machine too.
    const local = await rawGet(`${t.baseUrl}/`, { host: `localhost:${port}` });
    expect(metaPolicyOf(local.body.toString())).toBe(withLoopbackConnections(builtPolicy));
  });
});

describe('isServedFromLoopback', () => {
  const asked = (localAddress: string, host: string) =>
    ({ socket: { localAddress }, headers: { host } }) as unknown as FastifyRequest;

  it('needs both a loopback connection and a loopback address in the page URL', () => {
    expect(isServedFromLoopback(asked('127.0.0.1', '127.0.0.1:5000'))).toBe(true);
    expect(isServedFromLoopback(asked('::1', '[::1]:5000'))).toBe(true);
    expect(isServedFromLoopback(asked('::ffff:127.0.0.1', 'localhost:5000'))).toBe(true);
    // --host 0.0.0.0, opened from another machine on the network.
    expect(isServedFromLoopback(asked('192.168.1.20', '192.168.1.20:5000'))).toBe(false);
    // …or reached over the network under a loopback name (a proxy): still not this machine's page.
    expect(isServedFromLoopback(asked('192.168.1.20', '127.0.0.1:5000'))).toBe(false);
    // A rebound name on loopback: the page's origin is that name, not loopback.
    expect(isServedFromLoopback(asked('127.0.0.1', 'attacker.example:5000'))).toBe(false);
    expect(isServedFromLoopback(asked('127.0.0.1', ''))).toBe(false);
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});

describe('without an app to serve', () => {
  it('answers data with a policy that lets nothing load or frame it', async () => {
    const bare = await startTestSandbox();
    try {
      const health = await rawGet(`${bare.baseUrl}/api/v1/health`);
      expect(health.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(health.headers['x-frame-options']).toBe('DENY');
    } finally {
      await bare.close();
    }
  });

  it('serves a page built without the policy under the same policy, in the header', async () => {
    const old = makeDist(SOURCE_PAGE);
    const sandbox = await startTestSandbox({ staticDir: old });
    try {
      const page = await rawGet(`${sandbox.baseUrl}/`);
      // As built, but for LNbits' public settings (a data block, which no policy governs).
      const settings = /\n? *<script type="text\/plain" id="lnbits-settings">[^<]*<\/script>\n/;
      expect(page.body.toString()).toMatch(settings);
      expect(page.body.toString().replace(settings, '')).toBe(SOURCE_PAGE);
      expect(headerPolicyOf(page)).toBe(
        `${withLoopbackConnections(builtPolicy)}; frame-ancestors 'none'`,
      );
    } finally {
      await sandbox.close();
      rmSync(old, { recursive: true, force: true });
    }
  });
});
