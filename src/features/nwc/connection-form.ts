// The new-connection form: its presets, its values and the registration it sends. Pure; labels are
// message descriptors, translated where they are drawn, and errors are in the active language.
import { msg, plural, t } from '@lingui/core/macro';
import type { NwcRegistration } from '@/api/nwc';
import { formatSatWithUnit, parseSatInput, satToMsat } from '@/lib/amount';
import { BUDGET_MAX_MSAT, newBudget } from '@/lib/nwc-budget';
import type { BudgetRenewalId } from '@/lib/nwc-budget';

/** The order LNbits lists its permissions in (E16). */
export const PERMISSION_ORDER = ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'];

export const PERMISSION_PRESETS = [
  {
    id: 'read-only',
    label: msg({ message: 'Read only', comment: 'What an app may do with the wallet' }),
    hint: msg`Balance, history and invoice status. Cannot move money.`,
    permissions: ['info', 'balance', 'history', 'lookup'],
  },
  {
    id: 'receive',
    label: msg({ message: 'Receive', comment: 'What an app may do: create invoices' }),
    hint: msg`Read only, plus creating invoices to be paid.`,
    permissions: ['info', 'balance', 'history', 'lookup', 'invoice'],
  },
  {
    id: 'spend',
    label: msg({ message: 'Spend', comment: 'What an app may do: everything, paying included' }),
    hint: msg`Everything, including sending payments up to a budget.`,
    permissions: ['info', 'balance', 'history', 'lookup', 'invoice', 'pay'],
  },
] as const;
export type PermissionPresetId = (typeof PERMISSION_PRESETS)[number]['id'] | 'custom';

/** Whether a connection may pay: a way to spend from the wallet, which asks for the PIN first. */
export function canSpend(registration: Pick<NwcRegistration, 'permissions'>): boolean {
  return registration.permissions.includes('pay');
}

/** Which preset a set of permissions is, or 'custom'. */
export function presetOf(permissions: readonly string[]): PermissionPresetId {
  const set = [...new Set(permissions)].sort().join(' ');
  const preset = PERMISSION_PRESETS.find((p) => [...p.permissions].sort().join(' ') === set);
  return preset?.id ?? 'custom';
}

/** The budgets offered at a tap, in sats: a zap budget, a browser's, a wallet app's. */
export const BUDGET_PRESETS_SAT = [10_000, 50_000, 100_000] as const;
export type BudgetPresetSat = (typeof BUDGET_PRESETS_SAT)[number];
/** A preset (its sats as text), another amount, or no budget at all (the app may spend all). */
export type BudgetChoice = `${BudgetPresetSat}` | 'custom' | 'none';

export const EXPIRY_PRESETS = [
  { id: 'month', label: msg({ message: '1 month', comment: 'An app connection expires in…' }) },
  { id: 'year', label: msg({ message: '1 year', comment: 'An app connection expires in…' }) },
  { id: 'never', label: msg({ message: 'Never', context: 'an app connection expires: never' }) },
  {
    id: 'custom',
    label: msg({ message: 'Date', comment: 'An app connection expires on a date picked next' }),
  },
] as const;
export type ExpiryChoice = (typeof EXPIRY_PRESETS)[number]['id'];

/** LNbits' limit (paranoia.py): a printable description up to 1024 chars. */
export const DESCRIPTION_MAX_LENGTH = 1024;

export interface NwcFormValues {
  name: string;
  permissions: string[];
  budget: BudgetChoice;
  customBudgetText: string;
  renewal: BudgetRenewalId;
  expiry: ExpiryChoice;
  /** yyyy-mm-dd from a date input. */
  customExpiryDate: string;
}

/**
 * A new connection before anything is chosen: no name; everything an app may ask for, within the
 * smallest budget renewed every 30 days; expiring in a year. Never "no limit" and never "never
 * expires" by default: a leaked code then costs at most a month's budget, and a forgotten
 * connection ends by itself. The app presets (app-presets.ts) start from it.
 */
export const EMPTY_NWC_FORM: NwcFormValues = {
  name: '',
  permissions: [...PERMISSION_ORDER],
  budget: `${BUDGET_PRESETS_SAT[0]}`,
  customBudgetText: '',
  renewal: 'monthly',
  expiry: 'year',
  customExpiryDate: '',
};

export type NwcFormErrors = Partial<Record<'name' | 'permissions' | 'budget' | 'expiry', string>>;
export type NwcFormResult =
  { ok: true; registration: NwcRegistration } | { ok: false; errors: NwcFormErrors };

/** The expiry a choice means, in unix seconds (0 = never); null for a missing or past date. */
export function expiresAtFor(choice: ExpiryChoice, customDate: string, now: Date): number | null {
  const at = new Date(now.getTime());
  switch (choice) {
    case 'never':
      return 0;
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
    errors.name = t`Give the connection a name, so you can recognise it later.`;
  } else if (description.length > DESCRIPTION_MAX_LENGTH || !isPrintable(description)) {
    errors.name = plural(DESCRIPTION_MAX_LENGTH, {
      one: 'Use up to # ordinary character.',
      other: 'Use up to # ordinary characters.',
    });
  }

  const permissions = PERMISSION_ORDER.filter((id) => values.permissions.includes(id)).concat(
    values.permissions.filter((id) => !PERMISSION_ORDER.includes(id)),
  );
  if (permissions.length === 0) {
    errors.permissions = t`Choose at least one permission.`;
  }

  const budgets: NwcRegistration['budgets'] = [];
  if (permissions.includes('pay') && values.budget !== 'none') {
    const sat =
      values.budget === 'custom' ? parseSatInput(values.customBudgetText) : Number(values.budget);
    if (sat === null || sat <= 0) {
      errors.budget = t`Enter a budget of at least 1 sat, in whole sats.`;
    } else if (satToMsat(sat) > BUDGET_MAX_MSAT) {
      const limit = formatSatWithUnit(10_000_000);
      errors.budget = t`The server takes budgets below ${limit}.`;
    } else {
      budgets.push(newBudget(satToMsat(sat), values.renewal, now));
    }
  }

  const expiresAt = expiresAtFor(values.expiry, values.customExpiryDate, now);
  if (expiresAt === null) {
    errors.expiry = t`Pick a date in the future.`;
  }

  if (Object.keys(errors).length > 0 || expiresAt === null) {
    return { ok: false, errors };
  }
  return { ok: true, registration: { permissions, description, expires_at: expiresAt, budgets } };
}
