import { bech32 } from '@scure/base';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { HttpError, httpError } from '../errors.ts';
import { unexpectedError } from './payments.ts';

/**
 * The LNURL client side of LNbits' core (`lnurlscan`, `payments/lnurl`): turns a code into a URL,
 * fetches it and checks the answer into the raw LUD model the `lnurl` library returns. The sandbox
 * only ever contacts https URLs or loopback http, with a 5 s time-out; loopback hosts only when
 * the request allows it (`allowLoopback`, see `mayReachLoopback` in exposure.ts): the sandbox's
 * LNURL hosts live there, but so does every other service of this machine.
 */

export const FETCH_TIMEOUT_MS = 5000;

/** LnurlPayResponse fields in the lnurl library's order; it forbids any other key. */
export const PAY_RESPONSE_KEYS = [
  'tag',
  'callback',
  'minSendable',
  'maxSendable',
  'metadata',
  'payerData',
  'commentAllowed',
  'allowsNostr',
  'nostrPubkey',
] as const;

export interface PayModel {
  tag: 'payRequest';
  callback: string;
  minSendable: number;
  maxSendable: number;
  metadata: string;
  payerData?: unknown;
  commentAllowed?: number;
  allowsNostr?: boolean;
  nostrPubkey?: string;
}

/** `InvalidLnurl()` carries no message: LNbits answers `{"detail": ""}`. */
const invalidLnurl = () => httpError(400, '');

const LIGHTNING_ADDRESS =
  /^([a-z0-9\-_.+]+)@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/;

const LOOPBACK_LIGHTNING_ADDRESS =
  /^([a-z0-9\-_.+]+)@((?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3})(?::\d{1,5})?)$/;

/** Addresses that reach this machine: loopback, and the unspecified address (Linux connects it here). */
const THIS_MACHINE = new BlockList();
THIS_MACHINE.addSubnet('127.0.0.0', 8, 'ipv4');
THIS_MACHINE.addSubnet('0.0.0.0', 8, 'ipv4');
THIS_MACHINE.addAddress('::1', 'ipv6');
THIS_MACHINE.addAddress('::', 'ipv6');
THIS_MACHINE.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
THIS_MACHINE.addSubnet('::ffff:0.0.0.0', 104, 'ipv6');

function isThisMachineAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && THIS_MACHINE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host (as the URL parser normalises it) that names this machine by itself. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isThisMachineAddress(host);
}

/**
 * https anywhere, or http on loopback; a loopback host (either scheme) only with
 * `allowLoopback`. Anything else is not contacted.
 */
export function isContactableUrl(url: string, allowLoopback: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password || !parsed.hostname) {
    return false;
  }
  if (isLoopbackHost(parsed.hostname)) {
    return allowLoopback && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
  }
  return parsed.protocol === 'https:';
}

/**
 * LNbits' refusal of a URL its `lnbits_callback_url_rules` do not allow (helpers.py
 * `check_callback_url`), which its default rules give for any loopback host.
 */
export function callbackNotAllowed(url: string): string {
  const netloc = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  return `Callback not allowed. URL: ${url}. Netloc: ${netloc}. Please check your admin settings.`;
}

/** Whether `url` names this machine and loopback is not allowed: the refusal to give, then. */
function refusedLoopback(url: string, allowLoopback: boolean): boolean {
  try {
    return !allowLoopback && isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses, when loopback is not allowed, a host name that resolves to this machine
 * (`127.0.0.1.nip.io`, an /etc/hosts entry). A name that does not resolve is left to the fetch
 * to fail. (A name re-pointed between this look-up and the fetch's own is not caught.)
 */
export async function assertNotLoopbackName(url: string, allowLoopback: boolean): Promise<void> {
  if (allowLoopback) {
    return;
  }
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    return;
  }
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some(({ address }) => isThisMachineAddress(address))) {
    throw new LoopbackRefused(callbackNotAllowed(url));
  }
}

/** A URL refused because it reaches this machine (its message is LNbits' refusal). */
export class LoopbackRefused extends Error {}

export type LnurlTarget =
  { kind: 'url'; url: string } | { kind: 'login'; callback: string; k1: string };

/** Resolves a bech32 LNURL, LUD-17 URL, https URL or Lightning Address into what to fetch. */
export function resolveLnurlCode(raw: string, allowLoopback: boolean): LnurlTarget {
  let code = raw.trim();
  if (code.startsWith('lightning:')) {
    code = code.slice('lightning:'.length);
  }
  let url: string;
  if (code.includes('@') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(code)) {
    // Sandbox-only: an address on this machine (LNbits refuses these), so the app's server-side
    // fallback can be exercised against loopback hosts.
    const local = allowLoopback ? LOOPBACK_LIGHTNING_ADDRESS.exec(code.toLowerCase()) : null;
    const match = local ?? LIGHTNING_ADDRESS.exec(code.toLowerCase());
    if (!match) {
      throw httpError(400, 'Invalid Lightning address.');
    }
    url = `${local ? 'http' : 'https'}://${match[2]}/.well-known/lnurlp/${match[1]}`;
  } else if (/^lnurl1/i.test(code)) {
    if (code !== code.toLowerCase() && code !== code.toUpperCase()) {
      throw invalidLnurl();
    }
    try {
      const { prefix, words } = bech32.decode(code.toLowerCase() as `${string}1${string}`, 8192);
      if (prefix !== 'lnurl') {
        throw new Error('prefix');
      }
      url = new TextDecoder('utf-8', { fatal: true }).decode(bech32.fromWords(words));
    } catch {
      throw invalidLnurl();
    }
  } else {
    const lud17 = /^(lnurlp|lnurlw|keyauth):\/\//i.exec(code);
    if (lud17) {
      const rest = code.slice(lud17[0].length);
      // The lnurl library's `insecure` hosts get http: .onion, 127.0.0.1, 0.0.0.0, localhost.
      const hostname = (rest.split(/[/?#]/)[0] ?? '').replace(/:\d*$/, '');
      const insecure =
        hostname.endsWith('.onion') || ['127.0.0.1', '0.0.0.0', 'localhost'].includes(hostname);
      url = `${insecure ? 'http' : 'https'}://${rest}`;
    } else if (/^https?:\/\//i.test(code)) {
      url = code;
    } else {
      throw invalidLnurl();
    }
  }
  if (refusedLoopback(url, allowLoopback)) {
    throw httpError(400, callbackNotAllowed(url));
  }
  if (!isContactableUrl(url, allowLoopback)) {
    throw invalidLnurl();
  }
  const parsed = new URL(url);
  if (parsed.searchParams.get('tag') === 'login') {
    // The lnurl library takes k1 as it is (checked only when signing) and fails, unhandled,
    // when there is none: Python's `parse_qs` drops an empty `k1=` too.
    const k1 = parsed.searchParams.get('k1');
    if (!k1) {
      throw unexpectedError();
    }
    return { kind: 'login', callback: url, k1 };
  }
  return { kind: 'url', url };
}

/** LNURL answers are small; anything larger is refused rather than buffered. */
export const MAX_RESPONSE_BYTES = 1_048_576;

export async function readCapped(response: Response, limit: number): Promise<string> {
  if (!response.body) {
    return '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('response too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** httpx's `raise_for_status()` message for a non-2xx answer. */
export function httpStatusMessage(response: Response, url: string): string {
  const kind =
    response.status >= 500
      ? 'Server error'
      : response.status >= 400
        ? 'Client error'
        : response.status >= 300
          ? 'Redirect response'
          : 'Informational response';
  const text = response.statusText || STATUS_TEXT[response.status] || '';
  return (
    `${kind} '${response.status} ${text}' for url '${url}'\n` +
    `For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/${response.status}`
  );
}

/** GET a URL as JSON, with httpx-style failures and LNURL `ERROR` bodies as 400s. */
export async function fetchLnurlJson(
  url: string,
  allowLoopback: boolean,
): Promise<Record<string, unknown>> {
  if (refusedLoopback(url, allowLoopback)) {
    throw httpError(400, callbackNotAllowed(url));
  }
  if (!isContactableUrl(url, allowLoopback)) {
    throw httpError(400, `Not allowed to contact ${url}`);
  }
  try {
    await assertNotLoopbackName(url, allowLoopback);
  } catch (error) {
    throw httpError(400, (error as Error).message);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? 'timed out'
        : (cause?.message ?? (error as Error).message);
    throw httpError(400, reason || 'connection failed');
  }
  if (response.status >= 400) {
    throw httpError(400, httpStatusMessage(response, url));
  }
  let body: unknown;
  try {
    body = JSON.parse(await readCapped(response, MAX_RESPONSE_BYTES));
  } catch {
    throw httpError(400, `Invalid JSON from ${url}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw httpError(400, `Invalid response from ${url}`);
  }
  const record = body as Record<string, unknown>;
  if (typeof record.status === 'string' && record.status.toUpperCase() === 'ERROR') {
    throw httpError(400, typeof record.reason === 'string' ? record.reason : '');
  }
  return record;
}

const isMsat = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Checks a payRequest into the lnurl library's LnurlPayResponse (None fields left out). */
export function toPayModel(raw: Record<string, unknown>, allowLoopback: boolean): PayModel {
  const callback = raw.callback;
  if (typeof callback === 'string' && refusedLoopback(callback, allowLoopback)) {
    throw httpError(400, callbackNotAllowed(callback));
  }
  if (typeof callback !== 'string' || !isContactableUrl(callback, allowLoopback)) {
    throw httpError(400, 'Invalid callback URL.');
  }
  if (!isMsat(raw.minSendable) || !isMsat(raw.maxSendable)) {
    throw httpError(400, 'Invalid minSendable or maxSendable.');
  }
  if (raw.minSendable > raw.maxSendable) {
    throw httpError(400, '`max` is less than `min`.');
  }
  const metadata = raw.metadata;
  if (typeof metadata !== 'string' || metadataText(metadata) === undefined) {
    throw httpError(400, 'Invalid metadata.');
  }
  const model: PayModel = {
    tag: 'payRequest',
    callback,
    minSendable: raw.minSendable,
    maxSendable: raw.maxSendable,
    metadata,
  };
  if (raw.payerData != null) {
    model.payerData = raw.payerData;
  }
  if (typeof raw.commentAllowed === 'number' && raw.commentAllowed > 0) {
    model.commentAllowed = raw.commentAllowed;
  }
  if (typeof raw.allowsNostr === 'boolean') {
    model.allowsNostr = raw.allowsNostr;
  }
  if (typeof raw.nostrPubkey === 'string') {
    model.nostrPubkey = raw.nostrPubkey;
  }
  return model;
}

/** The `text/plain` entry of LNURL-pay metadata, or undefined when the metadata is invalid. */
export function metadataText(metadata: string): string | undefined {
  let entries: unknown;
  try {
    entries = JSON.parse(metadata);
  } catch {
    return undefined;
  }
  if (!Array.isArray(entries)) {
    return undefined;
  }
  for (const entry of entries) {
    if (Array.isArray(entry) && entry[0] === 'text/plain' && typeof entry[1] === 'string') {
      return entry[1];
    }
  }
  return undefined;
}

function withdrawModel(raw: Record<string, unknown>, allowLoopback: boolean) {
  const { callback, k1, minWithdrawable, maxWithdrawable } = raw;
  if (typeof callback === 'string' && refusedLoopback(callback, allowLoopback)) {
    throw httpError(400, callbackNotAllowed(callback));
  }
  if (typeof callback !== 'string' || !isContactableUrl(callback, allowLoopback)) {
    throw httpError(400, 'Invalid callback URL.');
  }
  if (typeof k1 !== 'string') {
    throw httpError(400, 'Invalid k1.');
  }
  const isAmount = (v: unknown): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (!isAmount(minWithdrawable) || !isAmount(maxWithdrawable)) {
    throw httpError(400, 'Invalid minWithdrawable or maxWithdrawable.');
  }
  if (minWithdrawable > maxWithdrawable) {
    throw httpError(400, '`max` is less than `min`.');
  }
  const model: Record<string, unknown> = {
    tag: 'withdrawRequest',
    callback,
    k1,
    minWithdrawable,
    maxWithdrawable,
    defaultDescription: typeof raw.defaultDescription === 'string' ? raw.defaultDescription : '',
  };
  if (typeof raw.balanceCheck === 'string') {
    model.balanceCheck = raw.balanceCheck;
  }
  if (typeof raw.currentBalance === 'number') {
    model.currentBalance = raw.currentBalance;
  }
  if (typeof raw.payLink === 'string') {
    model.payLink = raw.payLink;
  }
  return model;
}

/**
 * `lnurl.handle(code)`: the raw LUD model of a pay, withdraw or login LNURL. `allowLoopback`:
 * whether hosts on this machine may be contacted for this request.
 */
export async function scanLnurl(
  code: string,
  allowLoopback: boolean,
): Promise<Record<string, unknown>> {
  const target = resolveLnurlCode(code, allowLoopback);
  if (target.kind === 'login') {
    return { tag: 'login', callback: target.callback, k1: target.k1 };
  }
  const raw = await fetchLnurlJson(target.url, allowLoopback);
  switch (raw.tag) {
    case 'payRequest':
      return { ...toPayModel(raw, allowLoopback) };
    case 'withdrawRequest':
      return withdrawModel(raw, allowLoopback);
    default:
      throw httpError(400, `Unsupported LNURL response from ${target.url}`);
  }
}

export { HttpError };
