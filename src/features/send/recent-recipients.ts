// Lightning addresses and LNURL-pay codes this wallet paid, offered again on Send's first step
// with the last amount and date. LNbits keeps no Lightning address with a payment it made through
// payments/lnurl (lib/payment-counterparty.ts), so the app notes them itself when a payment is
// made: per wallet, in localStorage, codes, names and amounts only — never a key.
// Pure apart from the Storage it is given, so it runs in Node tests with a stand-in.
import { z } from 'zod/mini';

export interface Recipient {
  /** What goes into the Send field: the Lightning address or the LNURL. */
  code: string;
  /** What the person recognises: the address, or the service's domain. */
  label: string;
  /** The service's description of the last payment ("Payment to cafe"). */
  name?: string;
  /** The last amount paid, in whole sats. */
  amountSat?: number;
  /** Unix milliseconds of the last payment. */
  paidAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Enough to find the usual ones, few enough to take one glance. */
export const MAX_RECIPIENTS = 5;

const RecipientsSchema = z.array(
  z.object({
    code: z.string().check(z.minLength(1), z.maxLength(2_000)),
    label: z.string().check(z.minLength(1), z.maxLength(300)),
    name: z.optional(z.string().check(z.maxLength(1_000))),
    amountSat: z.optional(z.int().check(z.nonnegative())),
    paidAt: z.number(),
  }),
);

/** Ends in the wallet's id, so removing the wallet removes the list (session/wallets/wallet-traces). */
export const recipientsKey = (walletId: string) => `pocketbits.send.recipients.v1.${walletId}`;

/** The list as stored, newest first; anything unreadable counts as none. */
export function loadRecipients(storage: StorageLike | undefined, walletId: string): Recipient[] {
  try {
    const parsed = RecipientsSchema.safeParse(
      JSON.parse(storage?.getItem(recipientsKey(walletId)) ?? '[]'),
    );
    return parsed.success ? parsed.data.slice(0, MAX_RECIPIENTS) : [];
  } catch {
    return [];
  }
}

/** Paid again or for the first time: to the top, once, and the oldest beyond the limit drop off. */
export function withRecipient(list: Recipient[], recipient: Recipient): Recipient[] {
  const code = recipient.code.toLowerCase();
  return [recipient, ...list.filter((r) => r.code.toLowerCase() !== code)].slice(0, MAX_RECIPIENTS);
}

export function withoutRecipient(list: Recipient[], code: string): Recipient[] {
  return list.filter((r) => r.code !== code);
}

export function saveRecipients(
  storage: StorageLike | undefined,
  walletId: string,
  list: Recipient[],
): void {
  try {
    storage?.setItem(recipientsKey(walletId), JSON.stringify(list));
  } catch {
    // Storage full or refused: the list is a convenience, paying goes on without it.
  }
}

/** Paid now: first on this wallet's list. */
export function rememberRecipient(
  walletId: string,
  recipient: Recipient,
  storage: StorageLike | undefined = localStore(),
): void {
  saveRecipients(storage, walletId, withRecipient(loadRecipients(storage, walletId), recipient));
}

/** localStorage when the browser allows it. */
export function localStore(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
