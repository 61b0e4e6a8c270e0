import { useEffect } from 'react';
import { lockNow } from './app-lock';
import { getSettings } from '../settings/settings-store';

/** Both clocks at one moment: the date, and the page's monotonic clock. */
function readClocks() {
  return { wallMs: Date.now(), monoMs: performance.now() };
}

/**
 * Locks after the chosen time in the background: the moment the page is hidden is noted, and on
 * coming back the time away is compared with the setting ("immediately" locks as it hides, so the
 * app switcher's picture shows nothing either). A page killed in the background starts locked.
 * The time away is the longer of what the monotonic clock and the date say: setting the phone's
 * date back does not keep the app open, and a phone asleep (when some monotonic clocks stop)
 * still locks by the date.
 */
export function useAutoLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    let hiddenAt: ReturnType<typeof readClocks> | null = null;
    const onVisibility = () => {
      const { autoLockAfterMs } = getSettings();
      if (document.visibilityState === 'hidden') {
        hiddenAt = readClocks();
        if (autoLockAfterMs === 0) {
          lockNow();
        }
        return;
      }
      if (hiddenAt !== null) {
        const now = readClocks();
        const awayMs = Math.max(now.monoMs - hiddenAt.monoMs, now.wallMs - hiddenAt.wallMs);
        if (awayMs >= autoLockAfterMs) {
          lockNow();
        }
      }
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled]);
}
