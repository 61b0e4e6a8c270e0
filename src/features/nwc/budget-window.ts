// What the connection card says about an NWC budget (its window is lib/nwc-budget.ts's rule).
// Pure; times are unix seconds. Words in the active language (Lingui's `t`, read when called).
import { msg, plural, t } from '@lingui/core/macro';
import type { NwcBudget } from '@/api/nwc';
import { formatSat, formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { budgetWindow } from '@/lib/nwc-budget';
import { formatDuration, formatRelativeTime } from '@/lib/time';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The renewal periods LNbits' own UI offers (seconds; "monthly" is 30 days there). */
export const RENEWALS = [
  {
    id: 'daily',
    seconds: DAY,
    label: msg({ message: 'Daily', context: 'how often a spending budget renews' }),
  },
  {
    id: 'weekly',
    seconds: 7 * DAY,
    label: msg({ message: 'Weekly', context: 'how often a spending budget renews' }),
  },
  { id: 'monthly', seconds: 30 * DAY, label: msg`Monthly (30 days)` },
  {
    id: 'yearly',
    seconds: 365 * DAY,
    label: msg({ message: 'Yearly', context: 'how often a spending budget renews' }),
  },
  { id: 'never', seconds: 0, label: msg`Never renews` },
] as const;
export type RenewalId = (typeof RENEWALS)[number]['id'];

/** "Weekly budget", "Budget per 30 days", "One-off budget (never renews)"… for a window in seconds. */
export function renewalLabel(refreshWindow: number): string {
  switch (refreshWindow) {
    case 0:
      return t`One-off budget (never renews)`;
    case DAY:
      return t`Daily budget`;
    case 7 * DAY:
      return t`Weekly budget`;
    case 30 * DAY:
      return t`Budget per 30 days`;
    case 365 * DAY:
      return t`Yearly budget`;
    default: {
      const period = formatDuration(refreshWindow);
      return t({ message: `Budget per ${period}`, comment: 'period: "2 hours", "3 days"…' });
    }
  }
}

/** "renews in 3 days" for a renewing budget, null for one that never renews. */
export function renewsInText(
  budget: Pick<NwcBudget, 'created_at' | 'refresh_window'>,
  now: number,
): string | null {
  const { end } = budgetWindow(budget, now);
  if (end === null) {
    return null;
  }
  // The end is always after now, so this never reads "ago"; under a minute reads "in a moment".
  if (end - now < MINUTE) {
    return t`renews in a moment`;
  }
  // Intl's relative time ("in 3 days", "in 3 Tagen"): a duration alone would miss the case
  // some languages put after "in".
  const when = formatRelativeTime(end * 1000, new Date(now * 1000));
  return t({
    message: `renews ${when}`,
    comment: 'Follows the budget’s name after a dot; when: "in 3 days", "tomorrow"…',
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
  /** "Daily budget · renews in 5 hours", or "One-off budget (never renews)". */
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
  const renews = renewsInText(budget, now);
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
