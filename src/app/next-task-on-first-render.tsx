import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useShownInNextTask } from '@/components/useShownInNextTask';

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
    const shown = useShownInNextTask(firstRenderDone);
    useLayoutEffect(() => {
      if (shown) {
        firstRenderDone = true;
      }
    }, [shown]);
    return shown ? children : null;
  };
}
