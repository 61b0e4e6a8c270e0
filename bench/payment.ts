/** Payment received → new balance on Home. */
import type { Browser } from 'playwright';
import { BUDGET } from './lib/budget.ts';
import { expectRouteRendered, phoneContext } from './lib/phone.ts';
import { log, median, withTimeout, type Reporter } from './lib/report.ts';
import { balanceSat, createInvoice, createWallet, payInvoice } from './lib/sandbox.ts';

interface PaymentInput {
  browser: Browser;
  origin: string;
  /** Payments received (the section makes its own payer and payee). */
  runCount: number;
  report: Reporter;
}

export async function measurePayment({ browser, origin, runCount, report }: PaymentInput) {
  const { raw, judge } = report;
  const payee = await createWallet(origin, 'Bench payee', 1_000);
  const payer = await createWallet(origin, 'Bench payer', 1_000_000);
  const context = await phoneContext(browser, payee);
  const runs: Array<{
    amount: number;
    paidAt: number;
    mutatedAt: number;
    paintedAt: number;
    shownMs: number;
  }> = [];
  try {
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'load' });
    await expectRouteRendered(page, '/');
    const balance = page.getByTestId('balance');
    await balance.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_500); // the websocket opens after the first render
    for (let run = 0; run < runCount; run++) {
      const amount = 1_000 + run * 111;
      const expected = (await balanceSat(origin, payee)) + amount;
      const invoice = await createInvoice(origin, payee, amount, `bench ${run}`);
      await page.waitForTimeout(300); // let any refetch the new invoice caused settle
      await page.evaluate((want) => {
        const w = window as unknown as {
          __shown?: Promise<{ mutatedAt: number; paintedAt: number }>;
        };
        const digits = (el: Element | null) => Number((el?.textContent ?? '').replace(/\D/g, ''));
        w.__shown = new Promise((resolve) => {
          const check = () => {
            const el = document.querySelector('[data-testid="balance"]');
            if (digits(el) === want) {
              const mutatedAt = Date.now();
              observer.disconnect();
              requestAnimationFrame(() => resolve({ mutatedAt, paintedAt: Date.now() }));
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          check();
        });
      }, expected);
      await payInvoice(origin, payer, invoice.bolt11);
      const paidAt = Date.now();
      const shown = await withTimeout(`payment ${run + 1} to show on Home`, 15_000, () =>
        page.evaluate(
          () =>
            (window as unknown as { __shown: Promise<{ mutatedAt: number; paintedAt: number }> })
              .__shown,
        ),
      );
      runs.push({ amount, paidAt, ...shown, shownMs: shown.paintedAt - paidAt });
      log(
        `payment run ${run + 1}: shown ${shown.paintedAt - paidAt} ms after the payer's call returned`,
      );
    }
  } finally {
    await context.close();
  }
  const shownMs = runs.map((r) => r.shownMs);
  const m = median(shownMs);
  raw.payment = { runs, medianMs: m };
  judge(
    `Payment received → balance on Home (median of ${runs.length})`,
    `≤ ${BUDGET.paymentShownMs} ms`,
    `${m.toFixed(0)} ms (min ${Math.min(...shownMs)}, max ${Math.max(...shownMs)})`,
    m - BUDGET.paymentShownMs,
    'ms',
  );
}
