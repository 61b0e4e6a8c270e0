// @vitest-environment happy-dom
// Home in another language: every word a person reads (text, labels, aria-labels) comes from the
// catalog, and the balance's spoken name follows the language's numbers.
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, withCatalog } from '@/session';
import type { WalletConnection } from '@/session';
import { balanceToggleHint } from './balance-label';
import { HomeActions } from './HomeActions';
import { LockOffer } from './LockOffer';
import { WalletSwitcher } from './WalletSwitcher';
import { untranslated } from '@/session/i18n/untranslated-words';

// As the router does for Home's screen: its words load with it.
beforeAll(() => withCatalog('home', () => Promise.resolve(null)));
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const wallet: WalletConnection = {
  id: 'w1',
  serverUrl: '',
  name: 'Café',
  key: 'k'.repeat(32),
  keyType: 'invoice',
};

describe('Home in another language', () => {
  it('offers the quick actions and the app lock wholly in German', async () => {
    const home = () => (
      <MemoryRouter>
        <LockOffer />
        <HomeActions />
      </MemoryRouter>
    );
    expect(await untranslated(home, 'de', [])).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Schnellaktionen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scannen' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Schütze diese Wallet mit einer PIN' }),
    ).toBeTruthy();
  });

  it('names the wallet switcher by its name first, in one Spanish sentence', async () => {
    const switcher = () => (
      <MemoryRouter>
        <WalletSwitcher wallet={wallet} name="Café" />
      </MemoryRouter>
    );
    expect(await untranslated(switcher, 'es', ['Café'])).toEqual([]);
    expect(screen.getByRole('button', { name: /^Café.*, cambiar de billetera$/ })).toBeTruthy();
  });

  it('says what a tap on the balance does in German', async () => {
    await activateLocale('de');
    expect(balanceToggleHint(false)).toBe('Guthaben ausblenden');
    expect(balanceToggleHint(true)).toBe('Guthaben ausgeblendet. Guthaben anzeigen');
  });
});
