/**
 * Budget windows of nwcprovider connections, as pure functions of unix seconds.
 *
 * A budget has `budget_msats`, `refresh_window` (seconds; 0 = never refreshes) and `created_at`.
 * Windows are fixed-length periods counted from `created_at`:
 * `[created_at + k·window, created_at + (k+1)·window)`. Before `created_at` the first window
 * applies; a budget that never refreshes has one window, `[created_at, ∞)`.
 */

export interface BudgetTerms {
  budget_msats: number;
  refresh_window: number;
  created_at: number;
}

export interface Spend {
  amount_msats: number;
  /** Unix seconds. */
  created_at: number;
}

export interface BudgetWindow {
  /** Unix seconds, inclusive. */
  start: number;
  /** Unix seconds, exclusive; null when the budget never refreshes. */
  end: number | null;
}

/** The window that `now` falls in. */
export function budgetWindow(
  budget: Pick<BudgetTerms, 'refresh_window' | 'created_at'>,
  now: number,
): BudgetWindow {
  const { created_at: createdAt, refresh_window: window } = budget;
  if (window <= 0) {
    return { start: createdAt, end: null };
  }
  const k = Math.max(0, Math.floor((now - createdAt) / window));
  const start = createdAt + k * window;
  return { start, end: start + window };
}

/** When the budget is next renewed (unix seconds), or null if never. */
export function nextRenewal(
  budget: Pick<BudgetTerms, 'refresh_window' | 'created_at'>,
  now: number,
): number | null {
  return budgetWindow(budget, now).end;
}

/** Sum of the spends inside the window. */
export function usedInWindow(spends: readonly Spend[], window: BudgetWindow): number {
  let total = 0;
  for (const spend of spends) {
    if (
      spend.created_at >= window.start &&
      (window.end === null || spend.created_at < window.end)
    ) {
      total += spend.amount_msats;
    }
  }
  return total;
}

/** msats spent under this budget in the window that `now` falls in. */
export function usedBudget(budget: BudgetTerms, spends: readonly Spend[], now: number): number {
  return usedInWindow(spends, budgetWindow(budget, now));
}

/** Whether spending `amountMsats` more at `now` keeps every budget within its limit. */
export function withinBudgets(
  budgets: readonly BudgetTerms[],
  spends: readonly Spend[],
  amountMsats: number,
  now: number,
): boolean {
  return budgets.every(
    (budget) => usedBudget(budget, spends, now) + amountMsats <= budget.budget_msats,
  );
}
