/** History of 10,000 payments: long tasks and requests while scrolling. */
import type { Browser } from 'playwright';
import { syntheticPaymentsPage } from '../e2e/synthetic-payments.ts';
import { BUDGET } from './lib/budget.ts';
import { expectRouteRendered, phoneContext } from './lib/phone.ts';
import { withTimeout, type Reporter } from './lib/report.ts';
import type { BenchWallet } from './lib/sandbox.ts';

interface HistoryInput {
  browser: Browser;
  origin: string;
  wallet: BenchWallet;
  report: Reporter;
}

export async function measureHistory({ browser, origin, wallet, report }: HistoryInput) {
  const { raw, judge } = report;
  const TOTAL = 10_000;
  const context = await phoneContext(browser, wallet);
  try {
    await context.addInitScript(() => {
      const store = window as unknown as { longTasks: Array<{ start: number; duration: number }> };
      store.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          store.longTasks.push({
            start: Math.round(entry.startTime),
            duration: Math.round(entry.duration),
          });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    // As e2e/history.spec.ts: 10,000 payments over HTTP would take minutes to make, so the list
    // endpoint answers pages of made-up ones (the app cannot tell).
    await page.route('**/api/v1/payments/paginated?**', (route) =>
      route.fulfill({
        json: syntheticPaymentsPage(new URL(route.request().url()), TOTAL, wallet.id),
      }),
    );
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/payments')) {
        requests.push(request.url());
      }
    });
    await page.goto(`${origin}/history`, { waitUntil: 'load' });
    await expectRouteRendered(page, '/history');
    await page
      .getByRole('region', { name: 'Payments' })
      .getByRole('link', { name: /synthetic 0\b/ })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {
        throw new Error('the first synthetic payment never showed on /history');
      });
    const loadLongTasks = await page.evaluate(() => {
      const store = window as unknown as { longTasks: Array<{ duration: number }> };
      const tasks = store.longTasks.map((t) => t.duration);
      store.longTasks = [];
      return tasks;
    });
    const requestsBeforeScroll = requests.length;
    const scroll = await withTimeout('scrolling 10,000 payments', 180_000, () =>
      page.evaluate(async (total) => {
        // The end counts payments and requests apart; its data-count is every row.
        const end = String(total);
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const ended = () =>
          document.querySelector('[data-testid="history-end"]')?.getAttribute('data-count') === end;
        const started = performance.now();
        let steps = 0;
        let waits = 0;
        while (!ended()) {
          const before = window.scrollY;
          const height = document.documentElement.scrollHeight;
          window.scrollBy(0, window.innerHeight);
          await frame();
          await frame();
          steps++;
          if (window.scrollY <= before) {
            // At the bottom of what has loaded: wait for the next page to arrive.
            const since = performance.now();
            while (!ended() && document.documentElement.scrollHeight === height) {
              if (performance.now() - since > 10_000) {
                const status = Array.from(
                  document.querySelectorAll('[role="status"], [role="alert"]'),
                )
                  .map((el) =>
                    `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim(),
                  )
                  .join(' | ');
                return {
                  error: `stuck at ${Math.round(window.scrollY)} px of ${document.documentElement.scrollHeight} for 10 s after ${steps} screens (${status || 'no status shown'})`,
                  steps,
                };
              }
              await frame();
            }
            waits++;
          }
        }
        return {
          steps,
          waits,
          screens: (window.scrollY + window.innerHeight) / window.innerHeight,
          scrollY: window.scrollY,
          ms: performance.now() - started,
          rowsInDom: document.querySelectorAll('[aria-label="Payments"] a').length,
        };
      }, TOTAL),
    );
    if ('error' in scroll) {
      throw new Error(`history scroll ${scroll.error}; ${requests.length} payment requests`);
    }
    const longTasks = await page.evaluate(
      () =>
        (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks,
    );
    const maxLongTask = Math.max(0, ...longTasks.map((t) => t.duration));
    const perScreen = requests.length / scroll.screens;
    raw.history = {
      total: TOTAL,
      requests: requests.length,
      requestsBeforeScroll,
      requestUrls: requests.slice(0, 5),
      scroll,
      loadLongTasks,
      scrollLongTasks: longTasks,
    };
    judge(
      'History 10k: longest task while scrolling',
      `≤ ${BUDGET.historyLongTaskMs} ms`,
      `${maxLongTask} ms (${longTasks.length} long tasks over ${Math.round(scroll.screens)} screens; ` +
        `on load: ${loadLongTasks.length ? `max ${Math.max(...loadLongTasks)} ms` : 'none'})`,
      longTasks.length ? maxLongTask - BUDGET.historyLongTaskMs : 0,
      'ms',
    );
    judge(
      'History 10k: payment requests per screenful',
      `≤ ${BUDGET.historyRequestsPerScreen}`,
      `${perScreen.toFixed(2)} (${requests.length} requests / ${scroll.screens.toFixed(0)} screens)`,
      perScreen - BUDGET.historyRequestsPerScreen,
      '',
      2,
    );
  } finally {
    await context.close();
  }
}
