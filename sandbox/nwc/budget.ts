/**
 * Spending under nwcprovider budgets, as pure functions of unix seconds. A budget has
 * `budget_msats`, `refresh_window` (seconds; 0 = never refreshes) and `created_at`; its windows
 * are the wallet's rule, `budgetWindow` in src/lib/nwc-budget.ts.
 */
import { budgetWindow, type BudgetWindow } from '../../src/lib/nwc-budget.ts';

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
