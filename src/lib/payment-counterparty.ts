// Who is on the other side of a payment and what they wrote, read the same way by History's rows,
// the payment detail, the outcomes and the CSV. Pure: no React, no fetch, no DOM.
//
// Incoming: LNbits' lnurlp extension (v1.3.2, views_lnurl.py `api_lnurl_callback`) makes each
// invoice paid through a pay link (a Lightning address or a reusable QR code) with
// `memo = link.description` and `extra = { tag: "lnurlp", link, extra: <amount msat as text>,
// comment?, lnaddress? }`: the payer's note is `extra.comment` (only when they wrote one),
// `extra.lnaddress` is the *receiving* address (`username@domain`), never the payer. The memo is
// the link's own description ("Lightning address", "Tips"), which the payer did not write. Checked
// on LNbits 1.5.1 with lnurlp 1.3.2: GET /api/v1/payments/{hash} returns exactly these keys (plus
// `wallet_fiat_*` beside them); the sandbox stores the same (sandbox/routes/lnurlp.ts).
//
// An invoice made by Receive carries the person's own note as its memo; a payment sent to an
// invoice carries the invoice's description as its memo.
import { isOutgoing } from './payment.ts';
import { sanitizeText } from './text.ts';

/** What this device remembers of a payment it made (a recipient's name and address, a note). */
export interface LocalPaymentRecord {
  name?: string;
  address?: string;
  note?: string;
}

export interface Counterparty {
  /** The person or service, by name, when known. */
  name?: string;
  /** Their Lightning address, or the service's domain. */
  address?: string;
  /** The text written with the payment (docs/design.md: "Note"). */
  note?: string;
  /**
   * Where the note came from: the payer's comment kept by lnurlp, the invoice's memo, this
   * device's own record of the payment, or nowhere.
   */
  source: 'payer-comment' | 'memo' | 'local-record' | 'none';
}

/** A payment's fields this module reads (LNbits' Payment, or a test's few fields). */
export interface CounterpartyFields {
  amount: number;
  memo?: string | null;
  extra?: Record<string, unknown> | null;
}

/** Display cap of a payer's note: lnurlp accepts at most 799 characters (comment_chars ≤ 799). */
const NOTE_MAX_LENGTH = 800;

/** Text from `extra`, which is free-form JSON: only a non-empty string counts, made inert. */
function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const text = sanitizeText(value, NOTE_MAX_LENGTH);
  return text === '' ? undefined : text;
}

/** True for money in through an lnurlp pay link (a Lightning address, a reusable QR code). */
export function isPayLinkPayment(payment: CounterpartyFields): boolean {
  return !isOutgoing(payment) && payment.extra?.tag === 'lnurlp';
}

/**
 * The receiving address an incoming pay-link payment came through (`extra.lnaddress`), for the
 * detail's "Through" line; undefined otherwise.
 */
export function receivingAddressOf(payment: CounterpartyFields): string | undefined {
  return isPayLinkPayment(payment) ? textOf(payment.extra?.lnaddress) : undefined;
}

export function counterpartyOf(
  payment: CounterpartyFields,
  localRecord?: LocalPaymentRecord,
): Counterparty {
  const memo = textOf(payment.memo);
  if (isPayLinkPayment(payment)) {
    // lnurlp's memo is the link's description, not the payer's words: only their comment is.
    const comment = textOf(payment.extra?.comment);
    return comment ? { note: comment, source: 'payer-comment' } : { source: 'none' };
  }
  if (localRecord) {
    const name = textOf(localRecord.name);
    const address = textOf(localRecord.address);
    const note = textOf(localRecord.note) ?? memo;
    return {
      ...(name ? { name } : {}),
      ...(address ? { address } : {}),
      ...(note ? { note } : {}),
      source: 'local-record',
    };
  }
  return memo ? { note: memo, source: 'memo' } : { source: 'none' };
}
