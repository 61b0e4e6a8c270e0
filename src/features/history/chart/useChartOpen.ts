import { useCallback, useState } from 'react';

const STORAGE_KEY = 'pocketbits.history.chartOpen';

function readOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether History shows the balance chart, remembered on this device. Closed until asked for, so
 * History's first load carries none of the chart's code (the initial JS budget).
 */
export function useChartOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(readOpen);
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !was;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Not remembered when storage is unavailable; still open for this visit.
      }
      return next;
    });
  }, []);
  return [open, toggle];
}
