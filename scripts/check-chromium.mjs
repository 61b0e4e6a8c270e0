// The end-to-end suite drives the system Chromium: most specs in its headless shell, those that
// need the browser's own parts (Web Push, the camera) in the browser (e2e/chromium.ts).
// Playwright's own browser download does not work on our machines. Fail loudly, with the fix,
// rather than skip.
import { accessSync, constants } from 'node:fs';

const browsers = [
  {
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    name: 'Chromium',
    package: 'chromium',
    variable: 'CHROMIUM_PATH',
  },
  {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
    name: "Chromium's headless shell",
    package: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
];

const missing = browsers.filter(({ path }) => {
  try {
    accessSync(path, constants.X_OK);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.error(
    [
      ...missing.map(({ name, path }) => `No ${name} found at ${path}.`),
      'The end-to-end tests need the system Chromium. Install it with:',
      `  sudo apt-get update && sudo apt-get install -y ${missing.map((b) => b.package).join(' ')}`,
      `or point ${missing.map((b) => b.variable).join(' and ')} at a Chromium or Chrome binary.`,
    ].join('\n'),
  );
  process.exit(1);
}
