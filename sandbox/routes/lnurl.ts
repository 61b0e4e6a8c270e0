import type { FastifyInstance } from 'fastify';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { paymentJson } from '../db/serialize.ts';
import { httpError, validationError, type ValidationIssue } from '../errors.ts';
import {
  PAY_RESPONSE_KEYS,
  fetchLnurlJson,
  metadataText,
  scanLnurl,
  toPayModel,
  type PayModel,
} from '../services/lnurlp-client.ts';
import { pyJsonDumps } from '../services/lnurlp-pyjson.ts';
import { readJsonObject, requireKey, type SandboxContext } from './context.ts';

/** LNbits' default `lnbits_callback_url_rules`: a domain with an alphabetic TLD. */
const CALLBACK_RULE = /^https?:\/\/([a-zA-Z0-9.-]+\.[a-zA-Z]{2,})(:\d+)?/;

function checkCallbackUrl(url: string): void {
  let origin: string;
  try {
    const parsed = new URL(url);
    origin = `${parsed.protocol}//${parsed.host}`;
  } catch {
    origin = url;
  }
  if (!CALLBACK_RULE.test(origin)) {
    throw httpError(400, `Callback not allowed. URL: ${url}. Please check your admin settings.`);
  }
}

/** A successAction re-serialised as the lnurl library's model `.json()` writes it. */
function successActionJson(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) {
    return undefined;
  }
  const action = raw as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string';
  switch (typeof raw === 'object' ? action.tag : undefined) {
    case 'message':
      if (text(action.message)) {
        return pyJsonDumps({ tag: 'message', message: action.message });
      }
      break;
    case 'url':
      if (text(action.url) && text(action.description)) {
        return pyJsonDumps({ tag: 'url', description: action.description, url: action.url });
      }
      break;
    case 'aes':
      if (text(action.description) && text(action.ciphertext) && text(action.iv)) {
        return pyJsonDumps({
          tag: 'aes',
          description: action.description,
          ciphertext: action.ciphertext,
          iv: action.iv,
        });
      }
      break;
  }
  throw httpError(400, 'Invalid successAction.');
}

/** Reads `res` of CreateLnurlPayment: an LnurlPayResponse with no extra keys. */
function readPayResponse(res: unknown): PayModel {
  if (typeof res !== 'object' || res === null || Array.isArray(res)) {
    throw validationError([
      {
        type: 'model_type',
        loc: ['body', 'res'],
        msg: 'Input should be a valid dictionary or instance of LnurlPayResponse',
        input: res,
      },
    ]);
  }
  const record = res as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (!(PAY_RESPONSE_KEYS as readonly string[]).includes(key)) {
      issues.push({
        type: 'extra_forbidden',
        loc: ['body', 'res', key],
        msg: 'Extra inputs are not permitted',
        input: value,
      });
    }
  }
  for (const key of ['callback', 'minSendable', 'maxSendable', 'metadata']) {
    if (record[key] === undefined) {
      issues.push({
        type: 'missing',
        loc: ['body', 'res', key],
        msg: 'Field required',
        input: res,
      });
    }
  }
  if (record.tag !== undefined && record.tag !== 'payRequest') {
    issues.push({
      type: 'literal_error',
      loc: ['body', 'res', 'tag'],
      msg: "Input should be 'payRequest'",
      input: record.tag,
      ctx: { expected: "'payRequest'" },
    });
  }
  if (typeof record.callback === 'string' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(record.callback)) {
    issues.push({
      type: 'url_parsing',
      loc: ['body', 'res', 'callback'],
      msg: 'invalid or missing URL scheme',
      input: record.callback,
    });
  }
  if (issues.length > 0) {
    throw validationError(issues);
  }
  return toPayModel(record);
}

/** Core LNURL endpoints: POST/GET /api/v1/lnurlscan and POST /api/v1/payments/lnurl (LNbits ≥ 1.3). */
export function registerLnurlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { payments, rates } = context;

  app.post('/api/v1/lnurlscan', async (request) => {
    requireKey(context, request, 'invoice');
    const body = readJsonObject(request);
    if (typeof body.lnurl !== 'string') {
      throw validationError([
        body.lnurl === undefined
          ? { type: 'missing', loc: ['body', 'lnurl'], msg: 'Field required', input: body }
          : {
              type: 'string_type',
              loc: ['body', 'lnurl'],
              msg: 'Input should be a valid string',
              input: body.lnurl,
            },
      ]);
    }
    return scanLnurl(body.lnurl);
  });

  // A wildcard, not `:code`: Fastify caps path parameters at 100 characters, shorter than most
  // LNURLs and invoices. FastAPI's `{code}` matches no `/`, so such paths stay 404.
  app.get<{ Params: { '*': string } }>('/api/v1/lnurlscan/*', async (request, reply) => {
    const code = request.params['*'];
    if (code === '' || code.includes('/')) {
      return reply.code(404).send({ detail: 'Not Found' });
    }
    requireKey(context, request, 'invoice');
    const result = await scanLnurl(code);
    checkCallbackUrl(result.callback as string);
    return result;
  });

  app.post('/api/v1/payments/lnurl', async (request) => {
    const { wallet } = requireKey(context, request, 'admin');
    const body = readJsonObject(request);
    const issues: ValidationIssue[] = [];
    const amount = body.amount;
    if (amount === undefined) {
      issues.push({ type: 'missing', loc: ['body', 'amount'], msg: 'Field required', input: body });
    } else if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      issues.push({
        type: typeof amount === 'number' ? 'int_from_float' : 'int_type',
        loc: ['body', 'amount'],
        msg:
          typeof amount === 'number'
            ? 'Input should be a valid integer, got a number with a fractional part'
            : 'Input should be a valid integer',
        input: amount,
      });
    }
    for (const field of ['lnurl', 'comment', 'unit', 'internal_memo']) {
      const value = body[field];
      if (value !== undefined && value !== null && typeof value !== 'string') {
        issues.push({
          type: 'string_type',
          loc: ['body', field],
          msg: 'Input should be a valid string',
          input: value,
        });
      }
    }
    if (issues.length > 0) {
      throw validationError(issues);
    }
    const lnurl = typeof body.lnurl === 'string' && body.lnurl !== '' ? body.lnurl : undefined;
    let res: PayModel;
    if (body.res !== undefined && body.res !== null) {
      res = readPayResponse(body.res);
    } else if (lnurl) {
      const scanned = await scanLnurl(lnurl);
      if (scanned.tag !== 'payRequest') {
        throw httpError(400, 'Invalid LNURL-pay response.');
      }
      res = scanned as unknown as PayModel;
    } else {
      throw httpError(400, 'Missing LNURL or LnurlPayResponse data.');
    }

    const unit = typeof body.unit === 'string' && body.unit !== '' ? body.unit : 'sat';
    const extra: Record<string, unknown> = {};
    let amountMsat = amount as number;
    if (unit !== 'sat') {
      const fiatAmount = Math.round(amountMsat / 10) / 100;
      const sats = rates.fiatToSats(fiatAmount, unit);
      if (sats === undefined) {
        throw httpError(400, `Could not get exchange rate for ${unit}.`);
      }
      amountMsat = sats * 1000;
      extra.fiat_currency = unit;
      extra.fiat_amount = fiatAmount;
    }
    if (amountMsat < res.minSendable || amountMsat > res.maxSendable) {
      throw httpError(
        400,
        `Amount ${amountMsat} not in range ${res.minSendable} - ${res.maxSendable}`,
      );
    }
    const comment =
      typeof body.comment === 'string' && body.comment !== '' ? body.comment : undefined;
    const callback = new URL(res.callback);
    callback.searchParams.set('amount', String(amountMsat));
    if (comment && res.commentAllowed) {
      if ([...comment].length > res.commentAllowed) {
        throw httpError(400, `Comment too long, max ${res.commentAllowed} characters allowed.`);
      }
      callback.searchParams.set('comment', comment);
    }
    const answer = await fetchLnurlJson(callback.toString());
    const pr = answer.pr;
    if (typeof pr !== 'string') {
      throw httpError(400, `${callback.hostname} returned an invalid invoice.`);
    }
    let invoiceMsat: bigint | null;
    try {
      invoiceMsat = decodeBolt11(pr, { verifySignature: false }).amountMsat;
    } catch {
      throw httpError(400, `${callback.hostname} returned an invalid invoice.`);
    }
    if (invoiceMsat === null || Number(invoiceMsat) !== amountMsat) {
      throw httpError(
        400,
        `${callback.hostname} returned an invalid invoice. Excepted \`${amountMsat}\` msat, ` +
          `got \`${invoiceMsat === null ? 'None' : String(invoiceMsat)}\`.`,
      );
    }
    const successAction = successActionJson(answer.successAction);
    const paymentExtra: Record<string, unknown> = {};
    if (successAction !== undefined) {
      paymentExtra.success_action = successAction;
    }
    if (comment) {
      paymentExtra.comment = comment;
    }
    if (answer.disposable === false) {
      paymentExtra.stored = true;
    }
    Object.assign(paymentExtra, extra);
    const row = payments.payInvoice(wallet, pr, {
      extra: paymentExtra,
      description: metadataText(res.metadata),
    });
    return paymentJson(row, 'naive');
  });
}
