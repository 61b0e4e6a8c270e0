// Where the device key lives: the AES key that encrypts the wallets when no lock is set. It is
// created non-extractable inside WebCrypto and kept in IndexedDB, which stores a CryptoKey by
// structured clone without ever exposing its bytes, so script can use it but nobody can read it
// out, and a copy of the vault record alone (localStorage) does not open.

export interface DeviceKeyStore {
  get(id: string): Promise<CryptoKey | undefined>;
  put(id: string, key: CryptoKey): Promise<void>;
  /** Forgets every key except `keep` (the one the current record needs; null for none). */
  deleteAllExcept(keep: string | null): Promise<void>;
}

const DB_NAME = 'pocketbits-keys';
const STORE = 'device-keys';

/** For tests, and for a browser without IndexedDB (the key then lasts as long as the page). */
export function memoryKeyStore(): DeviceKeyStore {
  const keys = new Map<string, CryptoKey>();
  return {
    get: async (id) => keys.get(id),
    put: async (id, key) => {
      keys.set(id, key);
    },
    deleteAllExcept: async (keep) => {
      for (const id of [...keys.keys()]) {
        if (id !== keep) {
          keys.delete(id);
        }
      }
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

/** Resolves when the transaction is committed (a put is durable only then). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function indexedDbKeyStore(factory: IDBFactory): DeviceKeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const database = () => (db ??= openDatabase(factory));
  return {
    async get(id) {
      const tx = (await database()).transaction(STORE, 'readonly');
      const value: unknown = await request(tx.objectStore(STORE).get(id));
      return value instanceof CryptoKey ? value : undefined;
    },
    async put(id, key) {
      const tx = (await database()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(key, id);
      await committed(tx);
    },
    async deleteAllExcept(keep) {
      const tx = (await database()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const id of await request(store.getAllKeys())) {
        if (id !== keep) {
          store.delete(id);
        }
      }
      await committed(tx);
    },
  };
}

/** IndexedDB where the browser has it. */
export function defaultKeyStore(): DeviceKeyStore {
  try {
    if (globalThis.indexedDB) {
      return indexedDbKeyStore(globalThis.indexedDB);
    }
  } catch {
    // Blocked storage (some privacy modes) throws on access.
  }
  return memoryKeyStore();
}
