import { useCallback, useState } from 'react';

const STORAGE_KEY = 'pocketbits.hideBalance';

function readHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the balance is hidden on screen, remembered on this device. */
export function useHideBalance(): [hidden: boolean, toggle: () => void] {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = useCallback(() => {
    setHidden((was) => {
      const next = !was;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Not remembered when storage is unavailable; still hidden for this visit.
      }
      return next;
    });
  }, []);
  return [hidden, toggle];
}
