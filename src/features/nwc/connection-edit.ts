// Editing a connection: the form's values, and the budget start an edit keeps
// (replace-connection.ts saves it).
import type { NwcConnection, NwcRegistration } from '@/api/nwc';
import { formatSat } from '@/lib/amount';
import { BUDGET_RENEWALS } from '@/lib/nwc-budget';
import { BUDGET_PRESETS_SAT } from './connection-form';
import type { BudgetChoice, NwcFormValues } from './connection-form';

/** True when the form can show every limit of the connection (it edits at most one budget). */
export function canEdit(connection: NwcConnection): boolean {
  return connection.budgets.length <= 1;
}

function dateInputValue(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The form filled in with a connection's current limits. */
export function formValuesOf(connection: NwcConnection): NwcFormValues {
  const budget = connection.budgets[0];
  const sat = budget ? Math.floor(budget.budget_msats / 1000) : 0;
  const preset = BUDGET_PRESETS_SAT.find((p) => p === sat);
  const renewal = BUDGET_RENEWALS.find((r) => r.seconds === budget?.refresh_window);
  const expiresAt = connection.data.expires_at;
  const permissions = connection.data.permissions.split(/\s+/).filter(Boolean);
  // No budget on one that may pay is "no limit"; on one that may not, none was needed: if the
  // edit lets it pay, it starts from the smallest preset, never from "no limit".
  const noBudget: BudgetChoice = permissions.includes('pay') ? 'none' : '10000';
  return {
    name: connection.data.description,
    permissions,
    budget: !budget ? noBudget : preset ? `${preset}` : 'custom',
    customBudgetText: budget && !preset ? formatSat(sat) : '',
    renewal: renewal?.id ?? 'monthly',
    expiry: expiresAt === 0 ? 'never' : 'custom',
    customExpiryDate: expiresAt === 0 ? '' : dateInputValue(expiresAt),
  };
}

/**
 * An edited budget that keeps its renewal period keeps its start, so its windows (and the renewal
 * day shown) do not move; a changed period starts from today.
 */
export function keepBudgetStart(
  registration: NwcRegistration,
  previous: NwcConnection,
): NwcRegistration {
  const before = previous.budgets[0];
  return {
    ...registration,
    budgets: registration.budgets.map((b) =>
      before && before.refresh_window === b.refresh_window
        ? { ...b, created_at: before.created_at }
        : b,
    ),
  };
}
