// What this device keeps about a wallet outside the vault (its offline copy of balance and
// payments, the recipients it paid recently) lives under a localStorage key that ends in
// `.<the wallet's local id>`, by this convention. Removing the wallet removes every one of them,
// so no trace of a removed wallet's payments stays behind, whichever feature wrote it.

type TraceStorage = Pick<Storage, 'key' | 'removeItem'> & { readonly length: number };

const APP_PREFIX = 'pocketbits.';

function storage(): TraceStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: nothing was kept either
  }
}

/** The key for something kept about one wallet: `pocketbits.<what>.<wallet id>`. */
export function walletTraceKey(what: string, walletId: string): string {
  return `${APP_PREFIX}${what}.${walletId}`;
}

/** Removes everything kept about this wallet outside the vault. */
export function forgetWalletTraces(walletId: string, store = storage()): void {
  if (!store || walletId === '') {
    return;
  }
  const suffix = `.${walletId}`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(APP_PREFIX) && key.endsWith(suffix)) {
        keys.push(key);
      }
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Storage refused: there is nothing more this page can do about it.
  }
}
