import { describe, expect, it } from 'vitest';
import { budgetWindow } from './nwc-budget';

const DAY = 86_400;
const T0 = 1_773_964_800;

describe('budgetWindow', () => {
  it('counts fixed windows from created_at', () => {
    const budget = { created_at: T0, refresh_window: DAY };
    expect(budgetWindow(budget, T0)).toEqual({ start: T0, end: T0 + DAY });
    expect(budgetWindow(budget, T0 + DAY - 1)).toEqual({ start: T0, end: T0 + DAY });
    // The boundary belongs to the next window.
    expect(budgetWindow(budget, T0 + DAY)).toEqual({ start: T0 + DAY, end: T0 + 2 * DAY });
    expect(budgetWindow(budget, T0 + 10 * DAY + 5)).toEqual({
      start: T0 + 10 * DAY,
      end: T0 + 11 * DAY,
    });
  });

  it('uses 30-day "months", not calendar months', () => {
    const budget = { created_at: T0, refresh_window: 30 * DAY };
    expect(budgetWindow(budget, T0 + 45 * DAY)).toEqual({
      start: T0 + 30 * DAY,
      end: T0 + 60 * DAY,
    });
  });

  it('has no end for a budget that never renews', () => {
    expect(budgetWindow({ created_at: T0, refresh_window: 0 }, T0 + 400 * DAY)).toEqual({
      start: T0,
      end: null,
    });
  });

  it('treats a created_at in the future as the first window', () => {
    expect(budgetWindow({ created_at: T0, refresh_window: DAY }, T0 - 3600)).toEqual({
      start: T0,
      end: T0 + DAY,
    });
  });
});
