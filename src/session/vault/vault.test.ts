import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SecretBox from '@/lib/secret-box';
import { SealOpenError, generateAesKey } from '@/lib/secret-box';
import { needsUnlock, secretKindOf } from '@/lib/vault-record';
import { memoryKeyStore } from './device-keys';
import type { DeviceKeyStore } from './device-keys';
import {
  VAULT_KEY,
  VaultUnreadableError,
  createDeviceVault,
  createPasskeyOnlyVault,
  createPinVault,
  openWithDeviceKey,
  openWithPasskeyKey,
  openWithPin,
  readVault,
  saveData,
} from './vault';
import type { OpenVault, VaultDeps, VaultStorage } from './vault';

// The real PIN cost (32 MiB scrypt) is tested in lib/secret-box; here only the steps matter.
vi.mock('@/lib/secret-box', async (importOriginal) => ({
  ...(await importOriginal<typeof SecretBox>()),
  PIN_KDF: { N: 2 ** 10, r: 8, p: 1 },
}));

const KEY = 'a266ede10e484a259fe885fc5793efeb';
const WALLETS = JSON.stringify({ connections: [{ id: 'w', key: KEY }], activeId: 'w' });

function memoryStorage(): VaultStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let deps: VaultDeps & { storage: ReturnType<typeof memoryStorage> };

/** What calibration would choose on a fast device, kept cheap here. */
const PIN_COST = { N: 2 ** 10, r: 8, p: 2 };

beforeEach(() => {
  deps = { storage: memoryStorage(), keys: memoryKeyStore(), pinKdf: async () => PIN_COST };
});

/** Opens what is stored as a new page would: device key if no lock, else the given PINs in turn. */
async function reopen(pins: string[]): Promise<{ text: string; with: string }> {
  const record = readVault(deps);
  if (!record) {
    throw new Error('no vault');
  }
  if (!record.wraps.pin) {
    return { text: (await openWithDeviceKey(deps, record)).text, with: 'device' };
  }
  for (const pin of pins) {
    try {
      return { text: (await openWithPin(record, pin)).text, with: pin };
    } catch (error) {
      if (!(error instanceof SealOpenError)) {
        throw error;
      }
    }
  }
  throw new Error('no PIN opens it');
}

describe('vault', () => {
  it('round-trips under the device key, with nothing readable stored', async () => {
    await createDeviceVault(deps, WALLETS);
    const stored = deps.storage.getItem(VAULT_KEY) ?? '';
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(btoa(KEY).slice(0, 20));
    expect(await reopen([])).toEqual({ text: WALLETS, with: 'device' });
  });

  it('cannot be opened once the device key is gone', async () => {
    const made = await createDeviceVault(deps, WALLETS);
    await deps.keys.deleteAllExcept(null);
    await expect(openWithDeviceKey(deps, made.record)).rejects.toBeInstanceOf(VaultUnreadableError);
  });

  it('under a PIN: opens with it only, and the device key is deleted', async () => {
    await createDeviceVault(deps, WALLETS);
    const locked = await createPinVault(deps, WALLETS, '123456');
    expect(locked.record.wraps.device).toBeUndefined();
    expect(await deps.keys.get('anything')).toBeUndefined();
    await expect(openWithPin(locked.record, '654321')).rejects.toBeInstanceOf(SealOpenError);
    expect(await reopen(['123456'])).toEqual({ text: WALLETS, with: '123456' });
  });

  it('changing the PIN uses a new data key, so no part of the old record fits the new one', async () => {
    const first = await createPinVault(deps, WALLETS, '111111');
    const second = await createPinVault(deps, WALLETS, '222222');
    expect(second.record.gen).not.toBe(first.record.gen);
    expect(second.dek).not.toEqual(first.dek);
    expect(second.record.data.ciphertext).not.toBe(first.record.data.ciphertext);
    await expect(openWithPin(second.record, '111111')).rejects.toBeInstanceOf(SealOpenError);
    // The old PIN's wrap moved into the new record does not open it either.
    const spliced = { ...second.record, wraps: first.record.wraps };
    await expect(openWithPin(spliced, '111111')).rejects.toBeInstanceOf(SealOpenError);
  });

  it('saves new wallet state under the same key', async () => {
    const made = await createPinVault(deps, WALLETS, '123456');
    const more = JSON.stringify({ connections: [], activeId: null });
    const saved = await saveData(deps, made, more);
    expect(saved.record.gen).toBe(made.record.gen);
    expect(await reopen(['123456'])).toEqual({ text: more, with: '123456' });
  });
});

/**
 * Storage and IndexedDB that stop working after `allowed` writes, as when the tab is closed in the
 * middle of a change: the write that fails and all after it never happen.
 */
function crashingAfter(allowed: number): VaultDeps {
  let writes = 0;
  const step = () => {
    writes += 1;
    if (writes > allowed) {
      throw new Error('tab closed');
    }
  };
  const keys: DeviceKeyStore = {
    get: (id) => deps.keys.get(id),
    put: async (id, key) => {
      step();
      await deps.keys.put(id, key);
    },
    deleteAllExcept: async (keep) => {
      step();
      await deps.keys.deleteAllExcept(keep);
    },
  };
  const storage: VaultStorage = {
    getItem: (k) => deps.storage.getItem(k),
    setItem: (k, v) => {
      step();
      deps.storage.setItem(k, v);
    },
    removeItem: (k) => {
      step();
      deps.storage.removeItem(k);
    },
  };
  return { storage, keys, pinKdf: async () => PIN_COST };
}

describe('a change of lock cut short at any step', () => {
  const NEW_WALLETS = JSON.stringify({ connections: [{ id: 'w2', key: KEY }], activeId: 'w2' });
  const changes: Array<{
    name: string;
    before: (d: VaultDeps) => Promise<OpenVault>;
    change: (d: VaultDeps) => Promise<OpenVault>;
    oldSecret: string;
    newSecret: string;
  }> = [
    {
      name: 'setting a PIN',
      before: (d) => createDeviceVault(d, WALLETS),
      change: (d) => createPinVault(d, NEW_WALLETS, '123456'),
      oldSecret: 'device',
      newSecret: '123456',
    },
    {
      name: 'changing the PIN',
      before: (d) => createPinVault(d, WALLETS, '111111'),
      change: (d) => createPinVault(d, NEW_WALLETS, '222222'),
      oldSecret: '111111',
      newSecret: '222222',
    },
    {
      name: 'removing the PIN',
      before: (d) => createPinVault(d, WALLETS, '111111'),
      change: (d) => createDeviceVault(d, NEW_WALLETS),
      oldSecret: '111111',
      newSecret: 'device',
    },
  ];

  for (const { name, before, change, oldSecret, newSecret } of changes) {
    it(`${name}: leaves the old or the new record, and it opens`, async () => {
      const outcomes = new Set<string>();
      for (let allowed = 0; ; allowed++) {
        deps = { storage: memoryStorage(), keys: memoryKeyStore(), pinKdf: async () => PIN_COST };
        await before(deps);
        const finished = await change(crashingAfter(allowed)).then(
          () => true,
          () => false,
        );
        const opened = await reopen([oldSecret, newSecret].filter((s) => s !== 'device'));
        if (opened.with === oldSecret) {
          expect(opened.text).toBe(WALLETS);
        } else {
          expect(opened.with).toBe(newSecret);
          expect(opened.text).toBe(NEW_WALLETS);
        }
        outcomes.add(opened.with);
        if (finished) {
          break;
        }
      }
      // Both ends were reached: the crash points really ran on either side of the switch.
      expect(outcomes).toEqual(new Set([oldSecret, newSecret]));
    });
  }

  it('keeps the cost the device chose and the kind of secret in the record', async () => {
    await createPinVault(deps, WALLETS, 'purple kettle morning', 'passphrase');
    const record = readVault(deps)!;
    expect(record.wraps.pin).toMatchObject({ kdf: PIN_COST, secret: 'passphrase' });
    expect(secretKindOf(record)).toBe('passphrase');
    expect((await openWithPin(record, 'purple kettle morning')).text).toBe(WALLETS);
    // A 6-digit PIN is what records before the choice held: it is not written out.
    await createPinVault(deps, WALLETS, '123456');
    expect(readVault(deps)!.wraps.pin?.secret).toBeUndefined();
    expect(secretKindOf(readVault(deps)!)).toBe('pin');
  });

  it('with the passkey alone, nothing in the record opens without it', async () => {
    await createDeviceVault(deps, WALLETS);
    const kek = await generateAesKey();
    const made = await createPasskeyOnlyVault(deps, WALLETS, kek, {
      credentialId: 'cred',
      prfSalt: 'salt',
    });
    const record = readVault(deps)!;
    expect(Object.keys(record.wraps)).toEqual(['passkey']);
    expect(needsUnlock(record)).toBe(true);
    expect(secretKindOf(record)).toBeNull();
    await expect(openWithDeviceKey(deps, record)).rejects.toBeInstanceOf(VaultUnreadableError);
    await expect(openWithPin(record, '123456')).rejects.toBeInstanceOf(SealOpenError);
    expect((await openWithPasskeyKey(record, kek)).text).toBe(WALLETS);
    expect(made.record.gen).toBe(record.gen);
  });
});
