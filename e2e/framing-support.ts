/**
 * Pages that frame the app, for the framing tests: made by the test with `page.route`, on any
 * origin it names (no server listens there), the way another website would.
 */
import type { Frame, Page } from '@playwright/test';
import { appOrigin } from './support.ts';

/** A different site: neither 127.0.0.1 nor localhost. */
export const otherSiteUrl = () => 'http://framer.example/';

/**
 * The same site as the app (at `origin`: the tests' sandbox unless named) but another origin:
 * same scheme and host, another port. Same-site frames share the app's storage (no partitioning),
 * so a guard-less app would show its wallet.
 */
export function sameSiteUrl(origin = appOrigin()): string {
  const app = new URL(origin);
  const port = app.port === '8999' ? '8998' : '8999';
  return `${app.protocol}//${app.hostname}:${port}/framer`;
}

/** Serves at `framerUrl` a page whose only content is `src` in an iframe; returns that frame. */
export async function openFramingPage(page: Page, framerUrl: string, src: string): Promise<Frame> {
  await page.route(framerUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Another website</title></head><body><main aria-label="Another website"><h1>Another website</h1><iframe src="${src.replace(/"/g, '&quot;')}" title="Embedded page" width="360" height="640"></iframe></main></body></html>`,
    }),
  );
  // The window's load event waits for its frames: the app, or the error page that replaced it.
  await page.goto(framerUrl);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) {
    throw new Error('the framing page has no frame');
  }
  return frame;
}

/**
 * Answers the app's pages (at `origin`: the tests' sandbox unless named) without the headers that
 * forbid framing, as a static host that sends none would: only the page's own <meta> policy and
 * the app's frame guard are left.
 */
export async function stripFramingHeaders(page: Page, origin = appOrigin()): Promise<void> {
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (!route.request().isNavigationRequest()) {
        return route.continue();
      }
      const response = await route.fetch();
      const headers = { ...response.headers() };
      // The body comes decoded; the encoding and length headers describe the wire form.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'content-encoding',
        'content-length',
      ]) {
        delete headers[name];
      }
      await route.fulfill({ response, headers });
    },
  );
}
