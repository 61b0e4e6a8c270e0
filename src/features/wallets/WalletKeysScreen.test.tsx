// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { addWallet, getWalletState, removeWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { WalletKeysScreen } from './WalletKeysScreen';
import type * as Session from '@/session';

type SessionModule = typeof Session;

// The lock's answer to "enter your PIN to see the keys": true at once unless a test says otherwise.
const confirmWithLock = vi.fn((_reason: string) => Promise.resolve(true));
vi.mock('@/session', async (original) => ({
  ...(await original<SessionModule>()),
  useConfirmWithLock: () => confirmWithLock,
}));

afterEach(() => {
  cleanup();
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
});

function createdWallet(): WalletConnection {
  return addWallet({
    serverUrl: '',
    name: 'Coffee',
    key: 'a'.repeat(32),
    keyType: 'admin',
    inkey: 'b'.repeat(32),
    walletId: 'w1',
    userId: 'u1',
    createdHere: true,
  });
}

function renderAt(wallet: WalletConnection, justCreated: boolean) {
  render(
    <MemoryRouter
      initialEntries={[{ pathname: paths.walletBackup.getHref(wallet.id), state: { justCreated } }]}
    >
      <Routes>
        <Route path={paths.walletBackup.path} element={<WalletKeysScreen />} />
        <Route path={paths.home.path} element={<p>Home screen</p>} />
        <Route path={paths.settings.path} element={<p>Settings screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const stored = (id: string) => getWalletState().connections.find((c) => c.id === id);

describe('WalletKeysScreen', () => {
  it('after Create: the server, masked keys and the LNbits link, shown only on a tap', () => {
    const wallet = createdWallet();
    renderAt(wallet, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Save your wallet');
    expect(screen.getByText(window.location.origin)).toBeTruthy();
    expect(document.body.textContent).not.toContain(wallet.key);
    expect(document.body.textContent).not.toContain('usr=u1');

    fireEvent.click(screen.getByRole('button', { name: 'Show Full-access key' }));
    expect(screen.getByText(wallet.key)).toBeTruthy();
    expect(document.body.textContent).not.toContain(wallet.inkey);
    fireEvent.click(screen.getByRole('button', { name: 'Show LNbits wallet link' }));
    expect(screen.getByText(`${window.location.origin}/wallet?usr=u1&wal=w1`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show QR code of Receive-only key' }));
    expect(screen.getByRole('img', { name: 'QR code of Receive-only key' })).toBeTruthy();
  });

  it('continues only once the person says it is saved, and records it', () => {
    const wallet = createdWallet();
    renderAt(wallet, true);
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’ve saved it somewhere safe' }));
    expect(next.disabled).toBe(false);
    act(() => next.click());
    expect(screen.getByText('Home screen')).toBeTruthy();
    expect(stored(wallet.id)?.backedUpAt).toBeDefined();
  });

  it('"Later" opens the wallet without recording a backup', () => {
    const wallet = createdWallet();
    renderAt(wallet, true);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByText('Home screen')).toBeTruthy();
    expect(stored(wallet.id)?.backedUpAt).toBeUndefined();
  });

  it('after Create asks for no PIN', () => {
    confirmWithLock.mockClear();
    renderAt(createdWallet(), true);
    expect(confirmWithLock).not.toHaveBeenCalled();
  });

  it('from Settings: the keys wait for the PIN, and a cancelled PIN goes back to Settings', async () => {
    const wallet = createdWallet();
    let answer: (ok: boolean) => void = () => undefined;
    confirmWithLock.mockImplementationOnce(
      () => new Promise<boolean>((resolve) => (answer = resolve)),
    );
    renderAt(wallet, false);
    expect(confirmWithLock).toHaveBeenCalledWith('Enter your PIN to see this wallet’s keys');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show Full-access key' })).toBeNull();
    await act(async () => answer(false));
    expect(screen.getByText('Settings screen')).toBeTruthy();
  });

  it('from Settings: titled with the wallet, no "Later", back to Settings', async () => {
    const wallet = createdWallet();
    renderAt(wallet, false);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Back up Coffee');
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Settings screen')).toBeTruthy();
  });
});
