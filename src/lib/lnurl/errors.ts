/**
 * The error of every LNURL check (pure TypeScript): a code the screens branch on, and a sentence
 * that can be shown to the person as plain text.
 */
export type LnurlErrorCode =
  | 'lnurl' // not a valid bech32 LNURL
  | 'url' // a URL that is not https (or http on .onion / loopback), has credentials, …
  | 'service-error' // the service answered {status:"ERROR", reason}
  | 'response' // a malformed service response
  | 'metadata' // invalid LUD-06 metadata
  | 'amount' // invalid msat values (not safe integers, min > max, …)
  | 'no-whole-sat-amount' // valid msat range that holds no whole sat
  | 'comment' // comment too long or not allowed (LUD-12)
  | 'payer-data' // invalid LUD-18 payerData request
  | 'invoice' // the returned `pr` is not a valid BOLT 11 invoice
  | 'amountless' // the returned invoice has no amount
  | 'amount-mismatch' // invoice amount ≠ requested amount
  | 'network' // invoice for another network
  | 'expired' // invoice already expired
  | 'description-hash' // `h` ≠ sha256(metadata [+ payerdata])
  | 'success-action' // malformed successAction → do not pay
  | 'success-action-unsupported' // unknown successAction tag → do not pay (LUD-09 MUST)
  | 'aes-key' // preimage malformed or not matching the payment hash
  | 'aes-decrypt'; // AES decryption failed (wrong key) or the plaintext is not UTF-8

export class LnurlError extends Error {
  readonly code: LnurlErrorCode;
  /** For `service-error`: the service's reason, sanitised and truncated. */
  readonly reason?: string;

  constructor(
    code: LnurlErrorCode,
    message: string,
    options?: { cause?: unknown; reason?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LnurlError';
    this.code = code;
    if (options?.reason !== undefined) {
      this.reason = options.reason;
    }
  }
}
