import type { FastifyInstance } from 'fastify';
import { Bolt11Error, decodeBolt11, featureMap } from '../../src/lib/bolt11.ts';
import { bech32 } from '@scure/base';
import {
  paymentsMatching,
  queryPayments,
  readListOptions,
  type RawQuery,
} from '../db/payment-queries.ts';
import { paymentJson, walletModelJson } from '../db/serialize.ts';
import { HttpError, httpError, validationError } from '../errors.ts';
import { executeLnurlWithdraw, readLnurlWithdraw } from '../services/lnurl-withdraw.ts';
import { feeReserveMsat } from '../../src/lib/fee-reserve.ts';
import { defaultExtensions } from '../config.ts';
import { readApiKey, readJsonObject, requireKey, type SandboxContext } from './context.ts';

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
    const body = readJsonObject(request, false);
    const name = body.name ?? 'LNbits wallet';
    if (typeof name !== 'string') {
      throw validationError([
        {
          type: 'string_type',
          loc: ['body', 'name'],
          msg: 'Input should be a valid string',
          input: name,
        },
      ]);
    }
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
    const body = readJsonObject(request);
    const extra = JSON.parse(wallet.extra) as Record<string, unknown>;
    for (const key of ['icon', 'color', 'pinned'] as const) {
      if (body[key] !== undefined) {
        extra[key] = body[key];
      }
    }
    if (
      body.currency !== undefined &&
      body.currency !== null &&
      typeof body.currency !== 'string'
    ) {
      throw validationError([
        {
          type: 'string_type',
          loc: ['body', 'currency'],
          msg: 'Input should be a valid string',
          input: body.currency,
        },
      ]);
    }
    const updated = ledger.updateWallet(wallet.id, {
      name: typeof body.name === 'string' ? body.name : undefined,
      currency: body.currency === undefined ? undefined : (body.currency as string | null) || null,
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
    const body = readJsonObject(request);
    const out = body.out ?? true;
    if (out === false) {
      // LNbits ≥ 1.3 only; the earlier interface knew `lnurl_callback` instead (ignored here).
      const withdraw: ReturnType<typeof readLnurlWithdraw> = legacy
        ? { issues: [] }
        : readLnurlWithdraw(body.lnurl_withdraw);
      const row = payments.createInvoice(wallet, body, { moreIssues: withdraw.issues });
      const json = paymentJson(row, 'naive');
      if (withdraw.model) {
        // The outcome goes in the reply only: the stored payment stays pending until paid.
        const outcome = await executeLnurlWithdraw(withdraw.model, row.bolt11);
        json.status = outcome === true ? 'success' : 'failed';
        json.extra = { ...json.extra, lnurl_response: outcome };
      }
      reply.code(201);
      return json;
    }
    if (!isAdmin) {
      throw httpError(403, 'Invoice (or Admin) key required.');
    }
    if (typeof body.bolt11 !== 'string' || body.bolt11 === '') {
      throw httpError(400, 'Missing BOLT11 invoice');
    }
    const extra = body.extra;
    const labels = body.labels;
    const row = payments.payInvoice(wallet, body.bolt11, {
      extra:
        extra && typeof extra === 'object' && !Array.isArray(extra)
          ? (extra as Record<string, unknown>)
          : undefined,
      labels: Array.isArray(labels)
        ? labels.filter((l): l is string => typeof l === 'string')
        : undefined,
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

  app.get('/api/v1/payments/fee-reserve', async (request) => {
    const invoice = (request.query as RawQuery).invoice;
    if (typeof invoice !== 'string') {
      throw validationError([
        { type: 'missing', loc: ['query', 'invoice'], msg: 'Field required', input: null },
      ]);
    }
    try {
      const decoded = decodeBolt11(invoice, { verifySignature: false });
      return { fee_reserve: feeReserveMsat(Number(decoded.amountMsat ?? 0n)) };
    } catch {
      throw httpError(400, 'Invalid invoice.');
    }
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
    const body = readJsonObject(request);
    const data = body.data;
    if (typeof data !== 'string') {
      throw validationError([
        { type: 'missing', loc: ['body', 'data'], msg: 'Field required', input: body },
      ]);
    }
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
    const filter = body.filter_fields;
    if (Array.isArray(filter) && filter.length > 0) {
      return Object.fromEntries(Object.entries(result).filter(([key]) => filter.includes(key)));
    }
    return result;
  });
}

export { HttpError };
