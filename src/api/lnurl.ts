// LNURL through the LNbits service (lnbits-api.md E8, E9). The direct third-party calls
// (metadata, callbacks) come later and never carry a key, credentials or referrer.
import { z } from 'zod/mini';
import { PAY_TIMEOUT_MS } from './core';
import { request } from './http';
import type { CallOptions, WalletAuth } from './http';
import { PaymentSchema } from './schemas';
import type { Payment } from './schemas';

// Loose objects: the scan result must go back to /payments/lnurl unchanged, unknown keys included.

export const LnurlPayRequestSchema = z.looseObject({
  tag: z.literal('payRequest'),
  callback: z.string(),
  /** msat */
  minSendable: z.int(),
  /** msat */
  maxSendable: z.int(),
  /** A JSON-encoded string of [[mime, value], …]; parse it yourself. */
  metadata: z.string(),
  commentAllowed: z.optional(z.int()),
});
export type LnurlPayRequest = z.infer<typeof LnurlPayRequestSchema>;

export const LnurlWithdrawRequestSchema = z.looseObject({
  tag: z.literal('withdrawRequest'),
  callback: z.string(),
  k1: z.string(),
  /** msat */
  minWithdrawable: z.int(),
  /** msat */
  maxWithdrawable: z.int(),
  defaultDescription: z.optional(z.string()),
});
export type LnurlWithdrawRequest = z.infer<typeof LnurlWithdrawRequestSchema>;

export const LnurlLoginSchema = z.looseObject({
  tag: z.literal('login'),
  callback: z.string(),
  k1: z.string(),
});
export type LnurlLogin = z.infer<typeof LnurlLoginSchema>;

export const LnurlScanSchema = z.discriminatedUnion('tag', [
  LnurlPayRequestSchema,
  LnurlWithdrawRequestSchema,
  LnurlLoginSchema,
]);
export type LnurlScanResult = z.infer<typeof LnurlScanSchema>;

/** Resolves an LNURL, LUD-17 URL or lightning address on the server (invoice key). */
export function scanLnurl(
  auth: WalletAuth,
  lnurl: string,
  options?: CallOptions,
): Promise<LnurlScanResult> {
  return request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/lnurlscan',
      key: auth.key,
      body: { lnurl: lnurl.trim() },
      schema: LnurlScanSchema,
    },
    options,
  );
}

export interface PayLnurlInput {
  /** The scan result, unchanged (extra keys are rejected by LNbits). */
  res: LnurlPayRequest;
  lnurl?: string;
  /** msat when unit is 'sat' or absent; fiat × 1000 for a fiat unit. */
  amount: number;
  comment?: string;
  unit?: string;
}

/** Pays an LNURL-pay through the server with the admin key (200, outgoing Payment). */
export function payLnurl(
  auth: WalletAuth,
  input: PayLnurlInput,
  options?: CallOptions,
): Promise<Payment> {
  return request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/payments/lnurl',
      key: auth.key,
      body: input,
      schema: PaymentSchema,
    },
    { timeoutMs: PAY_TIMEOUT_MS, ...options },
  );
}
