import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { verifyLnurlAuthSignature } from '../../src/lib/lnurl-auth.ts';
import { getSetting, setSetting } from '../db/database.ts';
import type { WalletRow } from '../db/ledger.ts';
import { HttpError } from '../errors.ts';
import type { SandboxContext } from '../routes/context.ts';
import { lnurlOf } from '../services/withdraw.ts';

/**
 * The "third-party" LNURL host: a second small server on its own loopback port, standing in for
 * a merchant or service outside the wallet's LNbits. It needs no key, gets its invoices from the
 * main sandbox in-process (through the PaymentService, for its own sandbox wallet) and serves
 * honest LUD-06/LUD-03 endpoints plus hostile variants a careful wallet must refuse.
 */

export const THIRD_PARTY_BALANCE_SAT = 1_000_000;
export const PAY_MIN_MSAT = 1_000;
export const PAY_MAX_MSAT = 1_000_000_000;
export const COMMENT_ALLOWED = 140;
export const WITHDRAW_MIN_SAT = 1;
export const WITHDRAW_MAX_SAT = 10_000;

/**
 * Pay-endpoint names with a special behaviour; any other name (lower-case letters, digits, `.`,
 * `_`, `-`) is an honest endpoint with a `message` successAction.
 */
export const PAY_VARIANTS = {
  /** Honest, with a LUD-10 `aes` successAction keyed by the invoice's preimage. */
  aes: 'aes',
  /** Hostile: the invoice is 1 sat more than the amount asked for. */
  wrongAmount: 'wrong-amount',
  /** Hostile: the invoice's description hash is not sha256(metadata). */
  wrongHash: 'wrong-hash',
  /** Hostile: the first response's callback is plain http on a public host. */
  httpCallback: 'http-callback',
  /** Hostile: `<script>` in the metadata's text/plain. */
  script: 'script',
  /** Hostile: a successAction with an unknown tag. */
  badSuccessAction: 'bad-success-action',
} as const;

/**
 * LNURL-auth (LUD-04) site names with a special behaviour; any other name is an honest site that
 * checks the signature and answers OK.
 */
export const LOGIN_VARIANTS = {
  /** Hostile: the login URL is plain http on a public host. */
  httpCallback: 'http-callback',
  /** Hostile: k1 is 16 bytes, not the 32 LUD-04 asks for (LNbits signs it anyway). */
  shortK1: 'short-k1',
  /** The site checks the signature, remembers the key, then answers ERROR. */
  error: 'error',
  /** The site answers only after 30 s (LNbits gives up after 5), or when the caller hangs up. */
  slow: 'slow',
} as const;

/** How long the slow login site keeps a caller waiting. */
export const SLOW_LOGIN_MS = 30_000;

/** A login challenge the host issued, and the linking key that answered it. */
interface LoginChallenge {
  name: string;
  key: string | null;
  /** The last valid signature, as sent. */
  sig: string | null;
}

const NAME = /^[a-z0-9._-]{1,64}$/;

interface HostState {
  url?: string;
  app?: FastifyInstance;
  blockedUrl?: string;
  blockedApp?: FastifyInstance;
}

const hosts = new WeakMap<SandboxContext, HostState>();

/** The third-party host's base URL once the sandbox listens (undefined when it is off). */
export function thirdPartyUrl(context: SandboxContext): string | undefined {
  return hosts.get(context)?.url;
}

/** The CORS-blocking twin's base URL once the sandbox listens (undefined when it is off). */
export function thirdPartyBlockedUrl(context: SandboxContext): string | undefined {
  return hosts.get(context)?.blockedUrl;
}

class LnurlFailure extends Error {}

/** The third-party host (or its CORS-blocking twin) could not listen because its port is taken. */
export class ThirdPartyPortInUse extends Error {
  constructor(
    readonly port: number,
    /** The command-line option that sets this port. */
    readonly option: '--third-party-port' | '--third-party-blocked-port' = '--third-party-port',
  ) {
    super(`third-party port ${port} is in use`);
  }
}

const fail = (reason: string): never => {
  throw new LnurlFailure(reason);
};

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function metadataFor(name: string, host: string): string {
  const text =
    name === PAY_VARIANTS.script
      ? `Pay <script>alert("pwned")</script><img src=x onerror=alert(1)> ${name}`
      : `Pay ${name} at the third-party LNURL host`;
  return JSON.stringify([
    ['text/plain', text],
    ['text/identifier', `${name}@${host}`],
  ]);
}

/** LUD-10: AES-256-CBC (PKCS#7) keyed by the 32 preimage bytes, base64 fields. */
export function aesSuccessAction(preimageHex: string, plaintext: string, description: string) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(preimageHex, 'hex'), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    tag: 'aes',
    description,
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
  };
}

function ownWallet(context: SandboxContext): WalletRow {
  const storedId = getSetting(context.db, 'third_party_wallet_id');
  const stored = storedId ? context.ledger.walletById(storedId) : undefined;
  if (stored) {
    return stored;
  }
  const wallet = context.bank.createFundedWallet('Third-party LNURL host', THIRD_PARTY_BALANCE_SAT);
  setSetting(context.db, 'third_party_wallet_id', wallet.id);
  return wallet;
}

export function buildThirdPartyApp(context: SandboxContext, options: { cors: boolean }) {
  const walletId = ownWallet(context).id;
  const wallet = () => context.ledger.walletById(walletId)!;
  /** Open withdraw k1s (one use each), oldest first. */
  const withdrawK1s = new Set<string>();
  /** Login challenges by k1, oldest first. */
  const logins = new Map<string, LoginChallenge>();
  const loginUrl = (base: string, name: string, k1: string) =>
    `${name === LOGIN_VARIANTS.httpCallback ? 'http://lnurl-login.example.com' : base}` +
    `/login/cb/${name}?tag=login&k1=${k1}&action=login`;

  const app = Fastify({ logger: context.config.logRequests });

  app.addHook('onRequest', async (request, reply) => {
    if (!options.cors) {
      return;
    }
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, OPTIONS')
        .header('access-control-max-age', '600');
      const requested = request.headers['access-control-request-headers'];
      if (requested) {
        reply.header('access-control-allow-headers', requested);
      }
      return reply.send();
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LnurlFailure) {
      return reply.code(200).send({ status: 'ERROR', reason: error.message });
    }
    request.log.error(error);
    const reason = error instanceof HttpError ? error.message : 'Internal error.';
    return reply.code(error instanceof HttpError ? 200 : 500).send({ status: 'ERROR', reason });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 'ERROR', reason: 'Not found.' }),
  );

  app.get('/', async (request) => {
    const base = origin(request);
    const pay = (name: string) => ({
      url: `${base}/.well-known/lnurlp/${name}`,
      address: `${name}@${request.host}`,
      lnurl: lnurlOf(`${base}/lnurlp/${name}`),
    });
    return {
      service: 'Pocketbits sandbox third-party LNURL host',
      cors: options.cors,
      pay: {
        honest: pay('shop'),
        aes: pay(PAY_VARIANTS.aes),
        hostile: Object.fromEntries(
          Object.entries(PAY_VARIANTS)
            .filter(([key]) => key !== 'aes')
            .map(([key, name]) => [key, pay(name)]),
        ),
      },
      withdraw: { url: `${base}/lnurlw`, lnurl: lnurlOf(`${base}/lnurlw`) },
      // GET one of these for a fresh login code: {k1, url, lnurl}.
      login: {
        honest: `${base}/login/site`,
        hostile: Object.fromEntries(
          Object.entries(LOGIN_VARIANTS).map(([key, name]) => [key, `${base}/login/${name}`]),
        ),
        status: `${base}/login/status/{k1}`,
      },
    };
  });

  const payRequest = async (request: FastifyRequest<{ Params: { name: string } }>) => {
    const name = request.params.name.toLowerCase();
    if (!NAME.test(name)) {
      fail('Unknown pay link.');
    }
    const callback =
      name === PAY_VARIANTS.httpCallback
        ? `http://lnurl-callback.example.com/lnurlp/cb/${name}`
        : `${origin(request)}/lnurlp/cb/${name}`;
    return {
      tag: 'payRequest',
      callback,
      minSendable: PAY_MIN_MSAT,
      maxSendable: PAY_MAX_MSAT,
      metadata: metadataFor(name, request.host),
      commentAllowed: COMMENT_ALLOWED,
    };
  };
  app.get('/.well-known/lnurlp/:name', payRequest);
  app.get('/lnurlp/:name', payRequest);

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/lnurlp/cb/:name',
    async (request) => {
      const name = request.params.name.toLowerCase();
      if (!NAME.test(name)) {
        fail('Unknown pay link.');
      }
      const { amount, comment } = request.query;
      if (typeof amount !== 'string' || !/^\d{1,16}$/.test(amount)) {
        fail('Missing or invalid amount (msat).');
      }
      const amountMsat = Number(amount);
      if (amountMsat < PAY_MIN_MSAT || amountMsat > PAY_MAX_MSAT) {
        fail(`Amount must be between ${PAY_MIN_MSAT} and ${PAY_MAX_MSAT} msat.`);
      }
      if (amountMsat % 1000 !== 0) {
        fail('Amount must be a whole number of sats.');
      }
      if (comment !== undefined && typeof comment !== 'string') {
        fail('Invalid comment.');
      }
      if (typeof comment === 'string' && [...comment].length > COMMENT_ALLOWED) {
        fail(`Comment is too long (at most ${COMMENT_ALLOWED} characters).`);
      }
      const metadata = metadataFor(name, request.host);
      const hashed = name === PAY_VARIANTS.wrongHash ? `${metadata} (tampered)` : metadata;
      const sats = amountMsat / 1000 + (name === PAY_VARIANTS.wrongAmount ? 1 : 0);
      const invoice = context.payments.createInvoice(wallet(), {
        amount: sats,
        description_hash: createHash('sha256').update(hashed, 'utf8').digest('hex'),
        extra: { tag: 'third-party-lnurlp', link: name, ...(comment ? { comment } : {}) },
      });
      let successAction: Record<string, unknown>;
      if (name === PAY_VARIANTS.aes) {
        successAction = aesSuccessAction(
          invoice.preimage!,
          `Your voucher code: ${randomBytes(6).toString('hex').toUpperCase()}`,
          'Your voucher code is encrypted with the payment proof.',
        );
      } else if (name === PAY_VARIANTS.badSuccessAction) {
        successAction = { tag: 'javascript', code: 'alert(document.cookie)' };
      } else {
        successAction = { tag: 'message', message: `Thanks for paying ${name}!` };
      }
      return { pr: invoice.bolt11, routes: [], successAction };
    },
  );

  // LNURL-auth: a fresh code per GET; the wallet calls its URL with `key` and `sig`.
  app.get<{ Params: { name: string } }>('/login/:name', async (request) => {
    const name = request.params.name.toLowerCase();
    if (!NAME.test(name) || name === 'cb' || name === 'status') {
      fail('Unknown login site.');
    }
    const k1 = randomBytes(name === LOGIN_VARIANTS.shortK1 ? 16 : 32).toString('hex');
    logins.set(k1, { name, key: null, sig: null });
    if (logins.size > 1000) {
      logins.delete(logins.keys().next().value!);
    }
    const url = loginUrl(origin(request), name, k1);
    return { k1, url, lnurl: lnurlOf(url) };
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/login/cb/:name',
    async (request, reply) => {
      const { k1, key, sig } = request.query;
      const challenge = typeof k1 === 'string' ? logins.get(k1) : undefined;
      if (!challenge || challenge.name !== request.params.name.toLowerCase()) {
        fail('Unknown or expired k1.');
      }
      if (typeof key !== 'string' || !/^0[23][0-9a-f]{64}$/.test(key)) {
        fail('Missing or invalid key (a compressed public key in hex).');
      }
      if (typeof sig !== 'string') {
        fail('Missing signature (sig).');
      }
      const verified = verifyLnurlAuthSignature(k1 as string, key as string, sig as string, {
        allowShortK1: challenge!.name === LOGIN_VARIANTS.shortK1,
      });
      if (!verified) {
        fail('Invalid signature.');
      }
      if (challenge!.key !== null && challenge!.key !== key) {
        fail('This k1 was already used by another key.');
      }
      challenge!.key = key as string;
      challenge!.sig = sig as string;
      if (challenge!.name === LOGIN_VARIANTS.error) {
        fail('Logins are closed today.');
      }
      if (challenge!.name === LOGIN_VARIANTS.slow) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, SLOW_LOGIN_MS);
          // Stop waiting (and holding the host open) once the caller has given up.
          reply.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return { status: 'OK' };
    },
  );

  // For tests: which linking key answered a challenge (null while none has).
  app.get<{ Params: { k1: string } }>('/login/status/:k1', async (request, reply) => {
    const challenge = logins.get(request.params.k1);
    if (!challenge) {
      return reply.code(404).send({ status: 'ERROR', reason: 'Unknown k1.' });
    }
    return { k1: request.params.k1, site: challenge.name, key: challenge.key, sig: challenge.sig };
  });

  app.get('/lnurlw', async (request) => {
    const k1 = randomBytes(32).toString('hex');
    withdrawK1s.add(k1);
    if (withdrawK1s.size > 1000) {
      withdrawK1s.delete(withdrawK1s.values().next().value!);
    }
    return {
      tag: 'withdrawRequest',
      callback: `${origin(request)}/lnurlw/cb`,
      k1,
      minWithdrawable: WITHDRAW_MIN_SAT * 1000,
      maxWithdrawable: WITHDRAW_MAX_SAT * 1000,
      defaultDescription: 'Withdrawal from the third-party LNURL host',
    };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/lnurlw/cb', async (request) => {
    const { k1, pr } = request.query;
    if (typeof k1 !== 'string' || !withdrawK1s.has(k1)) {
      fail('Invalid or used k1.');
    }
    if (typeof pr !== 'string' || pr.trim() === '') {
      fail('Missing invoice (pr).');
    }
    let amountMsat: bigint | null = null;
    try {
      amountMsat = decodeBolt11((pr as string).trim()).amountMsat;
    } catch {
      fail('Invalid invoice.');
    }
    if (
      amountMsat === null ||
      amountMsat < BigInt(WITHDRAW_MIN_SAT * 1000) ||
      amountMsat > BigInt(WITHDRAW_MAX_SAT * 1000)
    ) {
      fail(`Invoice amount must be between ${WITHDRAW_MIN_SAT} and ${WITHDRAW_MAX_SAT} sats.`);
    }
    withdrawK1s.delete(k1 as string);
    try {
      context.payments.payInvoice(wallet(), (pr as string).trim(), {
        extra: { tag: 'third-party-lnurlw' },
      });
    } catch (error) {
      withdrawK1s.add(k1 as string);
      throw error instanceof HttpError
        ? new LnurlFailure(`Payment failed: ${error.message}`)
        : error;
    }
    return { status: 'OK' };
  });

  return app;
}

async function listenOn(
  app: FastifyInstance,
  port: number,
  option: ThirdPartyPortInUse['option'],
): Promise<string> {
  try {
    await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ThirdPartyPortInUse(port, option);
    }
    throw error;
  }
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
}

/**
 * Runs the third-party host alongside the sandbox: it starts on listen and stops on close. With
 * `thirdPartyBlockedPort` set, a second instance with CORS off runs too (same wallet, same
 * endpoints), so a browser's direct calls to it fail while those to the first one succeed.
 */
export function attachThirdPartyHost(main: FastifyInstance, context: SandboxContext): void {
  const { thirdParty, thirdPartyPort, thirdPartyCors, thirdPartyBlockedPort } = context.config;
  const state: HostState = {};
  hosts.set(context, state);
  main.addHook('onReady', async () => {
    if (thirdParty) {
      state.app = buildThirdPartyApp(context, { cors: thirdPartyCors });
      state.url = await listenOn(state.app, thirdPartyPort, '--third-party-port');
    }
    if (thirdPartyBlockedPort !== undefined) {
      state.blockedApp = buildThirdPartyApp(context, { cors: false });
      state.blockedUrl = await listenOn(
        state.blockedApp,
        thirdPartyBlockedPort,
        '--third-party-blocked-port',
      );
    }
  });
  main.addHook('onClose', async () => {
    await Promise.all([state.app?.close(), state.blockedApp?.close()]);
  });
}
