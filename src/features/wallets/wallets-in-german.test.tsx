// @vitest-environment happy-dom
// The wallet screens in German: every word a person reads (text, labels, placeholders) comes from
// the catalog, so nothing on them reads the same as in English but the names that never change.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { activateLocale, addWallet, getWalletState, removeWallet } from '@/session';
import type { AppLocale } from '@/lib/locale';
import { BackupFileScreen } from './BackupFileScreen';
import { ConnectScreen } from './ConnectScreen';
import { ManageWallets } from './ManageWallets';
import { RestoreScreen } from './RestoreScreen';
import { WalletKeysScreen } from './WalletKeysScreen';
import { WelcomeScreen } from './WelcomeScreen';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The same in both languages on purpose: the brand, the wallet's name, its server, one word. */
const SAME_IN_BOTH = new Set(['Pocketbits', 'Coffee', 'Passphrase', 'lnbits.example.com']);

/** Every text and every label a person (or a screen reader) meets in the rendered screen. */
function wordsOn(root: HTMLElement): Set<string> {
  const words = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        words.add(node.textContent?.trim() ?? '');
      }
    }
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      words.add(element.getAttribute(attribute)?.trim() ?? '');
    }
  }
  // Numbers, URLs, keys and punctuation read the same everywhere.
  return new Set([...words].filter((word) => /[A-Za-z]{2,}/.test(word) && !/^\S+:\/\//.test(word)));
}

async function renderIn(locale: AppLocale, screenUi: () => ReactNode): Promise<Set<string>> {
  await act(() => activateLocale(locale));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container, unmount } = render(
    <QueryClientProvider client={client}>{screenUi()}</QueryClientProvider>,
  );
  // The sandbox check and balances answer asynchronously; their words count too.
  await act(async () => {
    await client.getQueryCache().findAll()[0]?.promise;
  });
  const words = wordsOn(container);
  unmount();
  return words;
}

/** The words a screen shows in English that it still shows in German. */
async function leftInEnglish(screenUi: () => ReactNode): Promise<string[]> {
  const english = await renderIn('en', screenUi);
  const german = await renderIn('de', screenUi);
  return [...german].filter((word) => english.has(word) && !SAME_IN_BOTH.has(word));
}

beforeEach(() => {
  // An iPhone in Safari, so the install suggestion shows; the sandbox serves the app (the demo).
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ sandbox: true, name: 'Coffee', balance: 21_000_000 })),
  );
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
  await activateLocale('en');
});

function coffeeWallet() {
  return addWallet({
    serverUrl: 'https://lnbits.example.com',
    name: 'Coffee',
    key: 'a'.repeat(32),
    keyType: 'admin',
    inkey: 'b'.repeat(32),
    walletId: 'w1',
    userId: 'u1',
    createdHere: true,
  });
}

describe('the wallet screens in German', () => {
  it('Welcome: nothing left in English', async () => {
    const welcome = () => (
      <MemoryRouter>
        <WelcomeScreen />
      </MemoryRouter>
    );
    expect(await leftInEnglish(welcome)).toEqual([]);
    // Proof that the comparison saw German, not an empty screen.
    expect((await renderIn('de', welcome)).has('Willkommen bei Pocketbits')).toBe(true);
  });

  it('Connect, with Create first and a failed demo explained: nothing left in English', async () => {
    const connect = () => (
      <MemoryRouter
        initialEntries={[
          { pathname: paths.connect.getHref(), state: { create: true, notice: 'x' } },
        ]}
      >
        <ConnectScreen />
      </MemoryRouter>
    );
    expect(await leftInEnglish(connect)).toEqual([]);
    const german = await renderIn('de', connect);
    expect(german.has('Neue Wallet erstellen')).toBe(true);
    expect(german.has('Schlüssel anzeigen')).toBe(true);
  });

  it('Restore and the backup file: nothing left in English', async () => {
    coffeeWallet();
    const restore = () => (
      <MemoryRouter>
        <RestoreScreen />
      </MemoryRouter>
    );
    const backup = () => (
      <MemoryRouter>
        <BackupFileScreen />
      </MemoryRouter>
    );
    expect(await leftInEnglish(restore)).toEqual([]);
    expect(await leftInEnglish(backup)).toEqual([]);
    expect((await renderIn('de', backup)).has('Backup-Datei herunterladen')).toBe(true);
  });

  it('the keys of a new wallet and the list of wallets: nothing left in English', async () => {
    const wallet = coffeeWallet();
    const keys = () => (
      <MemoryRouter
        initialEntries={[
          { pathname: paths.walletBackup.getHref(wallet.id), state: { justCreated: true } },
        ]}
      >
        <Routes>
          <Route path={paths.walletBackup.path} element={<WalletKeysScreen />} />
        </Routes>
      </MemoryRouter>
    );
    const manage = () => (
      <MemoryRouter>
        <ManageWallets />
      </MemoryRouter>
    );
    expect(await leftInEnglish(keys)).toEqual([]);
    expect(await leftInEnglish(manage)).toEqual([]);
    const german = await renderIn('de', manage);
    expect(german.has('Vollzugriff: kann senden und empfangen')).toBe(true);
    expect(german.has('Coffee sichern')).toBe(true);
  });
});
