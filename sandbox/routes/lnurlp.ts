import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LnurlError } from '../../src/lib/lnurl/errors.ts';
import { encodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { PayLinkStore, type PayLinkFields, type PayLinkRow } from '../db/lnurlp.ts';
import { httpError } from '../errors.ts';
import { pyFloatStr, pyJsonDumps } from '../services/lnurlp-pyjson.ts';
import { isoUtcFromUs } from '../time.ts';
import { readBody, requireKey, type SandboxContext } from './context.ts';
import { field, lastQueryValues, readModel } from '../validation.ts';

const USERNAME = /^[a-z0-9-_.]{1,210}$/;

/** `<scheme>://<Host header>` of the request: the base LNbits' `request.url_for` builds on. */
export function requestBase(request: FastifyRequest): string {
  const host = request.headers.host ?? `${request.hostname}`;
  return `${request.protocol}://${host}`;
}

/** The request's `host[:port]`, LNbits' `request.url.netloc`. */
function requestNetloc(request: FastifyRequest): string {
  return request.headers.host ?? request.hostname;
}

/**
 * LNURL-pay metadata, serialised once: the same string is served and hashed. A link with a
 * username describes itself as lnurlp 1.3.2 does, "Payment to <username>" beside its address;
 * its own description stays the memo of the invoice the receiver sees.
 */
export function payLinkMetadata(link: PayLinkRow, netloc: string): string {
  const metadata: [string, string][] = link.username
    ? [
        ['text/plain', `Payment to ${link.username}`],
        ['text/identifier', `${link.username}@${link.domain || netloc}`],
      ]
    : [['text/plain', link.description]];
  return pyJsonDumps(metadata);
}

// -------------------------------------------------------------------------------------------
// Body validation (CreatePayLinkData), shaped as FastAPI's 400 validation errors
// -------------------------------------------------------------------------------------------

interface ParsedLinkBody {
  fields: Omit<PayLinkFields, 'wallet'>;
  wallet: string | null;
}

/** lnurlp 1.3.2's `CreatePayLinkData`, in its field order (pydantic 1, as LNbits 1.5.1). */
const payLinkModel = {
  description: field.str(),
  wallet: field.str().optional(),
  min: field.float({ ge: 0.01 }).default(1),
  max: field.float({ ge: 0.01 }).default(1),
  comment_chars: field.int({ ge: 0, le: 799 }).default(0),
  currency: field.str().optional(),
  webhook_url: field.str().optional(),
  webhook_headers: field.str().optional(),
  webhook_body: field.str().optional(),
  success_text: field.str().optional(),
  success_url: field.str().optional(),
  fiat_base_multiplier: field.int({ ge: 1 }).optional(100),
  username: field.str().optional(),
  zaps: field.bool().optional(false),
  disposable: field.bool().optional(true),
  domain: field.str().optional(),
};

function readLinkBody(request: FastifyRequest): ParsedLinkBody {
  const { wallet, ...fields } = readBody(request, payLinkModel);
  return { wallet, fields: { ...fields, disposable: fields.disposable ?? true } };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// -------------------------------------------------------------------------------------------
// What every handler shares
// -------------------------------------------------------------------------------------------

/** The sandbox, and the extension's table. */
interface Lnurlp {
  sandbox: SandboxContext;
  links: PayLinkStore;
}

type Handler<Params = unknown> = (
  lnurlp: Lnurlp,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
) => Promise<unknown>;

function requireExtensionKey(lnurlp: Lnurlp, request: FastifyRequest, level: 'invoice' | 'admin') {
  const auth = requireKey(lnurlp.sandbox, request, level);
  if (!lnurlp.sandbox.ledger.userExtensions(auth.wallet.user_id).includes('lnurlp')) {
    throw httpError(403, "Extension 'lnurlp' not enabled.");
  }
  return auth;
}

function lnurlFor(link: PayLinkRow, request: FastifyRequest): string {
  const base = link.domain ? `https://${link.domain}` : requestBase(request);
  try {
    return encodeLnurl(`${base}/lnurlp/${link.id}`);
  } catch (error) {
    if (error instanceof LnurlError) {
      throw httpError(500, `Invalid URL for LNURL encoding: \`${base}/\`. Check proxy settings.`);
    }
    throw error;
  }
}

function linkJson(link: PayLinkRow, request: FastifyRequest) {
  return {
    id: link.id,
    wallet: link.wallet,
    description: link.description,
    min: link.min,
    max: link.max,
    served_meta: link.served_meta,
    served_pr: link.served_pr,
    comment_chars: link.comment_chars,
    created_at: isoUtcFromUs(link.created_us),
    updated_at: isoUtcFromUs(link.updated_us),
    lnurl: lnurlFor(link, request),
    username: link.username,
    zaps: link.zaps === null ? null : link.zaps === 1,
    webhook_url: link.webhook_url,
    webhook_headers: link.webhook_headers,
    webhook_body: link.webhook_body,
    success_text: link.success_text,
    success_url: link.success_url,
    currency: link.currency,
    fiat_base_multiplier: link.fiat_base_multiplier,
    disposable: link.disposable === 1,
    domain: link.domain,
  };
}

/** Sats per stored unit of the link's min/max (1 for sat links). */
function linkRate(lnurlp: Lnurlp, link: PayLinkRow): number {
  if (!link.currency) {
    return 1;
  }
  const perUnit = lnurlp.sandbox.rates.satsPerUnit(link.currency);
  if (perUnit === undefined) {
    throw httpError(400, `Could not get exchange rate for ${link.currency}.`);
  }
  return perUnit / (link.fiat_base_multiplier || 1);
}

function ownedLink(lnurlp: Lnurlp, id: string, walletId: string): PayLinkRow {
  const link = lnurlp.links.get(id);
  if (!link) {
    throw httpError(404, 'Pay link does not exist.');
  }
  if (link.wallet !== walletId) {
    throw httpError(403, 'Not your pay link.');
  }
  return link;
}

/** The checks of LNbits' create/update handler; returns the fields to store. */
function checkedFields(
  lnurlp: Lnurlp,
  parsed: ParsedLinkBody,
  keyWallet: { id: string; user_id: string },
  fallbackWallet: string,
  linkId?: string,
): PayLinkFields {
  const data = { ...parsed.fields };
  if (data.min > data.max) {
    throw httpError(400, 'Min is greater than max.');
  }
  if (
    data.currency === null &&
    (Math.round(data.min) !== data.min || Math.round(data.max) !== data.max || data.min < 1)
  ) {
    throw httpError(400, 'Must use full satoshis.');
  }
  if (data.webhook_headers && !isJson(data.webhook_headers)) {
    throw httpError(400, 'Invalid JSON in webhook_headers.');
  }
  if (data.webhook_body && !isJson(data.webhook_body)) {
    throw httpError(400, 'Invalid JSON in webhook_body.');
  }
  if (data.currency && data.fiat_base_multiplier) {
    data.min *= data.fiat_base_multiplier;
    data.max *= data.fiat_base_multiplier;
  }
  if (data.success_url && !data.success_url.startsWith('https://')) {
    throw httpError(400, 'Success URL must be secure https://...');
  }
  if (data.username === '') {
    data.username = null;
  }
  if (data.username !== null) {
    if (!USERNAME.test(data.username)) {
      throw httpError(400, `Invalid username: ${data.username}`);
    }
    const holder = lnurlp.links.byUsername(data.username);
    if (holder && holder.id !== linkId) {
      throw httpError(409, 'Username already taken.');
    }
  }
  let wallet = fallbackWallet;
  if (parsed.wallet) {
    const target = lnurlp.sandbox.ledger.walletById(parsed.wallet);
    if (!target) {
      throw httpError(403, 'Wallet does not exist.');
    }
    if (target.user_id !== keyWallet.user_id) {
      throw httpError(403, 'Not your wallet.');
    }
    wallet = target.id;
  }
  return { ...data, wallet };
}

/** The LUD-06 first step: what to pay, between which amounts, and where to ask for the invoice. */
function payResponse(lnurlp: Lnurlp, link: PayLinkRow, request: FastifyRequest) {
  lnurlp.links.markServed(link.id, 'served_meta');
  const rate = linkRate(lnurlp, link);
  const params: Record<string, unknown> = {
    tag: 'payRequest',
    callback: `${requestBase(request)}/lnurlp/api/v1/lnurl/cb/${link.id}`,
    minSendable: Math.round(link.min * rate) * 1000,
    maxSendable: Math.round(link.max * rate) * 1000,
    metadata: payLinkMetadata(link, requestNetloc(request)),
  };
  if (link.comment_chars > 0) {
    params.commentAllowed = link.comment_chars;
  }
  return params;
}

/** The last value of a query parameter given once or more. */
function lastOf(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

// -------------------------------------------------------------------------------------------
// Pay links (LNbits' lnurlp views_api.py), with a key
// -------------------------------------------------------------------------------------------

const listLinks: Handler = async (lnurlp, request) => {
  const { wallet } = requireExtensionKey(lnurlp, request, 'invoice');
  const { all_wallets: allWallets } = readModel(
    { all_wallets: field.bool().default(false) },
    lastQueryValues(request.query),
    { where: 'query' },
  );
  const walletIds = allWallets
    ? (
        lnurlp.sandbox.db
          .prepare('SELECT id FROM wallets WHERE user_id = ? AND deleted = 0')
          .all(wallet.user_id) as { id: string }[]
      ).map((row) => row.id)
    : [wallet.id];
  return lnurlp.links.list(walletIds).map((link) => linkJson(link, request));
};

const getLink: Handler<{ id: string }> = async (lnurlp, request) => {
  const { wallet } = requireExtensionKey(lnurlp, request, 'invoice');
  return linkJson(ownedLink(lnurlp, request.params.id, wallet.id), request);
};

const getPublicLink: Handler<{ id: string }> = async (lnurlp, request) => {
  const link = lnurlp.links.get(request.params.id);
  if (!link) {
    throw httpError(404, 'Pay link does not exist.');
  }
  return {
    id: link.id,
    username: link.username,
    description: link.description,
    min: link.min,
    max: link.max,
    domain: link.domain,
    currency: link.currency,
    lnurl: lnurlFor(link, request),
  };
};

const createLink: Handler = async (lnurlp, request, reply) => {
  const { wallet } = requireExtensionKey(lnurlp, request, 'admin');
  const parsed = readLinkBody(request);
  const fields = checkedFields(lnurlp, parsed, wallet, wallet.id);
  const link = lnurlp.links.create(fields);
  reply.code(201);
  return linkJson(link, request);
};

const updateLink: Handler<{ id: string }> = async (lnurlp, request) => {
  const { wallet } = requireExtensionKey(lnurlp, request, 'admin');
  const parsed = readLinkBody(request);
  const link = ownedLink(lnurlp, request.params.id, wallet.id);
  const fields = checkedFields(lnurlp, parsed, wallet, link.wallet, link.id);
  return linkJson(lnurlp.links.update(link.id, fields), request);
};

const deleteLink: Handler<{ id: string }> = async (lnurlp, request) => {
  const { wallet } = requireExtensionKey(lnurlp, request, 'admin');
  const link = ownedLink(lnurlp, request.params.id, wallet.id);
  lnurlp.links.delete(link.id);
  return { success: true, message: 'Deleted Pay link' };
};

// -------------------------------------------------------------------------------------------
// Public LNURL-pay endpoints (LNbits' lnurlp views_lnurl.py), no key
// -------------------------------------------------------------------------------------------

const lnurlResponse: Handler<{ id: string }> = async (lnurlp, request) => {
  const link = lnurlp.links.get(request.params.id);
  if (!link) {
    throw httpError(404, 'Pay link does not exist.');
  }
  return payResponse(lnurlp, link, request);
};

const lightningAddress: Handler<{ username: string }> = async (lnurlp, request) => {
  const link = lnurlp.links.byUsername(request.params.username);
  if (!link) {
    // lnurlp answers a LUD-06 error with status 200, as a wallet expects from an LNURL service.
    return { status: 'ERROR', reason: 'Lightning address not found.' };
  }
  return payResponse(lnurlp, link, request);
};

/** `GET <callback>?amount=<msat>[&comment=…]`: the invoice, or a LUD-06 `ERROR`. */
const lnurlCallback: Handler<{ id: string }> = async (lnurlp, request) => {
  const query = request.query as Record<string, unknown>;
  const { amount } = readModel({ amount: field.int() }, lastQueryValues(query), {
    where: 'query',
  });
  // lnurlp keeps the parameter as sent in the payment's `extra`.
  const amountText = String(lastOf(query.amount));
  const link = lnurlp.links.get(request.params.id);
  if (!link) {
    throw httpError(404, 'Pay link does not exist.');
  }
  lnurlp.links.markServed(link.id, 'served_pr');
  const rate = linkRate(lnurlp, link);
  const minimum = link.currency ? rate * 995 * link.min : link.min * 1000;
  const maximum = link.currency ? rate * 1010 * link.max : link.max * 1000;
  if (amount < minimum) {
    return {
      status: 'ERROR',
      reason: `Amount ${amount} is smaller than minimum ${pyFloatStr(minimum)}.`,
    };
  }
  if (amount > maximum) {
    return {
      status: 'ERROR',
      reason: `Amount ${amount} is greater than maximum ${pyFloatStr(maximum)}.`,
    };
  }
  const rawComment = lastOf(query.comment);
  const comment = rawComment === undefined ? undefined : String(rawComment);
  const commentLength = [...(comment ?? '')].length;
  if (commentLength > link.comment_chars) {
    return {
      status: 'ERROR',
      reason: `Got a comment with ${commentLength} characters, but can only accept ${link.comment_chars}`,
    };
  }
  const netloc = requestNetloc(request);
  const extra: Record<string, unknown> = { tag: 'lnurlp', link: link.id, extra: amountText };
  if (comment) {
    extra.comment = comment;
  }
  if (link.username) {
    extra.lnaddress = `${link.username}@${link.domain || netloc}`;
  }
  const wallet = lnurlp.sandbox.ledger.walletById(link.wallet);
  if (!wallet) {
    throw httpError(404, 'Wallet not found.');
  }
  const metadata = payLinkMetadata(link, netloc);
  const payment = lnurlp.sandbox.payments.createInvoice(
    wallet,
    {
      amount: Math.trunc(amount / 1000),
      memo: link.description,
      unhashed_description: Buffer.from(metadata, 'utf8').toString('hex'),
      extra,
    },
    { keepMemo: true },
  );
  const response: Record<string, unknown> = {
    pr: payment.bolt11,
    routes: [],
    disposable: link.disposable === 1,
  };
  if (link.success_url) {
    response.successAction = {
      tag: 'url',
      description: link.success_text ?? '~',
      url: link.success_url,
    };
  } else if (link.success_text) {
    response.successAction = { tag: 'message', message: link.success_text };
  }
  return response;
};

/** The lnurlp-compatible extension: pay links, their public LNURL-pay endpoints, Lightning Addresses. */
export function registerLnurlpRoutes(app: FastifyInstance, context: SandboxContext): void {
  const lnurlp: Lnurlp = { sandbox: context, links: new PayLinkStore(context.db) };
  const serve =
    <Params>(handler: Handler<Params>) =>
    (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) =>
      handler(lnurlp, request, reply);

  app.get('/lnurlp/api/v1/links', serve(listLinks));
  app.get('/lnurlp/api/v1/links/:id', serve(getLink));
  app.get('/lnurlp/api/v1/links/public/:id', serve(getPublicLink));
  app.post('/lnurlp/api/v1/links', serve(createLink));
  app.put('/lnurlp/api/v1/links/:id', serve(updateLink));
  app.delete('/lnurlp/api/v1/links/:id', serve(deleteLink));

  app.get('/lnurlp/api/v1/lnurl/:id', serve(lnurlResponse));
  app.get('/lnurlp/:id', serve(lnurlResponse));
  app.get('/.well-known/lnurlp/:username', serve(lightningAddress));
  app.get('/lnurlp/api/v1/well-known/:username', serve(lightningAddress));
  app.get('/lnurlp/api/v1/lnurl/cb/:id', serve(lnurlCallback));
}
