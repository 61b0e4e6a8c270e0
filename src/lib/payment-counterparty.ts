// Who a payment was with and the note written with it, read from what LNbits keeps in the
// payment's `extra` and, where it keeps nothing, from what this device noted when it paid.
//
// What LNbits 1.5.1 keeps (checked in its sources and on a genuine server):
// - An LNURL or Lightning address paid through the server (`POST /api/v1/payments/lnurl`,
//   core/views/lnurl_api.py): memo = the service's description (metadata text/plain); `extra`
//   holds `comment` (what the payer wrote), `success_action` (JSON text), `stored` (a
//   non-disposable link) and, paid in fiat, `fiat_currency`/`fiat_amount` — but not the address
//   or LNURL paid.
// - An invoice paid with `POST /api/v1/payments` keeps whatever `extra` the payer sends with it
//   (`pay_invoice(extra=…)`): Send's direct path sends `comment` and, for an address, `lnaddress`
//   (the key LNbits' lnurlp extension uses for the address of a payment).
// - An incoming payment to an lnurlp link: `extra.comment` (the payer's) and, for an address,
//   `extra.lnaddress` — the wallet's own address, not the payer's.
// Pure: no storage, no React (session/payments keeps the device's records).
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
  /** Unix milliseconds. */
  at: number;
}

export interface Counterparty {
  /** The service's own description ("Payment to cafe"), when known. */
  name?: string;
  /** The Lightning address paid (outgoing). */
  address?: string;
  /** The host of the service paid, when known (an LNURL without an address). */
  domain?: string;
  /** The note written with the payment: the payer's comment. */
  note?: string;
  /** For an incoming payment to one of this wallet's addresses: that address. */
  ownAddress?: string;
  /**
   * `server`: all of this is what LNbits keeps with the payment (any device shows it);
   * `device`: some of it was noted only on this device when it paid.
   */
  source: 'server' | 'device';
}

interface PaymentLike {
  /** msat, negative for outgoing. */
  amount: number;
  extra?: Record<string, unknown> | null;
}

/** Text with something in it, trimmed, at most `max` characters; else undefined. */
function text(value: unknown, max = 1_000): string | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** A Lightning address as LUD-16 writes it (the host may carry a port on a test server). */
function address(value: unknown): string | undefined {
  const found = text(value, 320);
  return found && /^[^\s@]+@[^\s@]+$/.test(found) ? found.toLowerCase() : undefined;
}

/**
 * Who and what note, for a payment and this device's record of it (when it has one); null when
 * neither says anything.
 */
export function counterpartyOf(
  payment: PaymentLike,
  local?: SentRecord | null,
): Counterparty | null {
  const extra = payment.extra ?? {};
  const outgoing = payment.amount < 0;
  const serverNote = text(extra.comment);
  const serverAddress = outgoing ? address(extra.lnaddress) : undefined;
  // The device's record only speaks for payments this wallet made.
  const device = outgoing && local ? local : undefined;
  const found: Omit<Counterparty, 'source'> = {
    name: device?.name,
    address: serverAddress ?? device?.address,
    domain: device && !device.address ? device.domain : undefined,
    note: serverNote ?? device?.note,
    ownAddress: outgoing ? undefined : address(extra.lnaddress),
  };
  const entries = Object.entries(found).filter(([, value]) => value !== undefined);
  if (entries.length === 0) {
    return null;
  }
  // Whom it went to and the note are what a person reads: said to be the device's when either
  // came only from here.
  const whoFromDevice = serverAddress === undefined && device !== undefined;
  const noteFromDevice = serverNote === undefined && device?.note !== undefined;
  return {
    ...(Object.fromEntries(entries) as Omit<Counterparty, 'source'>),
    source: whoFromDevice || noteFromDevice ? 'device' : 'server',
  };
}

/**
 * The `extra` Send's direct path sends with the pay request, so the server keeps the note and
 * the address too (the server path stores `comment` itself): nothing when there is neither.
 */
export function sentExtra(
  record: Pick<SentRecord, 'address' | 'note'>,
): { comment?: string; lnaddress?: string } | undefined {
  const extra: { comment?: string; lnaddress?: string } = {};
  if (record.note) {
    extra.comment = record.note;
  }
  if (record.address) {
    extra.lnaddress = record.address;
  }
  return Object.keys(extra).length > 0 ? extra : undefined;
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
