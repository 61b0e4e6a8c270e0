// LNbits core wallet endpoints (docs/lnbits-behaviour.md E1–E7) and anonymous account creation ("Core wallet endpoints").
import { z } from 'zod/mini';
import type { LnurlWithdrawRequest } from './lnurl';
import { PAY_TIMEOUT_MS, isApiError, request, segment } from './http';
import type { ApiTarget, CallOptions, QueryValue, WalletAuth } from './http';
import { PaymentSchema, PaymentStatusSchema } from './schemas';
import type { Payment } from './schemas';

export type { Payment } from './schemas';

// E1 ─ GET /api/v1/wallet

export const WalletInfoSchema = z.object({
  name: z.string(),
  /** msat */
  balance: z.int(),
  /** Only returned when the admin key was used. */
  id: z.optional(z.string()),
});
export type WalletInfo = z.infer<typeof WalletInfoSchema>;

/** Name and balance (msat) of the key's wallet. `id` is present only for an admin key. */
export function getWallet(auth: WalletAuth, options?: CallOptions): Promise<WalletInfo> {
  return request(
    auth,
    { path: '/api/v1/wallet', key: auth.key, schema: WalletInfoSchema },
    options,
  );
}

// E2 ─ POST /api/v1/payments, out:false

export interface CreateInvoiceInput {
  /** In `unit`: whole sats for 'sat' (the default), fiat units (1.5 = 1.50) for a fiat code. */
  amount: number;
  /** 'sat' or an exact uppercase code from GET /api/v1/currencies. */
  unit?: string;
  memo?: string;
  /** Seconds until the invoice expires (server default 3600). */
  expiry?: number;
  /** 64-hex sha256 that goes into the invoice's `h` tag. */
  description_hash?: string;
  /** Hex-encoded bytes of the description (not plain text). */
  unhashed_description?: string;
  extra?: Record<string, unknown>;
  webhook?: string;
  internal?: boolean;
  labels?: string[];
  /**
   * LNbits ≥ 1.3: an lnurlscan withdrawRequest, unchanged. After creating the invoice the server
   * calls its callback with `k1` and the invoice; the answer is in `extra.lnurl_response` (true, or
   * the service's reason) and the returned `status` reflects that call, not settlement.
   */
  lnurl_withdraw?: LnurlWithdrawRequest;
}

/** Creates an incoming invoice (201). Invoice key is enough. */
export function createInvoice(
  auth: WalletAuth,
  input: CreateInvoiceInput,
  options?: CallOptions,
): Promise<Payment> {
  return request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/payments',
      key: auth.key,
      // `out` defaults to true on the server: it must always be sent, and never be overridable.
      body: { ...input, out: false },
      schema: PaymentSchema,
    },
    options,
  );
}

// E3 ─ POST /api/v1/payments, out:true

export interface PayInvoiceInput {
  bolt11: string;
  extra?: Record<string, unknown>;
  labels?: string[];
}

/** Removes whitespace and a `lightning:` URI prefix (any case). */
export function stripLightningPrefix(invoice: string): string {
  return invoice.trim().replace(/^lightning:/i, '');
}

/**
 * Pays a BOLT-11 invoice with the admin key (201). The answer may be `status: "pending"`; a 520
 * ApiError carries `paymentStatus`. Never retry blindly: re-read the payment status instead.
 */
export function payInvoice(
  auth: WalletAuth,
  input: PayInvoiceInput,
  options?: CallOptions,
): Promise<Payment> {
  return request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/payments',
      key: auth.key,
      body: {
        out: true,
        bolt11: stripLightningPrefix(input.bolt11),
        extra: input.extra,
        labels: input.labels,
      },
      schema: PaymentSchema,
    },
    { timeoutMs: PAY_TIMEOUT_MS, ...options },
  );
}

// E4 ─ GET /api/v1/payments/{hash}

export const PaymentLookupSchema = z.object({
  paid: z.boolean(),
  /** Missing in the success branch and in keyless answers: use `paid`. */
  status: z.optional(PaymentStatusSchema),
  preimage: z.optional(z.nullable(z.string())),
  /** Present only when the key's wallet owns the payment. */
  details: z.optional(PaymentSchema),
});
export type PaymentLookup = z.infer<typeof PaymentLookupSchema>;

/** Status of a payment by hash. The key is optional; with it, `details` comes back. */
export function getPayment(
  auth: ApiTarget & { key?: string },
  paymentHash: string,
  options?: CallOptions,
): Promise<PaymentLookup> {
  return request(
    auth,
    {
      path: `/api/v1/payments/${segment(paymentHash)}`,
      key: auth.key,
      schema: PaymentLookupSchema,
    },
    options,
  );
}

/**
 * Whether `serverUrl` issued the invoice with this hash and is waiting for it to be paid: asked
 * without a key, LNbits 1.5.1 answers 200 for any payment it holds with that hash (`paid: false`
 * and no `status` while open) and 404 "Payment does not exist." otherwise
 * (core/views/payment_api.py `api_payment`). Paying such an invoice is an internal payment, for
 * which LNbits holds back no routing reserve. `'paid'` and `'failed'`: the server knows the hash
 * but the invoice is no longer open (it will refuse or route it). The answer's preimage (LNbits
 * gives it out for an open invoice) is never read.
 */
export type InvoicePlace = 'open-here' | 'paid' | 'failed' | 'not-here';

export async function invoicePlace(
  server: ApiTarget,
  paymentHash: string,
  options?: CallOptions,
): Promise<InvoicePlace> {
  try {
    const lookup = await getPayment({ serverUrl: server.serverUrl }, paymentHash, options);
    if (lookup.paid) {
      return 'paid';
    }
    return lookup.status === 'failed' ? 'failed' : 'open-here';
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) {
      return 'not-here';
    }
    throw error;
  }
}

// E5 ─ GET /api/v1/payments/paginated

export type PaymentSortField =
  'time' | 'created_at' | 'updated_at' | 'amount' | 'fee' | 'memo' | 'tag';

export interface PaymentListParams {
  limit?: number;
  offset?: number;
  sortby?: PaymentSortField;
  direction?: 'asc' | 'desc';
  search?: string;
  /**
   * LNbits filters: `{ 'status[ne]': 'failed', 'amount[gt]': 10000 }` (amount in msat).
   * Arrays become comma-separated values (for `in`, `ex`, `every`, `any`).
   */
  filters?: Record<string, string | number | boolean | Array<string | number>>;
}

function listQuery(params: PaymentListParams): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    limit: params.limit,
    offset: params.offset,
    sortby: params.sortby,
    direction: params.direction,
    search: params.search,
  };
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    query[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return query;
}

export const PaymentPageSchema = z.object({
  data: z.array(PaymentSchema),
  /** Everything matching the filters, failed included; 0 when the page is past the end. */
  total: z.int(),
});
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

/** A page of payments (all statuses). Send `sortby` explicitly: without it there is no order. */
export function listPaymentsPaginated(
  auth: WalletAuth,
  params: PaymentListParams = {},
  options?: CallOptions,
): Promise<PaymentPage> {
  return request(
    auth,
    {
      path: '/api/v1/payments/paginated',
      query: listQuery(params),
      key: auth.key,
      schema: PaymentPageSchema,
    },
    options,
  );
}

// E6 ─ GET /api/v1/payments

const PaymentListSchema = z.array(PaymentSchema);

/** Plain list: success and pending only (failed are dropped), newest first, 10 by default. */
export function listPayments(
  auth: WalletAuth,
  params: PaymentListParams = {},
  options?: CallOptions,
): Promise<Payment[]> {
  return request(
    auth,
    {
      path: '/api/v1/payments',
      query: listQuery(params),
      key: auth.key,
      schema: PaymentListSchema,
    },
    options,
  );
}

/** The legacy profile: GET /api/v1/payments with no parameters at all (last 10, no failed). */
export function listPaymentsLegacy(auth: WalletAuth, options?: CallOptions): Promise<Payment[]> {
  return request(
    auth,
    { path: '/api/v1/payments', key: auth.key, schema: PaymentListSchema },
    options,
  );
}

// E7 ─ POST /api/v1/payments/decode

export const DecodedInvoiceSchema = z.object({
  currency: z.string(),
  /** 0 when the invoice has no amount. */
  amount_msat: z.int(),
  /** Unix seconds. */
  date: z.int(),
  /** Seconds after `date`. */
  expiry: z.int(),
  payment_hash: z.string(),
  payment_secret: z.optional(z.string()),
  description: z.optional(z.nullable(z.string())),
  description_hash: z.optional(z.nullable(z.string())),
  payee: z.optional(z.string()),
  signature: z.optional(z.string()),
  min_final_cltv_expiry: z.optional(z.int()),
  features: z.optional(z.record(z.string(), z.unknown())),
  route_hints: z.optional(z.unknown()),
  fallback: z.optional(z.unknown()),
  metadata: z.optional(z.unknown()),
});
export type DecodedInvoice = z.infer<typeof DecodedInvoiceSchema>;

/** What decode answers for an uppercase `LNURL…`: the full decoded URL, misnamed `domain`. */
export const DecodedLnurlSchema = z.object({ domain: z.string() });
export type DecodedLnurl = z.infer<typeof DecodedLnurlSchema>;

const DecodeResultSchema = z.union([DecodedInvoiceSchema, DecodedLnurlSchema]);

/** Decodes a BOLT-11 invoice (or an uppercase LNURL) on the server. No key is needed or sent. */
export function decodeInvoice(
  target: ApiTarget,
  data: string,
  options?: CallOptions,
): Promise<DecodedInvoice | DecodedLnurl> {
  return request(
    target,
    {
      method: 'POST',
      path: '/api/v1/payments/decode',
      body: { data: stripLightningPrefix(data) },
      schema: DecodeResultSchema,
    },
    options,
  );
}

// Accounts ─ POST /api/v1/account

export const WalletModelSchema = z.object({
  id: z.string(),
  user: z.string(),
  name: z.string(),
  adminkey: z.string(),
  inkey: z.string(),
  /** msat */
  balance_msat: z.optional(z.int()),
  currency: z.optional(z.nullable(z.string())),
  wallet_type: z.optional(z.string()),
  deleted: z.optional(z.boolean()),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  extra: z.optional(z.record(z.string(), z.unknown())),
});
export type WalletModel = z.infer<typeof WalletModelSchema>;

/** Creates an anonymous account with one wallet (no auth; 200). Holds both keys. */
export function createAccount(
  target: ApiTarget,
  input: { name?: string } = {},
  options?: CallOptions,
): Promise<WalletModel> {
  return request(
    target,
    { method: 'POST', path: '/api/v1/account', body: input, schema: WalletModelSchema },
    options,
  );
}

/**
 * The full Wallet model of an admin key's wallet, read through `PATCH /api/v1/wallet` with an
 * empty body (a no-op update: LNbits has no read-only endpoint that returns the invoice key to a
 * wallet key). Used to learn the invoice key, so the websocket channel never carries the admin key.
 */
export function getWalletModel(auth: WalletAuth, options?: CallOptions): Promise<WalletModel> {
  return request(
    auth,
    { method: 'PATCH', path: '/api/v1/wallet', key: auth.key, body: {}, schema: WalletModelSchema },
    options,
  );
}

/**
 * Sets the wallet's currency on the server (admin key; 403 "Invalid adminkey." with an invoice
 * key). From then on LNbits keeps, with each new payment, what it was worth in that currency
 * (`extra.wallet_fiat_*`, lib/payment-extra). LNbits 1.5.1 accepts any text here, even a code it
 * has no rate for (then it keeps nothing): only send codes from GET /api/v1/currencies.
 */
export function setWalletCurrency(
  auth: WalletAuth,
  currency: string,
  options?: CallOptions,
): Promise<WalletModel> {
  return request(
    auth,
    {
      method: 'PATCH',
      path: '/api/v1/wallet',
      key: auth.key,
      body: { currency },
      schema: WalletModelSchema,
    },
    options,
  );
}
