// The end-to-end suite drives the system Chromium; Playwright's own browser download does not
// work on our machines. Fail loudly, with the fix, rather than skip.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `No Chromium found at ${path}.`,
      'The end-to-end tests need the system Chromium. Install it with:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
