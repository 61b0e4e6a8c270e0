import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Ledger, WalletRow } from '../db/ledger.ts';
import { HttpError, httpError, validationError, type ValidationIssue } from '../errors.ts';
import { readDict, readModel, type Model, type ModelOutput } from '../validation.ts';
import type { NodeKey } from '../lightning/node-key.ts';
import type { LightningNetwork } from '../lightning/network.ts';
import type { RateTable } from '../rates/rate-table.ts';
import type { Notifier } from '../services/notifier.ts';
import type { PaymentService } from '../services/payments.ts';
import type { Bank } from '../services/bank.ts';
import type { DemoClaims } from '../services/demo-claims.ts';
import type { SandboxClock } from '../time.ts';
import type { NwcParts } from '../nwc/parts.ts';
import type { WebPushParts } from '../services/webpush.ts';

export interface SandboxContext {
  config: SandboxConfig;
  db: Db;
  ledger: Ledger;
  rates: RateTable;
  nodeKey: NodeKey;
  notifier: Notifier;
  payments: PaymentService;
  bank: Bank;
  /** One-time tokens (the printed URL carries one) the app exchanges for the demo wallet. */
  demoClaims: DemoClaims;
  /** Decides invoice expiry; tests move it forward through `POST /sandbox/clock/advance`. */
  clock: SandboxClock;
  /** The nwcprovider extension's store, Nostr relay and NIP-47 service (not in legacy). */
  nwc?: NwcParts;
  /** Web Push subscriptions and their sender (not in legacy); tests wait on `sender.idle()`. */
  webPush?: WebPushParts;
  /** Its peers in the simulated Lightning network, when started in one. */
  network?: LightningNetwork;
}

export interface AuthenticatedWallet {
  wallet: WalletRow;
  isAdmin: boolean;
}

/** The key from `X-Api-Key` (any case) or else `?api-key=`, as LNbits' key checker reads it. */
export function readApiKey(request: FastifyRequest, headerOnly = false): string | undefined {
  const header = request.headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) {
    return fromHeader;
  }
  if (headerOnly) {
    return undefined;
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['api-key'];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

export function requireKey(
  context: SandboxContext,
  request: FastifyRequest,
  level: 'invoice' | 'admin',
): AuthenticatedWallet {
  const key = readApiKey(request);
  if (!key) {
    throw httpError(401, 'No Api Key provided.');
  }
  const found = context.ledger.walletByKey(key);
  if (!found) {
    throw httpError(404, 'Wallet not found.');
  }
  if (level === 'admin' && !found.isAdmin) {
    throw httpError(403, 'Invalid adminkey.');
  }
  return found;
}

/** Marks a body that could not be parsed; reported only after the key was checked, as LNbits does. */
export class UnparsableBody {
  constructor(readonly issue: ValidationIssue) {}
}

/**
 * FastAPI reads a JSON body before it runs any dependency: JSON it cannot parse is a 400 even
 * before the key or account is checked (a body that is not JSON at all waits for the model).
 */
export function rejectInvalidJson(request: FastifyRequest): void {
  if (request.body instanceof UnparsableBody && request.body.issue.type === 'json_invalid') {
    throw validationError([request.body.issue]);
  }
}

/**
 * The JSON body read as the pydantic 1 model `model` (see validation.ts), or the 400 FastAPI
 * would give. `optional`: the route's body parameter has a default, so no body is `{}`.
 */
export function readBody<M extends Model>(
  request: FastifyRequest,
  model: M,
  options: { optional?: boolean; moreIssues?: readonly ValidationIssue[] } = {},
): ModelOutput<M> {
  const body = request.body;
  if (body instanceof UnparsableBody) {
    throw validationError([body.issue]);
  }
  const absent = body === undefined || body === null;
  return readModel(model, absent && options.optional ? {} : body, {
    moreIssues: options.moreIssues,
  });
}

/** The JSON body as an object (Python's `dict()` of it), for routes that read fields by hand. */
export function readJsonObject(request: FastifyRequest, required = true): Record<string, unknown> {
  const body = request.body;
  if (body instanceof UnparsableBody) {
    throw validationError([body.issue]);
  }
  if ((body === undefined || body === null) && !required) {
    return {};
  }
  return readDict(body);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) {
    return false;
  }
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export { HttpError };
