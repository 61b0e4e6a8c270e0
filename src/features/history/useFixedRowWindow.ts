import { useEffect, useState } from 'react';

export interface RowWindowItem {
  index: number;
  /** Offset of the row's top from the list's top, px. */
  top: number;
}

export interface RowWindow {
  items: RowWindowItem[];
  totalHeight: number;
}

/**
 * The rows of a list of `count` rows, each `rowHeight` px, that are on screen (plus `overscan`
 * either side) while the whole window scrolls. Rows all have one height, so which are visible is
 * arithmetic on `window.scrollY`: no per-row measuring, nothing to re-measure when rows arrive.
 * `listTop` is the list's distance from the top of the document.
 */
export function visibleRows(input: {
  count: number;
  rowHeight: number;
  overscan: number;
  listTop: number;
  scrollY: number;
  viewportHeight: number;
}): RowWindow {
  const { count, rowHeight, overscan, listTop, scrollY, viewportHeight } = input;
  const totalHeight = count * rowHeight;
  if (count === 0) {
    return { items: [], totalHeight };
  }
  const firstVisible = Math.floor((scrollY - listTop) / rowHeight);
  const lastVisible = Math.floor((scrollY + viewportHeight - listTop) / rowHeight);
  const start = Math.max(0, Math.min(count - 1, firstVisible - overscan));
  const end = Math.max(0, Math.min(count - 1, lastVisible + overscan));
  const items: RowWindowItem[] = [];
  for (let index = start; index <= end; index++) {
    items.push({ index, top: index * rowHeight });
  }
  return { items, totalHeight };
}

function readViewport() {
  return { scrollY: window.scrollY, viewportHeight: window.innerHeight };
}

/** `visibleRows` kept up to date with the window's scroll position and size. */
export function useFixedRowWindow(options: {
  count: number;
  rowHeight: number;
  overscan: number;
  listTop: number;
}): RowWindow {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          setViewport(readViewport());
        });
      }
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return visibleRows({ ...options, ...viewport });
}
