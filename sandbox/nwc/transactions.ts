/**
 * NIP-47 transaction objects as nwcprovider 1.1.2 builds them (its `tasks.py`), field by field
 * and in its key order. They differ from the NIP-47 text, and from one method to another:
 *
 * - none has a `state`; a payment counts as settled once it is not pending (a failed one too),
 *   and `settled_at` is then the payment's own time, not when it settled;
 * - `make_invoice` answers from the request: the amount asked (msats, even when the invoice was
 *   rounded down to whole sats), an all-zero preimage (LNbits' status check gives none),
 *   `description_hash` as given, `created_at` the time of answering, no `fees_paid` and no
 *   `settled_at`, and `expires_at` only when an expiry was asked;
 * - `lookup_invoice` takes the description from the invoice or else the memo, puts
 *   `description_hash` last and only when the invoice has one, and gives `expires_at` (the
 *   payment's expiry, or an hour after its time) and `fees_paid` as a positive number;
 * - `list_transactions` takes the description from the invoice alone (null when it commits to a
 *   hash), has `description_hash` (null or the hash) but no `expires_at`, and gives `fees_paid`
 *   as stored (LNbits keeps outgoing fees negative).
 */
import { decodeBolt11, type DecodedBolt11 } from '../../src/lib/bolt11.ts';
import type { PaymentRow } from '../db/ledger.ts';

export const ZERO_PREIMAGE = '0'.repeat(64);
const DEFAULT_EXPIRY_SECONDS = 3600;

function decodeStored(bolt11: string): DecodedBolt11 | undefined {
  try {
    return decodeBolt11(bolt11, { verifySignature: false });
  } catch {
    return undefined;
  }
}

const timeOf = (row: PaymentRow) => Math.floor(row.time_us / 1_000_000);
const isOutgoing = (row: PaymentRow) => row.amount < 0;
const isSettled = (row: PaymentRow) => row.status !== 'pending';

/** `make_invoice`'s result: what was asked, beside the invoice LNbits made. */
export function madeInvoice(
  row: PaymentRow,
  asked: { amount: unknown; description: unknown; descriptionHash: unknown; expiry: unknown },
  now: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = {
    type: 'incoming',
    invoice: row.bolt11,
    description: asked.description,
    description_hash: asked.descriptionHash,
    preimage: ZERO_PREIMAGE,
    payment_hash: row.payment_hash,
    amount: asked.amount,
    created_at: now,
    metadata: {},
  };
  if (asked.expiry) {
    result.expires_at = now + Number(asked.expiry);
  }
  return result;
}

/** `lookup_invoice`'s result for a payment row of the connection's wallet. */
export function lookedUpTransaction(row: PaymentRow): Record<string, unknown> {
  const decoded = decodeStored(row.bolt11);
  const settled = isSettled(row);
  const createdAt = timeOf(row);
  const result: Record<string, unknown> = {
    type: isOutgoing(row) ? 'outgoing' : 'incoming',
    invoice: row.bolt11,
    description: decoded?.description || row.memo,
    preimage: settled || !isOutgoing(row) ? (row.preimage ?? ZERO_PREIMAGE) : null,
    payment_hash: row.payment_hash,
    amount: Math.abs(row.amount),
    fees_paid: Math.abs(row.fee),
    created_at: createdAt,
    expires_at: row.expiry ?? createdAt + DEFAULT_EXPIRY_SECONDS,
    settled_at: settled ? createdAt : null,
    metadata: {},
  };
  if (decoded?.descriptionHash) {
    result.description_hash = decoded.descriptionHash;
  }
  return result;
}

/** One entry of `list_transactions`' result. */
export function listedTransaction(row: PaymentRow): Record<string, unknown> {
  const decoded = decodeStored(row.bolt11);
  const settled = isSettled(row);
  const createdAt = timeOf(row);
  return {
    type: isOutgoing(row) ? 'outgoing' : 'incoming',
    invoice: row.bolt11,
    description: decoded?.description ?? null,
    description_hash: decoded?.descriptionHash ?? null,
    preimage: settled || !isOutgoing(row) ? row.preimage : null,
    payment_hash: row.payment_hash,
    amount: Math.abs(row.amount),
    fees_paid: row.fee,
    created_at: createdAt,
    settled_at: settled ? createdAt : null,
    metadata: {},
  };
}
