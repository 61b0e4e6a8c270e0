// The last data a wallet's server answered, kept on the device so the app can show it (marked as
// such) while offline: balance, latest payments, first page of history. One localStorage entry per
// connection, holding only what the server sent (no keys); removeWallet clears it.

export type SnapshotPart = 'balance' | 'latest' | 'history';

export interface Snapshot<T> {
  /** Unix milliseconds of the server's answer. */
  savedAt: number;
  data: T;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'pocketbits.offline.v1.';

export const snapshotKey = (walletId: string) => PREFIX + walletId;

function storage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readEntry(walletId: string, store: StorageLike | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(snapshotKey(walletId)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isSnapshot(value: unknown): value is Snapshot<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number' &&
    (value as { data?: unknown }).data !== undefined
  );
}

/**
 * The stored answer, if any. The data is this app's own earlier copy of a validated server answer;
 * the versioned key keeps an older app's shape from being read as a newer one.
 */
export function readSnapshot<T>(
  walletId: string,
  part: SnapshotPart,
  store: StorageLike | undefined = storage(),
): Snapshot<T> | null {
  const value = readEntry(walletId, store)[part];
  return isSnapshot(value) ? (value as Snapshot<T>) : null;
}

export function saveSnapshot<T>(
  walletId: string,
  part: SnapshotPart,
  snapshot: Snapshot<T>,
  store: StorageLike | undefined = storage(),
): void {
  const entry = readEntry(walletId, store);
  const current = entry[part];
  if (isSnapshot(current) && current.savedAt > snapshot.savedAt) {
    return;
  }
  try {
    store?.setItem(snapshotKey(walletId), JSON.stringify({ ...entry, [part]: snapshot }));
  } catch {
    // Quota or disabled storage: offline display just has less to show.
  }
}

export function clearSnapshots(walletId: string, store: StorageLike | undefined = storage()): void {
  try {
    store?.removeItem(snapshotKey(walletId));
  } catch {
    // Nothing stored, or storage disabled.
  }
}
