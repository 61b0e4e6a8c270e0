// Moving sats between two wallets of this device, and Home's whole pocket (issue 29). The wallets
// live on the wallet server (the sandbox, or the LNbits named by E2E_SERVER_URL) and on a second
// server: the legacy sandbox on the sandbox run, the sandbox serving the app against an external
// LNbits. The main and the legacy sandbox are peers of a simulated Lightning network (README, "The
// sandbox"): a move between their wallets lands, on both runs, once, with a routing fee. A server
// outside that network (the sandbox started with --no-user-id-login on the sandbox run; LNbits'
// FakeWallet and the sandbox on the other) cannot pay the other's invoice, so a move there is
// checked to fail truthfully, leaving nothing that looks like money.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  balanceSat,
  createFundedWallet,
  expectInViewClearOfNavigation,
  legacyServerUrl,
  noUserIdServerUrl,
  usingExternalServer,
  type TestWallet,
} from './support.ts';

const otherServerUrl = () => (usingExternalServer() ? appOrigin() : legacyServerUrl());
/** A server that cannot pay the wallet server's invoices, nor its the other's. */
const unpeeredServerUrl = () => (usingExternalServer() ? appOrigin() : noUserIdServerUrl());
const host = (url: string) => new URL(url).host;
const sats = (amount: number) => `${amount.toLocaleString('en-US')} sats`;
/** A name no other test uses, so rows and radios are found by it alone. */
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

interface ServerPayment {
  amount: number;
  fee: number;
  memo: string | null;
  status: string;
  extra?: Record<string, unknown> | null;
}

async function payments(wallet: TestWallet): Promise<ServerPayment[]> {
  const response = await fetch(`${wallet.serverUrl}/api/v1/payments?limit=20`, {
    headers: { 'X-Api-Key': wallet.inkey },
  });
  return (await response.json()) as ServerPayment[];
}

const moveTag = (payment: ServerPayment) => payment.extra?.pocketbits_move;

/** The move flow's pay requests (POST /api/v1/payments with out: true). */
function countPayCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/payments')) {
      if ((request.postDataJSON() as { out?: boolean }).out === true) {
        count += 1;
      }
    }
  });
  return () => count;
}

/**
 * openWallet, with the server address always written: Connect offers the server of the wallet in
 * use, which openWallet leaves as it is for a wallet of the app's own server.
 */
async function connect(page: Page, wallet: TestWallet, keyType: 'admin' | 'invoice' = 'admin') {
  await page.goto(`${appOrigin()}/connect`);
  await page.getByLabel('Server address').fill(wallet.serverUrl);
  await page.getByLabel('Wallet key').fill(keyType === 'admin' ? wallet.adminkey : wallet.inkey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

async function startMove(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: /switch wallet/ }).click();
  await page
    .getByRole('dialog', { name: 'Wallets' })
    .getByRole('link', { name: 'Move between wallets' })
    .click();
  await expect(page.getByText('Choose two of your wallets')).toBeVisible();
  await page
    .getByRole('group', { name: 'From' })
    .getByRole('radio', { name: new RegExp(from) })
    .check();
  await page
    .getByRole('group', { name: 'To' })
    .getByRole('radio', { name: new RegExp(to) })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Taps Move and reloads the page right after the pay request left: the server's answer arrives
 * only once the page that asked is gone.
 */
async function moveThenReload(page: Page) {
  let sent!: () => void;
  const requestSent = new Promise<void>((resolve) => (sent = resolve));
  let release!: () => void;
  const reloaded = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/payments', async (route) => {
    if ((route.request().postDataJSON() as { out?: boolean } | null)?.out !== true) {
      return route.fallback();
    }
    sent();
    const response = await route.fetch();
    await reloaded;
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await requestSent;
  await page.reload();
  release();
  await page.unroute('**/api/v1/payments');
}

/**
 * Moves 1,000 sats from a wallet holding 5,000 to one on another server, checking the review:
 * LNbits holds back a routing reserve for an invoice of another server (1 %, at least 2 sats).
 */
async function moveThousandAcross(
  page: Page,
  from: TestWallet,
  to: TestWallet,
  toAfterSat: number,
) {
  await startMove(page, from.name, to.name);
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('review-fee')).toHaveText(`up to ${sats(10)}`);
  await expect(page.getByTestId('review-from-after')).toHaveText(`at least ${sats(3_990)}`);
  await expect(page.getByTestId('review-to-after')).toHaveText(sats(toAfterSat));
  await page.getByRole('button', { name: 'Move', exact: true }).click();
}

/** Switches to `wallet` and opens its History. */
async function openHistoryOf(page: Page, wallet: TestWallet) {
  await page.getByRole('button', { name: /switch wallet/ }).click();
  await page
    .getByRole('dialog', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(wallet.name) })
    .click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
}

/**
 * History of the wallet in use says "Move to …"; that of `other` (switched to) "Move from …"; and
 * each CSV export says the move is a move, with the other wallet.
 */
async function expectBothHistoriesSayMove(page: Page, from: TestWallet, to: TestWallet) {
  await page.getByRole('link', { name: 'Done' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('link', { name: new RegExp(`Move to ${to.name}`) })).toBeVisible();
  expect(await exportedMoves(page)).toEqual([{ direction: 'sent', otherWallet: to.name }]);
  await page.goto(`${appOrigin()}/`);
  await openHistoryOf(page, to);
  await expect(
    page.getByRole('link', { name: new RegExp(`Move from ${from.name}`) }),
  ).toBeVisible();
  expect(await exportedMoves(page)).toEqual([{ direction: 'received', otherWallet: from.name }]);
}

/** The moves in History's CSV export (the wallets' names here hold no comma or quote). */
async function exportedMoves(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  await page.keyboard.press('Escape');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  const columns = header!.split(',');
  expect(columns.slice(-2)).toEqual(['kind', 'other_wallet']);
  const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
  return rows
    .filter((row) => cell(row, 'kind') === 'move')
    .map((row) => ({ direction: cell(row, 'direction'), otherWallet: cell(row, 'other_wallet') }));
}

/**
 * What both servers hold after one move of `amountSat` across them: one outgoing payment, paid,
 * tagged, with a routing fee inside LNbits' reserve, and one incoming one, paid, tagged and
 * labelled; both balances to the sat. Resolves to the fee in sats.
 */
async function expectLandedOnce(
  from: TestWallet,
  to: TestWallet,
  amountSat: number,
  start: { fromSat: number; toSat: number },
): Promise<number> {
  const sentOut = (await payments(from)).filter((p) => p.amount < 0);
  expect(sentOut).toHaveLength(1);
  expect(sentOut[0]).toMatchObject({
    status: 'success',
    amount: -amountSat * 1000,
    memo: `Move from ${from.name} to ${to.name}`,
  });
  expect(moveTag(sentOut[0]!)).toEqual({ from: from.name, to: to.name });
  const feeSat = Math.abs(sentOut[0]!.fee) / 1000;
  // LNbits holds back 1 %, at least 2 sats, for another server's invoice: the fee stays inside.
  expect(feeSat).toBeGreaterThan(0);
  expect(feeSat).toBeLessThanOrEqual(Math.max(2, amountSat / 100));
  const cameIn = (await payments(to)).filter((p) => p.amount > 0 && moveTag(p));
  expect(cameIn).toHaveLength(1);
  expect(cameIn[0]).toMatchObject({
    status: 'success',
    amount: amountSat * 1000,
    memo: `Move from ${from.name} to ${to.name}`,
  });
  expect(await balanceSat(from)).toBe(start.fromSat - amountSat - feeSat);
  expect(await balanceSat(to)).toBe(start.toSat + amountSat);
  return feeSat;
}

/** The step fits the phone without scrolling, its primary action on screen, a thumb's size. */
async function expectStepFits(page: Page, action: string) {
  const body = page.getByTestId('flow-body');
  const overflow = await body.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(overflow, 'the step scrolls').toBeLessThanOrEqual(1);
  const button = page.getByRole('button', { name: action, exact: true });
  await expectInViewClearOfNavigation(page, button);
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test.describe('moving between my wallets', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the whole pocket adds up the wallets of two servers, and counts one out of reach with its last balance', async ({
    page,
  }) => {
    const a1 = await createFundedWallet(unique('Pocket one'), 3_000);
    const a2 = await createFundedWallet(unique('Pocket two'), 1_250);
    const b1 = await createFundedWallet(unique('Pocket far'), 500, otherServerUrl());
    for (const wallet of [a1, a2, b1]) {
      await connect(page, wallet);
    }
    const [one, two, far] = await Promise.all([a1, a2, b1].map((w) => balanceSat(w)));
    await page.getByRole('radio', { name: 'All wallets' }).check();
    const pocket = page.getByRole('region', { name: 'All wallets' });
    await expect(pocket.getByTestId('pocket-total')).toHaveText(sats(one + two + far));
    await expect(pocket.getByTestId('pocket-server')).toHaveText([
      `${sats(one + two)} with ${host(a1.serverUrl)}`,
      `${sats(far)} with ${host(b1.serverUrl)}`,
    ]);
    await expect(pocket.getByTestId('pocket-wallet')).toHaveCount(3);

    // The switcher shows each wallet's balance beside its server.
    await page.getByRole('button', { name: /switch wallet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Wallets' });
    await expect(dialog.getByRole('button', { name: new RegExp(a2.name) })).toContainText(
      sats(two),
    );
    await expect(dialog.getByRole('button', { name: new RegExp(b1.name) })).toContainText(
      host(b1.serverUrl),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The far server out of reach: its wallet still counts, with its last balance, said so.
    await page.route(`${b1.serverUrl}/api/v1/wallet`, (route) => route.abort());
    await page.reload();
    await expect(pocket.getByTestId('pocket-total')).toHaveText(sats(one + two + far));
    await expect(pocket.getByTestId('last-known')).toHaveCount(1);
    await expect(pocket.getByText(/Includes 1 last known balance/)).toBeVisible();
  });

  test('a move between two wallets of one server lands once, with a reload right after Move', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const from = await createFundedWallet(unique('Checking'), 5_000);
    const to = await createFundedWallet(unique('Savings'), 700);
    // A receive-only wallet (invoice key) can receive a move.
    await connect(page, to, 'invoice');
    await connect(page, from);
    const payCalls = countPayCalls(page);

    await startMove(page, from.name, to.name);
    await page.getByLabel('Amount', { exact: true }).fill('1200');
    await expectStepFits(page, 'Continue');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review move' })).toBeVisible();
    await expect(page.getByTestId('review-fee')).toHaveText('none');
    await expect(page.getByTestId('review-from-after')).toHaveText(`at least ${sats(3_800)}`);
    await expect(page.getByTestId('review-to-after')).toHaveText(sats(1_900));
    await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeEnabled();
    await expectStepFits(page, 'Move');

    await moveThenReload(page);

    const moved = page.getByRole('status', { name: /^Moved\b/ });
    await expect(moved).toBeVisible();
    await expect(moved.getByTestId('outcome-amount')).toHaveText(sats(1_200));
    await expect(page.getByTestId('move-balance-from')).toHaveText(sats(3_800));
    await expect(page.getByTestId('move-balance-to')).toHaveText(sats(1_900));
    await page.reload();
    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();

    expect(payCalls()).toBe(1);
    expect(await balanceSat(from)).toBe(3_800);
    expect(await balanceSat(to)).toBe(1_900);
    const sentOut = (await payments(from)).filter((p) => p.amount < 0);
    const cameIn = (await payments(to)).filter((p) => p.amount > 0 && moveTag(p));
    expect(sentOut).toHaveLength(1);
    expect(moveTag(sentOut[0]!)).toEqual({ from: from.name, to: to.name });
    expect(cameIn).toHaveLength(1);
    expect(cameIn[0]!.memo).toBe(`Move from ${from.name} to ${to.name}`);

    // Both histories say it was a move.
    await expectBothHistoriesSayMove(page, from, to);
  });

  test('a move between wallets of two peer servers lands once, fee and all, in both histories', async ({
    page,
  }) => {
    const from = await createFundedWallet(unique('Here'), 5_000, appOrigin());
    const to = await createFundedWallet(unique('There'), 300, legacyServerUrl());
    await connect(page, to);
    await connect(page, from);
    const payCalls = countPayCalls(page);

    await moveThousandAcross(page, from, to, 1_300);

    const moved = page.getByRole('status', { name: /^Moved\b/ });
    await expect(moved).toBeVisible();
    await expect(moved.getByTestId('outcome-amount')).toHaveText(sats(1_000));
    const feeSat = await expectLandedOnce(from, to, 1_000, { fromSat: 5_000, toSat: 300 });
    expect(payCalls()).toBe(1);
    // The outcome's numbers add up with the servers'.
    await expect(page.getByTestId('move-fee')).toHaveText(sats(feeSat));
    await expect(page.getByTestId('move-balance-from')).toHaveText(sats(4_000 - feeSat));
    await expect(page.getByTestId('move-balance-to')).toHaveText(sats(1_300));
    await expectBothHistoriesSayMove(page, from, to);
  });

  test('a move between wallets of two peer servers lands once, with a reload right after Move', async ({
    page,
  }) => {
    // The other way round: the legacy server pays the main one's invoice.
    const from = await createFundedWallet(unique('Old'), 4_000, legacyServerUrl());
    const to = await createFundedWallet(unique('New'), 0, appOrigin());
    await connect(page, to, 'invoice');
    await connect(page, from);
    const payCalls = countPayCalls(page);

    await startMove(page, from.name, to.name);
    await page.getByLabel('Amount', { exact: true }).fill('2500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('review-fee')).toHaveText(`up to ${sats(25)}`);
    await expect(page.getByTestId('review-from-after')).toHaveText(`at least ${sats(1_475)}`);
    await moveThenReload(page);

    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();
    const feeSat = await expectLandedOnce(from, to, 2_500, { fromSat: 4_000, toSat: 0 });
    await expect(page.getByTestId('move-balance-from')).toHaveText(sats(1_500 - feeSat));
    await expect(page.getByTestId('move-balance-to')).toHaveText(sats(2_500));
    await page.reload();
    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();
    expect(payCalls()).toBe(1);
    await expectLandedOnce(from, to, 2_500, { fromSat: 4_000, toSat: 0 });
    await expectBothHistoriesSayMove(page, from, to);
  });

  test('a move across two servers says what it costs, and a refusal leaves no money that is not there', async ({
    page,
  }) => {
    const from = await createFundedWallet(unique('Near'), 5_000);
    const to = await createFundedWallet(unique('Far'), 0, unpeeredServerUrl());
    const watch = await createFundedWallet(unique('Watch'), 100);
    // A receive-only wallet can receive a move, never send one.
    await connect(page, watch, 'invoice');
    await connect(page, from);
    await connect(page, to);
    await page.goto(`${appOrigin()}/move`);
    const fromGroup = page.getByRole('group', { name: 'From' });
    await expect(fromGroup.getByRole('radio', { name: new RegExp(watch.name) })).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'To' }).getByRole('radio', { name: new RegExp(watch.name) }),
    ).toBeEnabled();
    await page.getByRole('link', { name: 'Back' }).click();
    const payCalls = countPayCalls(page);

    await moveThousandAcross(page, from, to, 1_000);

    // The two servers are in no network together: the move fails, and says so.
    await expect(page.getByRole('status', { name: /^Failed\b/ })).toBeVisible();
    expect(payCalls()).toBe(1);
    expect(await balanceSat(from)).toBe(5_000);
    expect(await balanceSat(to)).toBe(0);
    // The receiving invoice is a move's, on the server and in History: never money on its way.
    const request = (await payments(to)).find((p) => moveTag(p));
    expect(request).toMatchObject({
      status: 'pending',
      memo: `Move from ${from.name} to ${to.name}`,
    });
    await page.getByRole('link', { name: 'Done' }).click();
    await openHistoryOf(page, to);
    const row = page.getByRole('link', { name: new RegExp(`Move from ${from.name}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Waiting for payment');
  });
});
