import type { FastifyInstance } from 'fastify';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { paymentJson } from '../db/serialize.ts';
import { httpError, type ValidationIssue } from '../errors.ts';
import {
  PAY_RESPONSE_KEYS,
  callbackNotAllowed,
  fetchLnurlJson,
  metadataText,
  scanLnurl,
  toPayModel,
  type PayModel,
} from '../services/lnurlp-client.ts';
import { mayReachLoopback } from '../exposure.ts';
import { pyJsonDumps } from '../services/lnurlp-pyjson.ts';
import { rememberPayLink, storedFormOf } from '../services/stored-paylinks.ts';
import {
  LNURL_AUTH_BODY_KEYS,
  lnurlAuthBodyModel,
  performLnurlAuth,
} from '../services/lnurl-auth.ts';
import {
  readBody,
  readJsonObject,
  rejectInvalidJson,
  requireKey,
  type SandboxContext,
} from './context.ts';
import { field, pydantic, readDict } from '../validation.ts';

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
    throw httpError(400, callbackNotAllowed(url));
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

/**
 * `res` of CreateLnurlPayment: an LnurlPayResponse (pydantic 1, `extra = "forbid"`), its issues
 * pushed in pydantic's order (fields first, then the keys it forbids), or the model.
 */
function readPayResponse(
  res: unknown,
  loc: (string | number)[],
  issues: ValidationIssue[],
  allowLoopback: boolean,
): PayModel | undefined {
  const record = readDictOrNull(res);
  if (record === null) {
    issues.push(pydantic.notDict(loc));
    return undefined;
  }
  const before = issues.length;
  if (record.tag !== undefined && record.tag !== 'payRequest') {
    issues.push(pydantic.notPermitted([...loc, 'tag'], record.tag, ['payRequest']));
  }
  for (const key of ['callback', 'minSendable', 'maxSendable', 'metadata']) {
    if (record[key] === undefined) {
      issues.push(pydantic.missing([...loc, key]));
    } else if (
      key === 'callback' &&
      typeof record.callback === 'string' &&
      !/^[a-z][a-z0-9+.-]*:\/\//i.test(record.callback)
    ) {
      issues.push({
        loc: [...loc, 'callback', '__root__'],
        msg: 'invalid or missing URL scheme',
        type: 'value_error.url.scheme',
      });
    }
  }
  for (const key of Object.keys(record)) {
    if (!(PAY_RESPONSE_KEYS as readonly string[]).includes(key)) {
      issues.push({
        loc: [...loc, key],
        msg: 'extra fields not permitted',
        type: 'value_error.extra',
      });
    }
  }
  return issues.length > before ? undefined : toPayModel(record, allowLoopback);
}

/** Python's `dict()` of a value, or null when it has none. */
function readDictOrNull(value: unknown): Record<string, unknown> | null {
  try {
    return readDict(value);
  } catch {
    return null;
  }
}

/** Core LNURL endpoints: POST/GET /api/v1/lnurlscan and POST /api/v1/payments/lnurl (LNbits ≥ 1.3). */
export function registerLnurlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { payments, rates, config } = context;

  app.post('/api/v1/lnurlscan', async (request) => {
    requireKey(context, request, 'invoice');
    const body = readBody(request, { lnurl: field.str() });
    return scanLnurl(body.lnurl, mayReachLoopback(request, config.host));
  });

  // A wildcard, not `:code`: Fastify caps path parameters at 100 characters, shorter than most
  // LNURLs and invoices. FastAPI's `{code}` matches no `/`, so such paths stay 404.
  app.get<{ Params: { '*': string } }>('/api/v1/lnurlscan/*', async (request, reply) => {
    const code = request.params['*'];
    if (code === '' || code.includes('/')) {
      return reply.code(404).send({ detail: 'Not Found' });
    }
    requireKey(context, request, 'invoice');
    const result = await scanLnurl(code, mayReachLoopback(request, config.host));
    checkCallbackUrl(result.callback as string);
    return result;
  });

  // LNURL-auth with the wallet's LUD-05 key; answers 500 after any answer, as LNbits 1.5.1 does.
  app.post('/api/v1/lnurlauth', async (request) => {
    rejectInvalidJson(request);
    const { wallet } = requireKey(context, request, 'admin');
    const extraKeys = Object.keys(readJsonObject(request)).filter(
      (key) => !LNURL_AUTH_BODY_KEYS.includes(key),
    );
    const body = readBody(request, lnurlAuthBodyModel, {
      moreIssues: extraKeys.map((key) => ({
        loc: ['body', key],
        msg: 'extra fields not permitted',
        type: 'value_error.extra',
      })),
    });
    return performLnurlAuth(wallet, body, mayReachLoopback(request, config.host));
  });

  app.post('/api/v1/payments/lnurl', async (request) => {
    const { wallet } = requireKey(context, request, 'admin');
    const allowLoopback = mayReachLoopback(request, config.host);
    // LNbits' CreateLnurlPayment, in its field order.
    const body = readBody(request, {
      res: field
        .custom<PayModel>((value, loc, issues) =>
          readPayResponse(value, loc, issues, allowLoopback),
        )
        .optional(),
      lnurl: field.str().optional(),
      amount: field.int(),
      comment: field.str().optional(),
      unit: field.str().optional(),
      internal_memo: field.str().optional(),
    });
    const { amount } = body;
    const lnurl = body.lnurl || undefined;
    let res: PayModel;
    if (body.res) {
      res = body.res;
    } else if (lnurl) {
      const scanned = await scanLnurl(lnurl, allowLoopback);
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
    const answer = await fetchLnurlJson(callback.toString(), allowLoopback);
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
      // LNbits stores the link before it pays: a payment that then fails leaves it stored.
      const stored = storedFormOf(lnurl, res.metadata);
      if (stored !== undefined) {
        rememberPayLink(context.ledger, wallet.id, {
          lnurl: stored,
          label: metadataText(res.metadata) ?? '',
        });
      }
    }
    Object.assign(paymentExtra, extra);
    const row = await payments.payInvoiceAnywhere(wallet, pr, {
      extra: paymentExtra,
      description: metadataText(res.metadata),
    });
    return paymentJson(row, 'naive');
  });
}
