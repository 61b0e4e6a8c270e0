import { describe, expect, it } from 'vitest';
import { rowTops, visibleRows } from './useFixedRowWindow';

const base = { overscan: 2, listTop: 200, viewportHeight: 720 };
const evenTops = (count: number) => rowTops(new Array<number>(count).fill(72));

describe('rowTops', () => {
  it('stacks the heights, ending with the whole height', () => {
    expect(rowTops([40, 72, 72, 40, 72])).toEqual([0, 40, 112, 184, 224, 296]);
    expect(rowTops([])).toEqual([0]);
  });
});

describe('visibleRows', () => {
  it('is empty for no rows', () => {
    expect(visibleRows({ ...base, tops: rowTops([]), scrollY: 0 })).toEqual({
      items: [],
      totalHeight: 0,
    });
  });

  it('shows the rows under the viewport plus the overscan, at the top', () => {
    const { items, totalHeight } = visibleRows({ ...base, tops: evenTops(10_000), scrollY: 0 });
    expect(totalHeight).toBe(720_000);
    // Rows 0..7 reach the bottom of a 720 px viewport when the list starts 200 px down.
    expect(items.map((i) => i.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items[3]).toEqual({ index: 3, top: 216 });
  });

  it('follows the scroll position deep into the list', () => {
    const scrollY = 200 + 5_000 * 72 + 10;
    const { items } = visibleRows({ ...base, tops: evenTops(10_000), scrollY });
    expect(items[0]!.index).toBe(4_998);
    expect(items.at(-1)!.index).toBe(5_012);
    expect(items).toHaveLength(15);
  });

  it('stops at the last row', () => {
    const { items } = visibleRows({ ...base, tops: evenTops(50), scrollY: 1_000_000 });
    expect(items.map((i) => i.index)).toEqual([49]);
  });

  it('finds the rows on screen in a long list with day headings between them', () => {
    // 10,000 payments, 20 a day, each day under a 40 px heading: 10,500 rows of two heights.
    const heights: number[] = [];
    for (let payment = 0; payment < 10_000; payment++) {
      if (payment % 20 === 0) {
        heights.push(40);
      }
      heights.push(72);
    }
    const tops = rowTops(heights);
    const dayHeight = 40 + 20 * 72;
    expect(tops.at(-1)).toBe(500 * dayHeight);

    // Scrolled to the heading of day 250 (row 250 × 21), 10 px into it.
    const headingRow = 250 * 21;
    const scrollY = 200 + 250 * dayHeight + 10;
    const { items } = visibleRows({ ...base, tops, scrollY });
    const first = items.find((item) => item.top + heights[item.index]! > scrollY - 200)!;
    expect(first.index).toBe(headingRow);
    expect(first.top).toBe(250 * dayHeight);
    // Every row drawn sits exactly where the one before it ends: nothing overlaps, no gaps.
    for (let i = 1; i < items.length; i++) {
      expect(items[i]!.top).toBe(items[i - 1]!.top + heights[items[i - 1]!.index]!);
    }
    // The viewport is covered, and only about a screenful (plus overscan) is drawn.
    const last = items.at(-1)!;
    expect(last.top + heights[last.index]!).toBeGreaterThanOrEqual(scrollY - 200 + 720);
    expect(items.length).toBeLessThan(20);
  });
});
