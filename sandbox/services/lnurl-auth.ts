// `POST /api/v1/lnurlauth` as LNbits 1.5.1 runs it (lnbits/core/views/lnurl_api.py
// api_perform_lnurlauth; lnurl 0.8.3's LnurlAuthResponse model and execute_login): the body is
// read as the lnurl library's model, the callback checked against the callback rules, the k1
// signed with the wallet's LUD-05 linking key (src/lib/lnurl-auth.ts, the admin key's bytes as
// the seed), and the callback called with `key` and `sig`.
//
// What the service answers decides only the failures. Whatever it answered, OK or ERROR,
// LNbits 1.5.1 then fails to serialise the lnurl library's model through its response model
// (`LnurlResponseModel`, no fields, extra forbidden) and answers 500 "Unexpected error!". The
// sandbox does the same, after the call, so the service has seen the login either way.
import type { WalletRow } from '../db/ledger.ts';
import { httpError, type ValidationIssue } from '../errors.ts';
import {
  deriveLinkingKey,
  linkingDomain,
  lnurlAuthSeed,
  signK1,
} from '../../src/lib/lnurl-auth.ts';
import {
  FETCH_TIMEOUT_MS,
  MAX_RESPONSE_BYTES,
  httpStatusMessage,
  assertNotLoopbackName,
  callbackNotAllowed,
  isContactableUrl,
  isLoopbackHost,
  readCapped,
} from './lnurlp-client.ts';
import { unexpectedError } from './payments.ts';
import { field, pydantic, type Loc } from '../validation.ts';

/** The lnurl library's LnurlResponseTag: any of these passes as the body's `tag`. */
const RESPONSE_TAGS = [
  'login',
  'channelRequest',
  'hostedChannelRequest',
  'payRequest',
  'withdrawRequest',
];

/** http is allowed only for these hosts and `.onion` (lnurl/types.py `valid_lnurl_host`). */
const INSECURE_HOSTS = ['127.0.0.1', '0.0.0.0', 'localhost'];

/** Python's name for the type of a JSON value. */
function pyTypeName(value: unknown): string {
  if (value === null) {
    return 'NoneType';
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? 'int' : 'float';
  }
  if (typeof value === 'boolean') {
    return 'bool';
  }
  return Array.isArray(value) ? 'list' : typeof value === 'object' ? 'dict' : 'str';
}

/**
 * The lnurl library's CallbackUrl: no control characters, an absolute URL, http only on
 * loopback or .onion. Another scheme fails in LNbits when FastAPI serialises the error (a set
 * in its context): a 500.
 */
function readCallback(value: unknown, loc: Loc, issues: ValidationIssue[]): string | undefined {
  if (typeof value !== 'string') {
    issues.push({
      loc,
      msg: `expected string or bytes-like object, got '${pyTypeName(value)}'`,
      type: 'type_error',
    });
    return undefined;
  }
  // C0, DEL and C1 (lnurl/types.py `ctrl_characters_validator`).
  if (
    [...value].some(
      (c) => c.charCodeAt(0) <= 0x1f || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f),
    )
  ) {
    issues.push({ loc, msg: 'URL contains control characters.', type: 'value_error.invalidurl' });
    return undefined;
  }
  if (value === '') {
    issues.push({ ...pydantic.tooShort([...loc, '__root__'], 1) });
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (scheme === undefined || url === undefined) {
    issues.push({
      loc: [...loc, '__root__'],
      msg: 'invalid or missing URL scheme',
      type: 'value_error.url.scheme',
    });
    return undefined;
  }
  if (
    scheme === 'http' &&
    !INSECURE_HOSTS.includes(url.hostname) &&
    !url.hostname.endsWith('.onion')
  ) {
    issues.push({
      loc,
      msg: 'HTTP scheme is only allowed for localhost or onion addresses.',
      type: 'value_error.invalidurl',
    });
    return undefined;
  }
  if (scheme !== 'http' && scheme !== 'https') {
    throw unexpectedError();
  }
  return value;
}

/** LnurlAuthResponse, in the lnurl library's field order; it forbids any other key. */
export const lnurlAuthBodyModel = {
  tag: field
    .custom<string>((value) => {
      if (typeof value !== 'string' || !RESPONSE_TAGS.includes(value)) {
        // The enum's error carries the enum class in its context: unserialisable, so a 500.
        throw unexpectedError();
      }
      return value;
    })
    .default('login'),
  callback: field.custom(readCallback),
  k1: field.str(),
};

export const LNURL_AUTH_BODY_KEYS = Object.keys(lnurlAuthBodyModel);

/**
 * LNbits' `check_callback_url` with its default rules (a domain with a letter TLD) and, as
 * everywhere in the sandbox, loopback hosts on any port for a client on this machine
 * (`allowLoopback`: exposure.ts `mayReachLoopback`).
 */
export function checkLoginCallbackUrl(callback: string, allowLoopback: boolean): void {
  const url = new URL(callback);
  const origin = `${url.protocol}//${url.host}`;
  const domainRule = /^https?:\/\/([a-zA-Z0-9.-]+[.][a-zA-Z]{2,})(:[0-9]+)?/;
  const loopback = isLoopbackHost(url.hostname);
  if (
    (domainRule.test(origin) && !loopback) ||
    (loopback && isContactableUrl(callback, allowLoopback))
  ) {
    return;
  }
  throw httpError(400, callbackNotAllowed(callback));
}

/** Python's `bytes.fromhex(text)`, or its error message. */
function fromHex(text: string): Uint8Array | string {
  const out: number[] = [];
  const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i += 1;
      continue;
    }
    if (!isHex(text[i])) {
      return `non-hexadecimal number found in fromhex() arg at position ${i}`;
    }
    if (!isHex(text[i + 1])) {
      return `non-hexadecimal number found in fromhex() arg at position ${i + 1}`;
    }
    out.push(parseInt(text.slice(i, i + 2), 16));
    i += 2;
  }
  return Uint8Array.from(out);
}

/** Python's `repr()` of a JSON value, as in "Unknown response: {…}". */
function pyRepr(value: unknown): string {
  if (value === null) {
    return 'None';
  }
  if (typeof value === 'boolean') {
    return value ? 'True' : 'False';
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const escaped = value
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\t/g, '\\t');
    return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
  }
  if (Array.isArray(value)) {
    return `[${value.map(pyRepr).join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
}

/** Python's `json.loads` complaint about a body that is not JSON (the usual case exactly). */
function jsonErrorMessage(text: string, error: unknown): string {
  const firstValue = text.search(/\S/);
  if (firstValue === -1 || !/[[{"\-0-9tfn]/.test(text[firstValue]!)) {
    const char = firstValue === -1 ? text.length : firstValue;
    const before = text.slice(0, char);
    const line = before.split('\n').length;
    const column = char - before.lastIndexOf('\n');
    return `Expecting value: line ${line} column ${column} (char ${char})`;
  }
  return (error as Error).message;
}

/** What the callback's answer becomes: an error message (a 400), or "answered" (then a 500). */
function judgeAnswer(data: unknown): string | 'answered' {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return `'${pyTypeName(data)}' object has no attribute 'get'`;
  }
  const record = { ...(data as Record<string, unknown>) };
  if (record.tag || ('pr' in record && 'routes' in record)) {
    // A pay, withdraw or channel response: if it is a valid one, a model the view cannot
    // serialise either (a 500); an invalid one is a 400 with pydantic's text in LNbits, which the
    // sandbox does not write out.
    return 'answered';
  }
  const status = record.status;
  if (status === undefined || status === null || status === '') {
    return 'Expected Success or Error response. But no `status` given.';
  }
  if (typeof status !== 'string') {
    return `'${pyTypeName(status)}' object has no attribute 'upper'`;
  }
  const upper = status.toUpperCase();
  if (upper === 'OK' || upper === 'ERROR') {
    return 'answered';
  }
  return `Unknown response: ${pyRepr(record)}`;
}

function connectionFailure(error: unknown): string {
  if ((error as Error).name === 'TimeoutError') {
    return ''; // httpx.ReadTimeout has no message
  }
  const code = (error as { cause?: { code?: string } }).cause?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return '[Errno -2] Name or service not known';
  }
  return 'All connection attempts failed';
}

/**
 * Signs in to `callback` as `wallet` and calls it. Never returns: a failure is a 400 with the
 * lnurl library's message, an answer the 500 LNbits 1.5.1 gives for every answer.
 */
export async function performLnurlAuth(
  wallet: WalletRow,
  body: { callback: string; k1: string },
  allowLoopback: boolean,
): Promise<never> {
  checkLoginCallbackUrl(body.callback, allowLoopback);
  await assertNotLoopbackName(body.callback, allowLoopback);
  const digest = fromHex(body.k1);
  if (typeof digest === 'string') {
    throw httpError(400, digest);
  }
  if (digest.length === 0) {
    throw httpError(400, "invalid literal for int() with base 16: b''");
  }
  if (digest.length > 32) {
    throw httpError(
      400,
      `this curve (SECP256k1) is too short for the length of your digest (${digest.length * 8})`,
    );
  }
  const k1Hex = Buffer.from(digest).toString('hex');
  const linkingKey = deriveLinkingKey(lnurlAuthSeed(wallet.adminkey), linkingDomain(body.callback));
  const { key, sig } = signK1(k1Hex, linkingKey, { lnbitsCompatible: true, allowShortK1: true });
  // httpx merges `params` into the callback's query: same-named parameters are replaced.
  const url = new URL(body.callback);
  url.searchParams.set('key', key);
  url.searchParams.set('sig', sig);

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw httpError(400, connectionFailure(error));
  }
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel();
    throw httpError(400, httpStatusMessage(response, url.toString()));
  }
  let text: string;
  try {
    text = await readCapped(response, MAX_RESPONSE_BYTES);
  } catch {
    throw httpError(400, 'response too large');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw httpError(400, jsonErrorMessage(text, error));
  }
  const verdict = judgeAnswer(data);
  if (verdict !== 'answered') {
    throw httpError(400, verdict);
  }
  throw unexpectedError();
}
