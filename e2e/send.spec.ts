import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  balanceSat,
  createFundedWallet,
  createInvoice,
  openWallet,
  type TestWallet,
  openFromHome,
  expectInViewClearOfNavigation,
} from './support.ts';

// BOLT 11 spec vectors: a mainnet donation invoice without an amount, and a testnet invoice.
const AMOUNTLESS =
  'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';
const TESTNET =
  'lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8';

/** Counts the pay calls (POST /api/v1/payments with out:true) the page makes. */
function countPayCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/v1/payments' &&
      /"out":\s*true/.test(request.postData() ?? '')
    ) {
      count += 1;
    }
  });
  return () => count;
}

/** The wallet's outgoing payments of any status, read over HTTP. */
async function outgoingPayments(wallet: TestWallet): Promise<number> {
  const response = await fetch(
    `${wallet.serverUrl}/api/v1/payments/paginated?limit=100&sortby=time&direction=desc`,
    { headers: { 'X-Api-Key': wallet.inkey } },
  );
  const page = (await response.json()) as { data: Array<{ amount: number }> };
  return page.data.filter((p) => p.amount < 0).length;
}

async function openSend(page: Page, wallet: TestWallet, keyType: 'admin' | 'invoice' = 'admin') {
  await openWallet(page, wallet, keyType);
  await openFromHome(page, 'Send');
  await expect(page.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible();
}

const sendField = (page: Page) => page.getByLabel('Invoice, LNURL or Lightning address');
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay\b/ });

/** A recognised code opens its own screen; Back returns to Send's start and its field. */
async function enterCode(page: Page, code: string) {
  if (!(await sendField(page).isVisible())) {
    await page.getByRole('button', { name: 'Back' }).click();
  }
  await sendField(page).fill(code);
}

test.describe('Send', () => {
  test('pays another wallet’s invoice and shows it on Home', async ({ page }, testInfo) => {
    const payer = await createFundedWallet('Send payer', 10_000);
    const payee = await createFundedWallet('Send payee', 0);
    const invoice = await createInvoice(payee, 1_234, 'Pizza for two');
    const payCalls = countPayCalls(page);

    await openSend(page, payer);
    // As a QR code would hold it: upper case with the URI scheme.
    await sendField(page).fill(`lightning:${invoice.bolt11.toUpperCase()}`);

    const review = page.getByRole('region', { name: 'Invoice details' });
    await expect(review.getByTestId('send-amount')).toHaveText(/^1,234\s+sats$/);
    await expect(review.getByTestId('send-description')).toHaveText('Pizza for two');
    await expect(review).toContainText(/Expires\s*in \d+:\d\d/);
    await expect(page.getByText('A Lightning payment can’t be undone.')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay 1,234 sats' });
    await expect(pay).toBeEnabled();
    await page.screenshot({ path: `test-results/send-${testInfo.project.name}.png` });

    await pay.click();
    const done = page.getByRole('status', { name: /^Paid\b/ });
    await expect(done).toBeVisible();
    await expect(done.getByTestId('outcome-amount')).toHaveText('1,234 sats');
    await expect(done.getByTestId('send-fee')).toHaveText('0 sats');
    expect(await balanceSat(payee)).toBe(1_234);
    expect(await balanceSat(payer)).toBe(10_000 - 1_234);

    await done.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByTestId('balance')).toHaveText(/^\s*8,766\b/);
    // …and in the history, on Home and in the History view.
    const latest = page.getByRole('region', { name: 'Latest payments' });
    await expect(latest.getByRole('link', { name: /Pizza for two/ })).toContainText('1,234');
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: /Pizza for two/ }),
    ).toBeVisible();
    expect(payCalls()).toBe(1);
  });

  test('a double tap on Pay pays once', { tag: '@any-width' }, async ({ page }) => {
    const payer = await createFundedWallet('Double tap payer', 10_000);
    const payee = await createFundedWallet('Double tap payee', 0);
    const invoice = await createInvoice(payee, 500, 'double tap');
    const payCalls = countPayCalls(page);

    await openSend(page, payer);
    await sendField(page).fill(invoice.bolt11);
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).dblclick();

    await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
    expect(payCalls()).toBe(1);
    expect(await balanceSat(payer)).toBe(9_500);
    expect(await outgoingPayments(payer)).toBe(1);
  });

  test('two rapid clicks in one task pay once', { tag: '@any-width' }, async ({ page }) => {
    const payer = await createFundedWallet('Rapid payer', 10_000);
    const payee = await createFundedWallet('Rapid payee', 0);
    const invoice = await createInvoice(payee, 700, 'rapid clicks');
    const payCalls = countPayCalls(page);

    await openSend(page, payer);
    await sendField(page).fill(invoice.bolt11);
    await expect(payButton(page)).toBeEnabled();
    // Both clicks land before React renders the disabled button: only the in-flight guard stops
    // the second.
    await payButton(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });

    await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
    expect(payCalls()).toBe(1);
    expect(await balanceSat(payer)).toBe(9_300);
    expect(await outgoingPayments(payer)).toBe(1);
  });

  test(
    'a reload while paying re-reads the payment instead of paying again',
    { tag: '@any-width' },
    async ({ page }) => {
      const payer = await createFundedWallet('Reload payer', 10_000);
      const payee = await createFundedWallet('Reload payee', 0);
      const invoice = await createInvoice(payee, 2_000, 'reload me');
      const payCalls = countPayCalls(page);

      await openSend(page, payer);
      await sendField(page).fill(invoice.bolt11);

      // The server pays, but its answer never reaches the page before the reload.
      let serverPaid!: () => void;
      const paid = new Promise<void>((resolve) => (serverPaid = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/payments', async (route) => {
        if (route.request().method() !== 'POST') {
          return route.fallback();
        }
        await route.fetch();
        serverPaid();
        await released;
        await route.abort().catch(() => undefined);
      });
      await payButton(page).click();
      await paid;
      await expect(page.getByRole('button', { name: 'Paying…' })).toBeDisabled();
      await page.reload();
      release();
      await page.unroute('**/api/v1/payments');

      await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
      expect(payCalls()).toBe(1);
      expect(await balanceSat(payer)).toBe(8_000);
      expect(await balanceSat(payee)).toBe(2_000);

      // Opening the same invoice again: refused as already paid, nothing to press.
      await page.goto(`${appOrigin()}/send?invoice=${encodeURIComponent(invoice.bolt11)}`);
      await expect(page.getByText('You already paid this invoice.')).toBeVisible();
      await expect(payButton(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('You already paid this invoice.')).toBeVisible();
      expect(payCalls()).toBe(1);
      expect(await balanceSat(payer)).toBe(8_000);
      expect(await outgoingPayments(payer)).toBe(1);
    },
  );

  test(
    'a reload right after tapping Pay shows that payment and its outcome, read from the server',
    { tag: '@any-width' },
    async ({ page }) => {
      const payer = await createFundedWallet('Instant reload payer', 10_000);
      const payee = await createFundedWallet('Instant reload payee', 0);
      const invoice = await createInvoice(payee, 1_500, 'reload at once');
      const payCalls = countPayCalls(page);
      const lookups: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().includes(invoice.payment_hash)) {
          lookups.push(request.url());
        }
      });

      await openSend(page, payer);
      await sendField(page).fill(invoice.bolt11);
      await expect(payButton(page)).toBeEnabled();
      // The answer is held back a moment; the person reloads as soon as it has been sent.
      let sent!: () => void;
      const requestSent = new Promise<void>((resolve) => (sent = resolve));
      let release!: () => void;
      const reloaded = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/payments', async (route) => {
        if (route.request().method() !== 'POST') {
          return route.fallback();
        }
        sent();
        const response = await route.fetch();
        // The answer arrives only once the page that asked is gone.
        await reloaded;
        await route.fulfill({ response }).catch(() => undefined);
      });
      await payButton(page).click();
      await requestSent;
      await page.reload();
      release();
      await page.unroute('**/api/v1/payments');

      // No input: the screen itself shows the invoice and re-reads its outcome.
      const done = page.getByRole('status', { name: /^Paid\b/ });
      await expect(done).toBeVisible();
      await expect(done.getByTestId('outcome-amount')).toHaveText('1,500 sats');
      await expect(done.getByTestId('outcome-note')).toHaveText('“reload at once”');
      expect(lookups.length).toBeGreaterThan(0);

      // Reloading again once it is known still shows it: the outcome is kept until the person moves on.
      const lookupsBefore = lookups.length;
      await page.reload();
      await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
      expect(lookups.length).toBeGreaterThan(lookupsBefore);

      expect(payCalls()).toBe(1);
      expect(await balanceSat(payer)).toBe(10_000 - 1_500);
      expect(await balanceSat(payee)).toBe(1_500);
      expect(await outgoingPayments(payer)).toBe(1);

      // Done: moved on. Send opens empty next time.
      await page.getByRole('link', { name: 'Done' }).click();
      await expect(page.getByTestId('balance')).toHaveText(/^\s*8,500\b/);
      await openFromHome(page, 'Send');
      await expect(sendField(page)).toHaveValue('');
      await page.reload();
      await expect(sendField(page)).toHaveValue('');
      expect(payCalls()).toBe(1);
    },
  );

  test('a lost pay answer is re-read, never retried', { tag: '@any-width' }, async ({ page }) => {
    const payer = await createFundedWallet('Dropped payer', 10_000);
    const payee = await createFundedWallet('Dropped payee', 0);
    const invoice = await createInvoice(payee, 300, 'dropped');
    const payCalls = countPayCalls(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes(invoice.payment_hash)) {
        lookups.push(request.url());
      }
    });

    await openSend(page, payer);
    await sendField(page).fill(invoice.bolt11);
    await expect(payButton(page)).toBeEnabled();
    const lookupsBefore = lookups.length;
    await page.route('**/api/v1/payments', async (route) => {
      if (route.request().method() !== 'POST') {
        return route.fallback();
      }
      await route.fetch(); // the server pays…
      await route.abort('connectionreset'); // …and the answer is lost
    });
    await payButton(page).click();

    await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
    expect(lookups.length).toBeGreaterThan(lookupsBefore);
    expect(payCalls()).toBe(1);
    expect(await balanceSat(payer)).toBe(9_700);
  });

  test(
    'a pending payment is polled until it settles',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      const payer = await createFundedWallet('Pending payer', 10_000);
      const payee = await createFundedWallet('Pending payee', 0);
      const invoice = await createInvoice(payee, 600, 'slow route');
      const payCalls = countPayCalls(page);

      await openSend(page, payer);
      await sendField(page).fill(invoice.bolt11);
      await expect(payButton(page)).toBeEnabled();
      // As with a slow funding source: 201 pending, and row 4 says pending until it settles.
      await page.route('**/api/v1/payments', async (route) => {
        if (route.request().method() !== 'POST') {
          return route.fallback();
        }
        const response = await route.fetch();
        const body = { ...((await response.json()) as object), status: 'pending' };
        await route.fulfill({ response, json: body });
      });
      const lookup = `**/api/v1/payments/${invoice.payment_hash}`;
      await page.route(lookup, (route) =>
        route.fulfill({ json: { paid: false, status: 'pending', preimage: null } }),
      );
      await payButton(page).click();

      // Pending has a screen of its own: on its way, safe to leave, read again until it settles.
      const pending = page.getByRole('status', { name: 'Pending 600 sats' });
      await expect(pending).toBeVisible();
      await expect(pending.getByTestId('send-pending')).toContainText('You can leave this screen');
      await expect(pending.getByRole('link', { name: 'See History' })).toBeVisible();
      await expect(payButton(page)).toHaveCount(0);
      await page.screenshot({ path: `test-results/send-pending-${testInfo.project.name}.png` });
      await page.unroute(lookup);

      const done = page.getByRole('status', { name: /^Paid\b/ });
      await expect(done).toBeVisible();
      await page.screenshot({ path: `test-results/send-done-${testInfo.project.name}.png` });
      expect(payCalls()).toBe(1);
      expect(await balanceSat(payer)).toBe(9_400);
    },
  );

  test('a refusal by the server has its own screen, offering what can help', async ({ page }) => {
    const payer = await createFundedWallet('Refused payer', 10_000);
    const payee = await createFundedWallet('Refused payee', 0);
    const invoice = await createInvoice(payee, 400, 'refused');

    await openSend(page, payer);
    await sendField(page).fill(invoice.bolt11);
    let refusal = 'Payment failed: Only internal invoices can be used!';
    await page.route('**/api/v1/payments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 520,
            contentType: 'application/json',
            body: JSON.stringify({ detail: refusal, status: 'failed' }),
          })
        : route.fallback(),
    );
    await payButton(page).click();

    // Failed has a screen of its own: the amount asked, why in plain words, the server's words
    // under Details, and no Try again where trying again cannot work.
    const failed = page.getByRole('status', { name: 'Failed 400 sats' });
    await expect(failed.getByTestId('outcome-note')).toHaveText('“refused”');
    await expect(
      failed.getByText('This server can only pay invoices made on the same server.'),
    ).toBeVisible();
    await expect(failed.getByTestId('error-details')).toContainText(refusal);
    await expect(failed.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(failed.getByRole('link', { name: 'Done' })).toBeVisible();
    expect(await balanceSat(payer)).toBe(10_000);

    // A refusal another try may get past: Try again goes back to the invoice, paying nothing.
    await page.goto(`${appOrigin()}/send?invoice=${encodeURIComponent(invoice.bolt11)}`);
    refusal = 'Payment failed: no route found';
    await payButton(page).click();
    await expect(failed.getByTestId('error-details')).toContainText(refusal);
    await page.unroute('**/api/v1/payments');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByRole('region', { name: 'Invoice details' })).toContainText('refused');
    await expect(payButton(page)).toBeEnabled();
    expect(await balanceSat(payer)).toBe(10_000);
  });

  test(
    'refuses expired, over-balance, amountless, testnet and garbage input',
    { tag: '@any-width' },
    async ({ page }) => {
      const payer = await createFundedWallet('Refusing payer', 1_000);
      const payee = await createFundedWallet('Refusing payee', 0);
      const expired = await createInvoice(payee, 100, 'too late', 1);
      const tooMuch = await createInvoice(payee, 5_000, 'too much');

      // The app judges expiry by the device's clock: moved two seconds on, not waited for.
      await page.clock.install();
      await openSend(page, payer);
      await page.clock.fastForward(2_000);
      const field = sendField(page);
      const refusal = page.getByRole('alert').filter({ hasText: 'This invoice can’t be paid' });

      await enterCode(page, expired.bolt11);
      await expect(refusal).toContainText(
        /This invoice expired \d+ seconds? ago\. Ask the recipient/,
      );
      await expect(payButton(page)).toHaveCount(0);

      await enterCode(page, tooMuch.bolt11);
      await expect(refusal).toContainText('You have 1,000 sats; this needs 5,000 sats.');
      await expect(payButton(page)).toHaveCount(0);

      await enterCode(page, AMOUNTLESS);
      await expect(refusal).toContainText(
        "This invoice has no amount. LNbits can't pay amountless invoices — ask for one with an amount.",
      );
      await expect(payButton(page)).toHaveCount(0);

      await enterCode(page, TESTNET);
      await expect(refusal).toContainText(/testnet invoice, but your wallet is on Bitcoin mainnet/);

      await enterCode(page, 'lnbc1 not an invoice');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText(/The invoice contains characters that cannot appear in one\./),
      ).toBeVisible();
      await expect(field).toHaveValue('lnbc1 not an invoice');

      await enterCode(page, tooMuch.bolt11.slice(0, -3));
      await expect(page.getByText(/checksum is wrong/)).toBeVisible();
      await expect(payButton(page)).toHaveCount(0);
      expect(await balanceSat(payer)).toBe(1_000);
    },
  );

  test(
    'an invoice-key wallet cannot send, and says why',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await createFundedWallet('Read-only wallet', 1_000);
      const payee = await createFundedWallet('Read-only payee', 0);
      const invoice = await createInvoice(payee, 50, 'not payable from here');
      await openSend(page, wallet, 'invoice');
      // The field stays: an invoice key can still withdraw from an LNURL.
      await sendField(page).fill(invoice.bolt11);
      await expect(
        page.getByText(
          'This wallet is receive only: it can receive and see payments, but not spend. Connect it again with full access to send.',
        ),
      ).toBeVisible();
      await expect(payButton(page)).toHaveCount(0);
      expect(await balanceSat(payee)).toBe(0);
    },
  );

  test('review: Pay stays above the navigation bar on small and large screens', async ({
    page,
  }) => {
    const payer = await createFundedWallet('Layout payer', 10_000);
    const payee = await createFundedWallet('Layout payee', 0);
    const invoice = await createInvoice(
      payee,
      2_500,
      'A long lunch for the whole team, dessert too',
    );
    await openWallet(page, payer);
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
      const pay = page.getByRole('button', { name: 'Pay 2,500 sats' });
      await expect(pay).toBeVisible();
      // Recognised: the raw code under Details, node id too; the cost in plain sight.
      await expect(sendField(page)).toBeHidden();
      // An invoice of the same server: LNbits holds back no routing reserve for it.
      await expect(page.getByTestId('review-fee')).toHaveText('none');
      // Under the title, who it is from: a wallet on the wallet's own server.
      await expect(page.getByTestId('invoice-from')).toHaveText(
        `From a wallet on ${new URL(payer.serverUrl).host}`,
      );
      await expect(page.getByTestId('review-balance-after')).toHaveText('at least 7,500 sats');
      await expectInViewClearOfNavigation(page, pay);
    }
  });

  test('outcome: a short buzz and animation, still under reduced motion, Done goes Home', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const buzzes: unknown[] = [];
      (window as unknown as { buzzes: unknown[] }).buzzes = buzzes;
      Object.defineProperty(navigator, 'vibrate', {
        configurable: true,
        value: (pattern: unknown) => buzzes.push(pattern) > 0,
      });
    });
    const payer = await createFundedWallet('Outcome payer', 10_000);
    const payee = await createFundedWallet('Outcome payee', 0);
    const first = await createInvoice(payee, 100, 'first');
    const second = await createInvoice(payee, 200, 'second');
    await openWallet(page, payer);

    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: first.bolt11 })}`);
    await payButton(page).click();
    const done = page.getByRole('status', { name: /^Paid\b/ });
    await expect(done).toBeVisible();
    await expect(sendField(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes)).toEqual([
      40,
    ]);
    const animation = () =>
      done.getByTestId('outcome-icon').evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).toBe('success-pop');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: second.bolt11 })}`);
    await payButton(page).click();
    await expect(done).toBeVisible();
    expect(await animation()).toBe('none');
    await done.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByTestId('balance')).toHaveText(/^\s*9,700\b/);
  });
});
