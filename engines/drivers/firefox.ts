/**
 * Gecko: Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver). Downloads go to a folder of this session's own without asking; the JSON viewer is
 * off so the sandbox's JSON pages are plain documents of the app's origin; scrollbars float over
 * the page as on a phone.
 */
import puppeteer from 'puppeteer-core';
import { engineBrowserPaths } from '../../scripts/engine-browsers.mjs';
import type { EngineDriver } from './driver.ts';
import { openPage } from './puppeteer.ts';
import { COMMAND_TIMEOUT_MS, VIEWPORT, withTimeout } from '../config.ts';

export async function launchFirefox(
  downloadDir: string,
  preloadScript: string,
): Promise<EngineDriver> {
  const browser = await withTimeout(
    'starting Firefox',
    COMMAND_TIMEOUT_MS,
    puppeteer.launch({
      browser: 'firefox',
      executablePath: engineBrowserPaths().firefox,
      headless: true,
      defaultViewport: VIEWPORT,
      protocolTimeout: COMMAND_TIMEOUT_MS,
      extraPrefsFirefox: {
        'browser.download.dir': downloadDir,
        'browser.download.folderList': 2,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        'browser.download.alwaysOpenPanel': false,
        'browser.helperApps.neverAsk.saveToDisk': 'application/json,text/csv,text/plain',
        'devtools.jsonview.enabled': false,
        'intl.accept_languages': 'en-US, en',
        'intl.locale.requested': 'en-US',
        // As on a phone: scrollbars over the page, not beside it (Linux takes 12 px of the 390).
        'ui.useOverlayScrollbars': 1,
      },
      env: { ...process.env, LANG: 'en_US.UTF-8' },
    }),
  );
  // "firefox/153.8.0"
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`;
  return openPage('firefox', browser, version, downloadDir, preloadScript);
}
