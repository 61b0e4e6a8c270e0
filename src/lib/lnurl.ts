/**
 * LNURL-pay / LNURL-withdraw wallet checks (pure TypeScript: no fetch, no DOM, no React).
 *
 * Rules follow docs/protocols.md §2 (LUD-01/03/06/09/10/11/12/16/18/20/21) and §6. The network
 * calls live in `src/api/lnurl.ts`; everything here only parses, validates and builds strings.
 *
 * Every error thrown (or returned) by this module is an `LnurlError` whose `message` is a
 * sentence that can be shown to the user as plain text.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { z } from 'zod/mini';
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { Bolt11Error, decodeBolt11 } from './bolt11';
import type { Bolt11Network, DecodedBolt11 } from './bolt11';
import { LnurlError, isAllowedLnurlUrl, isUnsafeCodePoint, parseAllowedUrl } from './lnurl-codec';
import type { LnurlErrorCode } from './lnurl-codec';

export * from './lnurl-codec';

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/** ERROR `reason` is cut to this many characters (§2.1). */
export const MAX_REASON_LENGTH = 300;
/** successAction `message` / `description` limit (LUD-09/10). */
export const MAX_SUCCESS_ACTION_TEXT_LENGTH = 144;
/** LUD-10 `ciphertext` limit, in base64 characters. */
export const MAX_AES_CIPHERTEXT_LENGTH = 4096;
/** LUD-06 image limit: 100 KB of image as base64 characters. */
export const MAX_METADATA_IMAGE_LENGTH = 136_536;
/** Display caps for metadata texts (§6 #5). */
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_LONG_DESCRIPTION_LENGTH = 10_000;
export const MAX_IDENTIFIER_LENGTH = 320;
/** Guard on the metadata string before `JSON.parse`. */
export const MAX_METADATA_LENGTH = 1_000_000;

const MSAT_PER_SAT = 1000;

// ---------------------------------------------------------------------------------------------
// Inert text
// ---------------------------------------------------------------------------------------------

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) {
    return text;
  }
  let cut = text.slice(0, Math.max(0, maxLength - 1));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) {
    cut = cut.slice(0, -1);
  }
  return `${cut}…`;
}

/**
 * Makes untrusted text inert for display as plain text: strips control, bidi and invisible
 * characters (keeps `\n` and tab unless `singleLine`), normalises CRLF, trims and caps the
 * length. It never interprets HTML or Markdown; the UI must still render it as text.
 */
export function sanitizeText(
  text: string,
  maxLength: number,
  options: { singleLine?: boolean } = {},
): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isUnsafeCodePoint(cp)) {
      continue;
    }
    if (options.singleLine === true && (cp === 0x0a || cp === 0x09)) {
      out += ' ';
      continue;
    }
    out += ch;
  }
  return truncate(out.trim(), maxLength);
}

// ---------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------

function requireAllowedUrl(url: string, what: string): URL {
  const parsed = parseAllowedUrl(url);
  if (parsed === null) {
    throw new LnurlError(
      'url',
      `The service gave an unsafe ${what} address (only https is allowed), so it was not used.`,
    );
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

/** A whole-sat UI range; both ends inclusive. */
export interface SatRange {
  minSat: number;
  maxSat: number;
}

function isMsatValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** ceil(msat / 1000) with integer maths. */
export function msatToSatCeil(amountMsat: number): number {
  const remainderMsat = amountMsat % MSAT_PER_SAT;
  return (amountMsat - remainderMsat) / MSAT_PER_SAT + (remainderMsat === 0 ? 0 : 1);
}

/** floor(msat / 1000) with integer maths. */
export function msatToSatFloor(amountMsat: number): number {
  return (amountMsat - (amountMsat % MSAT_PER_SAT)) / MSAT_PER_SAT;
}

function formatMsatAsSats(amountMsat: bigint): string {
  const sat = amountMsat / 1000n;
  const remainderMsat = amountMsat % 1000n;
  if (remainderMsat === 0n) {
    return sat.toString();
  }
  return `${sat}.${remainderMsat.toString().padStart(3, '0').replace(/0+$/, '')}`;
}

function satsLabel(amountMsat: bigint): string {
  return amountMsat === 1000n ? '1 sat' : `${formatMsatAsSats(amountMsat)} sats`;
}

/**
 * LNURL-pay bounds (msat) → whole-sat UI range (§2.2 B, §7.11): min rounded up, max rounded
 * down. Throws `amount` when the values are invalid (`minSendable` < 1, min > max, not safe
 * integers) and `no-whole-sat-amount` when no whole sat fits.
 */
export function payAmountRange(minSendableMsat: number, maxSendableMsat: number): SatRange {
  if (!isMsatValue(minSendableMsat) || !isMsatValue(maxSendableMsat)) {
    throw new LnurlError('amount', 'The service sent invalid amount limits.');
  }
  if (minSendableMsat < 1 || minSendableMsat > maxSendableMsat) {
    throw new LnurlError('amount', 'The service sent invalid amount limits.');
  }
  return satRange(minSendableMsat, maxSendableMsat);
}

function satRange(minMsat: number, maxMsat: number): SatRange {
  const minSat = Math.max(1, msatToSatCeil(minMsat));
  const maxSat = msatToSatFloor(maxMsat);
  if (minSat > maxSat) {
    throw new LnurlError(
      'no-whole-sat-amount',
      `This service only accepts amounts between ${satsLabel(BigInt(minMsat))} and ${satsLabel(
        BigInt(maxMsat),
      )}, which cannot be expressed in whole sats.`,
    );
  }
  return { minSat, maxSat };
}

/** A fixed amount: show it, no input field. */
export function isFixedAmount(range: SatRange): boolean {
  return range.minSat === range.maxSat;
}

/**
 * LNURL-withdraw bounds (msat) → whole-sat range, or `null` for `min == max == 0`
 * ("nothing to withdraw", LUD-03 zero balance; not an error). LNbits cannot create amountless
 * invoices, so the minimum is at least 1 sat. Throws like `payAmountRange`.
 */
export function withdrawAmountRange(
  minWithdrawableMsat: number,
  maxWithdrawableMsat: number,
): SatRange | null {
  if (!isMsatValue(minWithdrawableMsat) || !isMsatValue(maxWithdrawableMsat)) {
    throw new LnurlError('amount', 'The service sent invalid withdrawal limits.');
  }
  if (minWithdrawableMsat > maxWithdrawableMsat) {
    throw new LnurlError('amount', 'The service sent invalid withdrawal limits.');
  }
  if (maxWithdrawableMsat === 0) {
    return null;
  }
  return satRange(minWithdrawableMsat, maxWithdrawableMsat);
}

// ---------------------------------------------------------------------------------------------
// Metadata (LUD-06 / 16 / 20)
// ---------------------------------------------------------------------------------------------

export interface PayMetadata {
  /** `text/plain`, inert text. */
  text: string;
  /** `text/long-desc` (LUD-20): when present, the pay screen MUST use it as the description. */
  longDescription?: string;
  /** `text/identifier` (LUD-16), single line. */
  identifier?: string;
  /** `text/email` (LUD-16), single line. */
  email?: string;
  /** `data:image/png;base64,…` or `data:image/jpeg;base64,…`, alphabet and size validated. */
  imageDataUrl?: string;
}

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

function isStrictBase64(value: string): boolean {
  return value.length > 0 && value.length % 4 === 0 && BASE64_RE.test(value);
}

function decodeBase64(value: string): Uint8Array | null {
  if (!isStrictBase64(value)) {
    return null;
  }
  try {
    return base64.decode(value);
  } catch {
    return null;
  }
}

function metadataError(detail: string): LnurlError {
  return new LnurlError('metadata', `The service sent an invalid payment description (${detail}).`);
}

/**
 * Parses the LUD-06 `metadata` string. Keep the original string for the description-hash check
 * (`checkPayInvoice`); this function only extracts what the pay screen shows.
 * Throws `LnurlError` `metadata` when it is not a JSON array of `[mime, …]` arrays or has not
 * exactly one string `text/plain` entry. Unknown types are ignored; an image that is not
 * well-formed, too large, or ambiguous (several images) is dropped, not fatal.
 */
export function parsePayMetadata(metadata: string): PayMetadata {
  if (typeof metadata !== 'string') {
    throw metadataError('not a string');
  }
  if (metadata.length > MAX_METADATA_LENGTH) {
    throw metadataError('too large');
  }
  let entries: unknown;
  try {
    entries = JSON.parse(metadata);
  } catch (error) {
    throw new LnurlError(
      'metadata',
      'The service sent an invalid payment description (not JSON).',
      { cause: error },
    );
  }
  if (!Array.isArray(entries)) {
    throw metadataError('not a list');
  }
  const texts: string[] = [];
  const images: { mime: string; data: unknown }[] = [];
  let longDescription: string | undefined;
  let identifier: string | undefined;
  let email: string | undefined;
  for (const entry of entries as unknown[]) {
    if (!Array.isArray(entry) || entry.length === 0 || typeof entry[0] !== 'string') {
      throw metadataError('malformed entry');
    }
    const [mime, value] = entry as [string, unknown];
    switch (mime) {
      case 'text/plain':
        if (typeof value !== 'string') {
          throw metadataError('text/plain is not text');
        }
        texts.push(value);
        break;
      case 'text/long-desc':
        if (typeof value === 'string' && longDescription === undefined) {
          longDescription = sanitizeText(value, MAX_LONG_DESCRIPTION_LENGTH);
        }
        break;
      case 'text/identifier':
        if (typeof value === 'string' && identifier === undefined) {
          identifier = sanitizeText(value, MAX_IDENTIFIER_LENGTH, { singleLine: true });
        }
        break;
      case 'text/email':
        if (typeof value === 'string' && email === undefined) {
          email = sanitizeText(value, MAX_IDENTIFIER_LENGTH, { singleLine: true });
        }
        break;
      case 'image/png;base64':
      case 'image/jpeg;base64':
        images.push({ mime, data: value });
        break;
      default:
        break; // unknown types are ignored (LUD-06)
    }
  }
  if (texts.length !== 1) {
    throw metadataError(
      texts.length === 0 ? 'no text/plain entry' : 'more than one text/plain entry',
    );
  }
  const result: PayMetadata = { text: sanitizeText(texts[0] ?? '', MAX_DESCRIPTION_LENGTH) };
  if (longDescription !== undefined && longDescription !== '') {
    result.longDescription = longDescription;
  }
  if (identifier !== undefined && identifier !== '') {
    result.identifier = identifier;
  }
  if (email !== undefined && email !== '') {
    result.email = email;
  }
  const image = images.length === 1 ? images[0] : undefined;
  if (
    image !== undefined &&
    typeof image.data === 'string' &&
    image.data.length <= MAX_METADATA_IMAGE_LENGTH &&
    isStrictBase64(image.data)
  ) {
    result.imageDataUrl = `data:${image.mime.replace(/;base64$/, '')};base64,${image.data}`;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

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

function throwIfServiceError(raw: unknown): void {
  const reason = lnurlErrorReason(raw);
  if (reason !== null) {
    throw new LnurlError('service-error', `The service refused: ${reason}`, { reason });
  }
}

function responseError(what: string): LnurlError {
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
 * Validates an LNURL-pay first response (§2.2 A). Throws `LnurlError`: `service-error` for an
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

/** Validates an LNURL-withdraw first response (§2.3). Throws `LnurlError`. */
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

// ---------------------------------------------------------------------------------------------
// successAction (LUD-09 / LUD-10)
// ---------------------------------------------------------------------------------------------

export type SuccessAction =
  | { tag: 'message'; message: string }
  /** `url` is only ever opened on a tap, in a new tab with `noopener,noreferrer`. */
  | { tag: 'url'; description: string; url: string }
  | { tag: 'aes'; description: string; ciphertext: string; iv: string };

export type AesSuccessAction = Extract<SuccessAction, { tag: 'aes' }>;

const MessageActionSchema = z.object({ tag: z.literal('message'), message: z.string() });
const UrlActionSchema = z.object({
  tag: z.literal('url'),
  description: z.string(),
  url: z.string(),
});
const AesActionSchema = z.object({
  tag: z.literal('aes'),
  description: z.string(),
  ciphertext: z.string(),
  iv: z.string(),
});

function successActionError(detail: string): LnurlError {
  return new LnurlError(
    'success-action',
    `The service sent an invalid after-payment action (${detail}), so nothing was paid.`,
  );
}

function checkActionText(text: string, field: string): string {
  if (text.length > MAX_SUCCESS_ACTION_TEXT_LENGTH) {
    throw successActionError(`${field} too long`);
  }
  return sanitizeText(text, MAX_SUCCESS_ACTION_TEXT_LENGTH);
}

/**
 * Validates a successAction **before paying** (C7, §2.2 D). `null`/`undefined` → `null` (none).
 * Throws `LnurlError` `success-action-unsupported` for an unknown tag and `success-action` for
 * a malformed one: in both cases the payment MUST NOT be made.
 * @param callbackUrl the pay callback URL that returned it (the `url` action must share its host).
 */
export function parseSuccessAction(raw: unknown, callbackUrl: string): SuccessAction | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw successActionError('not an object');
  }
  const tag = (raw as Record<string, unknown>).tag;
  switch (tag) {
    case 'message': {
      const parsed = MessageActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed message');
      }
      return { tag: 'message', message: checkActionText(parsed.data.message, 'message') };
    }
    case 'url': {
      const parsed = UrlActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed link');
      }
      const description = checkActionText(parsed.data.description, 'description');
      const target = parseAllowedUrl(parsed.data.url);
      if (target === null) {
        throw successActionError('unsafe link');
      }
      const callback = parseAllowedUrl(callbackUrl);
      if (callback === null || callback.hostname !== target.hostname) {
        throw successActionError('link to another site');
      }
      return { tag: 'url', description, url: parsed.data.url };
    }
    case 'aes': {
      const parsed = AesActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed encrypted message');
      }
      const description = checkActionText(parsed.data.description, 'description');
      const { ciphertext, iv } = parsed.data;
      if (ciphertext.length > MAX_AES_CIPHERTEXT_LENGTH) {
        throw successActionError('encrypted message too long');
      }
      const ciphertextBytes = decodeBase64(ciphertext);
      if (
        ciphertextBytes === null ||
        ciphertextBytes.length === 0 ||
        ciphertextBytes.length % 16 !== 0
      ) {
        throw successActionError('malformed encrypted message');
      }
      const ivBytes = iv.length === 24 ? decodeBase64(iv) : null;
      if (ivBytes === null || ivBytes.length !== 16) {
        throw successActionError('malformed encryption IV');
      }
      return { tag: 'aes', description, ciphertext, iv };
    }
    default:
      throw new LnurlError(
        'success-action-unsupported',
        'The service asked for an after-payment action this wallet does not support, so nothing was paid.',
      );
  }
}

function hexToBytesStrict(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    // A copy typed for WebCrypto, which wants an ArrayBuffer-backed view.
    return new Uint8Array(hexToBytes(text));
  } catch {
    return null;
  }
}

/**
 * Decrypts a LUD-10 `aes` successAction after payment: AES-256-CBC, key = the 32 preimage
 * bytes, PKCS#7 padding, UTF-8 plaintext (returned as inert text).
 * When `paymentHashHex` is given, first checks sha256(preimage) == payment hash (CBC has no
 * integrity check). Throws `LnurlError` `aes-key` or `aes-decrypt`.
 */
export async function decryptAesSuccessAction(
  action: AesSuccessAction,
  preimageHex: string,
  paymentHashHex?: string,
): Promise<string> {
  const key = hexToBytesStrict(preimageHex);
  if (key === null || key.length !== 32) {
    throw new LnurlError(
      'aes-key',
      'The payment proof is malformed, so the message cannot be read.',
    );
  }
  if (
    paymentHashHex !== undefined &&
    bytesToHex(sha256(key)) !== paymentHashHex.trim().toLowerCase()
  ) {
    throw new LnurlError(
      'aes-key',
      'The payment proof does not match this payment, so the message cannot be read.',
    );
  }
  const iv = decodeBase64(action.iv);
  const ciphertext = decodeBase64(action.ciphertext);
  if (iv === null || iv.length !== 16 || ciphertext === null || ciphertext.length % 16 !== 0) {
    throw new LnurlError('aes-decrypt', 'The encrypted message is malformed.');
  }
  let plaintextBytes: ArrayBuffer;
  try {
    const cryptoKey = await globalThis.crypto.subtle.importKey('raw', key, 'AES-CBC', false, [
      'decrypt',
    ]);
    plaintextBytes = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: Uint8Array.from(iv) },
      cryptoKey,
      Uint8Array.from(ciphertext),
    );
  } catch (error) {
    throw new LnurlError(
      'aes-decrypt',
      'The encrypted message could not be decrypted with this payment proof.',
      { cause: error },
    );
  }
  let plaintext: string;
  try {
    plaintext = new TextDecoder('utf-8', { fatal: true }).decode(plaintextBytes);
  } catch (error) {
    throw new LnurlError(
      'aes-decrypt',
      'The encrypted message could not be decrypted with this payment proof.',
      { cause: error },
    );
  }
  return sanitizeText(plaintext, MAX_AES_CIPHERTEXT_LENGTH);
}

// ---------------------------------------------------------------------------------------------
// Pay callback answer (LUD-06 step 6, LUD-09/11/21)
// ---------------------------------------------------------------------------------------------

export interface PayCallbackResponse {
  /** The BOLT 11 invoice, not yet checked: run `checkPayInvoice` before paying. */
  pr: string;
  successAction: SuccessAction | null;
  /** LUD-11: absent or null means true (do not keep the LNURL). */
  disposable: boolean;
  /** LUD-21, kept only when it passes `isAllowedLnurlUrl`. */
  verify?: string;
}

const PayCallbackSchema = z.object({
  pr: z.string(),
  routes: z.optional(z.unknown()),
  successAction: z.optional(z.unknown()),
  disposable: z.optional(z.nullable(z.boolean())),
  verify: z.optional(z.nullable(z.string())),
});

/**
 * Validates the pay callback's answer (C1, C7). `routes` is legacy and ignored. Throws
 * `LnurlError` (`service-error`, `response`, `success-action`, `success-action-unsupported`).
 */
export function parsePayCallbackResponse(raw: unknown, callbackUrl: string): PayCallbackResponse {
  throwIfServiceError(raw);
  const parsed = PayCallbackSchema.safeParse(raw);
  if (!parsed.success || parsed.data.pr.trim() === '') {
    throw responseError('answer (no invoice)');
  }
  const result: PayCallbackResponse = {
    pr: parsed.data.pr.trim(),
    successAction: parseSuccessAction(parsed.data.successAction, callbackUrl),
    disposable: parsed.data.disposable !== false,
  };
  if (parsed.data.verify != null && isAllowedLnurlUrl(parsed.data.verify)) {
    result.verify = parsed.data.verify;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Callback URLs (§2.1, §7.10)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Invoice checks (C2–C6)
// ---------------------------------------------------------------------------------------------

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
  /** When given, the invoice's network must match (C4). */
  network?: Bolt11Network;
  /** When given (unix seconds), an expired invoice is refused (C5). */
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
 * Checks the invoice returned by an LNURL-pay callback, before paying (§2.2 C). Never throws:
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
