// The PIN: set on Home's offer, a reload locks, a wrong PIN is refused, the right one opens; and
// the app locks after time in the background, with the engine hiding the page itself (WebKit: the
// window minimised; Firefox: another tab in front).
import { createFundedWallet } from '../../e2e/support.ts';
import { connectWallet, nav, PIN, tapPin } from '../app.ts';
import type { Journey } from '../harness.ts';
import type { Screen } from '../screen.ts';

async function expectLocked(screen: Screen, walletName: string) {
  await screen.getByRole('heading', { name: 'Pocketbits is locked' }).toBeVisible();
  await screen.getByTestId('balance').toHaveCount(0);
  const text = await screen.evaluate<string>('document.documentElement.outerHTML + document.title');
  if (text.includes(walletName)) {
    throw new Error(`the locked page shows the wallet's name (${walletName})`);
  }
}

export const pin: Journey = {
  name: 'PIN and auto-lock',
  async run({ screen, driver, sandbox, step }) {
    const wallet = await createFundedWallet('Engine PIN wallet', 3_000);
    await connectWallet(screen, sandbox.origin, wallet);

    await step('set a PIN from Home', async () => {
      await screen
        .getByRole('region', { name: 'Protect this wallet with a PIN' })
        .getByRole('link', { name: 'Set a PIN' })
        .click();
      await tapPin(screen, 'Choose a PIN', PIN);
      await tapPin(screen, 'Enter the same PIN again', PIN);
      await screen.getByTestId('balance').toHaveText(/^3,000\s*sats/);
      await screen.getByRole('button', { name: 'Lock now' }).toBeVisible();
    });

    await step('a reload locks', async () => {
      await screen.reload();
      await expectLocked(screen, wallet.name);
    });

    await step('a wrong PIN is refused', async () => {
      await screen.type('111111');
      await screen.getByText(/^Wrong PIN\. 4 tries left/).toBeVisible();
      await screen.getByTestId('balance').toHaveCount(0);
    });

    await step('the PIN unlocks', async () => {
      await screen.type(PIN);
      await screen.getByTestId('balance').toHaveText(/^3,000\s*sats/);
    });

    await step('a moment in the background, under the auto-lock time, leaves it open', async () => {
      await driver.hidePage();
      await screen.waitForPage<string>(
        'the page to be hidden',
        'document.visibilityState',
        (state) => state === 'hidden',
      );
      await driver.showPage();
      await screen.waitForPage<string>(
        'the page to be shown',
        'document.visibilityState',
        (state) => state === 'visible',
      );
      await screen.getByTestId('balance').toBeVisible();
    });

    await step('with "lock at once", the background locks', async () => {
      await nav(screen, 'More');
      await screen.getByRole('link', { name: /^Settings/ }).click();
      const choices = screen.getByRole('radiogroup', { name: 'Lock after time in the background' });
      await choices.getByRole('radio', { name: 'At once' }).click();
      await choices.getByRole('radio', { name: 'At once' }).toBeChecked();
      await driver.hidePage();
      await screen.waitForPage<string>(
        'the page to be hidden',
        'document.visibilityState',
        (state) => state === 'hidden',
      );
      await driver.showPage();
      await expectLocked(screen, wallet.name);
    });

    await step('and the PIN opens it where it was', async () => {
      await screen.type(PIN);
      await screen.getByRole('heading', { name: 'Settings', level: 1 }).toBeVisible();
    });
  },
};
