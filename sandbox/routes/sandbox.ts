import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../errors.ts';
import { MAX_INCOMING_SAT } from '../services/payments.ts';
import { thirdPartyBlockedUrl, thirdPartyUrl } from '../third-party/host.ts';
import { registerLightningRoutes } from './lightning.ts';
import { isLoopback, readBody, readJsonObject, type SandboxContext } from './context.ts';
import { field, pydantic } from '../validation.ts';

/** Where every sandbox-only route lives; the CORS hook in server.ts leaves these routes alone. */
export const SANDBOX_ROUTE_PREFIX = '/sandbox/';

export const LOOPBACK_ONLY = 'The sandbox routes answer on loopback only.';
export const CROSS_SITE_REFUSED =
  "The sandbox routes answer the sandbox's own pages only, not other sites.";
export const NOT_LOOPBACK_HOST =
  'The sandbox routes answer only when reached as localhost or 127.0.0.1 (not under another name).';
export const DEMO_CLAIM_USED =
  'This demo link has already been used, and each link works once. Restart the sandbox for a new link.';
export const DEMO_CLAIM_UNKNOWN =
  'This demo link is from another run of the sandbox. Open the link it printed when it last started.';

/**
 * The guard of every `/sandbox/` route (they fund wallets from the bank): the peer must be on this
 * machine, and a browser must be on one of the sandbox's own pages. It runs as a hook of the routes
 * themselves, so it applies however the path was spelt (`/%73andbox/…` routes here too).
 */
export async function guardSandboxRoute(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) {
    throw httpError(403, LOOPBACK_ONLY);
  }
  const refusal = browserRefusal(request);
  if (refusal) {
    throw httpError(403, refusal);
  }
}

/**
 * Why a browser request must be refused, if it must. Browsers on this machine are the risk: any
 * page the person visits can send requests to loopback. Scripts and tests send neither header.
 */
function browserRefusal(request: FastifyRequest): string | undefined {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  // `none` is the person typing the address; `same-site` includes other ports of localhost.
  const fetchSite = header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return CROSS_SITE_REFUSED;
  }
  const host = header('host');
  const origin = header('origin');
  if (
    origin !== undefined &&
    (host === undefined || origin.toLowerCase() !== `${request.protocol}://${host.toLowerCase()}`)
  ) {
    return CROSS_SITE_REFUSED;
  }
  // A page whose own name was re-pointed at 127.0.0.1 (DNS rebinding) is "same-origin" with
  // the sandbox; the name it used is still in Host.
  if (host !== undefined && !isLoopbackHostName(host)) {
    return NOT_LOOPBACK_HOST;
  }
  return undefined;
}

/** Whether a Host header (name or address, with or without port) names this machine. */
export function isLoopbackHostName(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * Sandbox-only helpers, outside LNbits' paths: a funded wallet in one call (for tests and scripts),
 * the demo hand-off behind the printed URL, and fresh demo links for tests. Registered in their
 * own plugin scope so the guard covers exactly these routes.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  context: SandboxContext,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', guardSandboxRoute);
    // Same-origin pages never ask; a preflight from another site is refused by the guard, so
    // nothing here ever says yes to CORS.
    scope.options('/sandbox/*', async (_request, reply) => reply.code(204).send());
    registerRoutes(scope, context);
  });
}

function registerRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerLightningRoutes(app, context);

  app.get('/sandbox/info', async () => ({
    sandbox: true,
    profile: context.config.profile,
    node_pubkey: context.nodeKey.publicKeyHex,
    third_party_url: thirdPartyUrl(context) ?? null,
    third_party_blocked_url: thirdPartyBlockedUrl(context) ?? null,
    nwc_relay_url: context.nwc?.relay.url ?? null,
    nwc_service_pubkey: context.nwc?.service.pubkey ?? null,
  }));

  app.post('/sandbox/wallets', async (request) => {
    // A model in LNbits' manner, so its refusals read like LNbits' own (pydantic 1).
    const { name, balance_sat: balanceSat } = readBody(
      request,
      {
        name: field.str().default('Sandbox wallet'),
        balance_sat: field.int({ ge: 0, le: MAX_INCOMING_SAT }).default(0),
      },
      { optional: true },
    );
    const wallet = context.bank.createFundedWallet(name, balanceSat);
    return walletCredentials(wallet);
  });

  // Tests prove an invoice expired by moving this sandbox's clock forward instead of sleeping.
  app.post('/sandbox/clock/advance', async (request) => {
    // Strict, unlike pydantic's int: a clock moved by 1.5 or "10" is a test's mistake.
    const { seconds } = readBody(request, {
      seconds: field.custom<number>((value, loc, issues) => {
        if (typeof value !== 'number' || !Number.isInteger(value)) {
          issues.push(pydantic.notInteger(loc));
          return undefined;
        }
        if (value < 0) {
          issues.push(pydantic.bound(loc, 'ge', 0));
          return undefined;
        }
        return value;
      }),
    });
    context.clock.advance(seconds);
    return { ahead_seconds: context.clock.aheadSeconds, now: context.clock.nowSeconds() };
  });

  // Tests and demos of charts need a history older than the run: every row of a payment (both
  // sides of an internal one) moves back in time by whole seconds. Balances do not change.
  app.post('/sandbox/payments/backdate', async (request) => {
    const { payment_hash: paymentHash, seconds } = readBody(request, {
      payment_hash: field.str(),
      seconds: field.int({ ge: 0, le: 10 * 366 * 24 * 3600 }),
    });
    const shiftUs = seconds * 1_000_000;
    const moved = context.db
      .prepare(
        `UPDATE payments SET time_us = time_us - ?, created_us = created_us - ?,
                updated_us = updated_us - ? WHERE payment_hash = ?`,
      )
      .run(shiftUs, shiftUs, shiftUs, paymentHash).changes;
    if (moved === 0) {
      throw httpError(404, 'Payment does not exist.');
    }
    return { moved };
  });

  app.post('/sandbox/demo/claim', async (request) => {
    const body = readJsonObject(request, false);
    const token = typeof body.token === 'string' ? body.token : '';
    const outcome = context.demoClaims.claim(token);
    if (outcome === 'used') {
      throw httpError(410, DEMO_CLAIM_USED);
    }
    if (outcome === 'unknown') {
      throw httpError(403, DEMO_CLAIM_UNKNOWN);
    }
    return walletCredentials(context.bank.demoWallet());
  });

  // A fresh one-time demo link, for tests that open the demo more than once in one run.
  app.post('/sandbox/demo-claims', async (request) => {
    const token = context.demoClaims.mint();
    const url = new URL('/', `${request.protocol}://${request.host}`);
    url.searchParams.set('demo', token);
    return { token, url: url.href };
  });
}

function walletCredentials(wallet: {
  id: string;
  user_id: string;
  name: string;
  adminkey: string;
  inkey: string;
  balance_msat: number;
}) {
  return {
    id: wallet.id,
    user: wallet.user_id,
    name: wallet.name,
    adminkey: wallet.adminkey,
    inkey: wallet.inkey,
    balance_msat: wallet.balance_msat,
  };
}
