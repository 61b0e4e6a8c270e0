/**
 * The first answer of an LNURL service: a pay request (LUD-06) or a withdraw request (LUD-03),
 * or its `{"status":"ERROR","reason":…}`. Pure TypeScript; the calls are `src/api/lnurl.ts`.
 */
import { z } from 'zod/mini';
import { MAX_DESCRIPTION_LENGTH, sanitizeText } from '../text';
import { isMsatValue } from './amounts';
import { LnurlError } from './errors';
import { parsePayMetadata, type PayMetadata } from './metadata';
import { isAllowedLnurlUrl, requireAllowedUrl } from './urls';

/** ERROR `reason` is cut to this many characters. */
export const MAX_REASON_LENGTH = 300;

const ErrorResponseSchema = z.object({
  status: z.string(),
  reason: z.optional(z.unknown()),
});

/**
 * If `raw` is an LNURL error body (`{"status":"ERROR","reason":…}`, status compared
 * case-insensitively), returns the reason as inert, truncated text; otherwise `null`.
 */
export function lnurlErrorReason(raw: unknown): string | null {
  const parsed = ErrorResponseSchema.safeParse(raw);
  if (!parsed.success || parsed.data.status.toUpperCase() !== 'ERROR') {
    return null;
  }
  const reason = parsed.data.reason;
  const text =
    typeof reason === 'string'
      ? sanitizeText(reason, MAX_REASON_LENGTH)
      : typeof reason === 'number' || typeof reason === 'boolean'
        ? String(reason)
        : '';
  return text === '' ? 'No reason given.' : text;
}

export function throwIfServiceError(raw: unknown): void {
  const reason = lnurlErrorReason(raw);
  if (reason !== null) {
    throw new LnurlError('service-error', `The service refused: ${reason}`, { reason });
  }
}

export function responseError(what: string): LnurlError {
  return new LnurlError('response', `The service sent an invalid ${what}.`);
}

/** LUD-18 request: kind → whether it is mandatory (`auth` also carries its hex `k1`). */
export type PayerDataRequest = Record<string, { mandatory: boolean; k1?: string }>;

export interface PayRequest {
  tag: 'payRequest';
  /** Passed `isAllowedLnurlUrl`. */
  callback: string;
  /** Hostname of the callback (punycode, lower case). */
  callbackHost: string;
  minSendableMsat: number;
  maxSendableMsat: number;
  /** The metadata string exactly as received (JSON-decoded): pre-image of the description hash. */
  metadataRaw: string;
  metadata: PayMetadata;
  /** LUD-12 max comment length in characters; 0 = no comment. */
  commentAllowed: number;
  payerData?: PayerDataRequest;
  /** NIP-57; informational only. */
  allowsNostr?: boolean;
  nostrPubkey?: string;
}

const PayRequestSchema = z.object({
  tag: z.literal('payRequest'),
  callback: z.string(),
  minSendable: z.number(),
  maxSendable: z.number(),
  metadata: z.string(),
  commentAllowed: z.optional(z.nullable(z.number())),
  payerData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  allowsNostr: z.optional(z.nullable(z.boolean())),
  nostrPubkey: z.optional(z.nullable(z.string())),
});

function parsePayerDataRequest(raw: Record<string, unknown>): PayerDataRequest {
  const out: PayerDataRequest = {};
  for (const [kind, spec] of Object.entries(raw)) {
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
      throw new LnurlError('payer-data', 'The service asked for payer data in an invalid form.');
    }
    const record = spec as Record<string, unknown>;
    const entry: { mandatory: boolean; k1?: string } = { mandatory: record.mandatory === true };
    if (kind === 'auth') {
      if (typeof record.k1 !== 'string' || !/^[0-9a-f]{64}$/i.test(record.k1)) {
        throw new LnurlError(
          'payer-data',
          'The service asked for a login proof in an invalid form.',
        );
      }
      entry.k1 = record.k1.toLowerCase();
    }
    Object.defineProperty(out, kind, { value: entry, enumerable: true, writable: true });
  }
  return out;
}

/** Kinds of LUD-18 payer data marked mandatory; if the wallet cannot send one, do not pay. */
export function mandatoryPayerDataKinds(payerData: PayerDataRequest | undefined): string[] {
  if (payerData === undefined) {
    return [];
  }
  return Object.entries(payerData)
    .filter(([, spec]) => spec.mandatory)
    .map(([kind]) => kind);
}

/**
 * Validates an LNURL-pay first response (docs/lightning-protocols.md, LNURL-pay A). Throws `LnurlError`: `service-error` for an
 * ERROR body, `response`/`url`/`amount`/`metadata`/`payer-data` otherwise.
 */
export function parsePayRequest(raw: unknown): PayRequest {
  throwIfServiceError(raw);
  const parsed = PayRequestSchema.safeParse(raw);
  if (!parsed.success) {
    throw responseError('payment request');
  }
  const data = parsed.data;
  const callback = requireAllowedUrl(data.callback, 'callback');
  if (
    !isMsatValue(data.minSendable) ||
    !isMsatValue(data.maxSendable) ||
    data.minSendable < 1 ||
    data.minSendable > data.maxSendable
  ) {
    throw new LnurlError('amount', 'The service sent invalid amount limits.');
  }
  const commentAllowedRaw = data.commentAllowed ?? 0;
  const commentAllowed =
    Number.isFinite(commentAllowedRaw) && commentAllowedRaw > 0
      ? Math.min(Math.floor(commentAllowedRaw), Number.MAX_SAFE_INTEGER)
      : 0;
  const result: PayRequest = {
    tag: 'payRequest',
    callback: data.callback,
    callbackHost: callback.hostname,
    minSendableMsat: data.minSendable,
    maxSendableMsat: data.maxSendable,
    metadataRaw: data.metadata,
    metadata: parsePayMetadata(data.metadata),
    commentAllowed,
  };
  if (data.payerData != null) {
    result.payerData = parsePayerDataRequest(data.payerData);
  }
  if (data.allowsNostr != null) {
    result.allowsNostr = data.allowsNostr;
  }
  if (data.nostrPubkey != null) {
    result.nostrPubkey = data.nostrPubkey;
  }
  return result;
}

export interface WithdrawRequest {
  tag: 'withdrawRequest';
  callback: string;
  callbackHost: string;
  /** Opaque; echo it verbatim (URL-encoded). A bearer token: never log it. */
  k1: string;
  minWithdrawableMsat: number;
  maxWithdrawableMsat: number;
  /** Inert text ('' when absent). */
  defaultDescription: string;
  /** LUD-14, kept only when it passes `isAllowedLnurlUrl`. */
  balanceCheck?: string;
  /** LUD-14 msat; takes priority over `maxWithdrawableMsat` as the displayed balance. */
  currentBalanceMsat?: number;
  /** LUD-19, kept only when it passes `isAllowedLnurlUrl`. */
  payLink?: string;
}

const WithdrawRequestSchema = z.object({
  tag: z.literal('withdrawRequest'),
  callback: z.string(),
  k1: z.string(),
  minWithdrawable: z.number(),
  maxWithdrawable: z.number(),
  defaultDescription: z.optional(z.nullable(z.string())),
  balanceCheck: z.optional(z.nullable(z.string())),
  currentBalance: z.optional(z.nullable(z.number())),
  payLink: z.optional(z.nullable(z.string())),
});

/** Validates an LNURL-withdraw first response (LUD-03; docs/lightning-protocols.md, "Withdraw"). Throws `LnurlError`. */
export function parseWithdrawRequest(raw: unknown): WithdrawRequest {
  throwIfServiceError(raw);
  const parsed = WithdrawRequestSchema.safeParse(raw);
  if (!parsed.success) {
    throw responseError('withdrawal request');
  }
  const data = parsed.data;
  const callback = requireAllowedUrl(data.callback, 'callback');
  if (data.k1 === '') {
    throw responseError('withdrawal request');
  }
  if (
    !isMsatValue(data.minWithdrawable) ||
    !isMsatValue(data.maxWithdrawable) ||
    data.minWithdrawable > data.maxWithdrawable
  ) {
    throw new LnurlError('amount', 'The service sent invalid withdrawal limits.');
  }
  const result: WithdrawRequest = {
    tag: 'withdrawRequest',
    callback: data.callback,
    callbackHost: callback.hostname,
    k1: data.k1,
    minWithdrawableMsat: data.minWithdrawable,
    maxWithdrawableMsat: data.maxWithdrawable,
    defaultDescription: sanitizeText(data.defaultDescription ?? '', MAX_DESCRIPTION_LENGTH),
  };
  if (data.balanceCheck != null && isAllowedLnurlUrl(data.balanceCheck)) {
    result.balanceCheck = data.balanceCheck;
  }
  if (data.currentBalance != null && isMsatValue(data.currentBalance)) {
    result.currentBalanceMsat = data.currentBalance;
  }
  if (data.payLink != null && isAllowedLnurlUrl(data.payLink)) {
    result.payLink = data.payLink;
  }
  return result;
}

/** Dispatches a first response on its `tag`. Throws `LnurlError` for anything else. */
export function parseLnurlResponse(raw: unknown): PayRequest | WithdrawRequest {
  throwIfServiceError(raw);
  const tag =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>).tag
      : undefined;
  if (tag === 'payRequest') {
    return parsePayRequest(raw);
  }
  if (tag === 'withdrawRequest') {
    return parseWithdrawRequest(raw);
  }
  throw new LnurlError('response', 'This LNURL is of a kind the wallet does not support.');
}
