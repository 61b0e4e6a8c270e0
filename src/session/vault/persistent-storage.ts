// Asks the browser to keep this site's storage (the wallets) when it runs short of space or, in
// Safari, after 7 days without a visit. Asked once a wallet is on the device, never waited for:
// the answer changes nothing the person can do, and some browsers take a while to give it.

/** Where the answer is remembered ('granted' or 'refused'), so a granted request is not repeated. */
export const PERSIST_RESULT_KEY = 'pocketbits.storage-persist.v1';

export type PersistResult = 'granted' | 'refused';

interface PersistDeps {
  storageManager?: Pick<StorageManager, 'persist'>;
  remembered: Pick<Storage, 'getItem' | 'setItem'>;
}

function defaultDeps(): PersistDeps | null {
  if (typeof localStorage === 'undefined') {
    return null;
  }
  return { storageManager: globalThis.navigator?.storage, remembered: localStorage };
}

export function rememberedPersistResult(
  remembered: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): PersistResult | null {
  const value = remembered?.getItem(PERSIST_RESULT_KEY);
  return value === 'granted' || value === 'refused' ? value : null;
}

/**
 * Asks for persistent storage where the browser has it and it was not granted before. Returns at
 * once; the promise is for tests. A refusal is asked again with the next wallet: Chrome decides
 * by how much the site is used, so a later request may be granted.
 */
export function requestPersistentStorage(
  deps: PersistDeps | null = defaultDeps(),
): Promise<PersistResult | null> {
  const persist = deps?.storageManager?.persist;
  if (
    !deps ||
    typeof persist !== 'function' ||
    rememberedPersistResult(deps.remembered) === 'granted'
  ) {
    return Promise.resolve(null);
  }
  return persist
    .call(deps.storageManager)
    .then((granted): PersistResult => (granted ? 'granted' : 'refused'))
    .catch((): PersistResult => 'refused')
    .then((result) => {
      try {
        deps.remembered.setItem(PERSIST_RESULT_KEY, result);
      } catch {
        // Storage full or blocked: asking again next time costs nothing.
      }
      return result;
    });
}
