import { describe, expect, it } from 'vitest';
import { visibleRows } from './useFixedRowWindow';

const base = { rowHeight: 72, overscan: 2, listTop: 200, viewportHeight: 720 };

describe('visibleRows', () => {
  it('is empty for no rows', () => {
    expect(visibleRows({ ...base, count: 0, scrollY: 0 })).toEqual({ items: [], totalHeight: 0 });
  });

  it('shows the rows under the viewport plus the overscan, at the top', () => {
    const { items, totalHeight } = visibleRows({ ...base, count: 10_000, scrollY: 0 });
    expect(totalHeight).toBe(720_000);
    // Rows 0..7 reach the bottom of a 720 px viewport when the list starts 200 px down.
    expect(items.map((i) => i.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items[3]).toEqual({ index: 3, top: 216 });
  });

  it('follows the scroll position deep into the list', () => {
    const scrollY = 200 + 5_000 * 72 + 10;
    const { items } = visibleRows({ ...base, count: 10_000, scrollY });
    expect(items[0]!.index).toBe(4_998);
    expect(items.at(-1)!.index).toBe(5_012);
    expect(items).toHaveLength(15);
  });

  it('stops at the last row', () => {
    const { items } = visibleRows({ ...base, count: 50, scrollY: 1_000_000 });
    expect(items.map((i) => i.index)).toEqual([49]);
  });
});
