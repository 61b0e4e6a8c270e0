// Where the engines suite (engines/, `npm run test:engines`) finds its browsers, and the check it
// makes before it starts: Debian's packages, never a download. Plain JavaScript, so Node runs it
// before anything is compiled.
//   node scripts/engine-browsers.mjs   exits 1, saying what to install, when one is missing
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALL_ADVICE =
  'Install them with:\n  sudo apt-get update && sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb\n' +
  '(or point FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH at them).';

/** MiniBrowser lives under the multiarch folder of libwebkit2gtk-4.1-0 (x86_64-linux-gnu, …). */
function findMiniBrowser() {
  let folders = [];
  try {
    folders = readdirSync('/usr/lib');
  } catch {
    // No /usr/lib: reported as missing below.
  }
  for (const folder of folders) {
    const path = join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser');
    if (isExecutable(path)) {
      return path;
    }
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {{ firefox: string; webkitDriver: string; miniBrowser: string; xvfb: string }} */
export function engineBrowserPaths(env = process.env) {
  return {
    firefox: env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    webkitDriver: env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
    miniBrowser: env.MINIBROWSER_PATH || findMiniBrowser(),
    xvfb: env.XVFB_PATH || '/usr/bin/Xvfb',
  };
}

/** What is missing, one line each (package: path); empty when all are there. */
export function missingEngineBrowsers(env = process.env) {
  const paths = engineBrowserPaths(env);
  const needs = [
    ['firefox-esr', paths.firefox],
    ['webkit2gtk-driver', paths.webkitDriver],
    ['webkit2gtk-driver (its libwebkit2gtk-4.1-0)', paths.miniBrowser],
    ['xvfb', paths.xvfb],
  ];
  return needs.filter(([, path]) => !isExecutable(path)).map(([pkg, path]) => `${pkg}: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingEngineBrowsers();
  if (missing.length) {
    console.error(
      [
        'The engines suite runs the app in WebKit and Firefox from Debian packages; missing:',
        ...missing.map((line) => `  ${line}`),
        INSTALL_ADVICE,
      ].join('\n'),
    );
    process.exit(1);
  }
}
