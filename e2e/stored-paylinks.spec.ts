/**
 * People you pay, kept by the server: LNbits (1.5.1) stores a non-disposable LNURL-pay service a
 * wallet paid through `POST /api/v1/payments/lnurl`, and Send's start offers it on any device
 * connected with the admin key; renaming and removing write back to LNbits. Runs on the sandbox
 * and, with E2E_SERVER_URL, on the genuine LNbits (its lnurlp links live on the same server).
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures.ts';
import type { PolicyViolations } from './fixtures.ts';
import {
  createFundedWallet,
  createPayLink,
  openFromHome,
  openWallet,
  type TestWallet,
} from './support';

interface StoredLink {
  lnurl: string;
  label: string;
  last_used: number;
}

async function call<T>(wallet: TestWallet, method: string, path: string, body?: unknown) {
  const response = await fetch(wallet.serverUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'X-Api-Key': wallet.adminkey },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path} → ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** The wallet's stored pay links, read as LNbits answers them: a no-op PATCH with the admin key. */
async function storedLinks(wallet: TestWallet): Promise<StoredLink[]> {
  const answer = await call<{ stored_paylinks: { links: StoredLink[] } }>(
    wallet,
    'PATCH',
    '/api/v1/wallet',
    {},
  );
  return answer.stored_paylinks.links;
}

/**
 * Pays an LNURL the way LNbits' own wallet page does: scan, then payments/lnurl with the scan
 * result and the code (without the code, LNbits stores only a text/identifier address).
 */
async function payLnurlAsLnbitsPageDoes(payer: TestWallet, lnurl: string, amountSat: number) {
  const res = await call<Record<string, unknown>>(payer, 'POST', '/api/v1/lnurlscan', { lnurl });
  await call(payer, 'POST', '/api/v1/payments/lnurl', { res, lnurl, amount: amountSat * 1000 });
}

/** Another device: a browser context of its own (nothing shared with the test's page). */
async function otherDevice(browser: Browser, testInfo: TestInfo, violations: PolicyViolations) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor });
  await violations.watch(context);
  return context;
}

async function openSend(page: Page) {
  await openFromHome(page, 'Send');
  await expect(page.getByRole('heading', { name: 'Send', level: 1 })).toBeVisible();
}

const codeField = (page: Page) => page.getByLabel('Invoice, LNURL or Lightning address');
const recent = (page: Page) => page.getByRole('region', { name: 'Recent' });

test('a service paid through LNbits shows on another device, and rename and remove reach LNbits', async ({
  browser,
  page,
  policyViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  const shop = await createFundedWallet('Stored-links shop', 0);
  const payer = await createFundedWallet('Stored-links payer', 5_000);
  // No username: LNbits would store the link's text/identifier address, and on a loopback
  // server that address (name@127.0.0.1:port) has no TLD, which LNbits refuses with a 500.
  const link = await createPayLink(shop, {
    description: 'Corner cafe',
    min: 1,
    max: 10_000,
    comment_chars: 0,
    disposable: false,
  });
  const lnurl = link.lnurl ?? '';
  expect(lnurl).toMatch(/^lnurl1/i);

  // Paid elsewhere (LNbits' own page): LNbits keeps the upper-case LNURL and the service's text.
  await payLnurlAsLnbitsPageDoes(payer, lnurl, 21);
  const [kept] = await storedLinks(payer);
  expect(kept).toMatchObject({ lnurl: lnurl.toUpperCase(), label: 'Corner cafe' });

  // A device that never paid anyone: the person is there, with when they were last paid.
  await openWallet(page, payer);
  await openSend(page);
  const cafe = recent(page).getByRole('button', { name: 'Corner cafe', exact: true });
  await expect(cafe).toHaveAccessibleDescription(/^\d{1,2}:\d{2}/);

  // Type-ahead: a few letters of the name keep them; anything else hides the list.
  await codeField(page).pressSequentially('corn');
  await expect(cafe).toBeVisible();
  await codeField(page).fill('');
  await codeField(page).pressSequentially('zzq');
  await expect(recent(page)).toHaveCount(0);
  await codeField(page).fill('');

  // Rename: LNbits keeps the new name, and a second device shows it.
  await recent(page).getByRole('button', { name: 'Rename Corner cafe' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Dana’s cafe');
  await page.getByRole('button', { name: 'Save name' }).click();
  const dana = recent(page).getByRole('button', { name: 'Dana’s cafe', exact: true });
  await expect(dana).toBeVisible();
  expect(await storedLinks(payer)).toEqual([{ ...kept, label: 'Dana’s cafe' }]);

  const second = await otherDevice(browser, testInfo, policyViolations);
  try {
    const other = await second.newPage();
    await openWallet(other, payer);
    await openSend(other);
    const there = recent(other).getByRole('button', { name: 'Dana’s cafe', exact: true });
    await expect(there).toBeVisible();
    // One tap opens the payment to them.
    await there.click();
    await expect(other.getByRole('group', { name: 'Amount keypad' })).toBeVisible();
  } finally {
    await second.close();
  }

  // Remove: gone here and from LNbits.
  await recent(page).getByRole('button', { name: 'Remove Dana’s cafe from this list' }).click();
  await expect(recent(page)).toHaveCount(0);
  await expect.poll(() => storedLinks(payer)).toEqual([]);
});

test('a receive-only connection keeps its own list: LNbits’ stored links need the admin key', async ({
  page,
}) => {
  const shop = await createFundedWallet('Stored-links shop', 0);
  const payer = await createFundedWallet('Stored-links payer', 5_000);
  const link = await createPayLink(shop, {
    description: 'Kiosk',
    min: 1,
    max: 10_000,
    comment_chars: 0,
    disposable: false,
  });
  await payLnurlAsLnbitsPageDoes(payer, link.lnurl ?? '', 21);
  expect(await storedLinks(payer)).toHaveLength(1);

  const patches: string[] = [];
  page.on('request', (r) => void (r.method() === 'PATCH' && patches.push(r.url())));
  await openWallet(page, payer, 'invoice');
  await openSend(page);
  await expect(codeField(page)).toBeVisible();
  await expect(page.getByTestId('send-balance')).toBeVisible();
  await expect(recent(page)).toHaveCount(0);
  // An invoice key can't read the Wallet model's stored links: the app does not ask.
  expect(patches).toEqual([]);
});

test('five people fit Send’s start at 360×740 in dark mode, axe-clean, each action a thumb’s width', async ({
  page,
}) => {
  const payer = await createFundedWallet('Stored-links many', 1_000);
  const { id } = await call<{ id: string }>(payer, 'PATCH', '/api/v1/wallet', {});
  const links = Array.from({ length: 7 }, (_, i) => ({
    lnurl: `person${i}@shop${i}.example`,
    label: `Person number ${i} with a rather long name to cut short`,
    last_used: 1_700_000_000 + i,
  }));
  await call(payer, 'PUT', `/api/v1/wallet/stored_paylinks/${id}`, { links });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWallet(page, payer);
  await openSend(page);

  const rows = recent(page).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByRole('button').first()).toHaveAccessibleName(/^Person number 6/);
  for (const name of [/^Rename Person number 2/, /^Remove Person number 2/]) {
    const box = (await recent(page).getByRole('button', { name }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  const scrolls = () =>
    page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 1);
  expect(await scrolls()).toBe(false);
  await expectNoAxeViolations(page, 'the people list, dark');

  // Renaming the last one: its form, Save included, fits too.
  await recent(page)
    .getByRole('button', { name: /^Rename Person number 2/ })
    .click();
  const save = page.getByRole('button', { name: 'Save name' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page, 'the rename form, dark');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(5);
  // The focus goes back to the pencil that opened the form.
  await expect(recent(page).getByRole('button', { name: /^Rename Person number 2/ })).toBeFocused();
});
