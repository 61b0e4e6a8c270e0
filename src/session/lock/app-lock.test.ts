import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SecretBox from '@/lib/secret-box';
import { memoryKeyStore } from '../vault/device-keys';
import type { DeviceKeyStore } from '../vault/device-keys';
import { MemoryStorage } from '../../../testing/memory-storage';
import { webLocksGuard } from './attempts-guard';
import type { AttemptsGuard } from './attempts-guard';

/** Holds every key derivation until released (to look at the count while a check runs). */
const derivation = vi.hoisted(() => ({ hold: null as Promise<void> | null }));

// The real PIN cost (32 MiB scrypt) is tested in lib/secret-box; here only the behaviour matters.
vi.mock('@/lib/secret-box', async (importOriginal) => {
  const actual = await importOriginal<typeof SecretBox>();
  return {
    ...actual,
    PIN_KDF: { N: 2 ** 10, r: 8, p: 1 },
    deriveAesKey: async (...args: Parameters<typeof actual.deriveAesKey>) => {
      await derivation.hold;
      return actual.deriveAesKey(...args);
    },
  };
});

const ADMIN_KEY = 'a266ede10e484a259fe885fc5793efeb';
const INKEY = '0f7c3b2a9d8e4f60b1c2d3e4f5a6b7c8';

let storage: MemoryStorage;
let keys: DeviceKeyStore;

/** The date and the page's monotonic clock, moved by hand. */
const clocks = { wallMs: Date.UTC(2026, 0, 1, 12), monoMs: 0 };
const testClock = { now: () => ({ ...clocks }) };

/** A new page load: same storage and IndexedDB, nothing in memory, the monotonic clock anew. */
async function reload(guard?: AttemptsGuard) {
  vi.resetModules();
  const store = await import('../wallets/wallet-store');
  const lock = await import('./app-lock');
  const attempts = await import('./pin-attempts');
  attempts.configurePinAttempts({ clock: testClock, storage, ...(guard ? { guard } : {}) });
  clocks.monoMs = 0;
  await store.startWalletStore({ storage, keys, pinKdf: async () => ({ N: 2 ** 10, r: 8, p: 1 }) });
  return { store, lock, attempts };
}

const alice = {
  serverUrl: '',
  name: 'Alice',
  key: ADMIN_KEY,
  keyType: 'admin' as const,
  inkey: INKEY,
};

beforeEach(() => {
  clocks.wallMs = Date.UTC(2026, 0, 1, 12);
  clocks.monoMs = 0;
  derivation.hold = null;
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

  it('refuses a PIN that is not 6 digits, and a secret too short for its kind', async () => {
    const { lock } = await reload();
    await expect(lock.setPin('12345')).rejects.toThrow(RangeError);
    await expect(lock.setPin('12345a')).rejects.toThrow(RangeError);
    await expect(lock.setPin('12345678901', 'long-pin')).rejects.toThrow(RangeError);
    await expect(lock.setPin('short', 'passphrase')).rejects.toThrow(RangeError);
  });

  it('a passphrase locks and opens like a PIN, and the lock says which it is', async () => {
    let { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('purple kettle morning', 'passphrase');
    expect(store.getLockState()).toMatchObject({ pinSet: true, secret: 'passphrase' });
    ({ store, lock } = await reload());
    expect(store.getLockState()).toMatchObject({ status: 'locked', secret: 'passphrase' });
    expect(await lock.unlockWithPin('purple kettle evening')).toMatchObject({ kind: 'wrong' });
    expect(await lock.unlockWithPin('purple kettle morning')).toEqual({ kind: 'ok' });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
  });
});

/** Moves both clocks on, as time passing does. */
function pass(ms: number) {
  clocks.wallMs += ms;
  clocks.monoMs += ms;
}

/** A stand-in for the Web Locks API: one holder per name at a time, across the "tabs" given it. */
function sharedLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as () => unknown;
    const run = (tails.get(name) ?? Promise.resolve()).then(callback);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request } as unknown as LockManager;
}

async function withPin(pin = '123456') {
  const { store, lock } = await reload();
  store.addWallet(alice);
  await lock.setPin(pin);
}

describe('wrong PINs', () => {
  it('wait longer and longer after 5, across reloads, and never wipe anything', async () => {
    await withPin();
    let { store, lock } = await reload();

    for (let i = 0; i < 4; i++) {
      expect(await lock.unlockWithPin('999999')).toEqual({
        kind: 'wrong',
        attempts: { failures: i + 1, retryAtMs: 0, waitLeftMs: 0 },
      });
    }
    const fifth = await lock.unlockWithPin('999999');
    expect(fifth).toEqual({
      kind: 'wrong',
      attempts: { failures: 5, retryAtMs: clocks.wallMs + 30_000, waitLeftMs: 30_000 },
    });
    // During the wait even the right PIN is not checked, and a reload does not end the wait.
    ({ store, lock } = await reload());
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });
    pass(29_000);
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });

    pass(1_000);
    expect(await lock.unlockWithPin('999999')).toEqual({
      kind: 'wrong',
      attempts: { failures: 6, retryAtMs: clocks.wallMs + 60_000, waitLeftMs: 60_000 },
    });
    pass(60_000);
    expect(await lock.unlockWithPin('999999')).toMatchObject({
      attempts: { failures: 7, retryAtMs: clocks.wallMs + 5 * 60_000 },
    });
    pass(5 * 60_000);
    expect(await lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
    expect(store.getActiveWallet()?.key).toBe(ADMIN_KEY);
    // A right PIN starts the count again.
    expect(lock.readPinAttempts()).toEqual({ failures: 0, retryAtMs: 0, waitLeftMs: 0 });
  });

  it('a tab closed during the check still counts the try', async () => {
    await withPin();
    const { lock } = await reload();
    let release: () => void = () => undefined;
    derivation.hold = new Promise((resolve) => (release = resolve));
    let finished = false;
    const checking = lock.unlockWithPin('999999').then((result) => {
      finished = true;
      return result;
    });
    // Before the check finishes, the try is already on record.
    await vi.waitFor(() => expect(lock.readPinAttempts().failures).toBe(1));
    expect(finished).toBe(false);
    release();
    expect(await checking).toMatchObject({ kind: 'wrong' });
  });
});

describe('the wait runs on a clock the date cannot move', () => {
  async function fiveWrong() {
    await withPin();
    const page = await reload();
    for (let i = 0; i < 5; i++) {
      await page.lock.unlockWithPin('999999');
    }
    return page;
  }

  it('setting the date forward does not end a wait, in the page or after a reload', async () => {
    let { lock } = await fiveWrong();
    clocks.wallMs += 2 * 60 * 60_000;
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });
    ({ lock } = await reload());
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });
    // The monotonic clock then runs the wait out.
    clocks.monoMs += 30_000;
    expect(await lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
  });

  it('the date stays a floor: setting it back makes the wait longer, never shorter', async () => {
    const { lock } = await fiveWrong();
    clocks.wallMs -= 60 * 60_000;
    clocks.monoMs += 31_000;
    expect(await lock.unlockWithPin('123456')).toMatchObject({ kind: 'wait' });
    // Once the date, too, is past the wait (set right again, the 31 s having passed).
    clocks.wallMs += 60 * 60_000 + 31_000;
    expect(await lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
  });

  it('what has passed of a wait is written down, and a reload goes on from there', async () => {
    const { attempts } = await fiveWrong();
    pass(20_000);
    await attempts.notePinWaitProgress();
    const next = await reload();
    expect(next.attempts.currentPinWait().waitMs).toBe(10_000);
    pass(10_000);
    expect(await next.lock.unlockWithPin('123456')).toEqual({ kind: 'ok' });
  });

  it('a tab that reads the count again does not restart the wait', async () => {
    const { attempts } = await fiveWrong();
    pass(10_000);
    expect(attempts.currentPinWait().waitMs).toBe(20_000);
    pass(5_000);
    expect(attempts.currentPinWait().waitMs).toBe(15_000);
  });
});

describe('tries from several tabs at once', () => {
  async function eightTabsAtOnce(guardFor: () => AttemptsGuard | undefined) {
    await withPin();
    const tabs = [];
    for (let i = 0; i < 8; i++) {
      tabs.push(await reload(guardFor()));
    }
    return Promise.all(tabs.map(({ lock }) => lock.unlockWithPin('999999')));
  }

  it('with a shared lock every try is counted, and none gets past the wait', async () => {
    const locks = sharedLocks();
    const results = await eightTabsAtOnce(() => webLocksGuard(locks, storage));
    expect(results.filter((r) => r.kind === 'wrong')).toHaveLength(5);
    expect(results.filter((r) => r.kind === 'wait')).toHaveLength(3);
    expect(JSON.parse(storage.getItem('pocketbits.lock.attempts.v1')!)).toMatchObject({
      failures: 5,
    });
  });
});

describe('checks fail closed', () => {
  it('a stored record without its PIN wrap gives no "ok" while unlocked', async () => {
    const { store, lock } = await reload();
    store.addWallet(alice);
    await lock.setPin('123456');
    // A script in the page removes the record: the PIN is still judged by the vault in memory.
    storage.removeItem('pocketbits.vault.v1');
    expect(await lock.confirmPin('000000')).toMatchObject({ kind: 'wrong' });
    expect(await lock.confirmPin('123456')).toEqual({ kind: 'ok' });
  });

  it('a stored record without a PIN wrap opens nothing while locked', async () => {
    await withPin();
    const { store, lock } = await reload();
    const record = JSON.parse(storage.getItem('pocketbits.vault.v1')!) as {
      wraps: Record<string, unknown>;
    };
    delete record.wraps.pin;
    record.wraps.passkey = { iv: 'AAAA', ciphertext: 'AAAA', credentialId: 'x', prfSalt: 'y' };
    storage.setItem('pocketbits.vault.v1', JSON.stringify(record));
    expect(await lock.unlockWithPin('000000')).toMatchObject({ kind: 'wrong' });
    expect(store.getLockState().status).toBe('locked');
  });
});
