import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { httpError, validationError } from '../errors.ts';
import { MAX_INCOMING_SAT } from '../services/payments.ts';
import { thirdPartyBlockedUrl, thirdPartyUrl } from '../third-party/host.ts';
import { isLoopback, readJsonObject, type SandboxContext } from './context.ts';

/**
 * Sandbox-only helpers, outside LNbits' paths and answered on loopback only: a funded wallet in
 * one call (for tests and scripts), the clock tests move forward, and the demo hand-off behind the
 * printed URL.
 */
export function registerSandboxRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/sandbox/') && !isLoopback(request.socket.remoteAddress)) {
      throw httpError(403, 'The sandbox routes answer on loopback only.');
    }
  });

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
    const body = readJsonObject(request, false);
    const name = body.name ?? 'Sandbox wallet';
    const balanceSat = body.balance_sat ?? 0;
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
    if (
      typeof balanceSat !== 'number' ||
      !Number.isInteger(balanceSat) ||
      balanceSat < 0 ||
      balanceSat > MAX_INCOMING_SAT
    ) {
      throw validationError([
        {
          type: 'value_error',
          loc: ['body', 'balance_sat'],
          msg: `Value error, balance_sat must be a whole number of sats from 0 to ${MAX_INCOMING_SAT}`,
          input: balanceSat,
        },
      ]);
    }
    const wallet = context.bank.createFundedWallet(name, balanceSat);
    return walletCredentials(wallet);
  });

  // Tests prove an invoice expired by moving this sandbox's clock forward instead of sleeping.
  app.post('/sandbox/clock/advance', async (request) => {
    const body = readJsonObject(request);
    const seconds = body.seconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) {
      throw validationError([
        {
          type: 'value_error',
          loc: ['body', 'seconds'],
          msg: 'Value error, seconds must be a whole number of seconds from 0 up',
          input: seconds,
        },
      ]);
    }
    context.clock.advance(seconds);
    return { ahead_seconds: context.clock.aheadSeconds, now: context.clock.nowSeconds() };
  });

  app.post('/sandbox/demo/claim', async (request) => {
    const body = readJsonObject(request, false);
    const token = typeof body.token === 'string' ? body.token : '';
    const expected = Buffer.from(context.demoClaimToken);
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw httpError(
        403,
        'This demo link is from another run of the sandbox. Open the link it printed when it last started.',
      );
    }
    return walletCredentials(context.bank.demoWallet());
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
