import { useEffect } from 'react';
import { lockNow } from './app-lock';
import { getSettings } from '../settings/settings-store';

/**
 * Locks after the chosen time in the background: the moment the page is hidden is noted, and on
 * coming back the time away is compared with the setting ("immediately" locks as it hides, so the
 * app switcher's picture shows nothing either). A page killed in the background starts locked.
 */
export function useAutoLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    let hiddenAtMs: number | null = null;
    const onVisibility = () => {
      const { autoLockAfterMs } = getSettings();
      if (document.visibilityState === 'hidden') {
        hiddenAtMs = Date.now();
        if (autoLockAfterMs === 0) {
          lockNow();
        }
        return;
      }
      if (hiddenAtMs !== null && Date.now() - hiddenAtMs >= autoLockAfterMs) {
        lockNow();
      }
      hiddenAtMs = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled]);
}
