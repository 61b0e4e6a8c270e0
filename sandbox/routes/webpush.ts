// LNbits 1.5.1's Web Push subscriptions (lnbits/core/views/webpush_api.py), for an account (an
// access token, or `?usr=` where user-id-only login is allowed), never a wallet key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointValue, WebPushStore, WebPushSubscriptionRow } from '../db/webpush.ts';
import { HttpError, httpError, validationError, type ValidationIssue } from '../errors.ts';
import { isoUtcFromSeconds, nowSeconds } from '../time.ts';
import { field, lastQueryValues } from '../validation.ts';
import { readUuid4, usrParameter, type AccountAuth } from './auth.ts';
import { readBody } from './context.ts';

const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Python's `base64.b64decode(text)` (binascii's non-strict mode), which LNbits reads the
 * `endpoint` parameter with: characters outside the standard alphabet are skipped (`-` and `_`
 * too), a complete padding ends the input, and a short last group is an error. No npm decoder
 * is this lenient in this way, and the route's answers depend on it.
 */
export function pythonB64decode(text: string): Buffer {
  if ([...text].some((char) => char.charCodeAt(0) > 0x7f)) {
    throw new Error('string argument should contain only ASCII characters');
  }
  const bytes: number[] = [];
  let quadPosition = 0;
  let left = 0;
  let pads = 0;
  for (const char of text) {
    if (char === '=') {
      if (quadPosition >= 2 && quadPosition + ++pads >= 4) {
        return Buffer.from(bytes);
      }
      continue;
    }
    const value = B64_ALPHABET.indexOf(char);
    if (value < 0) {
      continue;
    }
    pads = 0;
    if (quadPosition === 0) {
      left = value;
    } else if (quadPosition === 1) {
      bytes.push(((left << 2) | (value >> 4)) & 0xff);
      left = value & 0x0f;
    } else if (quadPosition === 2) {
      bytes.push(((left << 4) | (value >> 2)) & 0xff);
      left = value & 0x03;
    } else {
      bytes.push(((left << 6) | value) & 0xff);
    }
    quadPosition = (quadPosition + 1) % 4;
  }
  if (quadPosition !== 0) {
    throw new Error(quadPosition === 1 ? 'Invalid base64-encoded string' : 'Incorrect padding');
  }
  return Buffer.from(bytes);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Python's `urllib.parse.unquote`: each run of `%XX` escapes decoded as UTF-8, an invalid
 * sequence as U+FFFD, anything else (a lone `%`, `%zz`, `+`) left as it is.
 */
export function pythonUnquote(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    lenientUtf8.decode(Buffer.from(run.replace(/%/g, ''), 'hex')),
  );
}

/**
 * `subscription["endpoint"]` of the parsed JSON as SQLite gets it from Python: a string, an
 * integer, a float or a boolean (as 0 or 1); anything else fails, as it does in LNbits.
 */
function endpointOf(subscription: unknown): EndpointValue {
  if (typeof subscription !== 'object' || subscription === null || Array.isArray(subscription)) {
    throw new TypeError('the subscription is not an object');
  }
  if (!Object.hasOwn(subscription, 'endpoint')) {
    throw new TypeError("KeyError: 'endpoint'");
  }
  const endpoint = (subscription as { endpoint: unknown }).endpoint;
  if (typeof endpoint === 'string') {
    return endpoint;
  }
  if (typeof endpoint === 'boolean') {
    return BigInt(endpoint ? 1 : 0);
  }
  if (typeof endpoint === 'number') {
    // A JSON integer is a Python int (bound as INTEGER); a large one has become a double here,
    // as `1e20` is a float there. (`7.0`, a float in Python, reads as 7 here: a corner left.)
    return Number.isSafeInteger(endpoint) ? BigInt(endpoint) : endpoint;
  }
  throw new TypeError('the endpoint cannot be stored');
}

function subscriptionJson(row: WebPushSubscriptionRow) {
  return {
    endpoint: row.endpoint,
    user: row.user,
    data: row.data,
    host: row.host,
    timestamp: isoUtcFromSeconds(row.timestamp),
  };
}

/** The `?usr=` as FastAPI reads it for the account check: absent, a UUID4, or an issue. */
function usrOf(request: FastifyRequest) {
  const usr = usrParameter(request);
  return usr === undefined ? undefined : readUuid4(usr);
}

/** The body's validation issues, to report beside the query's in one 400 as FastAPI does. */
function bodyIssues(request: FastifyRequest): ValidationIssue[] {
  try {
    readBody(request, { subscription: field.str() });
    return [];
  } catch (error) {
    const detail = error instanceof HttpError ? (error.body as { detail?: unknown }).detail : null;
    if (Array.isArray(detail)) {
      return detail as ValidationIssue[];
    }
    throw error;
  }
}

export function registerWebpushRoutes(
  app: FastifyInstance,
  store: WebPushStore,
  accounts: AccountAuth,
): void {
  app.post('/api/v1/webpush', async (request, reply) => {
    const usr = usrOf(request);
    if (usr && 'issue' in usr) {
      throw validationError([usr.issue, ...bodyIssues(request)]);
    }
    const user = accounts.account(request, usr?.hex);
    const { subscription } = readBody(request, { subscription: field.str() });
    // Starlette's `request.url` is built on the Host header.
    const host =
      request.headers.host ?? `${request.socket.localAddress}:${request.socket.localPort}`;
    let row: WebPushSubscriptionRow;
    try {
      const endpoint = endpointOf(JSON.parse(subscription));
      row =
        store.get(endpoint, user.id) ??
        store.create(endpoint, user.id, subscription, host, nowSeconds());
    } catch {
      throw httpError(500, 'Cannot create webpush notification');
    }
    return reply.code(201).send(subscriptionJson(row));
  });

  app.delete('/api/v1/webpush', async (request) => {
    const usr = usrOf(request);
    if (usr && 'issue' in usr) {
      throw validationError([usr.issue]);
    }
    const user = accounts.account(request, usr?.hex);
    // `str(request.query_params.get("endpoint"))`: a missing parameter is the text "None".
    const given = lastQueryValues(request.query).endpoint;
    try {
      const decoded = strictUtf8.decode(
        pythonB64decode(typeof given === 'string' ? given : 'None'),
      );
      return { count: store.delete(pythonUnquote(decoded), user.id) };
    } catch {
      throw httpError(500, 'Cannot delete webpush notification');
    }
  });
}
