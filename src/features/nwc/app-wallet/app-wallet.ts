// "Give an app its own wallet" (issue 29 §3): a new wallet on the same LNbits account, funded by a
// Move, with the app's connection on it, so the app can never reach more than what was put there.
// This feature makes the wallet; the money moves through Move (features/send/move, by navigation)
// and the connection is made by the NWC connect flow for that wallet, which Move's outcome opens.
import { t } from '@lingui/core/macro';
import { parseSatInput } from '@/lib/amount';
import { paths } from '@/lib/paths';

/** What the person typed. */
export interface AppWalletFields {
  appName: string;
  amountText: string;
}

export interface AppWalletPlan {
  appName: string;
  amountSat: number;
}

/** LNbits' wallet names (and the connection's description) are kept short here. */
export const APP_NAME_MAX_LENGTH = 64;

/** The plan, or what is wrong with each field. */
export function readAppWalletFields(
  fields: AppWalletFields,
): { plan: AppWalletPlan } | { problems: { appName?: string; amount?: string } } {
  const appName = fields.appName.trim();
  const amountSat = parseSatInput(fields.amountText);
  const problems: { appName?: string; amount?: string } = {};
  if (appName === '' || appName.length > APP_NAME_MAX_LENGTH) {
    problems.appName = t`Type the app’s name (up to 64 characters).`;
  }
  if (amountSat === null || amountSat <= 0) {
    problems.amount = t`Type how many sats to put in the app’s wallet.`;
  }
  return problems.appName || problems.amount
    ? { problems }
    : { plan: { appName, amountSat: amountSat! } };
}

/**
 * Where the flow goes once the wallet is made: Move from `fromId` to the new wallet, the amount
 * filled in, and from its outcome on to the app's connection on the new wallet, with a budget of
 * that amount (the balance caps it anyway).
 */
export function fundAndConnectHref(fromId: string, newId: string, plan: AppWalletPlan): string {
  const budget = String(plan.amountSat);
  const connect = new URLSearchParams({ app: 'other', for: newId, name: plan.appName, budget });
  const then = `${paths.nwcConnect.getHref()}?${connect.toString()}`;
  const move = new URLSearchParams({ from: fromId, to: newId, amount: budget, then });
  return `${paths.move.getHref()}?${move.toString()}`;
}

/**
 * Move into an app's wallet that holds nothing yet, from the wallet it was made from: the way on
 * for a wallet whose first move was left unfinished (the amount is the person's to choose again).
 */
export function fundHref(fromId: string, appWalletId: string): string {
  const move = new URLSearchParams({ from: fromId, to: appWalletId });
  return `${paths.move.getHref()}?${move.toString()}`;
}
