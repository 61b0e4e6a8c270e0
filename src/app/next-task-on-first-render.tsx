import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A wrapper whose first use renders its children in the next task, queued before the browser
 * paints; every later use renders them at once. Around the routes' screens (RouteBoundary), the
 * app's first render draws the shell (providers, router, navigation) in one task and the opening
 * screen in the next: on a slow phone neither holds the main thread for long, so a tap waits for
 * one short task, not one long one (Lighthouse counts blocking time per task). Navigations after
 * that render the screen at once.
 */
export function nextTaskOnFirstRender() {
  let firstRenderDone = false;
  return function NextTaskOnFirstRender({ children }: { children: ReactNode }) {
    const [ready, setReady] = useState(firstRenderDone);
    useLayoutEffect(() => {
      if (ready) {
        return;
      }
      const timer = setTimeout(() => {
        firstRenderDone = true;
        setReady(true);
      }, 0);
      return () => clearTimeout(timer);
    }, [ready]);
    return ready ? children : null;
  };
}
