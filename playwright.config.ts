import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, headlessShellPath } from './e2e/chromium.ts';

/**
 * The specs that hold the app to a time budget measured in the page: the language switch
 * (200 ms), a payment shown on return from the background (500 ms) and a payment to the address
 * shown full screen (1 s). They run alone, after everything else, so a test in the other worker
 * doesn't share their CPU: on 2 cores the switch measured 50 ms alone and 123 ms beside another
 * browser.
 */
const TIMED_SPECS = ['language.spec.ts', 'iphone.spec.ts', 'receive-address.spec.ts'];

/**
 * The specs that need the Chromium browser rather than its headless shell, which has no Push API
 * and no notifications (e2e/chromium.ts). (scan.spec.ts starts a browser of its own, with the
 * fake camera.)
 */
const BROWSER_SPECS = ['push.spec.ts'];

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // One spec file per worker at a time, two at once: each test makes its own wallets on the
  // shared sandbox, so files don't see each other's payments. Two workers on 2 cores take the
  // suite from 8 to about 6 minutes.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./e2e/skip-reasons-reporter.ts']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    // No trace: recording one for every test (DOM snapshots at each step, network, console),
    // to keep only a failed test's, took a sixth of the suite's CPU, and npm test's output is all
    // CI keeps. To look into a failure, run it again with `--trace retain-on-failure` (README,
    // "Tests"); the failure's screenshot below shows its last frame.
    trace: 'off',
    // page.route can't see requests a service worker makes; e2e/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: PHONE,
      testIgnore: [...TIMED_SPECS, ...BROWSER_SPECS],
    },
    {
      name: 'phone-browser',
      use: { ...PHONE, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
      testMatch: BROWSER_SPECS,
    },
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: TIMED_SPECS,
      // The flows whose layout changes with the width (side navigation, the review's Pay button,
      // history rows, Receive, the welcome) run at desktop size too. Protocol, storage, security
      // and accessibility specs do not depend on the width and run once, at phone size: running
      // all of them twice took npm test past its 10-minute budget on 2 cores. Within those files,
      // the tests tagged @any-width check what a server or a reload does, the same at any width
      // (a lost answer, a forged websocket message, a refused link), and run at phone size only.
      grepInvert: /@any-width/,
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
      use: DESKTOP,
      testMatch: ['lnurl.spec.ts'],
      grep: /@both-sizes/,
    },
    // The timed specs, one test at a time once the projects above are done (a project starts
    // after its dependencies; `workers: 1` keeps its tests from running beside each other).
    {
      name: 'timed-phone',
      use: PHONE,
      testMatch: TIMED_SPECS,
      workers: 1,
      dependencies: ['phone', 'phone-browser', 'desktop', 'desktop-flows'],
    },
    {
      name: 'timed-desktop',
      use: DESKTOP,
      testMatch: ['receive-address.spec.ts'],
      workers: 1,
      dependencies: ['timed-phone'],
    },
  ],
});
