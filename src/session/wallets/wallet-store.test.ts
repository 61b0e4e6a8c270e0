import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyStore } from '../vault/device-keys';
import type { DeviceKeyStore } from '../vault/device-keys';
import { MemoryStorage } from '../../../testing/memory-storage';

let storage: MemoryStorage;
let keys: DeviceKeyStore;

/** The store as a new page load finds it: same storage and IndexedDB, nothing in memory. */
async function loadStore() {
  vi.resetModules();
  const store = await import('./wallet-store');
  await store.startWalletStore({ storage, keys });
  return store;
}

beforeEach(() => {
  storage = new MemoryStorage();
  keys = memoryKeyStore();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const alice = {
  serverUrl: '',
  name: 'Alice',
  key: 'a266ede10e484a259fe885fc5793efeb',
  keyType: 'admin' as const,
};

describe('wallet store', () => {
  it('starts empty', async () => {
    const store = await loadStore();
    expect(store.getWalletState()).toEqual({ connections: [], activeId: null });
    expect(store.getActiveWallet()).toBeNull();
  });

  it('adds, activates, persists and notifies', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribeWallets(listener);
    const added = store.addWallet(alice);
    expect(added.id).toMatch(/\w{8,}/);
    expect(store.getActiveWallet()).toEqual(added);
    expect(listener).toHaveBeenCalledTimes(1);

    await store.whenWalletsSaved();
    const reloaded = await loadStore();
    expect(reloaded.getActiveWallet()).toEqual(added);
  });

  it('keeps the snapshot identity until something changes', async () => {
    const store = await loadStore();
    expect(store.getWalletState()).toBe(store.getWalletState());
  });

  it('replaces the same key on the same server instead of duplicating it', async () => {
    const store = await loadStore();
    const first = store.addWallet(alice);
    const second = store.addWallet({ ...alice, name: 'Alice renamed' });
    expect(second.id).toBe(first.id);
    expect(store.getWalletState().connections).toHaveLength(1);
    expect(store.getActiveWallet()?.name).toBe('Alice renamed');
  });

  it('treats the same wallet id on the same server as the same wallet', async () => {
    const store = await loadStore();
    const first = store.addWallet({ ...alice, walletId: 'w1', inkey: 'i'.repeat(32) });
    const again = store.addWallet({ ...alice, name: 'Alice again' });
    expect(again.inkey).toBe('i'.repeat(32));
    const rekeyed = store.addWallet({ ...alice, key: 'c'.repeat(32), walletId: 'w1' });
    expect(rekeyed.id).toBe(first.id);
    store.addWallet({ ...alice, serverUrl: 'https://other.example', walletId: 'w1' });
    expect(store.getWalletState().connections).toHaveLength(2);
  });

  it('renames, notifying only on a change', async () => {
    const store = await loadStore();
    const a = store.addWallet(alice);
    const listener = vi.fn();
    store.subscribeWallets(listener);
    store.renameWallet(a.id, 'Alice');
    expect(listener).not.toHaveBeenCalled();
    store.renameWallet(a.id, 'Alice savings');
    expect(store.getActiveWallet()?.name).toBe('Alice savings');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('switches and removes, falling back to another wallet', async () => {
    const store = await loadStore();
    const a = store.addWallet(alice);
    const b = store.addWallet({ ...alice, key: 'b'.repeat(32), keyType: 'invoice', name: 'Bob' });
    expect(store.getActiveWallet()?.id).toBe(b.id);
    store.setActiveWallet(a.id);
    expect(store.getActiveWallet()?.id).toBe(a.id);
    store.removeWallet(a.id);
    expect(store.getActiveWallet()?.id).toBe(b.id);
    store.removeWallet(b.id);
    expect(store.getWalletState()).toEqual({ connections: [], activeId: null });
  });

  it('forgets the offline copy of a removed wallet', async () => {
    const store = await loadStore();
    const a = store.addWallet(alice);
    storage.setItem(`pocketbits.offline.v1.${a.id}`, '{"balance":{"savedAt":1,"data":{}}}');
    storage.setItem('pocketbits.offline.v1.other', '{}');
    store.removeWallet(a.id);
    expect(storage.getItem(`pocketbits.offline.v1.${a.id}`)).toBeNull();
    expect(storage.getItem('pocketbits.offline.v1.other')).toBe('{}');
  });

  it('forgets the recent recipients of a removed wallet, and only its own', async () => {
    const store = await loadStore();
    const a = store.addWallet(alice);
    const b = store.addWallet({ ...alice, key: 'b'.repeat(32), name: 'Bob' });
    const paid = '[{"code":"bob@pay.example","label":"bob@pay.example","paidAt":1}]';
    storage.setItem(`pocketbits.send.recipients.v1.${a.id}`, paid);
    storage.setItem(`pocketbits.send.recipients.v1.${b.id}`, paid);
    storage.setItem('pocketbits.settings.v1', '{}');
    store.removeWallet(a.id);
    expect(storage.getItem(`pocketbits.send.recipients.v1.${a.id}`)).toBeNull();
    expect(storage.getItem(`pocketbits.send.recipients.v1.${b.id}`)).toBe(paid);
    expect(storage.getItem('pocketbits.settings.v1')).toBe('{}');
  });

  it('ignores corrupt or foreign storage', async () => {
    storage.setItem('pocketbits.wallets.v1', '{not json');
    expect((await loadStore()).getWalletState().connections).toEqual([]);
    storage.setItem('pocketbits.wallets.v1', JSON.stringify({ connections: [{ id: 1 }] }));
    expect((await loadStore()).getWalletState().connections).toEqual([]);
    storage.setItem('pocketbits.vault.v1', '{"v":1}');
    expect((await loadStore()).getWalletState().connections).toEqual([]);
  });
});
