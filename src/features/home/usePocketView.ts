import { useCallback, useState } from 'react';

export type PocketView = 'wallet' | 'all';

const STORAGE_KEY = 'pocketbits.homeView';

function readView(): PocketView {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'all' ? 'all' : 'wallet';
  } catch {
    return 'wallet';
  }
}

/** Whether Home shows this wallet or every wallet of the device, remembered on this device. */
export function usePocketView(): [view: PocketView, choose: (view: PocketView) => void] {
  const [view, setView] = useState(readView);
  const choose = useCallback((next: PocketView) => {
    setView(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered when storage is unavailable; still shown for this visit.
    }
  }, []);
  return [view, choose];
}
