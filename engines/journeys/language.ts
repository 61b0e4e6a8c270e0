// Another language: German chosen in Settings switches the app at once, with German number
// formats from the engine's Intl (1.234.567 sats, 1.074,02 $), a layout that still fits the
// phone's width, and the choice remembered across a reload.
import assert from 'node:assert/strict';
import { createFundedWallet } from '../../e2e/support.ts';
import { connectWallet, nav } from '../app.ts';
import type { Journey } from '../harness.ts';

export const language: Journey = {
  name: 'German',
  async run({ screen, sandbox, step }) {
    const wallet = await createFundedWallet('Engine Sprache', 1_234_567);
    await connectWallet(screen, sandbox.origin, wallet);
    await screen.getByTestId('balance').toContainText('1,234,567');

    await step('Settings → Deutsch', async () => {
      await nav(screen, 'More');
      await screen.getByRole('link', { name: /^Settings/ }).click();
      const select = screen.getByRole('combobox', { name: 'Language' });
      await select.toHaveValue('en');
      await select.selectOption('Deutsch');
      await screen.getByRole('heading', { name: 'Einstellungen', level: 1 }).toBeVisible();
      await screen.getByRole('combobox', { name: 'Sprache' }).toHaveValue('de');
      const state = await screen.pageState();
      assert.equal(state.lang, 'de');
      assert.equal(state.title, 'Pocketbits · Lightning-Wallet');
    });

    await step('German amounts on Home, and the page still fits the phone', async () => {
      await nav(screen, 'Start', 'Hauptmenü');
      await screen.getByTestId('balance').toHaveText(/^1\.234\.567\s*sats/);
      // Dollars German-style: dot for thousands, comma for cents, the sign after.
      await screen.getByText(/^≈ \d{1,3}(\.\d{3})*,\d\d\s\$$/).toBeVisible();
      await screen.getByRole('heading', { name: 'Letzte Zahlungen' }).toBeVisible();
      const { scrollWidth, innerWidth } = await screen.pageState();
      assert.ok(
        scrollWidth <= innerWidth,
        `the page is ${scrollWidth} px wide on a ${innerWidth} px screen`,
      );
    });

    await step('remembered across a reload', async () => {
      await screen.reload();
      assert.equal((await screen.pageState()).lang, 'de');
      await nav(screen, 'Verlauf', 'Hauptmenü');
      await screen.getByRole('heading', { name: 'Verlauf', level: 1 }).toBeVisible();
    });
  },
};
