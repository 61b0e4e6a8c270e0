// What the wallet store knows about backups: which wallets were made here, which are saved, and
// restoring from a backup file without touching what is already on the device.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyStore, type DeviceKeyStore } from '../vault/device-keys';
import type * as WalletStore from './wallet-store';
import { MemoryStorage } from '../../../testing/memory-storage';

let storage: MemoryStorage;
let keys: DeviceKeyStore;

/** A page load: the same storage and device key, nothing in memory; the earlier page's writes land first. */
let current: typeof WalletStore | undefined;
async function loadStore() {
  await current?.whenWalletsSaved();
  vi.resetModules();
  current = await import('./wallet-store');
  await current.startWalletStore({ storage, keys });
  return current;
}

beforeEach(() => {
  storage = new MemoryStorage();
  keys = memoryKeyStore();
  current = undefined;
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const created = {
  serverUrl: '',
  name: 'New wallet',
  key: 'a'.repeat(32),
  keyType: 'admin' as const,
  inkey: 'b'.repeat(32),
  walletId: 'c'.repeat(32),
  userId: 'd'.repeat(32),
  createdHere: true,
};

describe('wallet store: backups', () => {
  it('keeps the user id and "made here" across a reload, and needs a backup until marked', async () => {
    const store = await loadStore();
    const wallet = store.addWallet(created);
    expect(store.needsBackup(wallet)).toBe(true);

    const reloaded = await loadStore();
    const stored = reloaded.getActiveWallet()!;
    expect(stored).toEqual(wallet);
    reloaded.markBackedUp([stored.id], new Date('2026-05-01T10:00:00Z'));
    expect(reloaded.getActiveWallet()?.backedUpAt).toBe('2026-05-01T10:00:00.000Z');
    expect(reloaded.needsBackup(reloaded.getActiveWallet()!)).toBe(false);
    expect((await loadStore()).getActiveWallet()?.backedUpAt).toBe('2026-05-01T10:00:00.000Z');
  });

  it('never asks to back up a wallet connected by its key', async () => {
    const store = await loadStore();
    const { createdHere: _made, userId: _user, ...byKey } = created;
    expect(store.needsBackup(store.addWallet(byKey))).toBe(false);
  });

  it('keeps the backup state when the same key is added again', async () => {
    const store = await loadStore();
    const wallet = store.addWallet(created);
    store.markBackedUp([wallet.id]);
    const again = store.addWallet({
      serverUrl: '',
      name: 'New wallet',
      key: created.key,
      keyType: 'admin',
    });
    expect(again).toMatchObject({ id: wallet.id, createdHere: true, userId: created.userId });
    expect(again.backedUpAt).toBeDefined();
  });

  it('marking again keeps the first time, and notifies only on a change', async () => {
    const store = await loadStore();
    const wallet = store.addWallet(created);
    const listener = vi.fn();
    store.subscribeWallets(listener);
    store.markBackedUp([wallet.id], new Date('2026-05-01T10:00:00Z'));
    store.markBackedUp([wallet.id], new Date('2026-06-01T10:00:00Z'));
    expect(store.getActiveWallet()?.backedUpAt).toBe('2026-05-01T10:00:00.000Z');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('restores wallets as backed up, beside the ones here, keeping the active one', async () => {
    const store = await loadStore();
    const here = store.addWallet({
      serverUrl: '',
      name: 'Here',
      key: 'e'.repeat(32),
      keyType: 'admin',
    });
    const at = new Date('2026-05-01T10:00:00Z');
    const added = store.restoreWallets(
      [
        {
          serverUrl: 'https://lnbits.example.com',
          name: 'One',
          key: '1'.repeat(32),
          keyType: 'admin',
        },
        { serverUrl: '', name: 'Two', key: '2'.repeat(32), keyType: 'invoice', inkey: undefined },
      ],
      at,
    );
    const state = (await loadStore()).getWalletState();
    expect(state.connections.map((c) => c.name)).toEqual(['Here', 'One', 'Two']);
    expect(state.activeId).toBe(here.id);
    expect(added.every((c) => c.backedUpAt === at.toISOString())).toBe(true);
    expect(state.connections[2]).not.toHaveProperty('inkey');
  });

  it('makes the first restored wallet active on an empty device', async () => {
    const store = await loadStore();
    const [first] = store.restoreWallets([
      { serverUrl: '', name: 'One', key: '1'.repeat(32), keyType: 'admin' },
    ]);
    expect(store.getWalletState().activeId).toBe(first!.id);
    expect(store.restoreWallets([])).toEqual([]);
  });

  it('updates one wallet in place', async () => {
    const store = await loadStore();
    const wallet = store.addWallet({
      serverUrl: '',
      name: 'Here',
      key: 'e'.repeat(32),
      keyType: 'invoice',
    });
    store.updateWallet(wallet.id, { key: 'f'.repeat(32), keyType: 'admin', inkey: 'e'.repeat(32) });
    expect(store.getWalletState().connections).toEqual([
      { ...wallet, key: 'f'.repeat(32), keyType: 'admin', inkey: 'e'.repeat(32) },
    ]);
  });
});
