import { describe, expect, it } from 'vitest';
import { budgetUsage, renewalLabel, renewsText } from './budget-window';
import { DAY, T0 } from './test-connection';

describe('renewal and durations', () => {
  it('names the renewal windows LNbits offers', () => {
    expect(renewalLabel(DAY)).toBe('Daily budget');
    expect(renewalLabel(7 * DAY)).toBe('Weekly budget');
    expect(renewalLabel(30 * DAY)).toBe('Budget per 30 days');
    expect(renewalLabel(365 * DAY)).toBe('Yearly budget');
    expect(renewalLabel(0)).toBe('One-off budget (never renews)');
    expect(renewalLabel(2 * 3600)).toBe('Budget per 2 hours');
  });

  it('says when a budget renews: the date, or the time when that is later today', () => {
    const local = (...parts: [number, number, number, number?]) =>
      Math.floor(new Date(...parts).getTime() / 1000);
    const daily = { created_at: local(2026, 10, 22), refresh_window: DAY };
    expect(renewsText(daily, local(2026, 10, 22, 9))).toMatch(/^renews on (Nov 23|23 Nov)$/);
    // The window after: counted from created_at, not from the day it is read.
    expect(renewsText(daily, local(2026, 10, 25, 9))).toMatch(/^renews on (Nov 26|26 Nov)$/);
    const sixHours = { created_at: local(2026, 10, 22, 10), refresh_window: 6 * 3600 };
    expect(renewsText(sixHours, local(2026, 10, 22, 12))).toMatch(/^renews at (16:00|0?4:00\sPM)$/);
    expect(renewsText({ created_at: T0, refresh_window: 0 }, T0)).toBeNull();
  });
});

describe('budgetUsage', () => {
  const base = { created_at: T0, refresh_window: 7 * DAY };

  it('shows used and left in sats with the window', () => {
    const usage = budgetUsage(
      { ...base, budget_msats: 100_000_000, used_budget_msats: 12_345_000 },
      T0 + DAY,
    );
    expect(usage).toMatchObject({ totalSat: 100_000, usedSat: 12_345, leftSat: 87_655 });
    expect(usage.usedText).toBe('12,345 of 100,000 sats used');
    expect(usage.leftText).toBe('87,655 sats left');
    expect(usage.windowText).toMatch(/^Weekly budget · renews on \w+ \w+$/);
    expect(usage.fraction).toBeCloseTo(0.12345);
  });

  it('rounds used up and left down, and never goes below zero', () => {
    const partial = budgetUsage({ ...base, budget_msats: 10_000, used_budget_msats: 1 }, T0);
    expect(partial).toMatchObject({ usedSat: 1, leftSat: 9 });
    const over = budgetUsage({ ...base, budget_msats: 10_000, used_budget_msats: 25_000 }, T0);
    expect(over).toMatchObject({ leftSat: 0, fraction: 1, leftText: '0 sats left' });
  });

  it('reads a missing used_budget_msats as nothing spent', () => {
    const usage = budgetUsage({ created_at: T0, refresh_window: 0, budget_msats: 1_000 }, T0);
    expect(usage).toMatchObject({
      usedSat: 0,
      leftText: '1 sat left',
      windowText: 'One-off budget (never renews)',
    });
  });
});
