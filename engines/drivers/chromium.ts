/**
 * Chromium (the system one, as the e2e suite and the bench use it), driven like Firefox through
 * puppeteer-core, for the engines bench's figures beside WebKit's and Firefox's. The engines suite
 * itself leaves Chromium to the e2e suite.
 */
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';
import type { EngineDriver } from './driver.ts';
import { openPage } from './puppeteer.ts';
import { COMMAND_TIMEOUT_MS, withTimeout } from '../config.ts';

export async function launchChromium(
  downloadDir: string,
  preloadScript: string,
): Promise<EngineDriver> {
  const browser = await withTimeout(
    'starting Chromium',
    COMMAND_TIMEOUT_MS,
    puppeteer.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--lang=en-US'],
      headless: true,
      protocolTimeout: COMMAND_TIMEOUT_MS,
    }),
  );
  const driver = await openPage(
    'chromium',
    browser,
    `Chromium ${(await browser.version()).replace(/^\D+\//, '')}`,
    downloadDir,
    preloadScript,
  );
  const session = await browser.target().createCDPSession();
  await session.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: downloadDir,
  });
  return driver;
}
