// "Connect an app": the apps people most often connect over NWC, each with the permissions, budget
// and expiry it needs, so connecting one is a name and a tap. Pure; words are message descriptors,
// translated where they are drawn.
//
// Permissions are nwcprovider v1.1.2's ids (permission.py; `GET /nwcprovider/api/v1/permissions`):
// pay (pay_invoice, multi_pay_invoice, pay_keysend, multi_pay_keysend), invoice (make_invoice),
// lookup (lookup_invoice), history (list_transactions), balance (get_balance), info (get_info).
//
// Every preset that may pay has a budget renewed every 30 days (LNbits' "monthly" is 30 days from
// the day it is made, not a calendar month), so a lost phone or a leaked code costs at most a
// month's budget; and every one expires in a year, so a connection nobody remembers ends by
// itself, while one in use lasts long enough not to break without warning.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMPTY_NWC_FORM, PERMISSION_ORDER } from './connection-form';
import type { BudgetPresetSat, ExpiryChoice, NwcFormValues } from './connection-form';

export type AppPresetId = 'zeus' | 'nostr-zaps' | 'alby-extension' | 'other';

export interface AppPreset {
  id: AppPresetId;
  /** The name on the tile, and the connection's name until changed ("Other app": none). */
  title: MessageDescriptor;
  /** What people connect it for, under its name. */
  use: MessageDescriptor;
  /** nwcprovider permission ids, in LNbits' order. */
  permissions: readonly string[];
  /** Renewed every 30 days; unused by a preset that cannot pay. */
  budgetSat: BudgetPresetSat;
  expiry: ExpiryChoice;
}

const EVERYTHING = PERMISSION_ORDER;

export const APP_PRESETS: readonly AppPreset[] = [
  {
    // A whole wallet app on the phone: it shows the balance and history, makes invoices and pays,
    // so it needs all six; a wallet people spend from day to day gets the largest preset budget.
    id: 'zeus',
    title: msg({ message: 'Zeus', comment: 'An app’s name (ZEUS, a Lightning wallet app)' }),
    use: msg`A wallet app on your phone`,
    permissions: EVERYTHING,
    budgetSat: 100_000,
    expiry: 'year',
  },
  {
    // Zaps are small payments from a social app: paying, and the balance some show beside their
    // wallet button. No history: a social app has no business reading every payment of the wallet.
    id: 'nostr-zaps',
    title: msg({
      message: 'Amethyst / Damus',
      comment: 'Two apps’ names (Nostr social apps that send zaps)',
    }),
    use: msg`Zaps on Nostr`,
    permissions: ['pay', 'balance', 'info'],
    budgetSat: 10_000,
    expiry: 'year',
  },
  {
    // The browser extension is a wallet for websites (WebLN): pays, makes invoices and shows the
    // balance and history; websites ask for smaller amounts than a wallet app.
    id: 'alby-extension',
    title: msg`Alby extension`,
    use: msg`Pay on websites from your browser`,
    permissions: EVERYTHING,
    budgetSat: 50_000,
    expiry: 'year',
  },
  {
    // An app we do not know: everything it may ask for, within the smallest budget; the person
    // names it and can narrow what it may do.
    id: 'other',
    title: msg`Other app`,
    use: msg`Any app that asks for a Nostr Wallet Connect (NWC) code`,
    permissions: EVERYTHING,
    budgetSat: 10_000,
    expiry: 'year',
  },
];

/** The preset an address names (`?app=zeus`), "Other app" for none or one we don't know. */
export function appPresetById(id: string | null | undefined): AppPreset {
  return APP_PRESETS.find((preset) => preset.id === id) ?? APP_PRESETS[APP_PRESETS.length - 1]!;
}

/**
 * The new-connection form filled in from a preset: `name` is its title in the person's language,
 * or '' for "Other app", which the person names.
 */
export function presetFormValues(preset: AppPreset, name: string): NwcFormValues {
  return {
    ...EMPTY_NWC_FORM,
    name: preset.id === 'other' ? '' : name,
    permissions: [...preset.permissions],
    budget: `${preset.budgetSat}`,
    renewal: 'monthly',
    expiry: preset.expiry,
  };
}

/**
 * The form for an app's own wallet (paths.nwcConnect with a wallet): the app's name, and a budget
 * of what was put in the wallet (`budgetText`, from the address) when it is a whole number of sats.
 */
export function appWalletFormValues(
  values: NwcFormValues,
  name: string | null,
  budgetText: string | null,
): NwcFormValues {
  const budgetSat = Number(budgetText ?? '');
  const withBudget =
    Number.isSafeInteger(budgetSat) && budgetSat > 0
      ? { budget: 'custom' as const, customBudgetText: String(budgetSat) }
      : {};
  return { ...values, ...withBudget, name: name?.trim() || values.name };
}
