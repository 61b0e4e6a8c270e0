import { describe, expect, it } from 'vitest';
import { nextRenewal, usedBudget, usedInWindow, withinBudgets } from '../nwc/budget.ts';

const DAY = 86_400;
const T0 = 1_773_964_800; // a local midnight, as the official UI sends

// The window rule itself is src/lib/nwc-budget.ts's, tested there.
describe('renewal', () => {
  it('is never for a budget whose refresh_window is 0', () => {
    expect(nextRenewal({ refresh_window: 0, created_at: T0 }, T0 + 5)).toBeNull();
  });

  it('is the end of the current window (30-day "monthly" windows)', () => {
    const month = 2_592_000;
    expect(nextRenewal({ refresh_window: month, created_at: T0 }, T0 + 45 * DAY)).toBe(
      T0 + 2 * month,
    );
  });
});

describe('spend within a window', () => {
  const spends = [
    { amount_msats: 1000, created_at: T0 - 1 },
    { amount_msats: 2000, created_at: T0 },
    { amount_msats: 4000, created_at: T0 + DAY - 1 },
    { amount_msats: 8000, created_at: T0 + DAY },
  ];

  it('includes the start and excludes the end', () => {
    expect(usedInWindow(spends, { start: T0, end: T0 + DAY })).toBe(6000);
    expect(usedInWindow(spends, { start: T0 + DAY, end: T0 + 2 * DAY })).toBe(8000);
    expect(usedInWindow(spends, { start: T0, end: null })).toBe(14000);
    expect(usedInWindow([], { start: T0, end: null })).toBe(0);
  });

  it('reports what was used in the window that now falls in', () => {
    const budget = { budget_msats: 10_000, refresh_window: DAY, created_at: T0 };
    expect(usedBudget(budget, spends, T0 + 5)).toBe(6000);
    expect(usedBudget(budget, spends, T0 + DAY + 5)).toBe(8000);
    expect(usedBudget(budget, spends, T0 + 3 * DAY)).toBe(0);
  });

  it('allows a spend only when every budget keeps room for it', () => {
    const daily = { budget_msats: 10_000, refresh_window: DAY, created_at: T0 };
    const forever = { budget_msats: 20_000, refresh_window: 0, created_at: T0 };
    const now = T0 + 5;
    expect(withinBudgets([daily], spends, 4000, now)).toBe(true); // 6000 + 4000 = limit
    expect(withinBudgets([daily], spends, 4001, now)).toBe(false);
    expect(withinBudgets([daily, forever], spends, 4000, now)).toBe(true);
    expect(withinBudgets([daily, forever], spends, 1000, T0 + DAY + 5)).toBe(true);
    expect(withinBudgets([daily, forever], spends, 7000, T0 + DAY + 5)).toBe(false); // forever
    expect(withinBudgets([], spends, 10 ** 9, now)).toBe(true);
  });
});
