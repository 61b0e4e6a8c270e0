import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./e2e/skip-reasons-reporter.ts']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // page.route can't see requests a service worker makes; e2e/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // The flows whose layout changes with the width (side navigation, the review's Pay button,
      // history rows, Receive, the welcome) run at desktop size too. Protocol, storage, security
      // and accessibility specs do not depend on the width and run once, at phone size: running
      // all of them twice took npm test past its 10-minute budget on 2 cores.
      testMatch: [
        'layout.spec.ts',
        'send.spec.ts',
        'history.spec.ts',
        'receive.spec.ts',
        'receive-address.spec.ts',
        'first-run.spec.ts',
      ],
    },
    {
      // Send's amount keypad (sats and fiat), recent recipients and the withdraw screen live in
      // the LNURL spec, whose protocol cases don't depend on the width: only those flows, tagged
      // @both-sizes, run at desktop size too.
      name: 'desktop-flows',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: ['lnurl.spec.ts'],
      grep: /@both-sizes/,
    },
  ],
});
