// One read-change-write of the wrong-PIN count at a time, across every tab of the app. Without it
// eight tabs checking a PIN at once each read "0 wrong" and each wrote "1 wrong": eight guesses
// for the price of one. Three ways, the first the browser has:
//   - the Web Locks API: an exclusive lock around the localStorage read and write;
//   - an IndexedDB read-write transaction, which the browser runs one at a time for the same
//     store across tabs: the count lives there, and localStorage keeps a copy for the screen;
//   - neither (storage blocked): one at a time within this page only.

export const PIN_ATTEMPTS_KEY = 'pocketbits.lock.attempts.v1';
const LOCK_NAME = 'pocketbits.lock.attempts';
const DB_NAME = 'pocketbits-lock';
const STORE = 'attempts';

export interface AttemptsChange<T> {
  /** The new stored text; null removes it; undefined leaves it as it is. */
  write?: string | null;
  result: T;
}

export interface AttemptsGuard {
  /** Which way this guard is shared (tests, and the README's word for it). */
  readonly kind: 'web-locks' | 'indexeddb' | 'page';
  /** Runs `change` on the stored text with no other tab's change in between. */
  update<T>(change: (current: string | null) => AttemptsChange<T>): Promise<T>;
}

export type AttemptsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function write(storage: AttemptsStorage, text: string | null | undefined): void {
  if (text === undefined) {
    return;
  }
  try {
    if (text === null) {
      storage.removeItem(PIN_ATTEMPTS_KEY);
    } else {
      storage.setItem(PIN_ATTEMPTS_KEY, text);
    }
  } catch {
    // Storage off: the count holds for this page only.
  }
}

function read(storage: AttemptsStorage): string | null {
  try {
    return storage.getItem(PIN_ATTEMPTS_KEY);
  } catch {
    return null;
  }
}

export function webLocksGuard(locks: LockManager, storage: AttemptsStorage): AttemptsGuard {
  return {
    kind: 'web-locks',
    update: (change) =>
      locks.request(LOCK_NAME, { mode: 'exclusive' }, () => {
        const outcome = change(read(storage));
        write(storage, outcome.write);
        return outcome.result;
      }),
  };
}

/** Within this page: one change after the other. */
export function pageGuard(storage: AttemptsStorage): AttemptsGuard {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'page',
    update(change) {
      const run = queue.then(() => {
        const outcome = change(read(storage));
        write(storage, outcome.write);
        return outcome.result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/**
 * The count in IndexedDB, changed in one read-write transaction. A stored '' means "none": only
 * a missing entry falls back to localStorage (a count written before this browser used the
 * database), so a copy not yet updated there is never read in its place.
 */
export function indexedDbGuard(factory: IDBFactory, storage: AttemptsStorage): AttemptsGuard {
  let db: Promise<IDBDatabase> | undefined;
  const fallback = pageGuard(storage);
  const inTransaction = <T>(
    database: IDBDatabase,
    change: (current: string | null) => AttemptsChange<T>,
  ) =>
    new Promise<T>((resolve, reject) => {
      const tx = database.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      let outcome: AttemptsChange<T> | undefined;
      const get = store.get(PIN_ATTEMPTS_KEY);
      get.onsuccess = () => {
        const value: unknown = get.result;
        const current = typeof value === 'string' ? value || null : read(storage);
        outcome = change(current);
        if (outcome.write !== undefined) {
          store.put(outcome.write ?? '', PIN_ATTEMPTS_KEY);
        }
      };
      tx.oncomplete = () => {
        // The copy the screen reads synchronously; the database stays the one that counts.
        write(storage, outcome?.write);
        resolve(outcome!.result);
      };
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  return {
    kind: 'indexeddb',
    async update(change) {
      let database: IDBDatabase;
      try {
        database = await (db ??= openDatabase(factory));
      } catch {
        // No database after all (a privacy mode): this page alone, rather than no PIN at all.
        return fallback.update(change);
      }
      // A transaction the browser refused (quota, a closing database): the same, for this change.
      return inTransaction(database, change).catch(() => fallback.update(change));
    },
  };
}

function localStore(): AttemptsStorage {
  try {
    if (globalThis.localStorage) {
      return globalThis.localStorage;
    }
  } catch {
    // Storage disabled (privacy mode, sandboxed frame).
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** The best guard this browser offers. */
export function defaultAttemptsGuard(storage: AttemptsStorage = localStore()): AttemptsGuard {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return webLocksGuard(locks, storage);
  }
  try {
    if (globalThis.indexedDB) {
      return indexedDbGuard(globalThis.indexedDB, storage);
    }
  } catch {
    // Blocked storage throws on access.
  }
  return pageGuard(storage);
}

export { localStore as attemptsStorage };
