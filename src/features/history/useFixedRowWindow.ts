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
 * Where each row starts, from each row's height (known up front: a payment row or a day
 * heading): `tops[i]` is row i's offset from the list's top and the last entry the list's
 * height, so `tops.length` is the row count + 1.
 */
export function rowTops(heights: readonly number[]): number[] {
  const tops = new Array<number>(heights.length + 1);
  tops[0] = 0;
  for (let i = 0; i < heights.length; i++) {
    tops[i + 1] = tops[i]! + heights[i]!;
  }
  return tops;
}

/** The index of the row that covers offset `y`: -1 above the list, the row count below it. */
function rowAt(tops: readonly number[], y: number): number {
  const count = tops.length - 1;
  if (y < 0) {
    return -1;
  }
  if (y >= tops[count]!) {
    return count;
  }
  let low = 0;
  let high = tops.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (tops[middle]! <= y) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

/**
 * The rows of a list, laid out by `rowTops`, that are on screen (plus `overscan` either side)
 * while the whole window scrolls. Every row's height is known before it is drawn, so which are
 * visible is a binary search on `window.scrollY`: no per-row measuring, nothing to re-measure
 * when rows arrive. `listTop` is the list's distance from the top of the document.
 */
export function visibleRows(input: {
  tops: readonly number[];
  overscan: number;
  listTop: number;
  scrollY: number;
  viewportHeight: number;
}): RowWindow {
  const { tops, overscan, listTop, scrollY, viewportHeight } = input;
  const count = tops.length - 1;
  const totalHeight = tops[count] ?? 0;
  if (count <= 0) {
    return { items: [], totalHeight };
  }
  const firstVisible = rowAt(tops, scrollY - listTop);
  const lastVisible = rowAt(tops, scrollY + viewportHeight - listTop);
  // Scrolled past the end, the last row stays drawn (the list never renders as empty).
  const start = firstVisible >= count ? count - 1 : Math.max(0, firstVisible - overscan);
  const end = Math.max(start, Math.min(count - 1, lastVisible + overscan));
  const items: RowWindowItem[] = [];
  for (let index = start; index <= end; index++) {
    items.push({ index, top: tops[index]! });
  }
  return { items, totalHeight };
}

function readViewport() {
  return { scrollY: window.scrollY, viewportHeight: window.innerHeight };
}

/** `visibleRows` kept up to date with the window's scroll position and size. */
export function useFixedRowWindow(options: {
  tops: readonly number[];
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
