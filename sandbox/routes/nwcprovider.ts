import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isExpired, type NwcKeyRow } from '../db/nwc.ts';
import { httpError } from '../errors.ts';
import { usedBudget } from '../nwc/budget.ts';
import {
  assertExpirationSeconds,
  assertMsats,
  assertPositiveInt,
  assertPubkey,
  assertSaneString,
  assertTimestampSeconds,
} from '../nwc/hardening.ts';
import { NWC_PERMISSIONS } from '../nwc/permissions.ts';
import type { NwcParts } from '../nwc/parts.ts';
import { unexpectedError } from '../services/payments.ts';
import { nowSeconds } from '../time.ts';
import { collectModel, field, lastQueryValues, readModel } from '../validation.ts';
import { readBody, readJsonObject, requireKey, type SandboxContext } from './context.ts';

// -------------------------------------------------------------------------------------------
// Request parsing: FastAPI on pydantic 1 (400 with pydantic 1's words), then nwcprovider's
// hardening checks (400 "hardening:  …", see ../nwc/hardening.ts)
// -------------------------------------------------------------------------------------------

/** A `bool = False` query parameter as FastAPI reads it. */
function queryBool(request: FastifyRequest, name: string): boolean {
  const read = readModel({ [name]: field.bool().default(false) }, lastQueryValues(request.query), {
    where: 'query',
  });
  return read[name]!;
}

/** nwcprovider's NWCNewBudget. */
const budgetModel = {
  pubkey: field.str().optional(),
  budget_msats: field.int(),
  refresh_window: field.int(),
  created_at: field.int(),
};

/** nwcprovider's NWCRegistrationRequest. */
const registrationModel = {
  permissions: field.list(field.str()),
  description: field.str(),
  expires_at: field.int(),
  budgets: field.list(
    field.custom((value, loc, issues) => {
      const read = collectModel(budgetModel, value, loc);
      issues.push(...read.issues);
      return read.value;
    }),
  ),
};

// -------------------------------------------------------------------------------------------
// Routes
// -------------------------------------------------------------------------------------------

/** The nwcprovider-compatible extension (docs/lnbits-behaviour.md, "nwcprovider", E16–E24). */
export function registerNwcproviderRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  nwc: NwcParts,
): void {
  const { store } = nwc;

  function requireExtensionAdmin(request: FastifyRequest) {
    const auth = requireKey(context, request, 'admin');
    if (!context.ledger.userExtensions(auth.wallet.user_id).includes('nwcprovider')) {
      throw httpError(403, "Extension 'nwcprovider' not enabled.");
    }
    return auth;
  }

  /** The config as nwcprovider keeps it; `relay` defaults to this sandbox's relay. */
  function config(): Record<string, string> {
    return {
      relay: nwc.relay.url ?? '',
      provider_key: nwc.service.secretKeyHex(),
      relay_alias: '',
      handle_missed_events: '0',
      ...store.configOverrides(),
    };
  }

  /** Config endpoints need an LNbits admin account's access token; the sandbox has none. */
  function checkAdmin(request: FastifyRequest): void {
    const authorization = request.headers.authorization;
    if (authorization && /^bearer\s+\S/i.test(authorization)) {
      throw httpError(401, 'Invalid access token.');
    }
    throw httpError(401, 'Missing user ID or access token.');
  }

  function connectionJson(key: NwcKeyRow, calculateSpent: boolean, now: number) {
    const spends = calculateSpent ? store.spends(key.pubkey) : [];
    return {
      data: {
        pubkey: key.pubkey,
        wallet: key.wallet,
        description: key.description,
        expires_at: key.expires_at,
        permissions: key.permissions,
        created_at: key.created_at,
        last_used: key.last_used,
      },
      budgets: store.budgets(key.pubkey).map((budget) => ({
        id: budget.id,
        pubkey: budget.pubkey,
        budget_msats: budget.budget_msats,
        refresh_window: budget.refresh_window,
        created_at: budget.created_at,
        used_budget_msats: calculateSpent ? usedBudget(budget, spends, now) : 0,
      })),
    };
  }

  app.get('/nwcprovider/api/v1/permissions', async () => NWC_PERMISSIONS);

  app.get('/nwcprovider/api/v1/nwc', async (request) => {
    const { wallet } = requireExtensionAdmin(request);
    const includeExpired = queryBool(request, 'include_expired');
    const calculateSpent = queryBool(request, 'calculate_spent_budget');
    const now = nowSeconds();
    return store
      .listForWallet(wallet.id)
      .filter((key) => includeExpired || !isExpired(key, now))
      .map((key) => connectionJson(key, calculateSpent, now));
  });

  app.get<{ Params: { pubkey: string } }>('/nwcprovider/api/v1/nwc/:pubkey', async (request) => {
    const { wallet } = requireExtensionAdmin(request);
    const includeExpired = queryBool(request, 'include_expired');
    const { pubkey } = request.params;
    assertPubkey(pubkey);
    const now = nowSeconds();
    const key = store.get(pubkey);
    if (!key || key.wallet !== wallet.id || (!includeExpired && isExpired(key, now))) {
      throw httpError(400, 'Pubkey has no associated wallet');
    }
    return connectionJson(key, false, now);
  });

  app.put<{ Params: { pubkey: string } }>(
    '/nwcprovider/api/v1/nwc/:pubkey',
    async (request, reply) => {
      const { wallet } = requireExtensionAdmin(request);
      const registration = readBody(request, registrationModel);
      const { pubkey } = request.params;
      // In nwcprovider's order: the route's checks, then create_nwc's.
      assertPubkey(pubkey);
      assertSaneString(registration.description);
      assertExpirationSeconds(registration.expires_at);
      registration.permissions.forEach(assertSaneString);
      for (const budget of registration.budgets) {
        assertMsats(budget.budget_msats);
        assertPositiveInt(budget.refresh_window);
        assertTimestampSeconds(budget.created_at);
      }
      if (store.get(pubkey)) {
        // LNbits inserts without checking and the primary key refuses it.
        throw unexpectedError();
      }
      const now = nowSeconds();
      const key = store.create({ pubkey, wallet: wallet.id, ...registration }, now);
      reply.code(201);
      return connectionJson(key, false, now);
    },
  );

  app.delete<{ Params: { pubkey: string } }>('/nwcprovider/api/v1/nwc/:pubkey', async (request) => {
    const { wallet } = requireExtensionAdmin(request);
    const { pubkey } = request.params;
    assertPubkey(pubkey);
    store.delete(pubkey, wallet.id);
    return { message: `NWC key ${pubkey} deleted successfully.` };
  });

  app.get<{ Params: { secret: string } }>(
    '/nwcprovider/api/v1/pairing/:secret',
    async (request, reply) => {
      const { secret } = request.params;
      assertSaneString(secret);
      const values = config();
      let relay = values.relay_alias || values.relay;
      if (!values.relay_alias && relay === 'nostrclient') {
        const scheme = request.protocol === 'https' ? 'wss' : 'ws';
        relay = `${scheme}://${request.headers.host ?? request.hostname}/nostrclient/api/v1/relay`;
      }
      if (!relay) {
        throw unexpectedError();
      }
      const url = `nostr+walletconnect://${nwc.service.pubkey}?relay=${relay}&secret=${secret}`;
      return reply.type('application/json').send(JSON.stringify(url));
    },
  );

  app.get('/nwcprovider/api/v1/config', async (request) => {
    checkAdmin(request);
    return config();
  });

  app.get<{ Params: { key: string } }>('/nwcprovider/api/v1/config/:key', async (request) => {
    checkAdmin(request);
    return { [request.params.key]: config()[request.params.key] ?? null };
  });

  app.post('/nwcprovider/api/v1/config', async (request) => {
    checkAdmin(request);
    const body = readJsonObject(request);
    for (const [key, value] of Object.entries(body)) {
      assertSaneString(key);
      assertSaneString(value);
    }
    for (const [key, value] of Object.entries(body)) {
      store.setConfig(key, value as string);
    }
    return config();
  });
}
