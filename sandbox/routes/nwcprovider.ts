import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isExpired, type NwcKeyRow, type NwcStore } from '../db/nwc.ts';
import { httpError, validationError, type ValidationIssue } from '../errors.ts';
import { usedBudget } from '../nwc/budget.ts';
import { NWC_PERMISSIONS } from '../nwc/permissions.ts';
import type { NostrRelay } from '../nwc/relay.ts';
import type { NwcService } from '../nwc/service.ts';
import { unexpectedError } from '../services/payments.ts';
import { nowSeconds } from '../time.ts';
import { readJsonObject, requireKey, type SandboxContext } from './context.ts';

/** The NWC parts of the sandbox: the extension's tables, the relay and the wallet service. */
export interface NwcParts {
  store: NwcStore;
  relay: NostrRelay;
  service: NwcService;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n']);
const MAX_TIMESTAMP = 2 ** 31;
const MAX_MSATS = 10_000_000 * 1000;
const WHITELISTED = new Set(['\n', '\r', '\t', '\u00a0']);
const NON_PRINTABLE = /[\p{C}\p{Z}]/u;
const BAD_HASHES = new Set([
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '36a9e7f1c95b82ffb99743e0c5c4ce95d83c9a430aac59f84ef3cbfab6145068',
  'c1c4b7fbd3e146bb14ec6258e5231c1ec703590721ff1e321b179a62b5857c9c',
  'cdca0b9bb2325fc8ed7eba7734a3a1f876d919221399b6587ae7d26305adee9d',
  'f9e08f8b038b1b401497f17da3adc120667ac742bf035657869a6ca1cd180e69',
]);

// -------------------------------------------------------------------------------------------
// nwcprovider's run-time "hardening" checks: failures are 400 {"detail": "hardening:  …"}
// -------------------------------------------------------------------------------------------

const hardening = (reason: string) => httpError(400, `hardening:  ${reason}`);

function assertPrintable(value: string): void {
  for (const ch of value) {
    // Python's str.isprintable(): no control, format, separator (but ' ') or unassigned chars.
    if (ch !== ' ' && NON_PRINTABLE.test(ch) && !WHITELISTED.has(ch)) {
      const code = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw hardening(`string contains non-printable character: (0x${code})`);
    }
  }
}

function assertSaneString(value: string): void {
  assertPrintable(value);
  if (value.length > 1024) {
    throw hardening('string is too long');
  }
}

function assertPubkey(value: string): void {
  assertPrintable(value);
  if (!/^[0-9a-f]{64}$/.test(value)) {
    throw hardening('string is not a valid sha256 hash');
  }
  if (BAD_HASHES.has(value)) {
    throw hardening('bad hash detected');
  }
}

function assertPositive(value: number): void {
  if (value < 0) {
    throw hardening('number is not positive');
  }
}

function assertTimestamp(value: number): void {
  assertPositive(value);
  if (value > MAX_TIMESTAMP) {
    throw hardening('timestamp is too high');
  }
}

function assertMsats(value: number): void {
  assertPositive(value);
  if (value >= MAX_MSATS) {
    throw hardening('msats amount looks too high');
  }
}

// -------------------------------------------------------------------------------------------
// Request parsing, shaped as FastAPI's 400 validation errors
// -------------------------------------------------------------------------------------------

function queryBool(request: FastifyRequest, name: string): boolean {
  const raw = (request.query as Record<string, unknown>)[name];
  if (raw === undefined) {
    return false;
  }
  const text = String(Array.isArray(raw) ? raw[raw.length - 1] : raw).toLowerCase();
  if (!TRUE_WORDS.has(text) && !FALSE_WORDS.has(text)) {
    throw validationError([
      {
        type: 'bool_parsing',
        loc: ['query', name],
        msg: 'Input should be a valid boolean, unable to interpret input',
        input: raw,
      },
    ]);
  }
  return TRUE_WORDS.has(text);
}

interface Registration {
  permissions: string[];
  description: string;
  expires_at: number;
  budgets: { budget_msats: number; refresh_window: number; created_at: number }[];
}

function readInt(
  value: unknown,
  loc: (string | number)[],
  issues: ValidationIssue[],
): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return Math.trunc(value);
  }
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) {
    return Number(value);
  }
  issues.push(
    typeof value === 'string'
      ? {
          type: 'int_parsing',
          loc,
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: value,
        }
      : { type: 'int_type', loc, msg: 'Input should be a valid integer', input: value },
  );
  return undefined;
}

function readRegistration(body: Record<string, unknown>): Registration {
  const issues: ValidationIssue[] = [];
  const missing = (loc: (string | number)[], input: unknown) =>
    issues.push({ type: 'missing', loc, msg: 'Field required', input });

  const permissions: string[] = [];
  if (body.permissions === undefined) {
    missing(['body', 'permissions'], body);
  } else if (!Array.isArray(body.permissions)) {
    issues.push({
      type: 'list_type',
      loc: ['body', 'permissions'],
      msg: 'Input should be a valid list',
      input: body.permissions,
    });
  } else {
    body.permissions.forEach((value: unknown, index) => {
      if (typeof value === 'string') {
        permissions.push(value);
      } else {
        issues.push({
          type: 'string_type',
          loc: ['body', 'permissions', index],
          msg: 'Input should be a valid string',
          input: value,
        });
      }
    });
  }

  let description = '';
  if (body.description === undefined) {
    missing(['body', 'description'], body);
  } else if (typeof body.description !== 'string') {
    issues.push({
      type: 'string_type',
      loc: ['body', 'description'],
      msg: 'Input should be a valid string',
      input: body.description,
    });
  } else {
    description = body.description;
  }

  let expiresAt = 0;
  if (body.expires_at === undefined) {
    missing(['body', 'expires_at'], body);
  } else {
    expiresAt = readInt(body.expires_at, ['body', 'expires_at'], issues) ?? 0;
  }

  const budgets: Registration['budgets'] = [];
  if (body.budgets === undefined) {
    missing(['body', 'budgets'], body);
  } else if (!Array.isArray(body.budgets)) {
    issues.push({
      type: 'list_type',
      loc: ['body', 'budgets'],
      msg: 'Input should be a valid list',
      input: body.budgets,
    });
  } else {
    body.budgets.forEach((item: unknown, index) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        issues.push({
          type: 'model_type',
          loc: ['body', 'budgets', index],
          msg: 'Input should be a valid dictionary or instance of NWCNewBudget',
          input: item,
        });
        return;
      }
      const fields = item as Record<string, unknown>;
      const budget = { budget_msats: 0, refresh_window: 0, created_at: 0 };
      for (const field of ['budget_msats', 'refresh_window', 'created_at'] as const) {
        if (fields[field] === undefined) {
          missing(['body', 'budgets', index, field], item);
        } else {
          budget[field] = readInt(fields[field], ['body', 'budgets', index, field], issues) ?? 0;
        }
      }
      budgets.push(budget);
    });
  }

  if (issues.length > 0) {
    throw validationError(issues);
  }
  return { permissions, description, expires_at: expiresAt, budgets };
}

// -------------------------------------------------------------------------------------------
// Routes
// -------------------------------------------------------------------------------------------

/** The nwcprovider-compatible extension (lnbits-api.md §9, E16–E24). */
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
      const registration = readRegistration(readJsonObject(request));
      const { pubkey } = request.params;
      assertPubkey(pubkey);
      assertSaneString(registration.description);
      registration.permissions.forEach(assertSaneString);
      assertTimestamp(registration.expires_at);
      for (const budget of registration.budgets) {
        assertMsats(budget.budget_msats);
        assertPositive(budget.refresh_window);
        assertTimestamp(budget.created_at);
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
      if (typeof value !== 'string') {
        throw hardening(`not a string ${String(value)}`);
      }
      assertSaneString(value);
    }
    for (const [key, value] of Object.entries(body)) {
      store.setConfig(key, value as string);
    }
    return config();
  });
}
