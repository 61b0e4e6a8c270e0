import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../errors.ts';
import { field } from '../validation.ts';
import { MAX_OUTGOING_SAT } from '../services/payments.ts';
import {
  MAX_API_USES,
  WithdrawService,
  lnurlOf,
  type WithdrawLinkRow,
} from '../services/withdraw.ts';
import { attachThirdPartyHost } from '../third-party/host.ts';
import { guardSandboxRoute } from './sandbox.ts';
import { readBody, requireKey, type AuthenticatedWallet, type SandboxContext } from './context.ts';

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
    // The withdraw extension's CreateWithdrawData, in pydantic 1's words as LNbits 1.5.1 gives.
    const body = readBody(request, {
      title: field
        .str()
        .check((title) => (title.trim() === '' ? 'the title must not be empty' : undefined)),
      min_withdrawable: field.int({ ge: 1, le: MAX_OUTGOING_SAT }),
      max_withdrawable: field.int({ ge: 1, le: MAX_OUTGOING_SAT }),
      uses: field.int({ ge: 1, le: MAX_API_USES }),
      wait_time: field.int({ ge: 0, le: 86_400 * 365 }).default(0),
      is_unique: field
        .bool()
        .default(false)
        .check((unique) =>
          unique ? 'unique (per-use) links are not supported by the sandbox' : undefined,
        ),
    });
    const { title, min_withdrawable: min, max_withdrawable: max, uses, wait_time: waitTime } = body;
    if (max < min) {
      throw httpError(400, '`max_withdrawable` needs to be at least `min_withdrawable`.');
    }
    const link = service.create(auth.wallet, {
      title: title.trim(),
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
