// At 1280×800 the screens that gain from the width use two columns side by side: History's
// search and filters beside the list, Send's Paste, Scan and field beside the people paid before
// (on a page wide enough for the field's whole placeholder), Receive's code beside its actions.
// The phone layouts are measured in fit, send-layout and layout.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import {
  createFundedWallet,
  createInvoice,
  openFromHome,
  openWallet,
  payInvoice,
  type TestWallet,
} from './support.ts';

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

/** `right` starts to the right of where `left` ends, and the two share some height. */
async function expectSideBySide(left: Locator, right: Locator) {
  const a = await box(left);
  const b = await box(right);
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
  expect(b.y).toBeLessThan(a.y + a.height);
  expect(a.y).toBeLessThan(b.y + b.height);
}

/**
 * An empty field's placeholder fits its content box: the placeholder's text, measured in the
 * field's own font, is no wider than the field less its padding and border.
 */
async function expectPlaceholderWhole(input: Locator) {
  await expect(input).toHaveValue('');
  const { textWidth, room, placeholder } = await input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: element.placeholder,
      textWidth: context.measureText(element.placeholder).width,
      room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect(placeholder.length).toBeGreaterThan(0);
  expect(textWidth, `“${placeholder}” in ${room} px`).toBeLessThanOrEqual(room);
}

async function wideWallet(page: Page, name: string, sats: number): Promise<TestWallet> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wallet = await createFundedWallet(name, sats);
  await openWallet(page, wallet);
  return wallet;
}

test('Home: the balance and actions stand beside the latest payments, rows readable', async ({
  page,
}) => {
  const payer = await createFundedWallet('Wide home payer', 50_000);
  const wallet = await createFundedWallet('Wide home', 0);
  await payInvoice(payer, (await createInvoice(wallet, 42_000, 'Rent share')).bolt11);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWallet(page, wallet);
  const latest = page.getByRole('region', { name: 'Latest payments' });
  const row = latest.getByRole('link', { name: /^Rent share/ });
  await expectSideBySide(page.getByRole('navigation', { name: 'Quick actions' }), latest);
  // The list has the page's width to share, not a sliver of a phone's column (a crushed column
  // once hid every title and broke "+42,000 sats" over two lines).
  const title = await box(row.getByText('Rent share', { exact: true }));
  const amount = row.getByText(/^\+42,000\s+sats$/);
  expect(title.width).toBeGreaterThan(60);
  const lineHeight = await amount.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await box(amount)).height).toBeLessThan(lineHeight * 1.5);
});

test('History: the search and filters stand beside the list', async ({ page }) => {
  const payer = await createFundedWallet('Wide history payer', 10_000);
  const wallet = await wideWallet(page, 'Wide history', 0);
  await payInvoice(payer, (await createInvoice(wallet, 210, 'Wide lunch')).bolt11);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  const list = page.getByRole('region', { name: 'Payments' });
  await expect(list.getByRole('link', { name: /^Wide lunch/ })).toBeVisible();
  await expectSideBySide(page.getByRole('searchbox', { name: 'Search' }), list);
  await expectSideBySide(page.getByRole('button', { name: /^Filters/ }), list);
});

test('Send: Paste, Scan and the field stand beside the people paid before', async ({ page }) => {
  const payer = await createFundedWallet('Wide send', 1_000);
  const { id } = (await (
    await fetch(`${payer.serverUrl}/api/v1/wallet`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'X-Api-Key': payer.adminkey },
      body: '{}',
    })
  ).json()) as { id: string };
  const stored = await fetch(`${payer.serverUrl}/api/v1/wallet/stored_paylinks/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'X-Api-Key': payer.adminkey },
    body: JSON.stringify({
      links: [{ lnurl: 'alice@shop.example', label: 'Alice', last_used: 1_700_000_000 }],
    }),
  });
  expect(stored.ok).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWallet(page, payer);
  await openFromHome(page, 'Send');
  const people = page.getByRole('region', { name: 'Recent' });
  await expect(people.getByRole('button', { name: /^Alice/ })).toBeVisible();
  await expectSideBySide(page.getByRole('link', { name: 'Scan', exact: true }), people);
  // The field sits under Paste and Scan, in the same column: left of the people.
  const input = page.getByLabel('Invoice, LNURL or Lightning address');
  const field = await box(input);
  expect((await box(people)).x).toBeGreaterThanOrEqual(field.x + field.width);
  // Its placeholder shows whole, here and at the narrowest wide screen (lg, 1024 px).
  await expectPlaceholderWhole(input);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectSideBySide(page.getByRole('link', { name: 'Scan', exact: true }), people);
  await expectPlaceholderWhole(input);
});

test('Receive: the code stands beside its Copy and Share', async ({ page }) => {
  await wideWallet(page, 'Wide receive', 0);
  await openFromHome(page, 'Receive');
  const qr = page.getByRole('img', { name: /^QR code (of your Lightning address|to pay you)$/ });
  await expectSideBySide(qr, page.getByRole('button', { name: /^Copy/ }));
});
