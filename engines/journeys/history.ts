// History: the list, a payment's detail, and the CSV export (the file the browser saved, read
// back: formulas defused, one line a payment).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createFundedWallet, createInvoice, payInvoice } from '../../e2e/support.ts';
import { connectWallet, downloadOf, nav } from '../app.ts';
import type { Journey } from '../harness.ts';

const EVIL_MEMO = '=HYPERLINK("http://evil.example","x")';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A payment row's accessible name: the words it shows, in reading order (its title, the signed
 * amount, the time, the fiat value), then its state's one word.
 */
const rowName = (title: string, amount: string, state: string) =>
  new RegExp(`^${escaped(title)} ${escaped(amount)} .*${escaped(state)}`);

export const history: Journey = {
  name: 'history',
  async run({ screen, driver, sandbox, step }) {
    const tag = `engine-${Math.random().toString(36).slice(2, 8)}`;
    const wallet = await createFundedWallet('Engine history', 20_000);
    const other = await createFundedWallet('Engine history other', 20_000);
    for (let i = 1; i <= 3; i++) {
      const invoice = await createInvoice(wallet, 100 + i, `${tag} ${i}`);
      await payInvoice(other, invoice.bolt11);
    }
    const evil = await createInvoice(other, 50, EVIL_MEMO);
    await payInvoice(wallet, evil.bolt11);
    const detail = await createInvoice(wallet, 1_234, `${tag} detail`);
    await payInvoice(other, detail.bolt11);
    await connectWallet(screen, sandbox.origin, wallet);

    const payments = screen.getByRole('region', { name: 'Payments' }).getByRole('link');
    await step('the list, newest first', async () => {
      await nav(screen, 'History');
      await screen.getByRole('heading', { name: 'History', level: 1 }).toBeVisible();
      await payments.first().toHaveAttribute('href', /\/history\//);
      // Three received, the formula sent, the detail received, and the sandbox's funding.
      await payments.toHaveCount(6);
      await screen
        .getByRole('link', { name: rowName(`${tag} detail`, '+1,234 sats', 'Received') })
        .toBeVisible();
      await screen
        .getByRole('link', { name: rowName(`${tag} 1`, '+101 sats', 'Received') })
        .toBeVisible();
      await screen
        .getByRole('link', { name: rowName(EVIL_MEMO, '−50 sats', 'Paid') })
        .toBeVisible();
    });

    await step("a payment's detail", async () => {
      await screen
        .getByRole('link', { name: rowName(`${tag} detail`, '+1,234 sats', 'Received') })
        .click();
      // The outcome's word is the title.
      await screen.getByRole('heading', { name: 'Received', level: 1 }).toBeVisible();
      await screen.getByTestId('payment-amount').toHaveText('+1,234 sats');
      await screen.getByTestId('payment-note').toHaveText(`“${tag} detail”`);
      // The hash is a transport word: under Details (the summary's text, after its › mark).
      await screen.getByText(/^\W*Details$/).click();
      await screen.getByText(detail.payment_hash).toBeVisible();
      await screen.getByRole('link', { name: 'Back to history' }).click();
      await payments.toHaveCount(6);
    });

    await step('the CSV export, as saved by the browser', async () => {
      // Export lives in the Filters sheet, opened from History's header.
      await screen.getByRole('button', { name: /^Filters/ }).click();
      const filters = screen.getByRole('dialog', { name: 'Filters' });
      await filters.toBeVisible();
      const file = await downloadOf(driver.downloadDir, /^pocketbits-.+\.csv$/, () =>
        filters.getByRole('button', { name: 'Export CSV' }).click(),
      );
      assert.match(basename(file), /^pocketbits-.+-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(file, 'utf8')).replace(/^\ufeff/, '');
      const lines = text.split('\r\n').filter(Boolean);
      assert.match(
        lines[0]!,
        /^time,direction,status,amount_sat,fee_sat,amount_msat,fee_msat,memo,note,my_note,payment_hash,preimage,fiat_value(_[A-Z]{3})?,fiat_rate_from,kind,other_wallet$/,
      );
      assert.equal(lines.length, 7, `one line a payment and the header:\n${text}`);
      const evilLine = lines.find((line) => line.includes(evil.payment_hash));
      assert.ok(
        evilLine?.includes(
          `,sent,success,50,0,50000,0,"'=HYPERLINK(""http://evil.example"",""x"")",`,
        ),
        `the formula is defused: ${evilLine}`,
      );
      const detailLine = lines.find((line) => line.includes(detail.payment_hash));
      assert.ok(
        detailLine?.includes(`,received,success,1234,0,1234000,0,${tag} detail,`),
        detailLine,
      );
    });
  },
};
