import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import type { ValidationIssue } from '../errors.ts';
import { collectModel, field } from '../validation.ts';
import {
  MAX_RESPONSE_BYTES,
  assertNotLoopbackName,
  callbackNotAllowed,
  httpStatusMessage,
  isContactableUrl,
  readCapped,
} from './lnurlp-client.ts';

/**
 * Server-side LNURL-withdraw on invoice creation (LNbits ≥ 1.3, `lnurl_withdraw` in the body of
 * `POST /api/v1/payments` with `out:false`): after the invoice exists, the server calls the
 * service's LUD-03 callback with `k1` and `pr`, and reports the outcome in the reply only.
 */

/** LNbits gives the withdraw callback 10 s. */
export const WITHDRAW_CALLBACK_TIMEOUT_MS = 10_000;

/** The LnurlWithdrawResponse a client passes in, once it passed validation. */
export interface WithdrawRequestModel {
  tag: 'withdrawRequest';
  callback: string;
  k1: string;
  minWithdrawable: number;
  maxWithdrawable: number;
  defaultDescription: string;
}

/**
 * The `LnurlWithdrawResponse` model of the lnurl library LNbits 1.5.1 uses (pydantic 1): the
 * callback a URL with a scheme, the amounts integers (1.5 and "1000" coerce), `tag` not checked.
 */
const withdrawResponseModel = {
  callback: field.custom<string>((value, loc, issues) => {
    if (typeof value !== 'string') {
      // pydantic 1's URL check runs a regular expression on the value before anything else.
      issues.push({
        loc,
        msg: `expected string or bytes-like object, got '${pyTypeName(value)}'`,
        type: 'type_error',
      });
      return undefined;
    }
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
      issues.push({ loc, msg: 'invalid or missing URL scheme', type: 'value_error.url.scheme' });
      return undefined;
    }
    return value;
  }),
  k1: field.str(),
  minWithdrawable: field.int({ ge: 0 }),
  maxWithdrawable: field.int({ ge: 0 }),
  defaultDescription: field.str().default(''),
};

/** Python's name for the type of a JSON value. */
function pyTypeName(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isInteger(value) ? 'int' : 'float';
  }
  if (typeof value === 'boolean') {
    return 'bool';
  }
  return Array.isArray(value) ? 'list' : typeof value === 'object' ? 'dict' : 'str';
}

/**
 * Validates `lnurl_withdraw` as FastAPI validates the LnurlWithdrawResponse model: the issues
 * (to report with the body's other validation errors), or the model; `undefined` and `null`
 * mean "not asked".
 */
export function readLnurlWithdraw(value: unknown): {
  model?: WithdrawRequestModel;
  issues: ValidationIssue[];
} {
  if (value === undefined || value === null) {
    return { issues: [] };
  }
  const read = collectModel(withdrawResponseModel, value, ['body', 'lnurl_withdraw']);
  if (!read.value) {
    return { issues: read.issues };
  }
  if (read.value.maxWithdrawable < read.value.minWithdrawable) {
    return {
      issues: [
        {
          loc: ['body', 'lnurl_withdraw', 'maxWithdrawable'],
          msg: '`max` is less than `min`.',
          type: 'value_error',
        },
      ],
    };
  }
  return { issues: [], model: { tag: 'withdrawRequest', ...read.value } };
}

class WithdrawFailure extends Error {}

/**
 * Calls the withdraw callback with `k1` and `pr` (the callback's own query kept, those two set)
 * and gives what LNbits puts in `extra.lnurl_response`: `true` when the service answered
 * `{"status":"OK"}`, else a readable reason (the service's own, or what went wrong).
 */
export async function executeLnurlWithdraw(
  request: WithdrawRequestModel,
  bolt11: string,
  allowLoopback: boolean,
): Promise<true | string> {
  try {
    return await callWithdrawCallback(request, bolt11, allowLoopback);
  } catch (error) {
    if (error instanceof WithdrawFailure) {
      return error.message;
    }
    return (error as Error).message || String(error);
  }
}

async function callWithdrawCallback(
  request: WithdrawRequestModel,
  bolt11: string,
  allowLoopback: boolean,
): Promise<true> {
  const { callback, k1, minWithdrawable, maxWithdrawable } = request;
  if (!isContactableUrl(callback, allowLoopback)) {
    throw new WithdrawFailure(callbackNotAllowed(callback));
  }
  let amountMsat: number;
  try {
    const decoded = decodeBolt11(bolt11, { verifySignature: false });
    amountMsat = decoded.amountMsat === null ? minWithdrawable : Number(decoded.amountMsat);
  } catch (error) {
    throw new WithdrawFailure(`Invalid invoice: ${(error as Error).message}`);
  }
  if (amountMsat < minWithdrawable || amountMsat > maxWithdrawable) {
    throw new WithdrawFailure(
      `Amount ${amountMsat} not in range ${minWithdrawable} - ${maxWithdrawable}`,
    );
  }

  await assertNotLoopbackName(callback, allowLoopback);
  const url = new URL(callback);
  url.searchParams.set('k1', k1);
  url.searchParams.set('pr', bolt11);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(WITHDRAW_CALLBACK_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new WithdrawFailure(`Timed out after 10 s waiting for ${callback}`);
    }
    throw new WithdrawFailure(`Failed to connect to ${callback}`);
  }
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel();
    throw new WithdrawFailure(httpStatusMessage(response, url.toString()));
  }
  let body: unknown;
  try {
    body = JSON.parse(await readCapped(response, MAX_RESPONSE_BYTES));
  } catch {
    throw new WithdrawFailure(`Invalid JSON in the answer of ${callback}`);
  }
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const status = typeof record.status === 'string' ? record.status.toUpperCase() : undefined;
  if (status === 'ERROR') {
    throw new WithdrawFailure(
      typeof record.reason === 'string' && record.reason !== ''
        ? record.reason
        : `${callback} answered ERROR with no reason`,
    );
  }
  if (status !== 'OK') {
    throw new WithdrawFailure(
      `Unexpected answer from ${callback}: expected {"status": "OK"} or {"status": "ERROR"}`,
    );
  }
  return true;
}
