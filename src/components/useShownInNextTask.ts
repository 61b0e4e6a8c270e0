import { useLayoutEffect, useState } from 'react';

/**
 * False in the render that mounts the component, true from a task queued then (which usually
 * runs before the browser paints): a part that takes long to render (a QR code's encoding) is
 * drawn just after the rest of its screen, so no single task holds the main thread for both and a
 * tap waits for one short task, not one long one. With `now`, true at once.
 */
export function useShownInNextTask(now = false): boolean {
  const [shown, setShown] = useState(now);
  useLayoutEffect(() => {
    if (shown) {
      return;
    }
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
