// What the connection card and the form say about an NWC budget (its rules: lib/nwc-budget.ts).
// Pure; times are unix seconds. Words in the active language (Lingui's `t`, read when called).
import { plural, t } from '@lingui/core/macro';
import type { NwcBudget } from '@/api/nwc';
import { formatSat, formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { BUDGET_RENEWALS, budgetWindow } from '@/lib/nwc-budget';
import type { BudgetRenewalId } from '@/lib/nwc-budget';
import { formatClockTime, formatDuration, formatShortTime, localDayKey } from '@/lib/time';

/** "Up to 10,000 sats a week.": one whole sentence per period, as word order differs. */
export function budgetCapText(budgetSat: number, renewal: BudgetRenewalId): string {
  const amount = formatSatWithUnit(budgetSat);
  switch (renewal) {
    case 'daily':
      return t`Up to ${amount} a day.`;
    case 'weekly':
      return t`Up to ${amount} a week.`;
    case 'monthly':
      return t`Up to ${amount} every 30 days.`;
    case 'yearly':
      return t`Up to ${amount} a year.`;
    case 'never':
      return t({ message: `Up to ${amount} in all.`, comment: 'A budget that never renews' });
  }
}

/** "Weekly budget", "Budget per 30 days", "One-off budget (never renews)"… for a window in seconds. */
export function renewalLabel(refreshWindow: number): string {
  const renewal = BUDGET_RENEWALS.find((r) => r.seconds === refreshWindow);
  switch (renewal?.id) {
    case 'never':
      return t`One-off budget (never renews)`;
    case 'daily':
      return t`Daily budget`;
    case 'weekly':
      return t`Weekly budget`;
    case 'monthly':
      return t`Budget per 30 days`;
    case 'yearly':
      return t`Yearly budget`;
    default: {
      const period = formatDuration(refreshWindow);
      return t({ message: `Budget per ${period}`, comment: 'period: "2 hours", "3 days"…' });
    }
  }
}

/**
 * "renews on 12 Mar" (a later day) or "renews at 14:05" (later today) for a renewing budget, null
 * for one that never renews. A date, not "in 3 days": the person plans by it, and it stays true
 * on a screen left open.
 */
export function renewsText(
  budget: Pick<NwcBudget, 'created_at' | 'refresh_window'>,
  now: number,
): string | null {
  const { end } = budgetWindow(budget, now);
  if (end === null) {
    return null;
  }
  const endMs = end * 1000;
  if (localDayKey(endMs) === localDayKey(now * 1000)) {
    const time = formatClockTime(endMs);
    return t({
      message: `renews at ${time}`,
      comment: 'Follows the budget’s name after a dot; time: "14:05", later today',
    });
  }
  const date = formatShortTime(endMs, new Date(now * 1000));
  return t({
    message: `renews on ${date}`,
    comment: 'Follows the budget’s name after a dot; date: "12 Mar", "12 Mar 2027"',
  });
}

export interface BudgetUsage {
  totalSat: number;
  usedSat: number;
  leftSat: number;
  /** 0..1 of the budget spent, for a bar. */
  fraction: number;
  /** "1,200 of 10,000 sats used" */
  usedText: string;
  /** "8,800 sats left" */
  leftText: string;
  /** "Daily budget · renews at 14:05", or "One-off budget (never renews)". */
  windowText: string;
}

/**
 * Used and left in sats for the current window. `used_budget_msats` is what the list reports
 * with calculate_spent_budget=true; used is rounded up and left down, so neither flatters.
 */
export function budgetUsage(
  budget: Pick<NwcBudget, 'budget_msats' | 'used_budget_msats' | 'created_at' | 'refresh_window'>,
  now: number,
): BudgetUsage {
  const totalMsat = Math.max(0, budget.budget_msats);
  const usedMsat = Math.max(0, budget.used_budget_msats ?? 0);
  const leftMsat = Math.max(0, totalMsat - usedMsat);
  const totalSat = msatToSatFloor(totalMsat);
  const usedSat = msatToSatCeil(usedMsat);
  const leftSat = msatToSatFloor(leftMsat);
  const renews = renewsText(budget, now);
  const used = formatSat(usedSat);
  const total = formatSatWithUnit(totalSat);
  const left = formatSatWithUnit(leftSat);
  const windowName = renewalLabel(budget.refresh_window);
  return {
    totalSat,
    usedSat,
    leftSat,
    fraction: totalMsat === 0 ? 1 : Math.min(1, usedMsat / totalMsat),
    usedText: t`${used} of ${total} used`,
    // Plural on the number of sats left, for the languages whose verb agrees with it ("queda 1 sat").
    leftText: plural(leftSat, { one: `${left} left`, other: `${left} left` }),
    // Two whole phrases side by side; the dot only separates them, in every language.
    windowText: renews ? `${windowName} · ${renews}` : windowName,
  };
}
