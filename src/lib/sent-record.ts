// What this device notes about a payment it made to an LNURL or Lightning address, kept apart
// from lib/payment-counterparty (which reads it) so the session's store of these records loads
// without the reading rules. Pure: no storage, no React (session/payments keeps the records).
import { z } from 'zod/mini';

/** What this device noted about a payment it made to an LNURL or Lightning address. */
export interface SentRecord {
  paymentHash: string;
  /** The Lightning address paid, when that was the code. */
  address?: string;
  /** The service's host. */
  domain: string;
  /** The service's description of the payment (its metadata text), as shown when paying. */
  name?: string;
  /** The note sent with it (LUD-12 comment). */
  note?: string;
  /**
   * A note for this wallet only that the server did not keep: LNbits 1.5.1's
   * `POST /api/v1/payments/lnurl` drops `internal_memo`, so it lives on this device alone.
   */
  privateNote?: string;
  /** Unix milliseconds. */
  at: number;
}

// The device's records, per wallet: kept as a list, newest first, a bounded number of them.

/** Enough for months of payments to people; the oldest drop off beyond it. */
export const MAX_SENT_RECORDS = 500;

const SentRecordSchema = z.object({
  paymentHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  address: z.optional(z.string().check(z.maxLength(320))),
  domain: z.string().check(z.minLength(1), z.maxLength(300)),
  name: z.optional(z.string().check(z.maxLength(1_000))),
  note: z.optional(z.string().check(z.maxLength(2_000))),
  privateNote: z.optional(z.string().check(z.maxLength(2_000))),
  at: z.number(),
});

/** The records as stored; anything unreadable is left out, never fatal. */
export function parseSentRecords(json: string | null | undefined): SentRecord[] {
  if (!json) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.flatMap((item) => {
          const record = SentRecordSchema.safeParse(item);
          return record.success ? [record.data] : [];
        })
      : [];
  } catch {
    return [];
  }
}

/** The list with `record` first (replacing an earlier one of the same payment), bounded. */
export function withSentRecord(list: readonly SentRecord[], record: SentRecord): SentRecord[] {
  return [record, ...list.filter((r) => r.paymentHash !== record.paymentHash)].slice(
    0,
    MAX_SENT_RECORDS,
  );
}

export function findSentRecord(
  list: readonly SentRecord[],
  paymentHash: string,
): SentRecord | undefined {
  return list.find((r) => r.paymentHash === paymentHash);
}
