// First run: the demo link, connecting by key, and by an LNbits wallet link.
import { createFundedWallet, freshDemoUrl } from '../../e2e/support.ts';
import { keyField } from '../app.ts';
import type { Journey } from '../harness.ts';

interface AccountWallet {
  id: string;
  user: string;
  name: string;
}

/** A new account, as LNbits' "create wallet" makes it; its wallet link opens it. */
async function newAccount(serverUrl: string, name: string): Promise<AccountWallet> {
  const response = await fetch(`${serverUrl}/api/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) {
    throw new Error(`POST /api/v1/account → ${response.status}`);
  }
  return (await response.json()) as AccountWallet;
}

export const firstRun: Journey = {
  name: 'first run',
  async run({ screen, sandbox, step, resetSite }) {
    const { origin } = sandbox;
    await step('the welcome, then the demo link opens a funded Home', async () => {
      await screen.goto(origin);
      await screen.getByRole('heading', { name: 'Welcome to Pocketbits' }).toBeVisible();
      await screen.goto(await freshDemoUrl());
      await screen.getByTestId('balance').toHaveText(/^[1-9][\d,]*\s*sats/);
      await screen.getByText('Demo wallet').first().toBeVisible();
    });

    await resetSite();
    await step('connect by key', async () => {
      const wallet = await createFundedWallet('Engine key wallet', 2_000);
      await screen.goto(`${origin}/connect`);
      await screen.getByRole('heading', { name: 'Connect a wallet' }).toBeVisible();
      await keyField(screen).fill(wallet.adminkey);
      await screen.getByRole('button', { name: 'Connect' }).click();
      await screen.getByTestId('balance').toHaveText(/^2,000\s*sats/);
    });

    await resetSite();
    await step('connect by LNbits wallet link', async () => {
      const wallet = await newAccount(origin, 'Engine link wallet');
      const link = `${origin}/wallet?usr=${wallet.user}&wal=${wallet.id}`;
      await screen.goto(`${origin}/connect`);
      await keyField(screen).fill(link);
      await screen.getByRole('button', { name: 'Connect' }).click();
      await screen.getByTestId('balance').toHaveText(/^0\s*sats/);
      await screen.getByText('Engine link wallet').first().toBeVisible();
    });
  },
};
