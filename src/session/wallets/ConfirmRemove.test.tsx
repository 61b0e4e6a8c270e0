// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { BackupReminder } from './BackupReminder';
import { ConfirmRemove } from './ConfirmRemove';
import { addWallet, getWalletState, markBackedUp, removeWallet } from './wallet-store';
import type { WalletConnection } from './wallet-store';

afterEach(() => {
  cleanup();
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
});

const base: Omit<WalletConnection, 'id'> = {
  serverUrl: '',
  name: 'Coffee',
  key: 'a'.repeat(32),
  keyType: 'admin',
};

function renderConfirm(wallet: WalletConnection) {
  const onConfirm = vi.fn();
  render(
    <MemoryRouter>
      <ConfirmRemove wallet={wallet} onConfirm={onConfirm} onCancel={() => undefined} />
    </MemoryRouter>,
  );
  return onConfirm;
}

describe('ConfirmRemove', () => {
  it('asks to back up a wallet made here first, saying the money is lost', () => {
    const wallet = addWallet({ ...base, createdHere: true });
    const onConfirm = renderConfirm(wallet);
    const group = screen.getByRole('group', { name: 'Back up Coffee before removing it?' });
    expect(group.textContent).toContain('the money in it is lost for good');
    const link = screen.getByRole('link', { name: 'Back up first' });
    expect(link.getAttribute('href')).toBe(paths.walletBackup.getHref(wallet.id));
    fireEvent.click(screen.getByRole('button', { name: 'Remove anyway' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('asks plainly for a wallet connected by key or already backed up', () => {
    const wallet = addWallet({ ...base, createdHere: true });
    markBackedUp([wallet.id]);
    renderConfirm(getWalletState().connections[0]!);
    expect(screen.getByRole('group', { name: 'Remove Coffee?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back up first' })).toBeNull();
  });
});

describe('BackupReminder', () => {
  it('shows while a wallet made here is not backed up, with no way to dismiss it', () => {
    const wallet = addWallet({ ...base, createdHere: true });
    addWallet({ ...base, name: 'By key', key: 'b'.repeat(32) });
    const { rerender } = render(
      <MemoryRouter>
        <BackupReminder />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Back up reminder' });
    expect(card.textContent).toContain('Save the key to Coffee');
    expect(card.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back up now' }).getAttribute('href')).toBe(
      paths.walletBackup.getHref(wallet.id),
    );

    markBackedUp([wallet.id]);
    rerender(
      <MemoryRouter>
        <BackupReminder />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Back up reminder' })).toBeNull();
  });
});
