// Who a payment was with and the note written with it, read the same way by History's rows, the
// payment detail, the outcomes and the CSV: from what LNbits keeps in the payment's `extra` and,
// where it keeps nothing, from what this device noted when it paid.
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
// - An incoming payment to an lnurlp link (lnurlp v1.3.2, views_lnurl.py `api_lnurl_callback`):
//   `memo = link.description` ("Lightning address", "Tips": the link's own name, which the payer
//   did not write), `extra = { tag: "lnurlp", link, extra, comment?, lnaddress? }`: the payer's
//   note is `extra.comment` (only when they wrote one), `extra.lnaddress` the wallet's own
//   address, never the payer's. Checked on LNbits 1.5.1 with lnurlp 1.3.2 (GET
//   /api/v1/payments/{hash}); the sandbox stores the same (sandbox/routes/lnurlp.ts).
// - Otherwise the memo is the invoice's description: the person's own note on a request made by
//   Receive, the payee's description on an invoice paid (`shownCounterparty` shows it as the note).
// Pure: no storage, no React (session/payments keeps the device's records).
import { isOutgoing } from './payment.ts';
import { sanitizeText } from './text.ts';
import { findSentRecord } from './sent-record.ts';
import { readInternalMemo } from './payment-extra.ts';
import type { SentRecord } from './sent-record.ts';

export type { SentRecord } from './sent-record.ts';

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

export interface PaymentLike {
  /** msat, negative for outgoing. */
  amount: number;
  extra?: Record<string, unknown> | null;
}

/** Display cap of a note: lnurlp accepts at most 799 characters (comment_chars ≤ 799). */
const NOTE_MAX_LENGTH = 800;

/**
 * Text with something in it, made inert (no control, bidi or invisible characters: `extra` and
 * the memo are free-form, written by someone else) and trimmed, at most `max` characters; else
 * undefined.
 */
function text(value: unknown, max = NOTE_MAX_LENGTH): string | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const clean = sanitizeText(value, max).trim();
  return clean === '' ? undefined : clean;
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
  const outgoing = isOutgoing(payment);
  const serverNote = text(extra.comment);
  const serverAddress = outgoing ? address(extra.lnaddress) : undefined;
  // The device's record only speaks for payments this wallet made.
  const device = outgoing && local ? local : undefined;
  const found: Omit<Counterparty, 'source'> = {
    name: text(device?.name),
    address: serverAddress ?? address(device?.address),
    domain: device && !device.address ? text(device.domain) : undefined,
    note: serverNote ?? text(device?.note),
    ownAddress: outgoing ? undefined : address(extra.lnaddress),
  };
  const entries = Object.entries(found).filter(([, value]) => value !== undefined);
  if (entries.length === 0) {
    return null;
  }
  return {
    ...(Object.fromEntries(entries) as Omit<Counterparty, 'source'>),
    source: keptOnlyOnDevice(payment, local) === null ? 'server' : 'device',
  };
}

/** Which of what a person reads about a payment only this device knows (`keptOnlyOnDevice`). */
export type KeptOnlyOnDevice = 'who' | 'note' | 'who-and-note';

/**
 * Which of whom a payment went to and the note sent with it come only from this device's record
 * (so another device connected to the same wallet won't show them), or null when LNbits keeps
 * all that is shown. Whom: the address LNbits keeps in `extra.lnaddress` (Send's direct path
 * sends it), else the device's address or service host — LNbits' payments/lnurl never keeps the
 * address; the service's name beside a kept address is the service's own description, not whom.
 * The note: the `extra.comment` LNbits keeps (both paths), else the device's. Only payments this
 * wallet made have a device record.
 */
export function keptOnlyOnDevice(
  payment: PaymentLike,
  local?: SentRecord | null,
): KeptOnlyOnDevice | null {
  if (!isOutgoing(payment) || !local) {
    return null;
  }
  const extra = payment.extra ?? {};
  const whoFromDevice =
    address(extra.lnaddress) === undefined &&
    (address(local.address) ?? text(local.domain) ?? text(local.name)) !== undefined;
  const noteFromDevice = text(extra.comment) === undefined && text(local.note) !== undefined;
  if (whoFromDevice && noteFromDevice) {
    return 'who-and-note';
  }
  return whoFromDevice ? 'who' : noteFromDevice ? 'note' : null;
}

/** `keptOnlyOnDevice` with this device's record found among the wallet's records by hash. */
export function keptOnlyOnDeviceAmong(
  payment: PaymentLike & { payment_hash: string },
  records: readonly SentRecord[],
): KeptOnlyOnDevice | null {
  return keptOnlyOnDevice(payment, findSentRecord(records, payment.payment_hash));
}

/** Who and the note as a screen shows them (`shownCounterparty`). */
export interface ShownCounterparty extends Omit<Counterparty, 'source'> {
  /**
   * Where the note came from: written with the payment (the payer's comment, kept by the server
   * or noted on this device), the payment's memo, or nowhere.
   */
  noteFrom: 'written' | 'memo' | 'none';
}

/**
 * Who and the note for History's rows, the detail and the CSV: `counterpartyOf`, with the memo
 * as the note where nothing was written with the payment — except for money in through a pay
 * link, whose memo is the link's own description ("Lightning address"), never the payer's words.
 */
export function shownCounterparty(
  payment: PaymentLike & { memo?: string | null },
  local?: SentRecord | null,
): ShownCounterparty {
  const { source: _, ...found } = counterpartyOf(payment, local) ?? { source: 'server' };
  if (found.note !== undefined) {
    return { ...found, noteFrom: 'written' };
  }
  const memo = isPayLinkPayment(payment) ? undefined : text(payment.memo);
  return memo === undefined
    ? { ...found, noteFrom: 'none' }
    : { ...found, note: memo, noteFrom: 'memo' };
}

/**
 * What History's rows, the payment detail and the CSV show: `shownCounterparty` with this
 * device's record of the payment, found among the wallet's records by the payment's hash.
 */
export function shownCounterpartyAmong(
  payment: PaymentLike & { memo?: string | null; payment_hash: string },
  records: readonly SentRecord[],
): ShownCounterparty {
  return shownCounterparty(payment, findSentRecord(records, payment.payment_hash));
}

/** True for money in through an lnurlp pay link (a Lightning address, a reusable QR code). */
export function isPayLinkPayment(payment: PaymentLike): boolean {
  return !isOutgoing(payment) && payment.extra?.tag === 'lnurlp';
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

/** A note for this wallet only, and where it is kept. */
export interface PrivateNote {
  text: string;
  /**
   * `server`: LNbits keeps it with the payment (`extra.internal_memo`), any device shows it;
   * `device`: only this device has it (an LNURL paid through LNbits' payments/lnurl, which drops
   * the note).
   */
  keptOn: 'server' | 'device';
}

/**
 * The note for me of a payment, for History's rows, the detail and the CSV: the server's when it
 * kept one, else this device's record of an outgoing payment.
 */
export function privateNoteOf(
  payment: PaymentLike,
  local?: SentRecord | null,
): PrivateNote | undefined {
  const server = readInternalMemo(payment.extra);
  if (server !== undefined) {
    return { text: server, keptOn: 'server' };
  }
  const device = isOutgoing(payment) ? text(local?.privateNote, 2_000) : undefined;
  return device === undefined ? undefined : { text: device, keptOn: 'device' };
}

/** `privateNoteOf`, with this device's record found among the wallet's by the payment's hash. */
export function privateNoteAmong(
  payment: PaymentLike & { payment_hash: string },
  records: readonly SentRecord[],
): PrivateNote | undefined {
  return privateNoteOf(payment, findSentRecord(records, payment.payment_hash));
}
