// Send: a pasted invoice; a Lightning address with the keypad, in sats and in fiat; an LNURL-pay
// with a comment and the payee's success message; and a reload right after Pay, which shows that
// payment's outcome, read again from the server, and never pays twice.
import assert from 'node:assert/strict';
import {
  balanceSat,
  createFundedWallet,
  createInvoice,
  type TestWallet,
} from '../../e2e/support.ts';
import { connectWallet, openFromHome } from '../app.ts';
import type { Journey } from '../harness.ts';
import { HoldingProxy, PAY_REQUEST } from '../holding-proxy.ts';
import type { Screen } from '../screen.ts';

interface HostCodes {
  pay: { honest: { address: string; lnurl: string } };
}

/** The sandbox's third-party LNURL host (CORS on: the browser talks to it directly). */
async function thirdPartyCodes(origin: string): Promise<HostCodes> {
  const info = (await (await fetch(`${origin}/sandbox/info`)).json()) as {
    third_party_url: string | null;
  };
  if (!info.third_party_url) {
    throw new Error('the sandbox was started without its third-party LNURL host');
  }
  return (await (await fetch(`${info.third_party_url}/`)).json()) as HostCodes;
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

const sendField = (screen: Screen) => screen.getByLabel('Invoice, LNURL or Lightning address');
const amountField = (screen: Screen) => screen.getByLabel('Amount');
const keypad = (screen: Screen) => screen.getByRole('group', { name: 'Amount keypad' });

async function tap(screen: Screen, keys: string) {
  for (const key of keys) {
    await keypad(screen)
      .getByRole('button', { name: key === '.' ? 'Decimal point' : key })
      .click();
  }
}

/** From Home (or an outcome's Done), Send with an empty field. */
async function openSend(screen: Screen) {
  await openFromHome(screen, 'Send');
  await screen.getByRole('heading', { name: 'Send', level: 1 }).toBeVisible();
  await sendField(screen).toHaveValue('');
}

export const send: Journey = {
  name: 'send',
  timeoutMs: 180_000,
  async run({ screen, sandbox, step }) {
    const { origin } = sandbox;
    const codes = await thirdPartyCodes(origin);
    const payer = await createFundedWallet('Engine payer', 100_000);
    const payee = await createFundedWallet('Engine payee', 0);
    await connectWallet(screen, origin, payer);

    await step('a pasted invoice is paid once, the payee credited exactly', async () => {
      const invoice = await createInvoice(payee, 1_234, 'Pizza for two');
      await openSend(screen);
      await sendField(screen).fill(`lightning:${invoice.bolt11.toUpperCase()}`);
      const review = screen.getByRole('region', { name: 'Invoice details' });
      await review.getByTestId('send-amount').toHaveText(/^1,234\s+sats$/);
      await review.getByTestId('send-description').toHaveText('Pizza for two');
      await screen.getByRole('button', { name: 'Pay 1,234 sats' }).click();
      const done = screen.getByRole('status', { name: /^Paid\b/ });
      await done.toBeVisible();
      await done.getByTestId('outcome-amount').toHaveText('1,234 sats');
      assert.equal(await balanceSat(payee), 1_234);
      assert.equal(await balanceSat(payer), 100_000 - 1_234);
      await done.getByRole('link', { name: 'Done' }).click();
      await screen.getByTestId('balance').toHaveText(/^98,766\s*sats/);
    });

    await step('a Lightning address, the amount on the keypad in sats', async () => {
      await openSend(screen);
      // What there is to spend, in sight on Send's start.
      await screen.getByTestId('send-balance').toHaveText(/98,766 sats/);
      await sendField(screen).fill(codes.pay.honest.address);
      await screen
        .getByRole('heading', { level: 1 })
        .getByTestId('lnurl-identifier')
        .toHaveText(codes.pay.honest.address);
      await tap(screen, '2100');
      await amountField(screen).toHaveValue('2,100');
      await screen.getByTestId('keypad-other-unit').toHaveText(/^≈ \$\d/);
      await screen.getByRole('button', { name: 'Delete last digit' }).click();
      await amountField(screen).toHaveValue('210');
      await screen.getByRole('button', { name: 'Continue' }).click();
      const review = screen.getByRole('form', { name: 'Review payment' });
      await review.getByTestId('review-amount').toHaveText('210 sats');
      await screen.getByRole('button', { name: 'Pay 210 sats' }).click();
      await screen.getByRole('status', { name: /^Paid\b/ }).toBeVisible();
      assert.equal(await balanceSat(payer), 98_766 - 210);
      await screen.getByRole('link', { name: 'Done' }).click();
    });

    await step('a Lightning address, the amount on the keypad in dollars', async () => {
      const conversion = await fetch(`${origin}/api/v1/conversion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from_: 'USD', amount: 1.5 }),
      });
      const { sats } = (await conversion.json()) as { sats: number };
      const shown = new Intl.NumberFormat('en-US').format(sats);
      await openSend(screen);
      await sendField(screen).fill(codes.pay.honest.address);
      await screen.getByRole('button', { name: 'Enter in USD' }).click();
      await tap(screen, '1.5');
      await amountField(screen).toHaveValue('1.5');
      await screen.getByTestId('keypad-other-unit').toHaveText(`${shown} sats`);
      await screen.getByRole('button', { name: 'Continue' }).click();
      await screen.getByTestId('review-amount').toHaveText(`${shown} sats`);
      await screen.getByRole('button', { name: `Pay ${shown} sats` }).click();
      await screen.getByTestId('outcome-amount').toHaveText(`${shown} sats`);
      assert.equal(await balanceSat(payer), 98_766 - 210 - sats);
      await screen.getByRole('link', { name: 'Done' }).click();
    });

    await step('an LNURL-pay with a comment shows the success message', async () => {
      const before = await balanceSat(payer);
      await openSend(screen);
      await sendField(screen).fill(codes.pay.honest.lnurl);
      await screen
        .getByTestId('lnurl-description')
        .toHaveText('Pay shop at the third-party LNURL host');
      await amountField(screen).fill('1500');
      await amountField(screen).toHaveValue('1,500');
      await screen.getByRole('button', { name: 'Add a note' }).click();
      await screen.getByLabel(/^Note for/).fill('Two coffees, thanks!');
      await screen.getByText('20 / 140 characters').toBeVisible();
      await screen.getByRole('button', { name: 'Continue' }).click();
      await screen.getByRole('button', { name: 'Pay 1,500 sats' }).click();
      await screen.getByRole('heading', { name: /^Paid\b/ }).toBeVisible();
      await screen.getByTestId('success-message').toHaveText('Thanks for paying shop!');
      assert.equal(await balanceSat(payer), before - 1_500);
    });

    await step('a reload right after Pay shows the outcome and pays once', async () => {
      const proxy = await HoldingProxy.start(origin);
      try {
        const reloader = await createFundedWallet('Engine reload payer', 10_000);
        const reloadPayee = await createFundedWallet('Engine reload payee', 0);
        const invoice = await createInvoice(reloadPayee, 1_500, 'reload at once');
        // The app talks to this wallet's server through the proxy, which can hold an answer.
        await connectWallet(screen, origin, { ...reloader, serverUrl: proxy.origin });
        await openSend(screen);
        await sendField(screen).fill(invoice.bolt11);
        const pay = screen.getByRole('button', { name: 'Pay 1,500 sats' });
        await pay.toBeEnabled();
        const held = proxy.holdNext(PAY_REQUEST);
        await pay.click();
        // The server has paid; its answer arrives only once the page that asked is gone (as in
        // e2e/send.spec.ts). Not a cut connection: Firefox itself sends a POST again whose
        // connection was reset before any answer, and the request is kept alive across the
        // reload, so the count below would see the browser's retry (LNbits refuses it as paid).
        await held.answered;
        await screen.reload();
        held.release();

        const done = screen.getByRole('status', { name: /^Paid\b/ });
        await done.toBeVisible();
        await done.getByTestId('outcome-amount').toHaveText('1,500 sats');
        // The outcome is that invoice's (its note), full screen: no code field left to edit.
        await done.getByTestId('outcome-note').toHaveText('“reload at once”');
        await sendField(screen).toBeHidden();
        // Once more, with the outcome known: still shown, still paid once.
        await screen.reload();
        await screen.getByRole('status', { name: /^Paid\b/ }).toBeVisible();
        assert.equal(proxy.payRequests, 1, 'pay requests the page made');
        assert.equal(await balanceSat(reloader), 10_000 - 1_500);
        assert.equal(await balanceSat(reloadPayee), 1_500);
        assert.equal(await outgoingPayments(reloader), 1);
        // Done: moved on. Send opens empty next time.
        await screen.getByRole('link', { name: 'Done' }).click();
        await screen.getByTestId('balance').toHaveText(/^8,500\s*sats/);
        await openSend(screen);
      } finally {
        await proxy.close();
      }
    });
  },
};
