import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import type { ValidationIssue } from '../errors.ts';
import {
  MAX_RESPONSE_BYTES,
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

const FIELD = 'lnurl_withdraw';

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
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      issues: [
        {
          type: 'model_type',
          loc: ['body', FIELD],
          msg: 'Input should be a valid dictionary or instance of LnurlWithdrawResponse',
          input: value,
        },
      ],
    };
  }
  const record = value as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  const loc = (key: string) => ['body', FIELD, key];

  if (record.tag !== undefined && record.tag !== 'withdrawRequest') {
    issues.push({
      type: 'literal_error',
      loc: loc('tag'),
      msg: "Input should be 'withdrawRequest'",
      input: record.tag,
      ctx: { expected: "'withdrawRequest'" },
    });
  }
  const { callback, k1, minWithdrawable, maxWithdrawable, defaultDescription } = record;
  if (callback === undefined) {
    issues.push({ type: 'missing', loc: loc('callback'), msg: 'Field required', input: value });
  } else if (typeof callback !== 'string') {
    issues.push({
      type: 'url_type',
      loc: loc('callback'),
      msg: 'URL input should be a string or URL',
      input: callback,
    });
  } else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(callback)) {
    issues.push({
      type: 'url_parsing',
      loc: loc('callback'),
      msg: 'Input should be a valid URL, relative URL without a base',
      input: callback,
      ctx: { error: 'relative URL without a base' },
    });
  }
  if (k1 === undefined) {
    issues.push({ type: 'missing', loc: loc('k1'), msg: 'Field required', input: value });
  } else if (typeof k1 !== 'string') {
    issues.push({
      type: 'string_type',
      loc: loc('k1'),
      msg: 'Input should be a valid string',
      input: k1,
    });
  }
  for (const [key, amount] of [
    ['minWithdrawable', minWithdrawable],
    ['maxWithdrawable', maxWithdrawable],
  ] as const) {
    if (amount === undefined) {
      issues.push({ type: 'missing', loc: loc(key), msg: 'Field required', input: value });
    } else if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      issues.push(
        typeof amount === 'number' && Number.isFinite(amount)
          ? {
              type: 'int_from_float',
              loc: loc(key),
              msg: 'Input should be a valid integer, got a number with a fractional part',
              input: amount,
            }
          : {
              type: 'int_type',
              loc: loc(key),
              msg: 'Input should be a valid integer',
              input: amount,
            },
      );
    } else if (amount < 0) {
      issues.push({
        type: 'greater_than_equal',
        loc: loc(key),
        msg: 'Input should be greater than or equal to 0',
        input: amount,
        ctx: { ge: 0 },
      });
    }
  }
  if (
    issues.length === 0 &&
    typeof minWithdrawable === 'number' &&
    typeof maxWithdrawable === 'number' &&
    maxWithdrawable < minWithdrawable
  ) {
    issues.push({
      type: 'value_error',
      loc: loc('maxWithdrawable'),
      msg: 'Value error, `max` is less than `min`.',
      input: maxWithdrawable,
      ctx: { error: {} },
    });
  }
  if (defaultDescription !== undefined && typeof defaultDescription !== 'string') {
    issues.push({
      type: 'string_type',
      loc: loc('defaultDescription'),
      msg: 'Input should be a valid string',
      input: defaultDescription,
    });
  }
  if (issues.length > 0) {
    return { issues };
  }
  return {
    issues,
    model: {
      tag: 'withdrawRequest',
      callback: callback as string,
      k1: k1 as string,
      minWithdrawable: minWithdrawable as number,
      maxWithdrawable: maxWithdrawable as number,
      defaultDescription: (defaultDescription as string | undefined) ?? '',
    },
  };
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
): Promise<true | string> {
  try {
    return await callWithdrawCallback(request, bolt11);
  } catch (error) {
    if (error instanceof WithdrawFailure) {
      return error.message;
    }
    return (error as Error).message || String(error);
  }
}

async function callWithdrawCallback(request: WithdrawRequestModel, bolt11: string): Promise<true> {
  const { callback, k1, minWithdrawable, maxWithdrawable } = request;
  if (!isContactableUrl(callback)) {
    throw new WithdrawFailure(
      `Callback not allowed. URL: ${callback}. Please check your admin settings.`,
    );
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
