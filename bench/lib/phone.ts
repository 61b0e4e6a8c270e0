/** Browser contexts at phone size, and the check that a route rendered as itself. */
import type { Browser, BrowserContext, Page } from 'playwright';
import { walletStorage, type BenchWallet } from './sandbox.ts';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** A phone-sized context with `wallet` connected (in localStorage) and no service worker. */
export async function phoneContext(browser: Browser, wallet: BenchWallet): Promise<BrowserContext> {
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

export async function expectRouteRendered(page: Page, route: string) {
  const path = new URL(page.url()).pathname;
  if (path !== route) {
    throw new Error(`${route} ended up at ${path} (the wallet in localStorage was not accepted?)`);
  }
}
