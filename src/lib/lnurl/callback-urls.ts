/**
 * The URLs the wallet calls back: amount, comment and payer data for LUD-06/12/18, `k1` and the
 * invoice for LUD-03. Pure TypeScript.
 */
import { LnurlError } from './errors';
import { requireAllowedUrl } from './urls';

/**
 * Appends `key=value` pairs to a callback without re-serialising its query: `?` or `&` as
 * needed (nothing after a trailing `?`/`&`), inserted before any `#fragment`, values encoded
 * with `encodeURIComponent`. Never uses `URL.searchParams`.
 */
export function appendQuery(
  callback: string,
  params: readonly (readonly [string, string])[],
): string {
  const hashIndex = callback.indexOf('#');
  const base = hashIndex === -1 ? callback : callback.slice(0, hashIndex);
  const fragment = hashIndex === -1 ? '' : callback.slice(hashIndex);
  if (params.length === 0) {
    return callback;
  }
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  const query = params
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}${separator}${query}${fragment}`;
}

export interface PayCallbackParams {
  /** Positive safe integer, msat. */
  amountMsat: number;
  /** LUD-12; omitted when empty. */
  comment?: string;
  /** From the pay request; a non-empty comment longer than this (UTF-16 units) is refused. */
  commentAllowed?: number;
  /** LUD-18: the exact JSON string sent; hash it with the metadata (`checkPayInvoice`). */
  payerDataJson?: string;
  /** NIP-57 zap request (JSON string). */
  nostr?: string;
}

/** `<callback>[?|&]amount=<msat>[&comment=…][&payerdata=…][&nostr=…]`. Throws `LnurlError`. */
export function buildPayCallbackUrl(callback: string, params: PayCallbackParams): string {
  requireAllowedUrl(callback, 'callback');
  const { amountMsat, comment, commentAllowed = 0, payerDataJson, nostr } = params;
  if (!Number.isSafeInteger(amountMsat) || amountMsat < 1) {
    throw new LnurlError('amount', 'The amount is not valid.');
  }
  const pairs: [string, string][] = [['amount', String(amountMsat)]];
  if (comment !== undefined && comment !== '') {
    if (commentAllowed <= 0) {
      throw new LnurlError('comment', 'This service does not accept a comment.');
    }
    if (comment.length > commentAllowed) {
      throw new LnurlError(
        'comment',
        `The comment is too long: this service accepts at most ${commentAllowed} characters.`,
      );
    }
    pairs.push(['comment', comment]);
  }
  if (payerDataJson !== undefined) {
    pairs.push(['payerdata', payerDataJson]);
  }
  if (nostr !== undefined) {
    pairs.push(['nostr', nostr]);
  }
  return appendQuery(callback, pairs);
}

/** `<callback>[?|&]k1=<k1>&pr=<invoice>` (LUD-03). Call it at most once per `k1`. */
export function buildWithdrawCallbackUrl(
  callback: string,
  params: { k1: string; pr: string },
): string {
  requireAllowedUrl(callback, 'callback');
  if (params.k1 === '' || params.pr.trim() === '') {
    throw new LnurlError('response', 'The withdrawal request is incomplete.');
  }
  return appendQuery(callback, [
    ['k1', params.k1],
    ['pr', params.pr.trim()],
  ]);
}
