/** Launch settings for the system Chromium (shared by Playwright and the benchmarks). */

/**
 * The Chromium browser (Debian's `chromium`): the Lighthouse and screenshot runs, the specs that
 * start a browser of their own (the camera's), and the specs that need what only the browser has
 * (Web Push, notifications).
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same source and
 * version as `chromium`: the same Blink and V8, without the browser's profile, extension and
 * window layers), which runs the rest of the Playwright suite, as Playwright itself does for
 * headless runs: the same tests in about 40 % less CPU.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
