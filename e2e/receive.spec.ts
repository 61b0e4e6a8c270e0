import { expect, test, type Page } from './fixtures.ts';
import { appOrigin, createFundedWallet, openWallet, payInvoice, openFromHome } from './support.ts';

/**
 * Receive with an amount: Receive opens on the wallet's reusable code (its Lightning address where
 * lnurlp is there), and "Add amount" leads to the keypad.
 */
async function openReceive(page: Page) {
  await openFromHome(page, 'Receive');
  await expect(page.getByRole('heading', { name: 'Receive', level: 1 })).toBeVisible();
  // A wallet that can have no reusable code (a receive-only key without one) opens on the keypad.
  const addAmount = page.getByRole('link', { name: 'Add amount' });
  const create = page.getByRole('button', { name: 'Create request' });
  // Which of the two shows is known only once the wallet's codes are read: tap Add amount while it
  // is there, until the keypad's Create shows.
  await expect(async () => {
    if (!(await create.isVisible())) {
      await addAmount.click({ timeout: 2_000 });
      await expect(create).toBeVisible({ timeout: 2_000 });
    }
  }).toPass({ timeout: 20_000 });
}

/** How often Receive re-reads an invoice while the websocket is down (INVOICE_POLL_MS). */
const POLL_MS = 2_000;

const qrCode = (page: Page) => page.getByRole('img', { name: 'QR code of the request' });

async function readInvoice(page: Page): Promise<string> {
  const text = page.getByTestId('invoice-text');
  await expect(text).toHaveText(/^\s*lnbc\w+\s*$/);
  return ((await text.textContent()) ?? '').trim();
}

test.describe('Receive', () => {
  test('creates an invoice with a QR code and shows it paid as soon as it is', async ({
    page,
  }, testInfo) => {
    const wallet = await createFundedWallet('E2E receiver', 5_000);
    const payer = await createFundedWallet('E2E payer', 10_000);
    await openWallet(page, wallet);
    await expect(page.getByTestId('balance')).toHaveText(/^\s*5,000\b/);

    await openReceive(page);
    await page.getByLabel('Amount', { exact: true }).fill('1,234');
    await expect(page.getByText(/^≈ \$\d+\.\d\d$/)).toBeVisible();
    await page.getByLabel('Note (optional)').fill('Coffee for two');
    await page.getByRole('button', { name: 'Create request' }).click();

    await expect(qrCode(page)).toBeVisible();
    const box = await qrCode(page).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    await expect(page.getByTestId('invoice-amount')).toHaveText('1,234 sats');
    await expect(page.getByTestId('invoice-note')).toHaveText('“Coffee for two”');
    await expect(page.getByText(/^Expires in (59:\d\d|1:00:00)$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for payment' })).toBeVisible();
    const bolt11 = await readInvoice(page);
    expect(bolt11).toMatch(/^lnbc12340n1/);
    if (testInfo.project.name === 'phone') {
      await page.screenshot({ path: 'test-results/receive-phone.png' });
    } else {
      await page.screenshot({ path: `test-results/receive-${testInfo.project.name}.png` });
    }

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy the request' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bolt11);

    await payInvoice(payer, bolt11);
    await expect(page.getByRole('status').filter({ hasText: 'Received 1,234 sats' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(qrCode(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByTestId('balance')).toHaveText(/^\s*6,234\b/);
  });

  test(
    'makes a fiat invoice that LNbits converts at its own rate',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await createFundedWallet('E2E fiat receiver', 0);
      // The server's own conversion (the rule its invoices use): LNbits truncates, so at 74,820
      // EUR/BTC 1.50 EUR is 2,004 sats, where rounding would show 2,005.
      const conversion = await fetch(`${wallet.serverUrl}/api/v1/conversion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from_: 'EUR', amount: 1.5 }),
      });
      const { sats } = (await conversion.json()) as { sats: number };
      const expected = new Intl.NumberFormat('en-US').format(sats);

      await openWallet(page, wallet);
      // The keypad's other unit is the person's own currency, chosen once in Settings.
      await page.goto(`${appOrigin()}/settings`);
      await page.getByRole('button', { name: 'Change' }).first().click();
      await page.getByLabel('Search currencies').fill('euro');
      await expect(page.getByRole('radio', { name: /^GBP/ })).toHaveCount(0);
      await page.getByRole('radio', { name: /^EUR Euro/ }).click();
      await page.goto(`${appOrigin()}/`);
      await openReceive(page);

      await page.getByRole('button', { name: 'Enter in EUR' }).click();
      await page.getByLabel('Amount', { exact: true }).fill('1.50');
      await expect(page.getByTestId('keypad-other-unit')).toHaveText(`${expected} sats`);
      await page.getByRole('button', { name: 'Create request' }).click();

      await expect(qrCode(page)).toBeVisible();
      await expect(page.getByTestId('invoice-amount')).toHaveText(`${expected} sats`);
      await expect(page.getByText('€1.50')).toBeVisible();
    },
  );

  test(
    'works with an invoice key, which can receive but not spend',
    { tag: '@any-width' },
    async ({ page }) => {
      // And a browser that cannot copy at all (no async clipboard, and the old execCommand way
      // refused too): copying says what to do instead.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
        Document.prototype.execCommand = () => false;
      });
      const wallet = await createFundedWallet('E2E invoice-key wallet', 0);
      const payer = await createFundedWallet('E2E payer', 2_000);
      await openWallet(page, wallet, 'invoice');
      await openReceive(page);
      await page.getByLabel('Amount', { exact: true }).fill('700');
      await page.getByRole('button', { name: 'Create request' }).click();
      await expect(qrCode(page)).toBeVisible();
      await expect(page.getByTestId('invoice-amount')).toHaveText('700 sats');
      await page.getByRole('button', { name: 'Copy the request' }).click();
      await expect(page.getByText(/Copying isn’t available here/)).toBeVisible();
      // The request's text is revealed (under Details) and selected, to copy by hand.
      await expect(page.getByTestId('invoice-text')).toBeVisible();
      expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toMatch(
        /^lnbc7u/,
      );

      await payInvoice(payer, await readInvoice(page));
      await expect(page.getByRole('status').filter({ hasText: 'Received 700 sats' })).toBeVisible({
        timeout: 2_000,
      });
    },
  );

  test('says when an invoice expired and makes a new one with the same details', async ({
    page,
  }) => {
    await page.clock.install();
    const wallet = await createFundedWallet('E2E expiry', 0);
    await openWallet(page, wallet);
    await openReceive(page);
    await page.getByLabel('Amount', { exact: true }).fill('2100');
    await page.getByLabel('Note (optional)').fill('Short-lived');
    await page.getByLabel('Expires after').selectOption({ label: '10 minutes' });
    await page.getByRole('button', { name: 'Create request' }).click();
    await expect(page.getByText(/^Expires in (10:00|9:5\d)$/)).toBeVisible();
    const first = await readInvoice(page);

    await page.clock.fastForward('09:00');
    await expect(page.getByText(/^Expires in (1:00|0:5\d)$/)).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(
      page.getByRole('status').filter({ hasText: 'This request expired' }),
    ).toBeVisible();
    await expect(qrCode(page)).toHaveCount(0);
    await expect(page.getByTestId('invoice-text')).toHaveCount(0);

    await page.getByRole('button', { name: 'New request, same details' }).click();
    await expect(qrCode(page)).toBeVisible();
    await expect(page.getByText(/^Expires in (10:00|9:5\d)$/)).toBeVisible();
    await expect(page.getByTestId('invoice-amount')).toHaveText('2,100 sats');
    await expect(page.getByTestId('invoice-note')).toHaveText('“Short-lived”');
    expect(await readInvoice(page)).not.toBe(first);
  });

  test(
    'keeps the form filled in when the server refuses',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await createFundedWallet('E2E too much', 0);
      await openWallet(page, wallet);
      await openReceive(page);
      await page.getByLabel('Amount', { exact: true }).fill('20,000,000');
      await page.getByLabel('Note (optional)').fill('A big one');
      await page.getByRole('button', { name: 'Create request' }).click();

      await expect(page.getByRole('alert')).toContainText(/too high/i);
      await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('20,000,000');
      await expect(page.getByLabel('Note (optional)')).toHaveValue('A big one');

      await page.getByLabel('Amount', { exact: true }).fill('0');
      await page.getByRole('button', { name: 'Create request' }).click();
      await expect(page.getByRole('alert')).toContainText(/amountless/i);
      await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('0');

      await page.getByLabel('Amount', { exact: true }).fill('12.5');
      await page.getByRole('button', { name: 'Create request' }).click();
      await expect(page.getByText('Enter a whole number of sats, like 1,000.')).toBeVisible();
    },
  );

  test(
    'does not take a forged websocket message for a payment',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await createFundedWallet('E2E forged', 0);
      const payer = await createFundedWallet('E2E forged payer', 6_000);
      await openWallet(page, wallet);
      // The forged message must reach the app to prove anything: publish it only once the wallet's
      // websocket is open. Published earlier, it is lost, and the app, now live, never polls.
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      await openReceive(page);
      await page.getByLabel('Amount', { exact: true }).fill('5000');
      await page.getByRole('button', { name: 'Create request' }).click();
      const bolt11 = await readInvoice(page);

      // From here on, every text the invoice's status shows, in order.
      await page.evaluate(() => {
        const log: string[] = [];
        (window as unknown as { statusLog: string[] }).statusLog = log;
        const read = () => {
          const text = Array.from(
            document.querySelectorAll('section[aria-label="Request"] [role="status"]'),
          )
            .map((status) => status.textContent?.trim() ?? '')
            .join(' | ');
          if (log[log.length - 1] !== text) {
            log.push(text);
          }
        };
        new MutationObserver(read).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        read();
      });

      // Anyone can publish into a wallet's channel (docs/lnbits-behaviour.md, "Websocket"): forge a "paid" message.
      const listed = await fetch(`${wallet.serverUrl}/api/v1/payments?limit=1`, {
        headers: { 'X-Api-Key': wallet.inkey },
      });
      const [payment] = (await listed.json()) as Array<{ payment_hash: string; bolt11: string }>;
      expect(payment.bolt11).toBe(bolt11);
      const forged = JSON.stringify({
        wallet_balance: 5_000,
        payment: { ...payment, status: 'success' },
      });
      const lookup = `/api/v1/payments/${payment.payment_hash}`;
      const asked = page.waitForResponse((response) => response.url().endsWith(lookup));
      for (const channel of [wallet.adminkey, wallet.inkey]) {
        await fetch(`${wallet.serverUrl}/api/v1/ws/${channel}?data=${encodeURIComponent(forged)}`, {
          method: 'POST',
        });
      }
      // The message made the app ask the server, which says "not paid".
      const answer = await asked;
      expect(await answer.json()).toMatchObject({ paid: false });
      await expect(
        page.getByRole('status').filter({ hasText: 'Waiting for payment' }),
      ).toBeVisible();
      await expect(qrCode(page)).toBeVisible();

      // Then it is paid for real, which the app shows: the end of the story, and the proof that
      // "Received" came only after it, never from the forged message.
      await page.evaluate(() =>
        (window as unknown as { statusLog: string[] }).statusLog.push('(paid for real)'),
      );
      await payInvoice(payer, bolt11);
      await expect(
        page.getByRole('status').filter({ hasText: 'Received 5,000 sats' }),
      ).toBeVisible();
      const log = await page.evaluate(
        () => (window as unknown as { statusLog: string[] }).statusLog,
      );
      expect(log.slice(0, log.indexOf('(paid for real)'))).not.toContainEqual(
        expect.stringMatching(/Received/),
      );
    },
  );

  test(
    'polls for the payment while the websocket is down, and stops once paid',
    { tag: '@any-width' },
    async ({ page }) => {
      // No live channel: every websocket to the server is closed at once.
      await page.routeWebSocket(/\/api\/v1\/ws\//, (ws) => ws.close());
      // Time runs as usual on the page, and the test can move it on instead of waiting.
      await page.clock.install();
      const wallet = await createFundedWallet('E2E no socket', 0);
      const payer = await createFundedWallet('E2E payer', 2_000);
      await openWallet(page, wallet);
      await openReceive(page);
      await page.getByLabel('Amount', { exact: true }).fill('321');
      await page.getByRole('button', { name: 'Create request' }).click();
      const bolt11 = await readInvoice(page);

      const lookups: number[] = [];
      page.on('request', (request) => {
        if (/\/api\/v1\/payments\/[0-9a-f]{64}$/.test(request.url())) {
          lookups.push(Date.now());
        }
      });
      await expect.poll(() => lookups.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

      await payInvoice(payer, bolt11);
      await expect(page.getByRole('status').filter({ hasText: 'Received 321 sats' })).toBeVisible({
        timeout: 3_000,
      });
      const afterPaid = lookups.length;
      // Three poll intervals pass at once on the page's clock; any poll still set would fire.
      await page.clock.runFor(3 * POLL_MS);
      // A later request, made after them, marks the point by which such a poll would have shown.
      // "Received" is a payment moment with the screen to itself: Done leaves it for Home.
      await page.getByRole('link', { name: 'Done' }).click();
      const historyRead = page.waitForRequest((request) =>
        request.url().includes('/api/v1/payments/paginated'),
      );
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'History' })
        .click();
      await historyRead;
      expect(lookups.length).toBe(afterPaid);
    },
  );
});
