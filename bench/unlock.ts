/** Unlock with the PIN → balance on Home. */
import type { Browser } from 'playwright';
import { BUDGET } from './lib/budget.ts';
import { PHONE } from './lib/phone.ts';
import { log, median, withTimeout, type Reporter } from './lib/report.ts';
import { walletStorage, type BenchWallet } from './lib/sandbox.ts';

const BENCH_PIN = '246810';

interface UnlockInput {
  browser: Browser;
  origin: string;
  wallet: BenchWallet;
  runCount: number;
  report: Reporter;
}

export async function measureUnlock({ browser, origin, wallet, runCount, report }: UnlockInput) {
  const { raw, judge } = report;
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const runs: number[] = [];
  let kdf: { N: number; r: number; p: number } | undefined;
  try {
    const page = await context.newPage();
    // The wallet as an earlier version stored it; the app moves it into its vault on start.
    await page.goto(origin + '/connect');
    const { key, value } = walletStorage(wallet);
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    await page.goto(origin + '/settings/pin', { waitUntil: 'load' });
    // The PIN is set as a person sets it: typed, then typed again.
    await page.getByRole('group', { name: 'Choose a PIN' }).waitFor({ timeout: 20_000 });
    await page.keyboard.type(BENCH_PIN);
    await page.getByRole('group', { name: 'Enter the same PIN again' }).waitFor();
    await page.keyboard.type(BENCH_PIN);
    await page.waitForURL(origin + '/settings', { timeout: 20_000 });
    // The cost setting the PIN chose on this machine: what every unlock below pays.
    kdf = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('pocketbits.vault.v1') ?? '{}') as {
            wraps?: { pin?: { kdf?: { N: number; r: number; p: number } } };
          }
        ).wraps?.pin?.kdf,
    );
    log(`unlock: the PIN was set with scrypt ${JSON.stringify(kdf)}`);
    for (let run = 0; run < runCount; run++) {
      await page.goto(origin + '/', { waitUntil: 'load' });
      await page
        .getByRole('heading', { name: 'Pocketbits is locked' })
        .waitFor({ timeout: 20_000 });
      await page.evaluate(() => {
        const w = window as unknown as { __unlocked?: Promise<number> };
        let lastKeyAt = 0;
        window.addEventListener('keydown', () => (lastKeyAt = performance.now()), true);
        w.__unlocked = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const el = document.querySelector('[data-testid="balance"]');
            if (el && /\d/.test(el.textContent ?? '')) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - lastKeyAt));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.keyboard.type(BENCH_PIN);
      const shownMs = await withTimeout(`unlock ${run + 1} to show the balance`, 15_000, () =>
        page.evaluate(() => (window as unknown as { __unlocked: Promise<number> }).__unlocked),
      );
      runs.push(Math.round(shownMs));
      log(`unlock run ${run + 1}: balance shown ${Math.round(shownMs)} ms after the last digit`);
    }
  } finally {
    await context.close();
  }
  const m = median(runs);
  raw.unlock = { runs, medianMs: m, kdf };
  const cost = kdf ? `, scrypt N=2^${Math.log2(kdf.N)} r=${kdf.r} p=${kdf.p}` : '';
  judge(
    `Unlock (PIN${cost}) → balance on Home (median of ${runs.length})`,
    `≤ ${BUDGET.unlockShownMs} ms`,
    `${m.toFixed(0)} ms (min ${Math.min(...runs)}, max ${Math.max(...runs)})`,
    m - BUDGET.unlockShownMs,
    'ms',
  );
}
