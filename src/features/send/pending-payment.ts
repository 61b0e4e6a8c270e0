// The payment in flight, kept in sessionStorage from just before the pay call until its outcome is
// known, so a reload (or a crash) re-reads the payment instead of offering to pay again.
// Pure apart from the Storage it is given, so it runs in Node tests with a stand-in.
import { z } from 'zod/mini';

export const PENDING_PAYMENT_KEY = 'pocketbits.send.pending.v1';

export interface PendingPayment {
  /** The app's local connection id. */
  walletId: string;
  paymentHash: string;
  bolt11: string;
  /** Unix milliseconds. */
  startedAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const RecordSchema = z.object({
  walletId: z.string().check(z.minLength(1)),
  paymentHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  bolt11: z.string().check(z.minLength(1)),
  startedAt: z.number(),
});
const RecordsSchema = z.array(RecordSchema);

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
    const parsed = RecordsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
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

/** The payment this wallet started and whose outcome is not known yet, if any. */
export function readPendingPayment(
  storage: StorageLike | undefined,
  walletId: string,
): PendingPayment | null {
  return readAll(storage).find((r) => r.walletId === walletId) ?? null;
}

/**
 * Records a payment about to start (one per wallet: a newer one replaces it). Returns false when
 * storage is unavailable; the in-memory guard still stops a second call in this page.
 */
export function recordPendingPayment(
  storage: StorageLike | undefined,
  record: PendingPayment,
): boolean {
  const others = readAll(storage).filter((r) => r.walletId !== record.walletId);
  return writeAll(storage, [...others, record]);
}

/** Forgets the wallet's record once the outcome is final (only if it is still this payment). */
export function clearPendingPayment(
  storage: StorageLike | undefined,
  walletId: string,
  paymentHash?: string,
): void {
  const all = readAll(storage);
  const kept = all.filter(
    (r) => r.walletId !== walletId || (paymentHash !== undefined && r.paymentHash !== paymentHash),
  );
  if (kept.length !== all.length) {
    writeAll(storage, kept);
  }
}
