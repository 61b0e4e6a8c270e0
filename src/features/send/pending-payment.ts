// The payment this tab started last, kept in sessionStorage from the tap on Pay (written in the
// tap's own handler, before the pay request leaves and before anything is painted) until the
// person moves on from its outcome (Done, leaving Send). A reload (or a crash) at any moment
// therefore finds it, and Send re-reads its outcome from the server instead of coming back empty
// or offering to pay again.
// Pure apart from the Storage it is given, so it runs in Node tests with a stand-in.
import { z } from 'zod/mini';
import type { SentRecord } from '@/lib/sent-record';

export const PENDING_PAYMENT_KEY = 'pocketbits.send.pending.v1';

/**
 * Whom an LNURL payment goes to and the note sent with it, as Send showed them: kept with the
 * attempt so the outcome, after a reload too, says who was paid, and noted with the payment once
 * its hash is known (session/payments).
 */
export interface PayeeNote {
  /** The Lightning address, when that was the code. */
  address?: string;
  /** The service's host. */
  domain: string;
  /** The service's description (metadata text/plain). */
  name?: string;
}

/** An invoice this wallet asked its server to pay: pasted, scanned, or fetched from an LNURL. */
export interface InvoiceRecord {
  kind: 'invoice';
  /** The app's local connection id. */
  walletId: string;
  paymentHash: string;
  bolt11: string;
  /** Unix milliseconds. */
  startedAt: number;
  /**
   * Set when the invoice came from an LNURL: the code, who fetched the invoice, whom it pays and
   * the note sent ('' for none).
   */
  lnurl?: { code: string; via: 'direct' | 'server'; payee?: PayeeNote; comment?: string };
  /**
   * A note for this wallet only, sent as `extra.internal_memo` with the pay request; on the
   * server path (`lnurl.via` 'server') LNbits did not keep it, and this device does (SentRecord).
   */
  internalMemo?: string;
  /**
   * Set when the invoice was made by another wallet of this device to receive a move (./move):
   * that wallet's local id and both names, sent with the payment as its tag (lib/move).
   */
  move?: MoveNote;
  /** The outcome was final when last seen; a reload still re-reads it from the server. */
  settled?: boolean;
}

/** A move between two wallets of this device, as its record keeps it. */
export interface MoveNote {
  toWalletId: string;
  from: string;
  to: string;
}

/**
 * An LNURL paid through the server (POST /api/v1/payments/lnurl). The server fetches the invoice
 * itself, so its hash is unknown until it answers: until then the attempt is recognised among the
 * wallet's recent payments by its amount, comment and start time.
 */
export interface LnurlServerRecord {
  kind: 'lnurl-server';
  walletId: string;
  /** The code as scanned (an LNURL or a Lightning address). */
  code: string;
  amountMsat: number;
  /** '' when none was sent. */
  comment: string;
  startedAt: number;
  payee?: PayeeNote;
  /**
   * A note for this wallet only. Sent as `internal_memo`, which LNbits 1.5.1 accepts here and
   * drops, so it is kept on this device with the payment once its hash is known (SentRecord).
   */
  internalMemo?: string;
  settled?: boolean;
}

/**
 * An LNURL whose invoice this device is asking the service for (the direct path): nothing is
 * paid yet, and this page alone would pay it once it arrives. Found after a reload, it means the
 * tap sent nothing: the outcome says so and offers to try again.
 */
export interface LnurlRequestRecord {
  kind: 'lnurl-request';
  walletId: string;
  code: string;
  amountMsat: number;
  comment: string;
  startedAt: number;
  payee?: PayeeNote;
  /** A note for this wallet only, sent with the pay request once the invoice arrives. */
  internalMemo?: string;
  settled?: boolean;
}

/** An attempt a pay request may have left for: its outcome is the server's to tell. */
export type PayRecord = InvoiceRecord | LnurlServerRecord;

export type PendingPayment = PayRecord | LnurlRequestRecord;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PayeeNoteSchema = z.object({
  address: z.optional(z.string().check(z.maxLength(320))),
  domain: z.string().check(z.minLength(1), z.maxLength(300)),
  name: z.optional(z.string().check(z.maxLength(1_000))),
});

const InvoiceRecordSchema = z.object({
  // Records written before LNURL attempts were kept have no kind: they are invoices.
  kind: z._default(z.literal('invoice'), 'invoice'),
  walletId: z.string().check(z.minLength(1)),
  paymentHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  bolt11: z.string().check(z.minLength(1)),
  startedAt: z.number(),
  lnurl: z.optional(
    z.object({
      code: z.string().check(z.minLength(1)),
      via: z.enum(['direct', 'server']),
      payee: z.optional(PayeeNoteSchema),
      comment: z.optional(z.string()),
    }),
  ),
  // Not limited here: a record that failed to read back would lose the attempt.
  internalMemo: z.optional(z.string()),
  move: z.optional(
    z.object({
      toWalletId: z.string().check(z.minLength(1)),
      from: z.string().check(z.maxLength(1_000)),
      to: z.string().check(z.maxLength(1_000)),
    }),
  ),
  settled: z.optional(z.boolean()),
});
const LnurlServerRecordSchema = z.object({
  kind: z.literal('lnurl-server'),
  walletId: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  amountMsat: z.int().check(z.positive()),
  comment: z.string(),
  startedAt: z.number(),
  payee: z.optional(PayeeNoteSchema),
  internalMemo: z.optional(z.string()),
  settled: z.optional(z.boolean()),
});
const LnurlRequestRecordSchema = z.object({
  ...LnurlServerRecordSchema.shape,
  kind: z.literal('lnurl-request'),
});
const RecordSchema = z.union([
  LnurlServerRecordSchema,
  LnurlRequestRecordSchema,
  InvoiceRecordSchema,
]);

/** sessionStorage when the browser allows it. */
export function sessionStore(): StorageLike | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: StorageLike | undefined): PendingPayment[] {
  try {
    const raw = storage?.getItem(PENDING_PAYMENT_KEY);
    if (!raw) {
      return [];
    }
    const parsed: unknown = JSON.parse(raw);
    // One unreadable record must not hide the others.
    return Array.isArray(parsed)
      ? parsed.flatMap((item) => {
          const record = RecordSchema.safeParse(item);
          return record.success ? [record.data] : [];
        })
      : [];
  } catch {
    return [];
  }
}

function writeAll(storage: StorageLike | undefined, records: PendingPayment[]): boolean {
  if (!storage) {
    return false;
  }
  try {
    if (records.length === 0) {
      storage.removeItem(PENDING_PAYMENT_KEY);
    } else {
      storage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(records));
    }
    return true;
  } catch {
    return false;
  }
}

/** The payment this wallet started last in this tab, if the person has not moved on from it. */
export function readPendingPayment(
  storage: StorageLike | undefined,
  walletId: string,
): PendingPayment | null {
  return readAll(storage).find((r) => r.walletId === walletId) ?? null;
}

/**
 * The record a Send screen opening with `requestedCode` ('' for none) resumes: an open one always
 * (its outcome is unknown, and it must never be paid again); a settled one only when no other code
 * was asked for — a scanned or linked code is the person moving on.
 */
export function recordToResume(
  record: PendingPayment | null,
  requestedCode: string,
  /** Which settled attempts the screen shows (Move: only a move to its own receiving wallet). */
  showsSettled: (record: PendingPayment) => boolean = () => true,
): PendingPayment | null {
  if (!record) {
    return null;
  }
  return !record.settled || (requestedCode === '' && showsSettled(record)) ? record : null;
}

/** Whether any payment of this wallet started in this tab still has an unknown outcome. */
export function hasOpenPayment(storage: StorageLike | undefined, walletId: string): boolean {
  const record = readPendingPayment(storage, walletId);
  return record !== null && record.settled !== true;
}

/**
 * Records a payment about to start, or what became known about it (one per wallet: a newer one
 * replaces it). Returns false when storage is unavailable; the payment state machine still stops
 * a second pay request in this page.
 */
export function recordPendingPayment(
  storage: StorageLike | undefined,
  record: PendingPayment,
): boolean {
  const others = readAll(storage).filter((r) => r.walletId !== record.walletId);
  return writeAll(storage, [...others, record]);
}

/** The same attempt: a later record of it (the hash learnt) may replace an earlier one. */
function sameAttempt(a: PendingPayment, b: PendingPayment): boolean {
  return a.walletId === b.walletId && a.startedAt === b.startedAt;
}

/** Forgets the wallet's record (only if it is still this attempt, when one is given). */
export function clearPendingPayment(
  storage: StorageLike | undefined,
  walletId: string,
  attempt?: PendingPayment,
): void {
  const all = readAll(storage);
  const kept = all.filter(
    (r) => r.walletId !== walletId || (attempt !== undefined && !sameAttempt(r, attempt)),
  );
  if (kept.length !== all.length) {
    writeAll(storage, kept);
  }
}

/**
 * What this device keeps of a payment to an LNURL (session/payments): whom, the note sent and, on
 * the server path only, the note for me: LNbits 1.5.1's payments/lnurl drops `internal_memo`,
 * while the direct path's pay request has the server keep it. Undefined for any other payment.
 */
export function sentRecordOfPayment(record: InvoiceRecord): SentRecord | undefined {
  const lnurl = record.lnurl;
  if (!lnurl?.payee) {
    return undefined;
  }
  const note = lnurl.comment ? lnurl.comment : undefined;
  const privateNote = lnurl.via === 'server' ? record.internalMemo : undefined;
  return {
    paymentHash: record.paymentHash,
    ...lnurl.payee,
    ...(note ? { note } : {}),
    ...(privateNote ? { privateNote } : {}),
    at: record.startedAt,
  };
}
