import type { FastifyInstance } from 'fastify';
import { Bolt11Error, decodeBolt11, featureMap } from '../../src/lib/bolt11.ts';
import { bech32 } from '@scure/base';
import {
  paymentsMatching,
  queryPayments,
  readListOptions,
  type RawQuery,
} from '../db/payment-queries.ts';
import { HISTORY_GROUPS, paymentHistory } from '../db/payment-history.ts';
import { paymentJson, walletModelJson } from '../db/serialize.ts';
import { HttpError, httpError } from '../errors.ts';
import { executeLnurlWithdraw, readLnurlWithdraw } from '../services/lnurl-withdraw.ts';
import { unexpectedError } from '../services/payments.ts';
import { field, lastQueryValues, readModel } from '../validation.ts';
import { defaultExtensions } from '../config.ts';
import { mayReachLoopback } from '../exposure.ts';
import {
  readApiKey,
  readBody,
  readJsonObject,
  requireKey,
  type SandboxContext,
} from './context.ts';

const startedAt = Date.now();

function upTime(): string {
  const seconds = Math.floor((Date.now() - startedAt) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The dict LNbits' bolt11 library gives for `POST /api/v1/payments/decode`. */
function decodedInvoiceJson(data: string) {
  const invoice = decodeBolt11(data);
  const json: Record<string, unknown> = {
    currency: invoice.currency,
    amount_msat: invoice.amountMsat === null ? 0 : Number(invoice.amountMsat),
    date: invoice.timestamp,
    signature: invoice.signature,
    expiry: invoice.expirySeconds,
    payment_hash: invoice.paymentHash,
    payment_secret: invoice.paymentSecret,
  };
  if (invoice.description !== undefined) {
    json.description = invoice.description;
  }
  if (invoice.descriptionHash !== undefined) {
    json.description_hash = invoice.descriptionHash;
  }
  if (invoice.metadata !== undefined) {
    json.metadata = invoice.metadata;
  }
  if (invoice.features.length > 0) {
    json.features = featureMap(invoice.features);
  }
  if (invoice.fallbacks.length > 0) {
    json.fallback = invoice.fallbacks[0];
  }
  if (invoice.routeHints.length > 0) {
    json.route_hints = invoice.routeHints.map((route) =>
      route.map((hop) => ({
        public_key: hop.pubkey,
        short_channel_id: hop.shortChannelId,
        base_fee: hop.feeBaseMsat,
        ppm_fee: hop.feeProportionalMillionths,
        cltv_expiry_delta: hop.cltvExpiryDelta,
      })),
    );
  }
  json.min_final_cltv_expiry = invoice.minFinalCltvExpiry;
  json.payee = invoice.payee;
  return json;
}

function decodeFailure(error: unknown): string {
  if (error instanceof Bolt11Error) {
    return error.code === 'checksum' || error.code === 'bech32' || error.code === 'mixed-case'
      ? 'Bech32 string is not valid.'
      : error.message;
  }
  return 'Bech32 string is not valid.';
}

export function registerCoreRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { ledger, payments, db, config } = context;
  const legacy = config.profile === 'legacy';

  app.get('/api/v1/health', async () => ({
    server_time: Math.floor(Date.now() / 1000),
    up_time: upTime(),
  }));

  app.post('/api/v1/account', async (request) => {
    const name = readBody(request, { name: field.str().optional() }).name || 'LNbits wallet';
    const wallet = db.transaction(() => {
      const userId = ledger.createUser(defaultExtensions(config.profile));
      return ledger.createWallet(userId, name);
    })();
    return walletModelJson(wallet);
  });

  app.get('/api/v1/wallet', async (request) => {
    const { wallet, isAdmin } = requireKey(context, request, 'invoice');
    return isAdmin
      ? { name: wallet.name, balance: wallet.balance_msat, id: wallet.id }
      : { name: wallet.name, balance: wallet.balance_msat };
  });

  app.patch('/api/v1/wallet', async (request) => {
    const { wallet } = requireKey(context, request, 'admin');
    // Separate optional `Body()` parameters in LNbits, so no body at all is fine.
    const body = readBody(
      request,
      {
        name: field.str().optional(),
        icon: field.str().optional(),
        color: field.str().optional(),
        currency: field.str().optional(),
        pinned: field.bool().optional(),
      },
      { optional: true },
    );
    const extra = JSON.parse(wallet.extra) as Record<string, unknown>;
    extra.icon = body.icon || extra.icon;
    extra.color = body.color || extra.color;
    extra.pinned = body.pinned ?? extra.pinned;
    const updated = ledger.updateWallet(wallet.id, {
      name: body.name || undefined,
      currency: body.currency ?? undefined,
      extra: JSON.stringify(extra),
    });
    return walletModelJson(updated!);
  });

  app.put<{ Params: { newName: string } }>('/api/v1/wallet/:newName', async (request) => {
    const { wallet } = requireKey(context, request, 'admin');
    const updated = ledger.updateWallet(wallet.id, { name: request.params.newName })!;
    return { id: updated.id, name: updated.name, balance: updated.balance_msat };
  });

  app.post('/api/v1/payments', async (request, reply) => {
    const { wallet, isAdmin } = requireKey(context, request, 'invoice');
    const raw = readJsonObject(request);
    // LNbits ≥ 1.3 only; the earlier interface knew `lnurl_callback` instead (ignored here).
    const withdraw: ReturnType<typeof readLnurlWithdraw> = legacy
      ? { issues: [] }
      : readLnurlWithdraw(raw.lnurl_withdraw);
    // The whole CreateInvoice model is read first, for paying too, as FastAPI does.
    const body = readBody(request, payments.invoiceModel, { moreIssues: withdraw.issues });
    if (!body.out) {
      const row = payments.createInvoice(wallet, body);
      const json = paymentJson(row, 'naive');
      if (withdraw.model) {
        // The outcome goes in the reply only: the stored payment stays pending until paid.
        const outcome = await executeLnurlWithdraw(
          withdraw.model,
          row.bolt11,
          mayReachLoopback(request, config.host),
        );
        json.status = outcome === true ? 'success' : 'failed';
        json.extra = { ...json.extra, lnurl_response: outcome };
      }
      reply.code(201);
      return json;
    }
    if (!isAdmin) {
      throw httpError(403, 'Invoice (or Admin) key required.');
    }
    if (!body.bolt11) {
      throw httpError(400, 'Missing BOLT11 invoice');
    }
    const row = await payments.payInvoiceAnywhere(wallet, body.bolt11, {
      extra: body.extra ?? undefined,
      labels: body.labels,
    });
    reply.code(201);
    return paymentJson(row, 'naive');
  });

  app.get('/api/v1/payments', async (request) => {
    const { wallet } = requireKey(context, request, 'invoice');
    if (legacy) {
      // The earlier interface took no parameters and answered with every payment.
      const { rows } = queryPayments(db, {
        walletId: wallet.id,
        options: { limit: -1, offset: 0, sortby: 'time', direction: 'desc' },
        query: {},
        excludeFailed: true,
      });
      return rows.map((row) => paymentJson(row));
    }
    const query = request.query as RawQuery;
    const options = readListOptions(query, { limit: 10, sortby: 'time', direction: 'desc' });
    const { rows } = queryPayments(db, {
      walletId: wallet.id,
      options,
      query,
      excludeFailed: true,
    });
    return rows.map((row) => paymentJson(row));
  });

  if (!legacy) {
    app.get('/api/v1/payments/paginated', async (request) => {
      const { wallet } = requireKey(context, request, 'invoice');
      const query = request.query as RawQuery;
      const options = readListOptions(query, { limit: 10 });
      const { rows, total } = queryPayments(db, { walletId: wallet.id, options, query });
      return { data: rows.map((row) => paymentJson(row)), total };
    });
  }

  if (!legacy) {
    app.get('/api/v1/payments/history', async (request) => {
      const { wallet } = requireKey(context, request, 'invoice');
      const query = request.query as RawQuery;
      const { group } = readModel(
        { group: field.oneOf(HISTORY_GROUPS).default('day') },
        lastQueryValues(query),
        { where: 'query' },
      );
      const { search } = readListOptions(query, { limit: 10 });
      return paymentHistory(db, wallet, group, query, search);
    });
  }

  app.get('/api/v1/payments/fee-reserve', async (request) => {
    // `invoice: str = Query("invoice")`: without one LNbits decodes the word "invoice" and fails,
    // unhandled, as it does on any text that is not an invoice.
    const { invoice } = readModel(
      { invoice: field.str().default('invoice') },
      lastQueryValues(request.query),
      {
        where: 'query',
      },
    );
    let amountMsat: number;
    try {
      const decoded = decodeBolt11(invoice, { verifySignature: false });
      amountMsat = Number(decoded.amountMsat ?? 0n);
    } catch {
      throw unexpectedError();
    }
    if (amountMsat === 0) {
      throw httpError(400, 'Invoice has no amount.');
    }
    return { fee_reserve: payments.feeReserveTotalMsat(amountMsat, false) };
  });

  app.get<{ Params: { paymentHash: string } }>('/api/v1/payments/:paymentHash', async (request) => {
    const { paymentHash } = request.params;
    // Only the header counts here; an unknown key counts as no key at all.
    const key = readApiKey(request, true);
    const owner = key ? ledger.walletByKey(key) : undefined;
    const [payment] = paymentsMatching(db, paymentHash, owner?.wallet.id);
    if (!payment) {
      throw httpError(404, 'Payment does not exist.');
    }
    const details = owner ? { details: paymentJson(payment) } : {};
    if (payment.status === 'success') {
      return { paid: true, preimage: payment.preimage, ...details };
    }
    if (payment.status === 'failed') {
      return { paid: false, status: 'failed', ...details };
    }
    return owner
      ? { paid: false, status: 'pending', preimage: payment.preimage, ...details }
      : { paid: false, preimage: payment.preimage };
  });

  app.post('/api/v1/payments/decode', async (request, reply) => {
    const { data, filter_fields: filter } = readBody(request, {
      data: field.str(),
      filter_fields: field.list(field.str()).optional(),
    });
    let result: Record<string, unknown>;
    try {
      if (data.startsWith('LNURL')) {
        const { prefix, words } = bech32.decode(data.toLowerCase() as `${string}1${string}`, 2000);
        if (prefix !== 'lnurl') {
          throw new Error('Bech32 string is not valid.');
        }
        result = { domain: new TextDecoder().decode(bech32.fromWords(words)) };
      } else {
        result = decodedInvoiceJson(data);
      }
    } catch (error) {
      reply.code(400);
      return { message: `Failed to decode: ${decodeFailure(error)}` };
    }
    if (filter && filter.length > 0) {
      return Object.fromEntries(Object.entries(result).filter(([key]) => filter.includes(key)));
    }
    return result;
  });
}

export { HttpError };
