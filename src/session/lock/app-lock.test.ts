import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SecretBox from '@/lib/secret-box';
import { memoryKeyStore } from '../vault/device-keys';
import type { DeviceKeyStore } from '../vault/device-keys';
import { MemoryStorage } from '../../../testing/memory-storage';

// The real PIN cost (32 MiB scrypt) is tested in lib/secret-box; here only the behaviour matters.
vi.mock('@/lib/secret-box', async (importOriginal) => ({
  ...(await importOriginal<typeof SecretBox>()),
  PIN_KDF: { N: 2 ** 10, r: 8, p: 1 },
}));

const ADMIN_KEY = 'a266ede10e484a259fe885fc5793efeb';
const INKEY = '0f7c3b2a9d8e4f60b1c2d3e4f5a6b7c8';

let storage: MemoryStorage;
let keys: DeviceKeyStore;

/** A new page load: same storage and IndexedDB, nothing in memory. */
async function reload() {
  vi.resetModules();
  const store = await import('../wallets/wallet-store');
  const lock = await import('./app-lock');
  await store.startWalletStore({ storage, keys });
  return { store, lock };
}

const alice = {
  serverUrl: '',
  name: 'Alice',
  key: ADMIN_KEY,
  keyType: 'admin' as const,
  inkey: INKEY,
};

beforeEach(() => {
  storage = new MemoryStorage();
  keys = memoryKeyStore();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('keys at rest', () => {
  it('moves a plain-text record of an earlier version into the vault and removes it', async () => {
    const legacy = { connections: [{ id: 'w1', ...alice }], activeId: 'w1' };
    storage.setItem('pocketbits.wallets.v1', JSON.stringify(legacy));
    const { store } = await reload();
    expect(store.getActiveWallet()).toMatchObject({ id: 'w1', key: ADMIN_KEY, inkey: INKEY });
    expect(storage.getItem('pocketbits.wallets.v1')).toBeNull();
    expect(storage.everything()).not.toContain(ADMIN_KEY);
    expect(storage.everything()).not.toContain(INKEY);
    expect((await reload()).store.getActiveWallet()?.key).toBe(ADMIN_KEY);
  });

  it('a record it cannot read is put aside, never overwritten', async () => {
    storage.setItem('pocketbits.vault.v1', '{"v":2,"future":true}');
    const { store } = await reload();
    expect(store.getLockState()).toMatchObject({ status: 'open', unreadable: true });
    store.addWallet(alice);
    await store.whenWalletsSaved();
    expect(storage.getItem('pocketbits.vault.v1.unreadable')).toBe('{"v":2,"future":true}');
  });
});

describe('app lock', () => {
  it('with a PIN: locked at start, nothing in memory until the right PIN', async () => {
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    expect(store.getLockState()).toMatchObject({ status: 'open', pinSet: true });

    ({ store, lock } = await reload());
    expect(store.getLockState().status).toBe('locked');
    expect(store.getWalletState().connections).toEqual([]);
    expect(await lock.unlockWithPin('000000')).toMatchObject({ kind: 'wrong' });
    expect(store.getLockState().status).toBe('locked');
    expect(await lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
    expect(store.getLockState().status).toBe('open');
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
  });

  it('locking drops the wallets from memory, after saving what was pending', async () => {
    const { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    const listener = vi.fn();
    store.subscribeWallets(listener);
    store.renameWallet(store.getWalletState().connections[0]!.id, 'Alice savings');
    lock.lockNow();
    expect(store.getWalletState().connections).toEqual([]);
    expect(store.getLockState().status).toBe('locked');
    expect(listener).toHaveBeenCalled();
    await lock.unlockWithPin('123456');
    expect(store.getActiveWallet()?.name).toBe('Alice savings');
  });

  it('without a PIN there is nothing to lock', async () => {
    const { store, lock } = await reload();
    store.addWallet(alice);
    lock.lockNow();
    expect(store.getLockState()).toMatchObject({ status: 'open', pinSet: false });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
  });

  it('changing the PIN: the old one opens nothing, the new one does', async () => {
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('111111');
    expect(await lock.confirmPin('111111')).toEqual({ kind: 'ok' });
    await lock.setPin('222222');
    ({ store, lock } = await reload());
    expect(await lock.unlockWithPin('111111')).toMatchObject({ kind: 'wrong' });
    expect(await lock.unlockWithPin('222222')).toEqual({ kind: 'ok' });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
  });

  it('removing the PIN opens at start again, under the device key', async () => {
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    await lock.removePin();
    ({ store, lock } = await reload());
    expect(store.getLockState()).toMatchObject({ status: 'open', pinSet: false });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
    expect(storage.everything()).not.toContain(ADMIN_KEY);
  });

  it('refuses a PIN that is not 6 digits', async () => {
    const { lock } = await reload();
    await expect(lock.setPin('12345')).rejects.toThrow(/6 digits/);
    await expect(lock.setPin('12345a')).rejects.toThrow(/6 digits/);
  });
});

describe('wrong PINs', () => {
  it('wait longer and longer after 5, across reloads, and never wipe anything', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    ({ store, lock } = await reload());

    for (let i = 0; i < 4; i++) {
      expect(await lock.unlockWithPin('999999')).toEqual({
        kind: 'wrong',
        attempts: { failures: i + 1, retryAtMs: 0 },
      });
    }
    const fifth = await lock.unlockWithPin('999999');
    expect(fifth).toEqual({
      kind: 'wrong',
      attempts: { failures: 5, retryAtMs: Date.now() + 30_000 },
    });
    // During the wait even the right PIN is not checked, and a reload does not end the wait.
    ({ store, lock } = await reload());
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });
    vi.advanceTimersByTime(29_000);
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });

    vi.advanceTimersByTime(1_000);
    expect(await lock.unlockWithPin('999999')).toEqual({
      kind: 'wrong',
      attempts: { failures: 6, retryAtMs: Date.now() + 60_000 },
    });
    vi.advanceTimersByTime(60_000);
    expect(await lock.unlockWithPin('999999')).toMatchObject({
      attempts: { failures: 7, retryAtMs: Date.now() + 5 * 60_000 },
    });
    vi.advanceTimersByTime(5 * 60_000);
    expect(await lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
    // A right PIN starts the count again.
    expect(lock.readPinAttempts()).toEqual({ failures: 0, retryAtMs: 0 });
  });

  it('a tab closed during the check still counts the try', async () => {
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    ({ store, lock } = await reload());
    const checking = lock.unlockWithPin('999999');
    // Before the check finishes, the try is already on record.
    expect(lock.readPinAttempts().failures).toBe(1);
    await checking;
  });
});
