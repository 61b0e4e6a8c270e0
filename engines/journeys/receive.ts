// Receive: an invoice with an amount, shown paid as soon as another wallet pays it (pushed over
// the engine's WebSocket: with the socket up the app does not poll), also when the payment comes
// while the invoice's first status read is on its way; and the Lightning address.
import { createFundedWallet, createPayLink, payInvoice, payLnurl } from '../../e2e/support.ts';
import { connectWallet, openFromHome } from '../app.ts';
import { HoldingProxy } from '../holding-proxy.ts';
import { decode } from 'light-bolt11-decoder';
import type { Journey } from '../harness.ts';

function paymentHashOf(bolt11: string): string {
  const section = decode(bolt11).sections.find((s) => s.name === 'payment_hash');
  return String(section && 'value' in section ? section.value : '');
}

export const receive: Journey = {
  name: 'receive',
  async run({ screen, sandbox, step }) {
    const wallet = await createFundedWallet('Engine receiver', 5_000);
    const payer = await createFundedWallet('Engine receive payer', 10_000);
    const username = `engine-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const link = await createPayLink(wallet, {
      description: 'Tips',
      min: 1,
      max: 100_000,
      comment_chars: 100,
      username,
    });
    await connectWallet(screen, sandbox.origin, wallet);

    await step('the wallet is live (its WebSocket is open)', async () => {
      await screen.getByText('Live').toBeVisible();
    });

    await step('the Lightning address, with its QR code', async () => {
      await openFromHome(screen, 'Receive');
      await screen.getByRole('heading', { name: 'Receive', level: 1 }).toBeVisible();
      // Receive opens on the wallet's reusable code: its Lightning address.
      await screen.getByRole('img', { name: 'QR code of your Lightning address' }).toBeVisible();
      await screen.getByRole('button', { name: 'Copy Lightning address' }).toBeVisible();
      await screen
        .getByTestId('receive-address')
        .toHaveText(`${username}@${new URL(sandbox.origin).host}`);
    });

    await step('a payment to the address shows full screen', async () => {
      await payLnurl(payer, link.lnurl ?? '', 2_100, 'for the coffee');
      await screen.getByTestId('outcome-screen').toBeVisible();
      await screen.getByRole('heading', { name: 'Received 2,100 sats' }).toBeVisible();
      await screen.getByText('“for the coffee”').toBeVisible();
      await screen.getByRole('link', { name: 'Done' }).click();
      await screen.getByTestId('balance').toHaveText(/^7,100\s*sats/);
    });

    const bolt11 = await step('an invoice for 1,234 sats', async () => {
      await openFromHome(screen, 'Receive');
      await screen.getByRole('link', { name: 'Add amount' }).click();
      await screen.getByLabel('Amount').fill('1234');
      await screen.getByLabel('Amount').toHaveValue('1,234');
      await screen.getByText(/^≈ \$\d+\.\d\d$/).toBeVisible();
      await screen.getByLabel('Note (optional)').fill('Coffee for two');
      await screen.getByRole('button', { name: 'Create request' }).click();
      await screen.getByRole('img', { name: 'QR code of the request' }).toBeVisible();
      await screen.getByTestId('invoice-amount').toHaveText('1,234 sats');
      await screen.getByTestId('invoice-note').toHaveText('“Coffee for two”');
      await screen.getByRole('status').filter({ hasText: 'Waiting for payment' }).toBeVisible();
      await screen
        .getByTestId('invoice-text')
        .includingHidden()
        .toHaveText(/^lnbc12340n1\w+$/);
      return screen.getByTestId('invoice-text').includingHidden().text();
    });

    await step('paid by another wallet: shown paid at once', async () => {
      await payInvoice(payer, bolt11);
      await screen.getByRole('status').filter({ hasText: 'Received 1,234 sats' }).toBeVisible();
      await screen.getByRole('img', { name: 'QR code of the request' }).toHaveCount(0);
      await screen.getByRole('link', { name: 'Done' }).click();
      await screen.getByTestId('balance').toHaveText(/^8,334\s*sats/);
      await screen.getByText('Live').toBeVisible();
    });

    await step('paid while its first status read is on its way: still shown paid', async () => {
      // The wallet's server is reached through a proxy that holds that read's answer ("not paid
      // yet") until the payment's message has reached the page: the stale answer comes last.
      const proxy = await HoldingProxy.start(sandbox.origin);
      try {
        const raced = await createFundedWallet('Engine race receiver', 0);
        await connectWallet(screen, sandbox.origin, { ...raced, serverUrl: proxy.origin });
        await screen.getByText('Live').toBeVisible();
        await openFromHome(screen, 'Receive');
        // Receive opens on the wallet's reusable code (made for it now); the amount is a step on.
        await screen.getByRole('heading', { name: 'Receive', level: 1 }).toBeVisible();
        await screen.getByRole('link', { name: 'Add amount' }).click();
        await screen.getByLabel('Amount').fill('777');
        const firstRead = proxy.holdNext(
          (method, path) => method === 'GET' && /^\/api\/v1\/payments\/[0-9a-f]{64}$/.test(path),
        );
        await screen.getByRole('button', { name: 'Create request' }).click();
        await firstRead.answered;
        await screen
          .getByTestId('invoice-text')
          .includingHidden()
          .toHaveText(/^lnbc7770n1\w+$/);
        const invoice = await screen.getByTestId('invoice-text').includingHidden().text();
        const message = proxy.pushed(paymentHashOf(invoice));
        await payInvoice(payer, invoice);
        await message;
        firstRead.release();
        await screen.getByRole('status').filter({ hasText: 'Received 777 sats' }).toBeVisible();
      } finally {
        await proxy.close();
      }
    });
  },
};
