// Pure rules of the NWC screen: budget windows, what a connection row says, the presets of the
// new-connection form and what it sends. No React, no fetch. Times are unix seconds throughout.
import { isApiError } from '@/api/http';
import type { NwcBudget, NwcConnection, NwcPermissions, NwcRegistration } from '@/api/nwc';
import {
  formatSat,
  formatSatWithUnit,
  msatToSatFloor,
  parseSatInput,
  satToMsat,
} from '@/lib/amount';
import { formatDuration } from '@/lib/time';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Budget windows
// ---------------------------------------------------------------------------------------------

/** The renewal periods LNbits' own UI offers (seconds; "monthly" is 30 days there). */
export const RENEWALS = [
  { id: 'daily', seconds: DAY, label: 'Daily' },
  { id: 'weekly', seconds: 7 * DAY, label: 'Weekly' },
  { id: 'monthly', seconds: 30 * DAY, label: 'Monthly (30 days)' },
  { id: 'yearly', seconds: 365 * DAY, label: 'Yearly' },
  { id: 'never', seconds: 0, label: 'Never renews' },
] as const;
export type RenewalId = (typeof RENEWALS)[number]['id'];

/** "Weekly budget", "Budget per 30 days", "One-off budget (never renews)"… for a window in seconds. */
export function renewalLabel(refreshWindow: number): string {
  switch (refreshWindow) {
    case 0:
      return 'One-off budget (never renews)';
    case DAY:
      return 'Daily budget';
    case 7 * DAY:
      return 'Weekly budget';
    case 30 * DAY:
      return 'Budget per 30 days';
    case 365 * DAY:
      return 'Yearly budget';
    default:
      return `Budget per ${formatDuration(refreshWindow)}`;
  }
}

export interface BudgetWindow {
  /** Start of the current window (unix s). */
  start: number;
  /** When the budget renews (unix s); null for a budget that never renews. */
  end: number | null;
}

/**
 * The window `now` falls in. LNbits counts fixed-length windows from the budget's `created_at`
 * (not calendar months): the k-th window is [created_at + k·w, created_at + (k+1)·w).
 * Before `created_at` (a clock ahead of ours) the first window is the current one.
 */
export function currentBudgetWindow(
  budget: Pick<NwcBudget, 'created_at' | 'refresh_window'>,
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

/** "in 3 days" / "5 minutes ago" / "just now" (under a minute either way). */
export function formatRelative(at: number, now: number): string {
  const delta = at - now;
  if (Math.abs(delta) < MINUTE) {
    return 'just now';
  }
  return delta > 0 ? `in ${formatDuration(delta)}` : `${formatDuration(-delta)} ago`;
}

/** "renews in 3 days" for a renewing budget, null for one that never renews. */
export function renewsInText(
  budget: Pick<NwcBudget, 'created_at' | 'refresh_window'>,
  now: number,
): string | null {
  const { end } = currentBudgetWindow(budget, now);
  if (end === null) {
    return null;
  }
  // The end is always after now, so this never reads "ago"; under a minute reads "in a moment".
  return end - now < MINUTE ? 'renews in a moment' : `renews in ${formatDuration(end - now)}`;
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
  const usedSat = Math.ceil(usedMsat / 1000);
  const leftSat = msatToSatFloor(leftMsat);
  const renews = renewsInText(budget, now);
  return {
    totalSat,
    usedSat,
    leftSat,
    fraction: totalMsat === 0 ? 1 : Math.min(1, usedMsat / totalMsat),
    usedText: `${formatSat(usedSat)} of ${formatSatWithUnit(totalSat)} used`,
    leftText: `${formatSatWithUnit(leftSat)} left`,
    windowText: renews
      ? `${renewalLabel(budget.refresh_window)} · ${renews}`
      : renewalLabel(budget.refresh_window),
  };
}

// ---------------------------------------------------------------------------------------------
// Connection rows
// ---------------------------------------------------------------------------------------------

export function isExpired(connection: NwcConnection, now: number): boolean {
  const expiresAt = connection.data.expires_at;
  return expiresAt !== 0 && expiresAt <= now;
}

/** "Never expires", "Expires in 6 days", "Expired 2 hours ago". */
export function expiryText(expiresAt: number, now: number): string {
  if (expiresAt === 0) {
    return 'Never expires';
  }
  return expiresAt <= now
    ? `Expired ${formatRelative(expiresAt, now)}`
    : `Expires ${formatRelative(expiresAt, now)}`;
}

/**
 * "Last used 5 minutes ago", or "Never used": 0, and also a `last_used` no later than
 * `created_at`, since LNbits stamps both with the time of registration.
 */
export function lastUsedText(connection: NwcConnection, now: number): string {
  const { last_used: lastUsed, created_at: createdAt } = connection.data;
  if (lastUsed === 0 || lastUsed <= createdAt) {
    return 'Never used';
  }
  return `Last used ${formatRelative(lastUsed, now)}`;
}

/** Short names for LNbits' permission ids; unknown ids fall back to the server's name or the id. */
const PERMISSION_SHORT: Record<string, string> = {
  pay: 'Send',
  invoice: 'Receive',
  lookup: 'Invoice status',
  history: 'History',
  balance: 'Balance',
  info: 'Info',
};

/** "Send, Receive, Balance" for "pay invoice balance". */
export function permissionsText(permissionIds: string[], known?: NwcPermissions): string {
  if (permissionIds.length === 0) {
    return 'No permissions';
  }
  return permissionIds.map((id) => PERMISSION_SHORT[id] ?? known?.[id]?.name ?? id).join(', ');
}

// ---------------------------------------------------------------------------------------------
// New connection form
// ---------------------------------------------------------------------------------------------

/** The order LNbits lists its permissions in (E16). */
export const PERMISSION_ORDER = ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'];

export const PERMISSION_PRESETS = [
  {
    id: 'read-only',
    label: 'Read only',
    hint: 'Balance, history and invoice status. Cannot move money.',
    permissions: ['info', 'balance', 'history', 'lookup'],
  },
  {
    id: 'receive',
    label: 'Receive',
    hint: 'Read only, plus creating invoices to be paid.',
    permissions: ['info', 'balance', 'history', 'lookup', 'invoice'],
  },
  {
    id: 'spend',
    label: 'Spend',
    hint: 'Everything, including sending payments up to a budget.',
    permissions: ['info', 'balance', 'history', 'lookup', 'invoice', 'pay'],
  },
] as const;
export type PermissionPresetId = (typeof PERMISSION_PRESETS)[number]['id'] | 'custom';

/** Which preset a set of permissions is, or 'custom'. */
export function presetOf(permissions: readonly string[]): PermissionPresetId {
  const set = [...new Set(permissions)].sort().join(' ');
  const preset = PERMISSION_PRESETS.find((p) => [...p.permissions].sort().join(' ') === set);
  return preset?.id ?? 'custom';
}

export const BUDGET_PRESETS_SAT = [10_000, 100_000, 1_000_000] as const;
export type BudgetChoice = '10000' | '100000' | '1000000' | 'custom' | 'none';

export const EXPIRY_PRESETS = [
  { id: 'week', label: '1 week' },
  { id: 'month', label: '1 month' },
  { id: 'year', label: '1 year' },
  { id: 'custom', label: 'Custom date' },
  { id: 'never', label: 'Never' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_PRESETS)[number]['id'];

/** LNbits' limits (paranoia.py): printable description up to 1024 chars, budget under 10^10 msat. */
export const DESCRIPTION_MAX_LENGTH = 1024;
export const BUDGET_MAX_MSAT = 10_000_000_000 - 1;

export interface NwcFormValues {
  name: string;
  permissions: string[];
  budget: BudgetChoice;
  customBudgetText: string;
  renewal: RenewalId;
  expiry: ExpiryChoice;
  /** yyyy-mm-dd from a date input. */
  customExpiryDate: string;
}

export const EMPTY_NWC_FORM: NwcFormValues = {
  name: '',
  permissions: [...PERMISSION_PRESETS[0].permissions],
  budget: '100000',
  customBudgetText: '',
  renewal: 'monthly',
  expiry: 'never',
  customExpiryDate: '',
};

export type NwcFormErrors = Partial<Record<'name' | 'permissions' | 'budget' | 'expiry', string>>;
export type NwcFormResult =
  { ok: true; registration: NwcRegistration } | { ok: false; errors: NwcFormErrors };

/** Local midnight of the day of `now`, in unix seconds: where LNbits' UI starts budget windows. */
export function localMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor(midnight.getTime() / 1000);
}

/** The expiry a choice means, in unix seconds (0 = never); null for a missing or past date. */
export function expiresAtFor(choice: ExpiryChoice, customDate: string, now: Date): number | null {
  const at = new Date(now.getTime());
  switch (choice) {
    case 'never':
      return 0;
    case 'week':
      at.setDate(at.getDate() + 7);
      break;
    case 'month':
      at.setMonth(at.getMonth() + 1);
      break;
    case 'year':
      at.setFullYear(at.getFullYear() + 1);
      break;
    case 'custom': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDate);
      if (!match) {
        return null;
      }
      // The end of the chosen day, local time.
      const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
      if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) {
        return null;
      }
      return Math.floor(end.getTime() / 1000);
    }
  }
  return Math.floor(at.getTime() / 1000);
}

function isPrintable(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(text);
}

/** Checks the form as the server would and builds the E19 body (budget in msat, integers). */
export function validateNwcForm(values: NwcFormValues, now: Date): NwcFormResult {
  const errors: NwcFormErrors = {};
  const description = values.name.trim();
  if (!description) {
    errors.name = 'Give the connection a name, so you can recognise it later.';
  } else if (description.length > DESCRIPTION_MAX_LENGTH || !isPrintable(description)) {
    errors.name = `Use up to ${DESCRIPTION_MAX_LENGTH} ordinary characters.`;
  }

  const permissions = PERMISSION_ORDER.filter((id) => values.permissions.includes(id)).concat(
    values.permissions.filter((id) => !PERMISSION_ORDER.includes(id)),
  );
  if (permissions.length === 0) {
    errors.permissions = 'Choose at least one permission.';
  }

  const budgets: NwcRegistration['budgets'] = [];
  if (permissions.includes('pay') && values.budget !== 'none') {
    const sat =
      values.budget === 'custom' ? parseSatInput(values.customBudgetText) : Number(values.budget);
    if (sat === null || sat <= 0) {
      errors.budget = 'Enter a budget of at least 1 sat, in whole sats.';
    } else if (satToMsat(sat) > BUDGET_MAX_MSAT) {
      errors.budget = `The server takes budgets below ${formatSatWithUnit(10_000_000)}.`;
    } else {
      const renewal = RENEWALS.find((r) => r.id === values.renewal) ?? RENEWALS[2];
      budgets.push({
        budget_msats: satToMsat(sat),
        refresh_window: renewal.seconds,
        created_at: localMidnight(now),
      });
    }
  }

  const expiresAt = expiresAtFor(values.expiry, values.customExpiryDate, now);
  if (expiresAt === null) {
    errors.expiry = 'Pick a date in the future.';
  }

  if (Object.keys(errors).length > 0 || expiresAt === null) {
    return { ok: false, errors };
  }
  return { ok: true, registration: { permissions, description, expires_at: expiresAt, budgets } };
}

// ---------------------------------------------------------------------------------------------
// Server without a provider
// ---------------------------------------------------------------------------------------------

export type ProviderProblem = 'missing' | 'disabled';

/**
 * Whether a failed nwcprovider call means there is no NWC provider for this wallet: a 404 for
 * the path itself (no such extension, or the sandbox's legacy profile), or 403
 * "Extension 'nwcprovider' not enabled." / "User not authorized for extension 'nwcprovider'.".
 * "Wallet not found." (404) and "Invalid adminkey." (403) are not.
 */
export function providerProblem(error: unknown): ProviderProblem | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const detail = error.detail.trim();
  if (error.status === 404 && !/wallet not found|does not exist/i.test(detail)) {
    return 'missing';
  }
  if (error.status === 403 && /extension '?nwcprovider'?/i.test(detail)) {
    return 'disabled';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Provider configuration (E22–E24)
// ---------------------------------------------------------------------------------------------

/** Config entries the screen edits; `provider_key` (the service's private key) is never shown. */
export const CONFIG_FIELDS = ['relay', 'relay_alias', 'handle_missed_events'] as const;
export const HIDDEN_CONFIG_KEYS = ['provider_key'];

/**
 * Words for a refused sign-in or config call, or null when the failure is not a refusal (network,
 * time-out…, which ErrorMessage describes). The server's own reason is kept in the sentence.
 */
export function configRefusal(error: unknown, stage: 'sign-in' | 'config'): string | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const reason = error.detail.trim().replace(/\.$/, '');
  if (stage === 'sign-in') {
    if (error.status === 404 || error.status === 405) {
      return 'This server does not offer account sign-in, so its NWC provider cannot be configured from here.';
    }
    if (error.status === 401 || error.status === 403) {
      return `The server refused the sign-in: ${reason}.`;
    }
    return null;
  }
  if (error.status === 401 || error.status === 403) {
    return `The server refused: only an LNbits admin account with a password may change the NWC provider (${reason}).`;
  }
  if (error.status === 400) {
    return `The server refused these settings: ${reason}.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Editing: the form's values, and the budget start an edit keeps (replace-connection.ts saves it)
// ---------------------------------------------------------------------------------------------

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
  const renewal = RENEWALS.find((r) => r.seconds === budget?.refresh_window);
  const expiresAt = connection.data.expires_at;
  return {
    name: connection.data.description,
    permissions: connection.data.permissions.split(/\s+/).filter(Boolean),
    budget: !budget ? 'none' : preset ? (String(preset) as BudgetChoice) : 'custom',
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
