import { useEffect, useMemo } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import { isApiError } from '@/api/http';
import { useOnline } from '@/components/ui/useOnline';
import { readSnapshot, saveSnapshot } from './offline-snapshot';
import type { SnapshotPart } from './offline-snapshot';

export interface SnapshotSource<T> {
  /** The live value (also what gets stored). */
  data: T | undefined;
  dataUpdatedAt: number;
  isError: boolean;
  error: unknown;
  fetchStatus: FetchStatus;
}

export interface OfflineView<T> {
  /** The live value, or the stored one while the server can't be reached. */
  data: T | undefined;
  /** When what is shown was last fetched, while offline; null when it is live. */
  offlineSince: number | null;
}

const unreachable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Keeps the last server answer of a query on the device, and shows it while the device is offline
 * or the server can't be reached. `enabled: false` neither stores nor reads (e.g. filtered views).
 */
export function useOfflineSnapshot<T>(
  walletId: string,
  part: SnapshotPart,
  source: SnapshotSource<T>,
  enabled = true,
): OfflineView<T> {
  const online = useOnline();
  const { data, dataUpdatedAt } = source;
  const cut =
    !online || source.fetchStatus === 'paused' || (source.isError && unreachable(source.error));

  useEffect(() => {
    if (!enabled || data === undefined || dataUpdatedAt <= 0) {
      return;
    }
    // Serialising a page of payments is not worth a janky first paint: do it when idle.
    const save = () => saveSnapshot(walletId, part, { savedAt: dataUpdatedAt, data });
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(save, { timeout: 2_000 });
      return () => cancelIdleCallback(handle);
    }
    // No requestIdleCallback (Safari, all of WebKit): the next task. A 200 ms timer here was
    // cancelled by a tap to another tab within it, and History then kept nothing for offline.
    const timer = setTimeout(save, 0);
    return () => clearTimeout(timer);
  }, [enabled, walletId, part, data, dataUpdatedAt]);

  const stored = useMemo(
    () => (enabled && cut && data === undefined ? readSnapshot<T>(walletId, part) : null),
    [enabled, cut, data, walletId, part],
  );

  if (data !== undefined) {
    return { data, offlineSince: cut && enabled ? dataUpdatedAt : null };
  }
  return { data: stored?.data, offlineSince: stored?.savedAt ?? null };
}
