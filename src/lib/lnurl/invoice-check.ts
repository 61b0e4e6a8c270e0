/**
 * The checks on the invoice an LNURL-pay service returns, before anything is paid (LUD-06: amount,
 * description hash; plus network and expiry). Pure TypeScript.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { Bolt11Error, decodeBolt11 } from '../bolt11';
import type { Bolt11Network, DecodedBolt11 } from '../bolt11';
import { MAX_DESCRIPTION_LENGTH, sanitizeText } from '../text';
import { formatMsatAsSats, satsLabel } from './amounts';
import { LnurlError, type LnurlErrorCode } from './errors';

/** sha256(UTF-8(metadata + payerDataJson)) as hex (LUD-06, LUD-18). */
export function payDescriptionHash(metadata: string, payerDataJson?: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(metadata + (payerDataJson ?? ''))));
}

export interface CheckPayInvoiceInput {
  /** `pr` from the callback answer. */
  invoice: string;
  /** The amount put in the callback, msat. */
  requestedAmountMsat: number | bigint;
  /** `PayRequest.metadataRaw`: the metadata string exactly as received. */
  metadata: string;
  /** The exact `payerdata` JSON string sent, if any (LUD-18). */
  payerDataJson?: string;
  /** When given, the invoice's network must match (LNURL-pay C). */
  network?: Bolt11Network;
  /** When given (unix seconds), an expired invoice is refused (LNURL-pay C). */
  nowSeconds?: number;
}

export type PayInvoiceCheck =
  | {
      ok: true;
      invoice: DecodedBolt11;
      /**
       * `hash-verified`: `h` == sha256(metadata [+ payerdata]) → show "verified".
       * `description`: the invoice carries `d` instead of `h` (allowed by current LUD-06): show it.
       */
      description: { kind: 'hash-verified' } | { kind: 'description'; text: string };
    }
  | {
      ok: false;
      error: LnurlError;
      /** True only for a description-hash mismatch without payer data: the user may override. */
      canOverride: boolean;
      invoice?: DecodedBolt11;
    };

/**
 * Checks the invoice returned by an LNURL-pay callback, before paying (docs/lightning-protocols.md, LNURL-pay C). Never throws:
 * every failure is returned with a human message ("… — nothing was paid.").
 */
export function checkPayInvoice(input: CheckPayInvoiceInput): PayInvoiceCheck {
  let invoice: DecodedBolt11;
  try {
    invoice = decodeBolt11(input.invoice);
  } catch (error) {
    const detail = error instanceof Bolt11Error ? ` (${error.message})` : '';
    return {
      ok: false,
      canOverride: false,
      error: new LnurlError(
        'invoice',
        `The service returned an invoice that is not valid${detail} — nothing was paid.`,
        { cause: error },
      ),
    };
  }
  const fail = (code: LnurlErrorCode, message: string, canOverride = false): PayInvoiceCheck => ({
    ok: false,
    canOverride,
    invoice,
    error: new LnurlError(code, message),
  });

  let requestedMsat: bigint;
  try {
    requestedMsat = BigInt(input.requestedAmountMsat);
  } catch {
    return fail('amount', 'The requested amount is not valid — nothing was paid.');
  }
  if (invoice.amountMsat === null) {
    return fail(
      'amountless',
      'The service returned an invoice without an amount — nothing was paid.',
    );
  }
  if (invoice.amountMsat !== requestedMsat) {
    return fail(
      'amount-mismatch',
      `The service returned an invoice for ${satsLabel(invoice.amountMsat)} instead of the ${formatMsatAsSats(
        requestedMsat,
      )} you chose — nothing was paid.`,
    );
  }
  if (input.network !== undefined && invoice.network !== input.network) {
    return fail(
      'network',
      `The service returned an invoice for ${invoice.network}, not ${input.network} — nothing was paid.`,
    );
  }
  if (input.nowSeconds !== undefined && input.nowSeconds >= invoice.expiresAt) {
    return fail('expired', 'The service returned an invoice that has expired — nothing was paid.');
  }
  if (invoice.descriptionHash !== undefined) {
    const expected = payDescriptionHash(input.metadata, input.payerDataJson);
    if (invoice.descriptionHash.toLowerCase() !== expected) {
      const withPayerData = input.payerDataJson !== undefined;
      return fail(
        'description-hash',
        'The invoice does not match the description this service showed, so it was not paid.',
        !withPayerData,
      );
    }
    return { ok: true, invoice, description: { kind: 'hash-verified' } };
  }
  return {
    ok: true,
    invoice,
    description: {
      kind: 'description',
      text: sanitizeText(invoice.description ?? '', MAX_DESCRIPTION_LENGTH),
    },
  };
}
