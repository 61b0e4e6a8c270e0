// LNURL through the LNbits service (docs/lnbits-behaviour.md E8, E9), and the direct third-party calls
// (first GET, pay and withdraw callbacks; docs/lightning-protocols.md, "LNURL", "URLs"): those never carry a key,
// credentials or referrer, and are never retried automatically.
import { z } from 'zod/mini';
import { LnurlError } from '@/lib/lnurl/errors';
import { buildPayCallbackUrl, buildWithdrawCallbackUrl } from '@/lib/lnurl/callback-urls';
import { checkPayInvoice } from '@/lib/lnurl/invoice-check';
import { isAllowedLnurlUrl } from '@/lib/lnurl/urls';
import { lnurlErrorReason, parseLnurlResponse } from '@/lib/lnurl/responses';
import { parsePayCallbackResponse } from '@/lib/lnurl/pay-callback';
import type { PayRequest, WithdrawRequest } from '@/lib/lnurl/responses';
import type { SuccessAction } from '@/lib/lnurl/success-action';
import type { Bolt11Network, DecodedBolt11 } from '@/lib/bolt11';
import { PAY_TIMEOUT_MS, request, startDeadline } from './http';
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

/** One of `res` and `lnurl` is required; with only `lnurl` LNbits resolves it itself. */
export interface PayLnurlInput {
  /** The scan result, unchanged (extra keys are rejected by LNbits). */
  res?: LnurlPayRequest;
  lnurl?: string;
  /** msat when unit is 'sat' or absent; fiat × 1000 for a fiat unit. */
  amount: number;
  comment?: string;
  unit?: string;
  /** Taken and dropped by LNbits 1.5.1 (core/views/lnurl_api.py keeps no `internal_memo`). */
  internal_memo?: string;
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

// ---------------------------------------------------------------------------------------------
// Direct calls to third-party LNURL hosts (docs/lightning-protocols.md, "LNURL", "URLs")
// ---------------------------------------------------------------------------------------------

/**
 * `unreachable-directly`: no HTTP answer (network failure, or a CORS block in a browser, which
 * looks the same). The caller may fall back to the service path (`scanLnurl`).
 * `timeout`: the host did not answer in time.
 */
export type LnurlDirectErrorKind = 'unreachable-directly' | 'timeout';

/** A direct call that got no answer. Service refusals and bad answers are `LnurlError`s. */
export class LnurlDirectError extends Error {
  override readonly name = 'LnurlDirectError';
  readonly kind: LnurlDirectErrorKind;

  constructor(kind: LnurlDirectErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
  }
}

export function isLnurlDirectError(error: unknown): error is LnurlDirectError {
  return error instanceof LnurlDirectError;
}

/** True when the direct call failed for lack of an answer: try the service path instead. */
export function isUnreachableDirectly(error: unknown): boolean {
  return isLnurlDirectError(error) && error.kind === 'unreachable-directly';
}

/** Options of the direct calls: a caller's abort signal and a time-out (default 15 s). */
export interface DirectCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One plain GET to a third-party URL, "simple" in the CORS sense: no headers at all (so never
 * X-Api-Key), `credentials: 'omit'`, `referrerPolicy: 'no-referrer'`. The status and headers are
 * ignored (LUD-01): the body is read as JSON whatever they say. Never retried.
 */
export async function getJsonDirect(
  url: string,
  options: DirectCallOptions = {},
): Promise<unknown> {
  if (!isAllowedLnurlUrl(url)) {
    throw new LnurlError(
      'url',
      'The service gave an unsafe address (only https is allowed), so it was not used.',
    );
  }
  const deadline = startDeadline(options);
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'GET',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: deadline.signal,
    });
    text = await response.text();
  } catch (cause) {
    if (deadline.timedOut()) {
      throw new LnurlDirectError('timeout', 'The service did not answer in time.', { cause });
    }
    deadline.rethrowIfCancelled(cause);
    throw new LnurlDirectError(
      'unreachable-directly',
      'The service could not be reached directly (network failure or blocked by CORS).',
      { cause },
    );
  } finally {
    deadline.done();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new LnurlError('response', 'The service sent an answer that is not JSON.', { cause });
  }
}

/** The first response of a direct LNURL GET: a pay or a withdraw request. */
export type LnurlDirectResult = PayRequest | WithdrawRequest;

/**
 * GETs an LNURL's URL (decoded LNURL, LUD-17 or Lightning-address URL) directly and validates
 * the answer with `parseLnurlResponse`. Throws `LnurlError` (unsafe URL, `service-error` with the
 * service's reason, bad answer) or `LnurlDirectError` (`unreachable-directly` → fall back to
 * `scanLnurl`; `timeout`).
 */
export async function fetchLnurlDirect(
  url: string,
  options?: DirectCallOptions,
): Promise<LnurlDirectResult> {
  return parseLnurlResponse(await getJsonDirect(url, options));
}

export interface PayInvoiceDirectInput {
  /** msat; must lie within the pay request's limits. */
  amountMsat: number;
  /** LUD-12; only when the pay request allows one. */
  comment?: string;
  /** When given, the invoice's network must match. */
  network?: Bolt11Network;
  /** When given (unix seconds), an expired invoice is refused. */
  nowSeconds?: number;
}

/** A checked invoice from a pay callback, ready to pay (e.g. with `payInvoice`). */
export interface PayInvoiceDirectResult {
  /** The BOLT 11 invoice: amount and description hash checked. */
  invoice: string;
  decoded: DecodedBolt11;
  /** `hash-verified`, or the invoice's own description when it carries `d` instead of `h`. */
  description: { kind: 'hash-verified' } | { kind: 'description'; text: string };
  /** Validated; show it after the payment succeeds. */
  successAction: SuccessAction | null;
  /** LUD-11. */
  disposable: boolean;
}

/**
 * Calls an LNURL-pay callback directly for `amountMsat` and checks the invoice before anything
 * is paid (amount equal to the one asked for, description hash = sha256(metadata)). Throws the
 * check's `LnurlError` (nothing is paid), other `LnurlError`s, or `LnurlDirectError`. Never
 * retried: a second call could produce a second invoice.
 */
export async function requestPayInvoiceDirect(
  payRequest: PayRequest,
  input: PayInvoiceDirectInput,
  options?: DirectCallOptions,
): Promise<PayInvoiceDirectResult> {
  const { amountMsat } = input;
  if (
    !Number.isSafeInteger(amountMsat) ||
    amountMsat < payRequest.minSendableMsat ||
    amountMsat > payRequest.maxSendableMsat
  ) {
    throw new LnurlError('amount', 'The amount is outside what this service accepts.');
  }
  const callbackUrl = buildPayCallbackUrl(payRequest.callback, {
    amountMsat,
    comment: input.comment,
    commentAllowed: payRequest.commentAllowed,
  });
  const answer = parsePayCallbackResponse(await getJsonDirect(callbackUrl, options), callbackUrl);
  const check = checkPayInvoice({
    invoice: answer.pr,
    requestedAmountMsat: amountMsat,
    metadata: payRequest.metadataRaw,
    network: input.network,
    nowSeconds: input.nowSeconds,
  });
  if (!check.ok) {
    throw check.error;
  }
  return {
    invoice: answer.pr,
    decoded: check.invoice,
    description: check.description,
    successAction: answer.successAction,
    disposable: answer.disposable,
  };
}

export interface WithdrawDirectInput {
  /** An invoice of the wallet's, within the withdraw request's limits. */
  pr: string;
}

/** The service accepted the invoice; it pays it on its own schedule (LUD-03). */
export interface WithdrawDirectResult {
  status: 'OK';
}

/**
 * Calls an LNURL-withdraw callback directly with `k1` and `pr` (LUD-03). Call it at most once
 * per `k1`; never retried. Throws `LnurlError` (`service-error` with the reason, `response`) or
 * `LnurlDirectError`.
 */
export async function withdrawDirect(
  withdrawRequest: WithdrawRequest,
  input: WithdrawDirectInput,
  options?: DirectCallOptions,
): Promise<WithdrawDirectResult> {
  const url = buildWithdrawCallbackUrl(withdrawRequest.callback, {
    k1: withdrawRequest.k1,
    pr: input.pr,
  });
  const raw = await getJsonDirect(url, options);
  const reason = lnurlErrorReason(raw);
  if (reason !== null) {
    throw new LnurlError('service-error', `The service refused: ${reason}`, { reason });
  }
  const status =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>).status
      : undefined;
  if (typeof status !== 'string' || status.toUpperCase() !== 'OK') {
    throw new LnurlError('response', 'The service sent an invalid answer to the withdrawal.');
  }
  return { status: 'OK' };
}
