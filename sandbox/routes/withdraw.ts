import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, validationError, type ValidationIssue } from '../errors.ts';
import { MAX_OUTGOING_SAT } from '../services/payments.ts';
import {
  MAX_API_USES,
  WithdrawService,
  lnurlOf,
  type WithdrawLinkRow,
} from '../services/withdraw.ts';
import { attachThirdPartyHost } from '../third-party/host.ts';
import { guardSandboxRoute } from './sandbox.ts';
import {
  readJsonObject,
  requireKey,
  type AuthenticatedWallet,
  type SandboxContext,
} from './context.ts';

/** `http://host:port` as the client reached us, for the URLs inside LNURLs. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function linkJson(link: WithdrawLinkRow, origin: string) {
  return {
    id: link.id,
    wallet: link.wallet,
    title: link.title,
    min_withdrawable: link.min_withdrawable,
    max_withdrawable: link.max_withdrawable,
    uses: link.uses,
    wait_time: link.wait_time,
    is_unique: false,
    unique_hash: link.unique_hash,
    k1: link.k1,
    open_time: link.open_time,
    used: link.used,
    lnurl: lnurlOf(lnurlUrl(origin, link)),
  };
}

const lnurlUrl = (origin: string, link: WithdrawLinkRow) =>
  `${origin}/withdraw/api/v1/lnurl/${link.unique_hash}`;

function intField(
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
  issues: ValidationIssue[],
  fallback?: number,
): number {
  const value = body[field] ?? fallback;
  if (value === undefined || value === null) {
    issues.push({ type: 'missing', loc: ['body', field], msg: 'Field required', input: body });
    return 0;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.push({
      type: 'int_parsing',
      loc: ['body', field],
      msg: 'Input should be a valid integer',
      input: value,
    });
    return 0;
  }
  if (value < min) {
    issues.push({
      type: 'greater_than_equal',
      loc: ['body', field],
      msg: `Input should be greater than or equal to ${min}`,
      input: value,
      ctx: { ge: min },
    });
  } else if (value > max) {
    issues.push({
      type: 'less_than_equal',
      loc: ['body', field],
      msg: `Input should be less than or equal to ${max}`,
      input: value,
      ctx: { le: max },
    });
  }
  return value;
}

function ownedLink(
  service: WithdrawService,
  auth: AuthenticatedWallet,
  id: string,
): WithdrawLinkRow {
  const link = service.byId(id);
  if (!link) {
    throw httpError(404, 'Withdraw link does not exist.');
  }
  if (link.wallet !== auth.wallet.id) {
    throw httpError(403, 'Not your withdraw link.');
  }
  return link;
}

/** LNURL-withdraw links, including the faucet that funds new wallets. */
export function registerWithdrawRoutes(app: FastifyInstance, context: SandboxContext): void {
  const service = new WithdrawService({
    db: context.db,
    payments: context.payments,
    walletById: (id) => context.ledger.walletById(id),
  });
  // The faucet exists from the start, so its LNURL is stable across restarts of a data file.
  service.faucet(context.bank.wallet());

  app.post('/withdraw/api/v1/links', async (request, reply) => {
    const auth = requireKey(context, request, 'admin');
    const body = readJsonObject(request);
    const issues: ValidationIssue[] = [];
    const title = body.title;
    if (typeof title !== 'string' || title.trim() === '') {
      issues.push(
        title === undefined
          ? { type: 'missing', loc: ['body', 'title'], msg: 'Field required', input: body }
          : {
              type: 'string_type',
              loc: ['body', 'title'],
              msg: 'Input should be a valid non-empty string',
              input: title,
            },
      );
    }
    const min = intField(body, 'min_withdrawable', 1, MAX_OUTGOING_SAT, issues);
    const max = intField(body, 'max_withdrawable', 1, MAX_OUTGOING_SAT, issues);
    const uses = intField(body, 'uses', 1, MAX_API_USES, issues);
    const waitTime = intField(body, 'wait_time', 0, 86_400 * 365, issues, 0);
    if (body.is_unique !== undefined && body.is_unique !== false) {
      issues.push({
        type: 'value_error',
        loc: ['body', 'is_unique'],
        msg: 'Value error, unique (per-use) links are not supported by the sandbox',
        input: body.is_unique,
      });
    }
    if (issues.length > 0) {
      throw validationError(issues);
    }
    if (max < min) {
      throw httpError(400, '`max_withdrawable` needs to be at least `min_withdrawable`.');
    }
    const link = service.create(auth.wallet, {
      title: (title as string).trim(),
      minWithdrawable: min,
      maxWithdrawable: max,
      uses,
      waitTime,
    });
    return reply.code(201).send(linkJson(link, requestOrigin(request)));
  });

  app.get('/withdraw/api/v1/links', async (request) => {
    const auth = requireKey(context, request, 'invoice');
    const origin = requestOrigin(request);
    return service.listForWallet(auth.wallet.id).map((link) => linkJson(link, origin));
  });

  app.get<{ Params: { id: string } }>('/withdraw/api/v1/links/:id', async (request) => {
    const auth = requireKey(context, request, 'invoice');
    return linkJson(ownedLink(service, auth, request.params.id), requestOrigin(request));
  });

  app.delete<{ Params: { id: string } }>('/withdraw/api/v1/links/:id', async (request, reply) => {
    const auth = requireKey(context, request, 'admin');
    const link = ownedLink(service, auth, request.params.id);
    service.delete(link.id);
    return reply.code(204).send();
  });

  // LUD-03, public: errors are `{"status":"ERROR"}` bodies with HTTP 200 (LUD-01 ignores status).
  app.get<{ Params: { hash: string } }>('/withdraw/api/v1/lnurl/:hash', async (request) => {
    const link = service.byHash(request.params.hash);
    if (!link) {
      return { status: 'ERROR', reason: 'Withdraw link does not exist.' };
    }
    if (link.used >= link.uses) {
      return { status: 'ERROR', reason: 'Withdraw is spent.' };
    }
    const origin = requestOrigin(request);
    return {
      tag: 'withdrawRequest',
      callback: `${origin}/withdraw/api/v1/lnurl/cb/${link.unique_hash}`,
      k1: link.k1,
      minWithdrawable: link.min_withdrawable * 1000,
      maxWithdrawable: link.max_withdrawable * 1000,
      defaultDescription: link.title,
    };
  });

  app.get<{ Params: { hash: string }; Querystring: Record<string, unknown> }>(
    '/withdraw/api/v1/lnurl/cb/:hash',
    async (request) => {
      const { k1, pr } = request.query;
      return service.redeem(request.params.hash, k1, pr);
    },
  );

  // Sandbox-only like the routes in sandbox.ts, with the same guard on the route itself.
  app.get('/sandbox/faucet', { onRequest: guardSandboxRoute }, async (request) => {
    const link = service.faucet(context.bank.wallet());
    const url = lnurlUrl(requestOrigin(request), link);
    return { lnurl: lnurlOf(url), url };
  });

  if (context.config.thirdParty || context.config.thirdPartyBlockedPort !== undefined) {
    attachThirdPartyHost(app, context);
  }
}
