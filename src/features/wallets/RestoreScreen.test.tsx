// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWallet, getWalletState, removeWallet } from '@/session';
import type * as SecretBox from '@/lib/secret-box';
import { RestoreScreen } from './RestoreScreen';

// The fixture is written at low cost (N = 1024) to keep this fast: here it counts as a file the app
// writes, so a wrong passphrase is named as such (lib/backup-file.test.ts covers the real cost).
vi.mock('@/lib/secret-box', async (importOriginal) => ({
  ...(await importOriginal<typeof SecretBox>()),
  WRITTEN_BACKUP_KDFS: [{ N: 1024, r: 8, p: 1 }],
}));

/** lib/fixtures: "Coffee money" (admin, lnbits.example.com) and "Tips" (invoice, 127.0.0.1:5000). */
const FIXTURE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../lib/fixtures/backup-v1-low-kdf.json'),
  'utf8',
);
const PASSPHRASE = 'correct horse battery staple';

beforeEach(() => {
  // Each restored wallet's name and balance are read from its server (the names as in the file).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const key = new Headers(init?.headers).get('X-Api-Key');
      const name = key === 'e5'.repeat(16) ? 'Tips' : 'Coffee money';
      return Response.json({ name, balance: 21_000_000 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
});

function renderRestore() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RestoreScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function restoreWith(text: string, passphrase: string) {
  const input = screen.getByLabelText('Backup file');
  const file = new File([text], 'pocketbits-backup.json', { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  await screen.findByText(/Backup made on|damaged|Not a Pocketbits/);
  fireEvent.input(screen.getByLabelText('Passphrase'), { target: { value: passphrase } });
  fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
}

const names = () => getWalletState().connections.map((c) => c.name);

describe('RestoreScreen', () => {
  it('says "wrong passphrase" and changes nothing, then restores with the right one', async () => {
    const here = addWallet({
      serverUrl: 'http://127.0.0.1:5000',
      name: 'Tips',
      key: 'e5'.repeat(16),
      keyType: 'invoice',
    });
    renderRestore();
    await restoreWith(FIXTURE, 'not the passphrase');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong passphrase');
    expect(getWalletState().connections).toEqual([here]);

    fireEvent.input(screen.getByLabelText('Passphrase'), { target: { value: PASSPHRASE } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    // First what it would add, and where the key would go; nothing is added yet.
    const toAdd = await screen.findByRole('region', { name: 'To add' });
    expect(within(toAdd).getByRole('listitem', { name: 'Coffee money' }).textContent).toContain(
      'Server: https://lnbits.example.com',
    );
    expect(screen.getByRole('region', { name: 'Already here' }).textContent).toContain('Tips');
    expect(getWalletState().connections).toEqual([here]);
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 wallet' }));
    const restored = await screen.findByRole('region', { name: 'Restored' });
    expect(restored.textContent).toContain('Coffee money');
    expect(await within(restored).findByText('21,000 sats')).toBeTruthy();
    const already = screen.getByRole('region', { name: 'Already here' });
    expect(already.textContent).toContain('Tips');
    expect(names()).toEqual(['Tips', 'Coffee money']);
    expect(getWalletState().connections.every((c) => c.backedUpAt)).toBe(true);
    expect(getWalletState().activeId).toBe(here.id);
  });

  it('tells a cut file apart, before any passphrase', async () => {
    renderRestore();
    const input = screen.getByLabelText('Backup file');
    const file = new File([FIXTURE.slice(0, 300)], 'cut.json');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    expect((await screen.findByRole('alert')).textContent).toContain('This backup file is damaged');
    expect((screen.getByRole('button', { name: 'Restore' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(names()).toEqual([]);
  });

  it('adds nothing until asked, and nothing at all when cancelled', async () => {
    renderRestore();
    await restoreWith(FIXTURE, PASSPHRASE);
    const toAdd = await screen.findByRole('region', { name: 'To add' });
    expect(within(toAdd).getByRole('listitem', { name: 'Tips' }).textContent).toContain(
      'Server: http://127.0.0.1:5000',
    );
    expect(names()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(names()).toEqual([]);
  });

  it('asks before replacing the same wallet held here with another key', async () => {
    const here = addWallet({
      serverUrl: 'https://lnbits.example.com',
      name: 'Coffee on this phone',
      key: 'f0'.repeat(16),
      keyType: 'admin',
      walletId: 'c3'.repeat(16),
    });
    renderRestore();
    await restoreWith(FIXTURE, PASSPHRASE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 wallet' }));
    const choose = await screen.findByRole('region', { name: 'Choose which to keep' });
    expect(choose.textContent).toContain('Coffee on this phone is on this device');
    expect(getWalletState().connections.find((c) => c.id === here.id)?.key).toBe('f0'.repeat(16));

    fireEvent.click(within(choose).getByRole('button', { name: 'Use the file’s' }));
    await waitFor(() =>
      expect(getWalletState().connections.find((c) => c.id === here.id)?.key).toBe('a1'.repeat(16)),
    );
    const replaced = getWalletState().connections.find((c) => c.id === here.id);
    expect(replaced).toMatchObject({ key: 'a1'.repeat(16), userId: 'd4'.repeat(16) });
    expect(replaced?.backedUpAt).toBeDefined();
    expect(names()).toEqual(['Coffee money', 'Tips']);
  });
});
