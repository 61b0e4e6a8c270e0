// The one fetch wrapper. Every call to an LNbits server goes through `request`, which adds the
// wallet key as a header (never in the URL), bounds the wait, and turns every failure into ApiError.
import type { ZodMiniType } from 'zod/mini';

export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * A call that pays (an invoice, an LNURL callback through the server) waits on the funding source
 * (5 s by default, longer for slow routes). Here, below both core.ts and lnurl.ts that use it.
 */
export const PAY_TIMEOUT_MS = 60_000;

/** Where a call goes. serverUrl '' means the origin the app is served from. */
export interface ApiTarget {
  serverUrl: string;
}

/** A call made with a wallet key (invoice key or admin key, as the endpoint demands). */
export interface WalletAuth extends ApiTarget {
  key: string;
}

/** Per-call knobs every endpoint function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Let the request outlive the page (fetch's `keepalive`): a pay request sent in the instant
   * before a reload still reaches the server, whose answer the reloaded page then reads back.
   * Browsers cap such bodies at 64 KiB; a larger one is sent as an ordinary request.
   */
  keepalive?: boolean;
}

/** Below the browsers' 64 KiB cap on keepalive bodies in flight, with room for another. */
const KEEPALIVE_MAX_BODY_BYTES = 32_768;

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';
export type PaymentStatus = 'pending' | 'success' | 'failed';

const PAYMENT_STATUSES: readonly string[] = ['pending', 'success', 'failed'];

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  detail: string;
  body?: unknown;
  paymentStatus?: PaymentStatus;
  issue?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no HTTP answer arrived (network failure, CORS, time-out). */
  readonly status: number;
  /** A readable one-line reason, taken from LNbits' `detail`/`message` when there is one. */
  readonly detail: string;
  /** The parsed response body (or its text when it was not JSON). */
  readonly body: unknown;
  /** For 520 payment/invoice failures: the state LNbits says the payment is in. */
  readonly paymentStatus?: PaymentStatus;
  /**
   * For `invalid-response`: the part of the answer that did not fit, in the schema's terms
   * ("balance: Invalid input"). Technical, so a screen shows it only under "Details".
   */
  readonly issue?: string;

  constructor(init: ApiErrorInit) {
    super(
      init.kind === 'http' ? `HTTP ${init.status}: ${init.detail}` : init.detail,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.detail = init.detail;
    this.body = init.body;
    this.paymentStatus = init.paymentStatus;
    this.issue = init.issue;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * LNbits' answer to a wallet key it does not know (404 "Wallet not found." on every call with
 * it): mistyped, the wallet deleted, or its keys reset from another device.
 */
export function isUnknownWalletKey(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status === 404 &&
    /^Wallet not found/i.test(error.detail)
  );
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path on the server, starting with '/'. Dynamic parts must already be encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Wallet key, sent as X-Api-Key. */
  key?: string;
  /** Account access token, sent as a Bearer token (only for account endpoints). */
  accessToken?: string;
  /** Other secrets the call carries in its body: blanked out of error bodies like the key. */
  secrets?: readonly string[];
  schema: ZodMiniType<T>;
}

export function buildUrl(serverUrl: string, path: string, query?: Record<string, QueryValue>) {
  const base = serverUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) {
      params.append(name, String(value));
    }
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/**
 * An abort signal for one call: it fires after `timeoutMs`, or when the caller's own signal does.
 * `timedOut()` tells the two apart; `done()` must be called when the call ends.
 */
export function startDeadline(options: CallOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) {
    onOuterAbort();
  } else {
    outer?.addEventListener('abort', onOuterAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** A cancellation by the caller propagates as it is, not as a failure of the call. */
    rethrowIfCancelled(cause: unknown) {
      if (outer?.aborted) {
        throw outer.reason ?? cause;
      }
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Makes one LNbits call and returns the body parsed by `spec.schema`, or throws ApiError. */
export async function request<T>(
  target: ApiTarget,
  spec: RequestSpec<T>,
  options: CallOptions = {},
): Promise<T> {
  const secrets = [spec.key, spec.accessToken, ...(spec.secrets ?? [])].filter(
    (s): s is string => !!s,
  );
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.key) {
    headers['X-Api-Key'] = spec.key;
  }
  if (spec.accessToken) {
    headers.Authorization = `Bearer ${spec.accessToken}`;
  }
  if (spec.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }

  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const keepalive =
    options.keepalive === true &&
    new TextEncoder().encode(body ?? '').length <= KEEPALIVE_MAX_BODY_BYTES;
  const { response, text } = await fetchText(
    buildUrl(target.serverUrl, spec.path, spec.query),
    { method: spec.method ?? 'GET', headers, body, ...(keepalive ? { keepalive } : {}) },
    options,
  );
  return parseResponse(response, text, spec.schema, secrets);
}

/**
 * One fetch to the wallet's server, read to the end as text within the call's deadline: a failure
 * to reach it or a timeout throws ApiError; the caller's own cancel propagates as it is.
 */
export async function fetchText(
  url: string,
  init: Pick<RequestInit, 'method' | 'headers' | 'body' | 'keepalive'>,
  options: CallOptions = {},
): Promise<{ response: Response; text: string }> {
  const deadline = startDeadline(options);
  try {
    const response = await fetch(url, {
      ...init,
      signal: deadline.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    return { response, text: await response.text() };
  } catch (cause) {
    if (deadline.timedOut()) {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        detail: 'The server did not answer in time.',
        cause,
      });
    }
    // The caller cancelled (e.g. the query was dropped): let that propagate as it is.
    deadline.rethrowIfCancelled(cause);
    throw new ApiError({
      kind: 'network',
      status: 0,
      detail: 'Could not reach the server (network failure or blocked by CORS).',
      cause,
    });
  } finally {
    deadline.done();
  }
}

function parseResponse<T>(
  response: Response,
  text: string,
  schema: ZodMiniType<T>,
  secrets: string[],
): T {
  // Error bodies are kept on the ApiError, so a key echoed by the server is blanked out first.
  const { body, isJson } = parseBody(response.ok ? text : redact(text, secrets));

  if (!response.ok) {
    const paymentStatus = response.status === 520 ? readPaymentStatus(body) : undefined;
    throw new ApiError({
      kind: 'http',
      status: response.status,
      detail: redact(readDetail(body, isJson) ?? defaultDetail(response), secrets),
      body,
      paymentStatus,
    });
  }

  const parsed = isJson ? schema.safeParse(body) : undefined;
  if (!parsed?.success) {
    const firstIssue = parsed?.error.issues[0];
    const issue = firstIssue
      ? redact(`${firstIssue.path.join('.') || 'body'}: ${firstIssue.message}`, secrets)
      : undefined;
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      detail: issue
        ? `The server did not answer like LNbits (${issue}).`
        : 'The server did not answer like LNbits.',
      body: parseBody(redact(text, secrets)).body,
      issue,
    });
  }
  return parsed.data;
}

function parseBody(text: string): { body: unknown; isJson: boolean } {
  if (text.length === 0) {
    return { body: undefined, isJson: true };
  }
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

function defaultDetail(response: Response): string {
  return response.statusText
    ? `${response.status} ${response.statusText}`
    : `HTTP ${response.status}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * LNbits (FastAPI) error bodies: `{detail: string}`, `{detail: [{loc, msg, type}]}` for validation
 * errors, `{message}` from /payments/decode, `{error}` from the rate limiter.
 */
export function readDetail(body: unknown, isJson = true): string | undefined {
  if (!isJson) {
    return undefined;
  }
  if (!isRecord(body)) {
    return undefined;
  }
  const { detail } = body;
  if (typeof detail === 'string' && detail.trim() !== '') {
    return detail.trim();
  }
  if (Array.isArray(detail)) {
    const parts = detail.map(describeValidationIssue).filter((p): p is string => !!p);
    if (parts.length > 0) {
      return parts.join('; ');
    }
  }
  if (isRecord(detail) && typeof detail.message === 'string') {
    return detail.message;
  }
  for (const field of ['message', 'error', 'reason'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') {
      return value.trim();
    }
  }
  return undefined;
}

function describeValidationIssue(issue: unknown): string | undefined {
  if (typeof issue === 'string') {
    return issue;
  }
  if (!isRecord(issue) || typeof issue.msg !== 'string') {
    return undefined;
  }
  const loc = Array.isArray(issue.loc)
    ? issue.loc.filter((part) => part !== 'body' && part !== 'query' && part !== 'path')
    : [];
  return loc.length > 0 ? `${loc.join('.')}: ${issue.msg}` : issue.msg;
}

function readPaymentStatus(body: unknown): PaymentStatus | undefined {
  if (!isRecord(body)) {
    return undefined;
  }
  return typeof body.status === 'string' && PAYMENT_STATUSES.includes(body.status)
    ? (body.status as PaymentStatus)
    : undefined;
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}

/** Encodes one dynamic path segment. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
