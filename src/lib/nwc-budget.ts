// The rules of an NWC budget, in one place: its window as LNbits' nwcprovider counts it
// (`NWCBudget.get_timestamp_range` in its models.py), for the sandbox, which enforces budgets, and
// for the connection card, which says when one renews; and the budget a new connection is given
// (its renewal periods, its start, the server's ceiling), for the form and the app presets.
// Pure; times are unix seconds. See docs/lnbits-behaviour.md, "nwcprovider".

const DAY_S = 24 * 60 * 60;

/**
 * The renewal periods LNbits' own UI offers, as `refresh_window` seconds: its "monthly" is 30
 * days counted from the budget's start, not a calendar month; 0 never renews.
 */
export const BUDGET_RENEWALS = [
  { id: 'daily', seconds: DAY_S },
  { id: 'weekly', seconds: 7 * DAY_S },
  { id: 'monthly', seconds: 30 * DAY_S },
  { id: 'yearly', seconds: 365 * DAY_S },
  { id: 'never', seconds: 0 },
] as const;
export type BudgetRenewalId = (typeof BUDGET_RENEWALS)[number]['id'];

/** nwcprovider refuses a budget of 10^10 msat or more (`assert_valid_msats`, paranoia.py). */
export const BUDGET_MAX_MSAT = 10_000_000_000 - 1;

/** Local midnight of the day of `now`, in unix seconds: where LNbits' UI starts budget windows. */
export function localMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor(midnight.getTime() / 1000);
}

/** The budget a new connection registers: `budgetMsat` per renewal, from today's local midnight. */
export function newBudget(
  budgetMsat: number,
  renewal: BudgetRenewalId,
  now: Date,
): { budget_msats: number; refresh_window: number; created_at: number } {
  const period = BUDGET_RENEWALS.find((r) => r.id === renewal) ?? BUDGET_RENEWALS[2];
  return {
    budget_msats: budgetMsat,
    refresh_window: period.seconds,
    created_at: localMidnight(now),
  };
}

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
