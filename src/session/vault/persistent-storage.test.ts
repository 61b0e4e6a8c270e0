import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyStore } from './device-keys';
import {
  PERSIST_RESULT_KEY,
  rememberedPersistResult,
  requestPersistentStorage,
} from './persistent-storage';
import { MemoryStorage } from '../../../testing/memory-storage';

describe('requestPersistentStorage', () => {
  it('asks, and remembers a grant so it is not asked again', async () => {
    const remembered = new MemoryStorage();
    const persist = vi.fn(() => Promise.resolve(true));
    expect(await requestPersistentStorage({ storageManager: { persist }, remembered })).toBe(
      'granted',
    );
    expect(rememberedPersistResult(remembered)).toBe('granted');
    expect(await requestPersistentStorage({ storageManager: { persist }, remembered })).toBeNull();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('remembers a refusal (or a failure) and asks again next time', async () => {
    const remembered = new MemoryStorage();
    const persist = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(new Error('no'));
    expect(await requestPersistentStorage({ storageManager: { persist }, remembered })).toBe(
      'refused',
    );
    expect(remembered.getItem(PERSIST_RESULT_KEY)).toBe('refused');
    expect(await requestPersistentStorage({ storageManager: { persist }, remembered })).toBe(
      'refused',
    );
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser has no persist()', async () => {
    const remembered = new MemoryStorage();
    expect(await requestPersistentStorage({ storageManager: undefined, remembered })).toBeNull();
    expect(remembered.getItem(PERSIST_RESULT_KEY)).toBeNull();
  });
});

describe('adding a wallet', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  const alice = {
    serverUrl: '',
    name: 'Alice',
    key: 'a266ede10e484a259fe885fc5793efeb',
    keyType: 'admin' as const,
  };

  it('asks for persistent storage without waiting for the answer', async () => {
    // An answer that never comes: adding the wallet must not wait for it.
    const persist = vi.fn(() => new Promise<boolean>(() => {}));
    vi.stubGlobal('navigator', { storage: { persist } });
    vi.resetModules();
    const store = await import('../wallets/wallet-store');
    await store.startWalletStore({ storage, keys: memoryKeyStore() });
    expect(persist).not.toHaveBeenCalled();

    const added = store.addWallet(alice);
    expect(store.getActiveWallet()).toEqual(added);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('asks when wallets are restored from a backup file, and remembers the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    vi.resetModules();
    const store = await import('../wallets/wallet-store');
    await store.startWalletStore({ storage, keys: memoryKeyStore() });
    store.restoreWallets([alice]);
    expect(persist).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(storage.getItem(PERSIST_RESULT_KEY)).toBe('granted'));
  });
});
