// The page's Content-Security-Policy in the browser: what it allows runs (the theme before the
// first paint included), what it refuses is reported, and the suite's listener fails on a report.
import { expect, test, type Page } from './fixtures.ts';
import { appOrigin } from './support.ts';

async function openConnect(page: Page) {
  const response = await page.goto(`${appOrigin()}/connect`);
  await expect(page.getByLabel('Wallet key')).toBeVisible();
  return response!;
}

/** A script the page did not ship, added as an attacker's injected markup would add it. */
async function injectInlineScript(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
  });
}

test.describe('Content-Security-Policy', () => {
  test('the page carries the policy in a <meta> before any script, and as a header', async ({
    page,
  }) => {
    const response = await openConnect(page);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=(self)');

    const order = await page.evaluate(() =>
      Array.from(document.head.children, (element) =>
        element.matches('meta[http-equiv="Content-Security-Policy"]')
          ? 'policy'
          : element.matches('meta[name="referrer"]')
            ? 'referrer'
            : element.localName,
      ),
    );
    expect(order.indexOf('policy')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('policy')).toBeLessThan(order.indexOf('script'));
    expect(order.indexOf('referrer')).toBeLessThan(order.indexOf('script'));
    // Served from loopback, the page may also reach the sandbox's other local ports.
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(meta).toContain("connect-src 'self' https: wss: blob: http://127.0.0.1:*");
    expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  });

  test('an injected inline script is refused, and the listener records it', async ({
    page,
    policyViolations,
  }) => {
    await openConnect(page);
    await injectInlineScript(page);
    const seen = await policyViolations.take();
    // Refused by both policies, each reporting: the header's and the page's own <meta>.
    const refusal = {
      directive: 'script-src-elem',
      blocked: 'inline',
      documentUrl: `${appOrigin()}/connect`,
    };
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...refusal, policy: expect.stringContaining('frame-ancestors') }),
        expect.objectContaining({
          ...refusal,
          policy: expect.not.stringContaining('frame-ancestors'),
        }),
      ]),
    );
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
  });

  test('a test that meets a violation fails, though its own steps pass', async ({ page }) => {
    test.fail(true, 'the listener of e2e/fixtures.ts must fail this test after its body');
    await openConnect(page);
    await injectInlineScript(page);
  });

  test('the theme is set before the page body exists: dark from the first paint', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Recorded when <body> enters the document, before anything in it can be drawn, and before
    // the app's own code (a module, run after parsing) could set the theme itself.
    await page.addInitScript(() => {
      const seen = window as unknown as { themeAtBody?: string; preloadsAtBody?: string[] };
      new MutationObserver((_records, observer) => {
        if (document.body) {
          seen.themeAtBody = document.documentElement.className;
          seen.preloadsAtBody = Array.from(
            document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
            (link) => link.href,
          );
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${appOrigin()}/send`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = await page.evaluate(() => ({
      theme: (window as unknown as { themeAtBody?: string }).themeAtBody,
      preloads: (window as unknown as { preloadsAtBody?: string[] }).preloadsAtBody,
    }));
    expect(seen.theme).toContain('dark');
    // The other inline script, the route preloader, ran too: Send's code was asked for early.
    expect(seen.preloads?.some((href) => /\/assets\/SendScreen-/.test(href))).toBe(true);
    expect(seen.preloads?.some((href) => /\/assets\/HomeScreen-/.test(href))).toBe(false);
  });
});
