import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import {
  createFundedWallet,
  createInvoice,
  legacyServerUrl,
  openWallet,
  payInvoice,
  type TestWallet,
} from './support.ts';
import { syntheticPaymentsPage } from './synthetic-payments.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

/** `count` payments from `payer` to `payee`, oldest first, memo `${prefix} NNN`, NNN + 100 sats. */
async function makePayments(payer: TestWallet, payee: TestWallet, count: number, prefix: string) {
  for (let i = 1; i <= count; i++) {
    const invoice = await createInvoice(payee, 100 + i, `${prefix} ${String(i).padStart(3, '0')}`);
    await payInvoice(payer, invoice.bolt11);
  }
}

async function paymentCount(wallet: TestWallet): Promise<number> {
  const response = await fetch(`${wallet.serverUrl}/api/v1/payments/paginated?limit=1`, {
    headers: { 'X-Api-Key': wallet.inkey },
  });
  return ((await response.json()) as { total: number }).total;
}

async function openHistory(page: Page, wallet: TestWallet) {
  await openWallet(page, wallet);
  await goToHistory(page);
}

/** From any screen, as a person does: the History tab. */
async function goToHistory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
}

const payments = (page: Page) => page.getByRole('region', { name: 'Payments' }).getByRole('link');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A payment row's accessible name: the words it shows, in reading order (its title, the signed
 * amount, the time, the fiat value), then its state's one word (docs/design.md).
 */
const rowName = (title: string, amount: string, state?: string) =>
  new RegExp(`^${escaped(title)} ${escaped(amount)} .*${state ? escaped(state) : ''}`);

/** History's filters and export live in a sheet, opened from the header. */
async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
}

async function closeFilters(page: Page) {
  await page.getByRole('button', { name: 'Show payments' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * History's own listing requests, from now on. Home reads the latest payments too (limit=5, no
 * offset); History asks for every page with an offset, and a legacy server's whole list with no
 * parameters at all. Counting by that keeps Home's reads, early or late, out of History's count.
 */
function recordHistoryListRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const listing =
      url.pathname === '/api/v1/payments' || url.pathname === '/api/v1/payments/paginated';
    if (listing && (url.searchParams.has('offset') || url.search === '')) {
      requests.push(url);
    }
  });
  return requests;
}

/**
 * Scrolls History to the end of its list by state, not by frames: to the bottom of what has
 * loaded, then waits until the next page is in (the list grew and nothing is loading) or the
 * end shows, and again; then down to the very end. Fails after `deadlineMs` with how far it got.
 */
async function scrollHistoryToEnd(page: Page, count: number, deadlineMs = 30_000) {
  // The end says "N payments and M requests"; its data-count is every row.
  const end = String(count);
  const result = await page.evaluate(
    async ({ end, deadlineMs }) => {
      const started = performance.now();
      const root = document.documentElement;
      const ended = () =>
        document.querySelector('[data-testid="history-end"]')?.getAttribute('data-count') === end;
      const loading = () => document.querySelector('[aria-label="Loading more payments"]') !== null;
      let pages = 0;
      while (!ended()) {
        const height = root.scrollHeight;
        window.scrollTo(0, height);
        const arrived = await new Promise<boolean>((resolve) => {
          const check = () => {
            if (ended() || (!loading() && root.scrollHeight > height)) {
              finish(true);
            }
          };
          const observer = new MutationObserver(check);
          const deadline = setTimeout(
            () => finish(false),
            Math.max(0, started + deadlineMs - performance.now()),
          );
          const finish = (value: boolean) => {
            observer.disconnect();
            clearTimeout(deadline);
            resolve(value);
          };
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          check();
        });
        if (!arrived) {
          const shown = document
            .querySelector('[data-testid="history-end"]')
            ?.getAttribute('data-count');
          return (
            `after ${Math.round(performance.now() - started)} ms: ${pages} pages came in, ` +
            `the list is ${root.scrollHeight} px tall, ${loading() ? 'a page is loading' : 'nothing is loading'}, ` +
            `the end counts ${shown === undefined ? 'nothing' : `"${shown}"`} rows, not "${end}"`
          );
        }
        pages++;
      }
      // The last page came in below the screen: down to the very end, where the oldest rows are.
      window.scrollTo(0, root.scrollHeight);
      return null;
    },
    { end, deadlineMs },
  );
  expect(result, 'scrolling History to its end').toBeNull();
}

test.describe('history', () => {
  test('a long history loads newest first, page by page, as it scrolls', async ({ page }) => {
    // 150 payments made first: on the genuine LNbits, with the other project doing the same on
    // two shared cores, that alone took over a minute.
    test.setTimeout(150_000);
    const tag = `scroll-${unique()}`;
    const payer = await createFundedWallet('History payer', 200_000);
    const payee = await createFundedWallet('History payee', 0);
    // Three full pages of 50: enough to see paging, and each page asked for once.
    await makePayments(payer, payee, 150, tag);

    await openWallet(page, payee);
    const pageRequests = recordHistoryListRequests(page);
    await goToHistory(page);

    await expect(payments(page).first()).toHaveAccessibleName(
      rowName(`${tag} 150`, '+250 sats', 'Received'),
    );
    await expect(payments(page).nth(1)).toHaveAccessibleName(
      rowName(`${tag} 149`, '+249 sats', 'Received'),
    );
    // Virtualized: only about a screenful of rows is in the document.
    expect(await payments(page).count()).toBeLessThan(40);
    await page.screenshot({ path: `test-results/history-${test.info().project.name}.png` });

    await scrollHistoryToEnd(page, 150);
    const oldest = page.getByRole('link', { name: rowName(`${tag} 001`, '+101 sats') });
    await expect(oldest).toBeVisible();

    // 150 rows at 50 a page: three requests, each for the next page, newest first.
    expect(pageRequests.map((url) => url.searchParams.get('offset'))).toEqual(['0', '50', '100']);
    for (const url of pageRequests) {
      expect(url.searchParams.get('sortby')).toBe('time');
      expect(url.searchParams.get('direction')).toBe('desc');
    }

    // Into a payment and back: the list starts again from one page, not three re-read.
    pageRequests.length = 0;
    await oldest.click();
    await expect(page.getByTestId('payment-amount')).toHaveText('+101 sats');
    await page.getByRole('link', { name: 'Back to history' }).click();
    await expect(payments(page).first()).toHaveAccessibleName(
      rowName(`${tag} 150`, '+250 sats', 'Received'),
    );
    expect(pageRequests.length).toBeLessThanOrEqual(1);
  });

  test('filters by direction and finds a memo by search', async ({ page }) => {
    const memo = `zebra-${unique()}`;
    const wallet = await createFundedWallet('Filter wallet', 50_000);
    const other = await createFundedWallet('Filter other', 50_000);
    await makePayments(other, wallet, 3, `in-${unique()}`);
    await makePayments(wallet, other, 3, `out-${unique()}`);
    const special = await createInvoice(other, 42, memo);
    await payInvoice(wallet, special.bolt11);

    await openHistory(page, wallet);
    await expect(payments(page).filter({ hasText: memo })).toHaveCount(1);
    await expect(payments(page).first()).toHaveAccessibleName(rowName(memo, '−42 sats', 'Paid'));

    await openFilters(page);
    await expect(page.getByLabel('Status')).toBeVisible();
    await page.getByRole('radio', { name: 'Received' }).check();
    await closeFilters(page);
    await expect(payments(page).first()).toHaveAccessibleName(/Received$/);
    await page.screenshot({ path: `test-results/history-filters-${test.info().project.name}.png` });
    await expect(payments(page)).toHaveCount(4); // three payments and the faucet
    await expect(page.getByRole('link', { name: /Paid$/ })).toHaveCount(0);

    await openFilters(page);
    await page.getByRole('radio', { name: 'All' }).check();
    await closeFilters(page);
    await page.getByLabel('Search').fill(memo);
    await expect(payments(page)).toHaveCount(1);
    await expect(payments(page).first()).toHaveAccessibleName(rowName(memo, '−42 sats', 'Paid'));

    await page.getByLabel('Search').fill(`nothing-${unique()}`);
    await expect(page.getByText('No payments match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(payments(page)).toHaveCount(8);
  });

  test(
    'shows the history of a server with the older interface',
    { tag: '@any-width' },
    async ({ page }) => {
      test.setTimeout(60_000);
      const tag = `legacy-${unique()}`;
      const wallet = await createFundedWallet('Legacy wallet', 20_000, legacyServerUrl());
      const payer = await createFundedWallet('Legacy payer', 20_000, legacyServerUrl());
      await makePayments(payer, wallet, 60, tag);

      await openWallet(page, wallet);
      const listRequests = recordHistoryListRequests(page);
      await goToHistory(page);
      await expect(payments(page).first()).toHaveAccessibleName(
        rowName(`${tag} 060`, '+160 sats', 'Received'),
      );
      await expect(page.getByText(/older interface/)).toBeVisible();

      await scrollHistoryToEnd(page, 61);
      await expect(
        page.getByRole('link', { name: rowName(`${tag} 001`, '+101 sats') }),
      ).toBeVisible();
      // /paginated once (not there), then GET /payments, which answered the whole list at once:
      // every later page came from it, so scrolling cost nothing.
      expect(listRequests.map((url) => url.pathname)).toEqual([
        '/api/v1/payments/paginated',
        '/api/v1/payments',
      ]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await openFilters(page);
      await page.getByRole('radio', { name: 'Received' }).check();
      await closeFilters(page);
      await page.getByLabel('Search').fill(`${tag} 003`);
      await expect(payments(page)).toHaveCount(1);
      await expect(payments(page).first()).toHaveAccessibleName(
        rowName(`${tag} 003`, '+103 sats', 'Received'),
      );
      // The server's form is remembered: each new filter is one whole-list read, never /paginated.
      expect(listRequests.slice(2).map((url) => url.pathname + url.search)).toEqual([
        '/api/v1/payments',
        '/api/v1/payments',
      ]);
    },
  );

  test('shows a payment in detail, and the QR of an unpaid invoice', async ({ page }) => {
    const memo = `detail-${unique()}`;
    const wallet = await createFundedWallet('Detail wallet', 10_000);
    const other = await createFundedWallet('Detail other', 10_000);
    const paid = await createInvoice(wallet, 1_234, memo);
    await payInvoice(other, paid.bolt11);
    const unpaid = await createInvoice(wallet, 777, `${memo} unpaid`);

    await openHistory(page, wallet);
    await page.getByRole('link', { name: rowName(memo, '+1,234 sats') }).click();
    // The outcome's word, never "Settled".
    await expect(page.getByRole('heading', { name: 'Received', level: 1 })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText('+1,234 sats');
    await expect(page.getByText('Settled')).toHaveCount(0);
    // The hash is a transport word: under Details.
    await page.locator('summary', { hasText: 'Details' }).click();
    await expect(page.getByText(paid.payment_hash)).toBeVisible();
    await expect(page.getByTestId('payment-note')).toHaveText(`“${memo}”`);
    await expect(page.getByRole('img', { name: 'QR code of the request' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to history' }).click();
    await page
      .getByRole('link', { name: rowName(`${memo} unpaid`, '777 sats', 'Waiting for payment') })
      .click();
    await expect(page.getByRole('img', { name: 'QR code of the request' })).toBeVisible();
    await page.screenshot({
      path: `test-results/history-detail-${test.info().project.name}.png`,
      fullPage: true,
    });
    await expect(
      page.getByRole('heading', { name: 'Waiting for payment', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText('777 sats');
    await page.locator('summary', { hasText: 'Details' }).click();
    await expect(page.getByText(unpaid.payment_hash)).toBeVisible();
    await expect(page.getByText('Known once the payment goes through.')).toBeVisible();

    // Paid from elsewhere: the QR goes away by itself.
    await payInvoice(other, unpaid.bolt11);
    await expect(page.getByRole('img', { name: 'QR code of the request' })).toHaveCount(0, {
      timeout: 10_000,
    });
    await expect(page.getByRole('heading', { name: 'Received', level: 1 })).toBeVisible();
  });

  test(
    'exports every payment as CSV, defusing formulas',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await createFundedWallet('Export wallet', 20_000);
      const other = await createFundedWallet('Export other', 20_000);
      await makePayments(other, wallet, 3, `csv-${unique()}`);
      const evil = await createInvoice(other, 50, '=HYPERLINK("http://evil.example","x")');
      await payInvoice(wallet, evil.bolt11);
      const total = await paymentCount(wallet);

      await openHistory(page, wallet);
      await expect(payments(page).first()).toBeVisible();
      await openFilters(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pocketbits-.+-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(
        /^time,direction,status,amount_sat,fee_sat,amount_msat,fee_msat,memo,note,my_note,payment_hash,preimage,fiat_value(_[A-Z]{3})?,fiat_rate_from,kind,other_wallet$/,
      );
      expect(lines).toHaveLength(total + 1);
      const evilLine = lines.find((line) => line.includes(evil.payment_hash));
      expect(evilLine).toContain(
        `,sent,success,50,0,50000,0,"'=HYPERLINK(""http://evil.example"",""x"")",`,
      );
    },
  );
});

test.describe('requests', () => {
  test('unpaid invoices are requests, apart from payments; an expired one says Expired everywhere', async ({
    page,
  }) => {
    const tag = `req-${unique()}`;
    const wallet = await createFundedWallet('Requests wallet', 1_000);
    const payer = await createFundedWallet('Requests payer', 1_000);
    const paid = await createInvoice(wallet, 210, `${tag} paid`);
    await payInvoice(payer, paid.bolt11);
    await createInvoice(wallet, 321, `${tag} open`);
    await createInvoice(wallet, 654, `${tag} short`, 60);

    // The app judges expiry by the device's clock: moved on past the minute, not waited for.
    await page.clock.install();
    await openWallet(page, wallet);
    const latest = page.getByRole('region', { name: 'Latest payments' });
    const received = latest.getByRole('link', { name: rowName(`${tag} paid`, '+210 sats') });
    await expect(received).toContainText('+210 sats');
    // Green is money that arrived.
    await expect(received.locator('[class*="green"]')).not.toHaveCount(0);
    // Home lists money that moved: requests, open or expired, have their own place.
    await expect(
      latest.getByRole('link', { name: new RegExp(`^${tag} (open|short)`) }),
    ).toHaveCount(0);
    await page.screenshot({ path: `test-results/home-requests-${test.info().project.name}.png` });

    await goToHistory(page);
    const short = (state: string) =>
      page
        .getByRole('region', { name: 'Payments' })
        .getByRole('link', { name: rowName(`${tag} short`, '654 sats', state) });
    await expect(short('Waiting for payment')).toContainText('Waiting for payment');
    // Never green, never a plus: nothing arrived.
    await expect(short('Waiting for payment').locator('[class*="green"]')).toHaveCount(0);
    await expect(short('Waiting for payment')).not.toContainText('+');
    await page.clock.fastForward('01:05');

    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    const expired = short('Expired');
    await expect(expired).toContainText('Expired');
    await expect(expired.locator('[class*="green"]')).toHaveCount(0);
    await expect(page.getByTestId('history-end')).toHaveText('2 payments and 2 requests');
    await page.screenshot({
      path: `test-results/history-requests-${test.info().project.name}.png`,
    });

    await openFilters(page);
    await page.getByRole('radio', { name: 'Requests' }).check();
    await closeFilters(page);
    await expect(payments(page)).toHaveCount(2);
    await expect(payments(page).first()).toHaveAccessibleName(
      rowName(`${tag} short`, '654 sats', 'Expired'),
    );
    await expect(payments(page).nth(1)).toHaveAccessibleName(
      rowName(`${tag} open`, '321 sats', 'Waiting for payment'),
    );

    // Received is money that arrived: the paid invoice and the funding, no request.
    await openFilters(page);
    await page.getByRole('radio', { name: 'Received' }).check();
    await closeFilters(page);
    await expect(payments(page)).toHaveCount(2);
    await expect(payments(page).first()).toHaveAccessibleName(
      rowName(`${tag} paid`, '+210 sats', 'Received'),
    );
    await expect(page.getByRole('link', { name: /(Expired|Waiting for payment)$/ })).toHaveCount(0);

    await openFilters(page);
    await page.getByRole('radio', { name: 'Requests' }).check();
    await closeFilters(page);
    await payments(page).first().click();
    await expect(page.getByRole('heading', { name: 'Expired', level: 1 })).toBeVisible();
    await expect(page.getByText(/^The request expired/)).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText('654 sats');
    await expect(page.getByRole('img', { name: 'QR code of the request' })).toHaveCount(0);
  });
});

/**
 * The list entries drawn (payment rows and day headings) that do not start exactly where the one
 * before them ends: day headings must leave the virtual window without gaps or overlaps.
 */
function entriesOutOfPlace(page: Page): Promise<number[]> {
  return page.getByRole('region', { name: 'Payments' }).evaluate((region) =>
    [...region.querySelectorAll<HTMLElement>('li[data-index]')]
      .map((li) => ({ index: Number(li.dataset.index), box: li.getBoundingClientRect() }))
      .sort((a, b) => a.index - b.index)
      .flatMap((entry, i, all) => {
        const before = all[i - 1];
        const apart = before && Math.abs(before.box.bottom - entry.box.top) > 0.5;
        return apart || (before && before.index + 1 !== entry.index) ? [entry.index] : [];
      }),
  );
}

test.describe('long history', () => {
  // Day headings follow the device's days: fixed here so the synthetic list's midnight is one.
  test.use({ timezoneId: 'UTC' });

  test('1,000 payments scroll a virtualized list, each page asked for once', async ({ page }) => {
    // The same list at 10,000, with long tasks and requests per screenful: `npm run bench`.
    const TOTAL = 1_000;
    const wallet = await createFundedWallet('Long history wallet', 10);
    await openWallet(page, wallet);
    await page.route('**/api/v1/payments/paginated?**', (route) =>
      route.fulfill({ json: syntheticPaymentsPage(new URL(route.request().url()), TOTAL) }),
    );
    const pageRequests = recordHistoryListRequests(page);
    await goToHistory(page);
    await expect(payments(page).first()).toHaveAccessibleName(/synthetic 0\b/);
    await page.screenshot({ path: `test-results/history-mixed-${test.info().project.name}.png` });

    await scrollHistoryToEnd(page, TOTAL);
    await expect(page.getByRole('link', { name: /synthetic 999\b/ })).toBeVisible();
    // Every page once, in order: no page asked for twice, none skipped.
    expect(pageRequests.map((url) => Number(url.searchParams.get('offset')))).toEqual(
      Array.from({ length: TOTAL / 50 }, (_, i) => i * 50),
    );
    // Virtualized: at the end as at the start, only a few screens of rows are in the page.
    expect(await payments(page).count()).toBeLessThan(100);
    expect(await entriesOutOfPlace(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(payments(page).first()).toHaveAccessibleName(/synthetic 0\b/);
    await expect(page.getByRole('link', { name: /synthetic 999\b/ })).toHaveCount(0);
    // Payment 0 is at midnight (UTC) and the rest the day before: two day headings at the top.
    await expect(
      page.getByRole('region', { name: 'Payments' }).getByRole('heading', { level: 2 }),
    ).toHaveCount(2);
    expect(await entriesOutOfPlace(page)).toEqual([]);
    expect(pageRequests).toHaveLength(TOTAL / 50);
  });
});
