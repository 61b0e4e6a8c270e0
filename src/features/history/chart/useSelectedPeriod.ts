import { useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * Which of `count` periods is picked (the newest at first), and the keys that move the pick:
 * the arrows one period, Home and End to either end.
 */
export function useSelectedPeriod(count: number) {
  const [selected, setSelected] = useState(count - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setSelected(Math.min(count - 1, Math.max(0, next)));
    }
  };
  return { selected, setSelected, onKeyDown };
}
