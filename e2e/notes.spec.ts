// A note for me (LNbits' `extra.internal_memo`) and what a payment was worth then (the wallet's
// currency kept on the server, `extra.wallet_fiat_*`): set from Settings, Receive and Send, read
// back in History, the detail and the CSV. Runs on the sandbox and on the genuine LNbits alike.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  createPayLink,
  openFromHome,
  openWallet,
  payInvoice,
  requiresSandbox,
  type TestWallet,
} from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function call<T>(
  wallet: TestWallet,
  method: string,
  path: string,
  key: string,
  body?: object,
) {
  const response = await fetch(wallet.serverUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'X-Api-Key': key },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The `extra` the server keeps with `wallet`'s side of a payment. */
async function storedExtra(wallet: TestWallet, paymentHash: string) {
  const lookup = await call<{ details: { extra: Record<string, unknown> } }>(
    wallet,
    'GET',
    `/api/v1/payments/${paymentHash}`,
    wallet.inkey,
  );
  return lookup.details.extra;
}

/** The wallet's currency on the server, read through the no-op PATCH (admin key). */
async function serverCurrency(wallet: TestWallet) {
  const model = await call<{ currency: string | null }>(
    wallet,
    'PATCH',
    '/api/v1/wallet',
    wallet.adminkey,
    {},
  );
  return model.currency;
}

const euros = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);

async function goToHistory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
}

test('a note for me and what a payment was worth then: in History, its detail and the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const receivedNote = `Lunch money from Ana ${tag}`;
  const sentNote = `My share of the rent ${tag}`;
  const wallet = await createFundedWallet('Notes wallet', 5_000);
  const other = await createFundedWallet('Notes other', 5_000);
  await openWallet(page, wallet);

  // Settings: EUR shown next to amounts, then one tap to have the server keep it too.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Change', expanded: false }).click();
  await page.getByRole('searchbox', { name: 'Search currencies' }).fill('eur');
  await page.getByRole('radio', { name: /^EUR/ }).check();
  await expect(page.getByText(/so History and the CSV show what it was worth/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep EUR values on the server' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'value in EUR' })).toHaveText(
    'The server now keeps each new payment’s value in EUR.',
  );
  expect(await serverCurrency(wallet)).toBe('EUR');

  // Receive: the note goes with the request, the payer does not get it.
  await page.getByRole('link', { name: 'Home' }).click();
  await openFromHome(page, 'Receive');
  const create = page.getByRole('button', { name: 'Create request' });
  await expect(async () => {
    if (!(await create.isVisible())) {
      await page.getByRole('link', { name: 'Add amount' }).click({ timeout: 2_000 });
      await expect(create).toBeVisible({ timeout: 2_000 });
    }
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Amount', { exact: true }).fill('1,234');
  await page.getByRole('button', { name: 'Add a note for me' }).click();
  await page.getByLabel('Note for me', { exact: true }).fill(receivedNote);
  await expect(page.getByText('the payer does not see it')).toBeVisible();
  await create.click();
  const invoiceText = page.getByTestId('invoice-text');
  await expect(invoiceText).toHaveText(/^\s*lnbc\w+\s*$/);
  const paidIn = await payInvoice(other, ((await invoiceText.textContent()) ?? '').trim());
  await expect(page.getByRole('status').filter({ hasText: 'Received 1,234 sats' })).toBeVisible();
  const inExtra = await storedExtra(wallet, paidIn.payment_hash);
  expect(inExtra).toMatchObject({ internal_memo: receivedNote, wallet_fiat_currency: 'EUR' });
  expect(await storedExtra(other, paidIn.payment_hash)).not.toHaveProperty('internal_memo');
  await page.getByRole('link', { name: 'Done' }).click();

  // Send: the note goes with the pay request, the recipient does not get it.
  const bill = await createInvoice(other, 321, `Rent ${tag}`);
  await openFromHome(page, 'Send');
  await page.getByLabel('Invoice, LNURL or Lightning address').fill(bill.bolt11);
  await page.getByRole('button', { name: 'Add a note for me' }).click();
  await page.getByLabel('Note for me', { exact: true }).fill(sentNote);
  await expect(page.getByText('the recipient does not see it')).toBeVisible();
  await page.getByRole('button', { name: 'Pay 321 sats' }).click();
  const paid = page.getByRole('status', { name: /^Paid\b/ });
  await expect(paid).toBeVisible();
  const outExtra = await storedExtra(wallet, bill.payment_hash);
  expect(outExtra).toMatchObject({ internal_memo: sentNote, wallet_fiat_currency: 'EUR' });
  expect(await storedExtra(other, bill.payment_hash)).not.toHaveProperty('internal_memo');
  await paid.getByRole('link', { name: 'Done' }).click();

  // History: both notes in their rows; each detail with its note and its value then.
  await goToHistory(page);
  const list = page.getByRole('region', { name: 'Payments' });
  for (const note of [receivedNote, sentNote]) {
    await expect(list.getByTestId('row-private-note').filter({ hasText: note })).toBeVisible();
  }
  const valueThen = (sats: number, extra: Record<string, unknown>) =>
    sats / (extra.wallet_fiat_rate as number);
  for (const [note, sats, extra] of [
    [receivedNote, 1_234, inExtra],
    [sentNote, 321, outExtra],
  ] as const) {
    await list.getByRole('link').filter({ hasText: note }).click();
    await expect(page.getByTestId('payment-private-note')).toHaveText(note);
    await expect(page.getByText('Note for me · the other side does not see it')).toBeVisible();
    await expect(page.getByTestId('payment-fiat-then')).toHaveText(
      `${euros(valueThen(sats, extra))} at the time`,
    );
    await page.getByRole('link', { name: 'Back to history' }).click();
  }

  // The CSV: the note in my_note, the value then in the EUR column, labelled so.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  const columns = header!.split(',');
  expect(columns.slice(-4)).toEqual(['fiat_value_EUR', 'fiat_rate_from', 'kind', 'other_wallet']);
  const cell = (line: string, name: string) => line.split(',')[columns.indexOf(name)];
  const received = rows.find((line) => line.includes(paidIn.payment_hash))!;
  expect(cell(received, 'my_note')).toBe(receivedNote);
  expect(cell(received, 'fiat_value_EUR')).toBe(valueThen(1_234, inExtra).toFixed(2));
  expect(cell(received, 'fiat_rate_from')).toBe('payment_time');
  const sent = rows.find((line) => line.includes(bill.payment_hash))!;
  expect(cell(sent, 'my_note')).toBe(sentNote);
  expect(cell(sent, 'fiat_value_EUR')).toBe(valueThen(321, outExtra).toFixed(2));
  expect(cell(sent, 'fiat_rate_from')).toBe('payment_time');
  // Any payment from before (funding the wallet) has no EUR value kept: today's rate, said so.
  for (const line of rows.filter((row) => row !== received && row !== sent)) {
    expect(line).toMatch(/,\d+\.\d\d,today,payment,$/);
  }
});

/** The wallet's newest payment, as the server lists it. */
async function newestPayment(wallet: TestWallet) {
  const [latest] = await call<{ payment_hash: string; amount: number }[]>(
    wallet,
    'GET',
    '/api/v1/payments?limit=1&sortby=time&direction=desc',
    wallet.inkey,
  );
  expect(latest!.amount).toBeLessThan(0);
  return latest!;
}

/** Review an LNURL payment of `amount` sats, write a note for me, and pay it. */
async function payWithNoteForMe(page: Page, amount: string, note: string) {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add a note for me' }).click();
  await page.getByLabel('Note for me', { exact: true }).fill(note);
  await page.getByRole('button', { name: `Pay ${amount} sats` }).click();
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
}

/** History's row and the detail show the note; the detail says where it is kept. */
async function expectNoteInHistory(page: Page, note: string, keptOn: 'server' | 'device') {
  await page.goto(`${appOrigin()}/history`);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Payments' });
  await expect(list.getByTestId('row-private-note').filter({ hasText: note })).toBeVisible();
  await list.getByRole('link').filter({ hasText: note }).click();
  const shown = page.getByTestId('payment-private-note');
  await expect(shown).toHaveText(note);
  await expect(shown).toHaveAttribute('data-kept-on', keptOn);
  await expect(page.getByText('Note for me · the other side does not see it')).toBeVisible();
}

test('a note for me on a payment to a Lightning address: in History and its detail', async ({
  page,
}) => {
  const tag = unique();
  const note = `Birthday gift for Ana ${tag}`;
  const shop = await createFundedWallet('Address shop', 0);
  const payer = await createFundedWallet('Address payer', 5_000);
  const username = `notes-${tag}`;
  await createPayLink(shop, {
    description: 'Ana’s address',
    min: 1,
    max: 10_000,
    comment_chars: 0,
    username,
  });
  const address = `${username}@${new URL(shop.serverUrl).host}`;
  await openWallet(page, payer);
  await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: address }).toString()}`);
  await payWithNoteForMe(page, '210', note);

  // Whichever way the invoice was fetched, the note is with the payment: kept by the server when
  // this device fetched the invoice and paid it (extra.internal_memo), on this device when the
  // server fetched it (its payments/lnurl drops the note).
  const direct = /checked before paying/.test(
    (await page.getByTestId('lnurl-paid-path').textContent()) ?? '',
  );
  const keptOn = direct ? 'server' : 'device';
  const paid = await newestPayment(payer);
  const extra = await storedExtra(payer, paid.payment_hash);
  expect(extra.internal_memo).toBe(direct ? note : undefined);
  expect(await storedExtra(shop, paid.payment_hash)).not.toHaveProperty('internal_memo');
  await expectNoteInHistory(page, note, keptOn);
});

test('through the LNbits server, which drops the note for me: kept on this device and said so', async ({
  page,
}) => {
  requiresSandbox('the third-party host that blocks browsers runs inside the sandbox');
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
    third_party_blocked_url: string | null;
  };
  const blocked = info.third_party_blocked_url!;
  const codes = (await (await fetch(`${blocked}/`)).json()) as {
    pay: { honest: { lnurl: string } };
  };
  const note = `Paid for the team ${unique()}`;
  const payer = await createFundedWallet('Server-path payer', 5_000);
  await openWallet(page, payer);
  await page.goto(
    `${appOrigin()}/send?${new URLSearchParams({ invoice: codes.pay.honest.lnurl }).toString()}`,
  );
  await expect(page.getByTestId('lnurl-path')).toContainText('your LNbits server talks to it');
  await page.getByLabel('Amount', { exact: true }).fill('250');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add a note for me' }).click();
  await expect(page.getByText(/^Kept on this device only/)).toBeVisible();
  await page.getByLabel('Note for me', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Pay 250 sats' }).click();
  await expect(page.getByTestId('lnurl-paid-path')).toContainText(
    'Paid through your LNbits server',
  );

  // LNbits kept no note (its payments/lnurl drops `internal_memo`); this device did.
  const paid = await newestPayment(payer);
  expect(await storedExtra(payer, paid.payment_hash)).not.toHaveProperty('internal_memo');
  await expectNoteInHistory(page, note, 'device');
  // A reload keeps it: it lives in this device's storage, not in the page.
  await page.reload();
  await expect(page.getByTestId('payment-private-note')).toHaveText(note);
});
