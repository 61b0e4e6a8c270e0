// Moving sats between two wallets of this device, on one server or across two: the rules, pure.
// The receiving wallet makes an invoice (POST /api/v1/payments out:false) and the sending one pays
// it once (features/send's payment machine). Both sides carry the same tag in `extra`, which
// LNbits 1.5.1 keeps with the invoice and with the payment alike (core/views/payment_api.py hands
// `extra` to create_invoice and to pay_invoice), so History on any device of either wallet can
// say "Move to …" / "Move from …" instead of an anonymous payment or a request that looks like
// money on its way.
import { maxSendableSat, sendCost } from './send-cost';
import type { CostContext, PayeePlace, SendCost, ServiceFee } from './send-cost';
import { sanitizeText } from './text';

/** The key of the tag in a payment's `extra`. */
export const MOVE_EXTRA_KEY = 'pocketbits_move';

/** How long the receiving invoice stays open (s): a move is paid at once or not at all. */
export const MOVE_INVOICE_EXPIRY_S = 600;

/** The two wallets' names as the tag keeps them. */
export interface MoveNames {
  from: string;
  to: string;
}

const NAME_MAX_LENGTH = 100;

/** The `extra` sent with the receiving invoice and with the payment of it. */
export function moveExtra(names: MoveNames): Record<string, unknown> {
  return {
    [MOVE_EXTRA_KEY]: {
      from: sanitizeText(names.from, NAME_MAX_LENGTH, { singleLine: true }),
      to: sanitizeText(names.to, NAME_MAX_LENGTH, { singleLine: true }),
    },
  };
}

/** The move a payment belongs to, read from its `extra` (free-form JSON: nothing trusted). */
export function readMove(extra: Record<string, unknown> | null | undefined): MoveNames | undefined {
  const tag = extra?.[MOVE_EXTRA_KEY];
  if (typeof tag !== 'object' || tag === null) {
    return undefined;
  }
  const { from, to } = tag as { from?: unknown; to?: unknown };
  if (typeof from !== 'string' || typeof to !== 'string') {
    return undefined;
  }
  const clean = (name: string) => sanitizeText(name, NAME_MAX_LENGTH, { singleLine: true });
  return { from: clean(from), to: clean(to) };
}

/** What a move needs to know of a wallet of this device. */
export interface MoveWallet {
  id: string;
  /** '' = the app's own origin. */
  serverUrl: string;
  keyType: 'admin' | 'invoice';
}

/** The address a stored server URL stands for ('' is the app's origin), for comparing. */
function serverIdentity(serverUrl: string, appOrigin: string): string {
  const url = serverUrl === '' ? appOrigin : serverUrl;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** Whether the two wallets live on one server (its invoices are paid inside it, no reserve). */
export function onSameServer(a: MoveWallet, b: MoveWallet, appOrigin: string): boolean {
  return serverIdentity(a.serverUrl, appOrigin) === serverIdentity(b.serverUrl, appOrigin);
}

/** Where the sending wallet's server will pay the receiving invoice (lib/send-cost). */
export function movePlace(from: MoveWallet, to: MoveWallet, appOrigin: string): PayeePlace {
  return onSameServer(from, to, appOrigin) ? 'same-server' : 'elsewhere';
}

export type PairProblem = 'same-wallet' | 'receive-only-source';

/** Why these two can't be a move: a receive-only (invoice key) wallet can't send. */
export function pairProblem(from: MoveWallet, to: MoveWallet): PairProblem | null {
  if (from.id === to.id) {
    return 'same-wallet';
  }
  return from.keyType === 'admin' ? null : 'receive-only-source';
}

/** The wallets that can send a move: those with an admin key. */
export function canSend(wallet: MoveWallet): boolean {
  return wallet.keyType === 'admin';
}

/** The first pair a move can start with: `from` if it can send, else the first that can. */
export function defaultPair<W extends MoveWallet>(
  wallets: readonly W[],
  preferredFrom?: string,
  preferredTo?: string,
): { from: W; to: W } | null {
  const from =
    wallets.find((w) => w.id === preferredFrom && canSend(w)) ?? wallets.find((w) => canSend(w));
  if (!from) {
    return null;
  }
  const to =
    wallets.find((w) => w.id === preferredTo && w.id !== from.id) ??
    wallets.find((w) => w.id !== from.id);
  return to ? { from, to } : null;
}

export interface MoveReview {
  cost: SendCost;
  /** What the sending wallet keeps at least (msat, never below 0). */
  fromAfterAtLeastMsat: number;
  /** What the receiving wallet holds once the move lands (msat); null when its balance is unknown. */
  toAfterMsat: number | null;
}

/** The review's figures: the most the fee can be, and both balances after. */
export function moveReview(input: {
  amountSat: number;
  fromBalanceMsat: number;
  toBalanceMsat: number | undefined;
  place: PayeePlace;
  serviceFee: ServiceFee | null;
}): MoveReview {
  const context: CostContext = { place: input.place, serviceFee: input.serviceFee };
  const amountMsat = input.amountSat * 1_000;
  const cost = sendCost(input.fromBalanceMsat, amountMsat, context);
  return {
    cost,
    fromAfterAtLeastMsat: Math.max(0, cost.leftAtLeastMsat),
    toAfterMsat: input.toBalanceMsat === undefined ? null : input.toBalanceMsat + amountMsat,
  };
}

export type AmountProblem = 'none-typed' | 'zero' | 'over-balance' | 'over-max';

/** What is wrong with the amount as typed, given what the sending wallet can let go. */
export function moveAmountProblem(
  amountSat: number | null,
  fromBalanceMsat: number,
  context: CostContext,
): AmountProblem | null {
  if (amountSat === null) {
    return 'none-typed';
  }
  if (amountSat <= 0) {
    return 'zero';
  }
  if (amountSat * 1_000 > fromBalanceMsat) {
    return 'over-balance';
  }
  return amountSat > maxSendableSat(fromBalanceMsat, context) ? 'over-max' : null;
}
