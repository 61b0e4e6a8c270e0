// The window of an NWC budget, as LNbits' nwcprovider counts it (`NWCBudget.get_timestamp_range`
// in its models.py): one rule for the sandbox, which enforces budgets, and for the connection
// card, which says when one renews. Pure; times are unix seconds. See docs/lnbits-behaviour.md, "nwcprovider".

export interface BudgetWindow {
  /** Start of the window (unix s), inclusive. */
  start: number;
  /** When the budget renews (unix s), exclusive; null for a budget that never renews. */
  end: number | null;
}

/**
 * The window `now` falls in. Windows are fixed lengths counted from the budget's `created_at`
 * (not calendar months): the k-th is [created_at + k·w, created_at + (k+1)·w). A budget whose
 * `refresh_window` is 0 (or less) never renews: one window, [created_at, ∞). Before `created_at`
 * (a clock behind the server's) the first window is the current one; LNbits would count a window
 * before it, which no spend can fall in.
 */
export function budgetWindow(
  budget: { created_at: number; refresh_window: number },
  now: number,
): BudgetWindow {
  const { created_at: createdAt, refresh_window: window } = budget;
  if (window <= 0) {
    return { start: createdAt, end: null };
  }
  const elapsed = Math.max(0, now - createdAt);
  const start = createdAt + Math.floor(elapsed / window) * window;
  return { start, end: start + window };
}
