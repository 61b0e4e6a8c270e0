import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIXED_SECURITY_HEADERS, loadAppPage, pageEncoding, type AppPage } from './app-page.ts';
import { DEFAULT_CONFIG, type SandboxConfig } from './config.ts';
import { isAppOrigin } from './exposure.ts';
import { openDatabase } from './db/database.ts';
import { Ledger, type WalletRow } from './db/ledger.ts';
import { NwcStore } from './db/nwc.ts';
import { HttpError } from './errors.ts';
import { loadNodeKey } from './lightning/node-key.ts';
import { LightningNetwork } from './lightning/network.ts';
import { NostrRelay } from './nwc/relay.ts';
import { NwcService, loadNwcServiceKey } from './nwc/service.ts';
import { RateTable } from './rates/rate-table.ts';
import { publicSettings, settingsBlock } from './public-settings.ts';
import { UnparsableBody, type SandboxContext } from './routes/context.ts';
import { pydantic } from './validation.ts';
import { accountOf, createAccountAuth, registerAuthRoutes } from './routes/auth.ts';
import { registerCoreRoutes } from './routes/core.ts';
import { registerLnurlRoutes } from './routes/lnurl.ts';
import { registerLnurlpRoutes } from './routes/lnurlp.ts';
import type { NwcParts } from './nwc/parts.ts';
import { registerNwcproviderRoutes } from './routes/nwcprovider.ts';
import { registerWalletRoutes } from './routes/wallets.ts';
import { registerWebpushRoutes } from './routes/webpush.ts';
import { registerWithdrawRoutes } from './routes/withdraw.ts';
import { registerRateRoutes } from './routes/rates.ts';
import { SANDBOX_ROUTE_PREFIX, registerSandboxRoutes } from './routes/sandbox.ts';
import { WALLET_SOCKET_MAX_FRAME_BYTES, registerWebsocketRoutes } from './routes/ws.ts';
import { Bank } from './services/bank.ts';
import { DemoClaims } from './services/demo-claims.ts';
import { Notifier } from './services/notifier.ts';
import { PaymentService, unexpectedError } from './services/payments.ts';
import { webPushParts } from './services/webpush.ts';
import { SandboxClock, nowSeconds } from './time.ts';

export interface Sandbox {
  app: FastifyInstance;
  context: SandboxContext;
  /** Listens on the configured host and port; resolves to the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** The NWC relay could not listen because its port is taken. */
export class NwcRelayPortInUse extends Error {
  constructor(readonly port: number) {
    super(`NWC relay port ${port} is in use`);
  }
}

const CORS_METHODS = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT';

/** With no app to serve, every answer is data: nothing in it may load, run or be framed. */
const DATA_ONLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Builds the sandbox: an LNbits-compatible HTTP API over one SQLite database. */
export async function createSandbox(overrides: Partial<SandboxConfig> = {}): Promise<Sandbox> {
  const config: SandboxConfig = { ...DEFAULT_CONFIG, ...overrides };
  const db = openDatabase(config.dataFile);
  const ledger = new Ledger(db);
  const rates = RateTable.fromFile(config.ratesFile);
  const nodeKey = loadNodeKey(db);
  const notifier = new Notifier();
  const clock = new SandboxClock();
  const startedAtSeconds = nowSeconds();
  // LNbits' Web Push (not in the legacy profile): its VAPID key pair is made on first start.
  const webPush = config.profile === 'legacy' ? undefined : webPushParts(db, ledger);
  const network = config.lightningNetwork && new LightningNetwork(config.lightningNetwork);
  const payments = new PaymentService({
    db,
    ledger,
    rates,
    nodeKey,
    notifier,
    clock,
    siteTitle: config.siteTitle,
    serviceFee: config.serviceFee,
    // The bank is LNbits' `lnbits_service_fee_wallet`: fees go back where all value came from.
    serviceFeeWallet: (): WalletRow => bank.wallet(),
    onSettled: webPush && ((payment) => webPush.sender.paymentSettled(payment)),
    network,
  });
  const bank: Bank = new Bank({ db, ledger, payments, nodeKey, profile: config.profile });
  bank.wallet();
  const context: SandboxContext = {
    config,
    db,
    ledger,
    rates,
    nodeKey,
    notifier,
    payments,
    bank,
    demoClaims: new DemoClaims(),
    clock,
    webPush,
    network,
  };
  if (config.profile !== 'legacy') {
    const store = new NwcStore(db);
    // Browser pages may use the relay only when the sandbox served them (read at connection
    // time: the HTTP port is known once listening).
    const relay = new NostrRelay({
      isAllowedOrigin: (origin) =>
        isAppOrigin(origin, config.host, (app.server.address() as AddressInfo | null)?.port),
    });
    const service = new NwcService({
      db,
      ledger,
      payments,
      store,
      relay,
      key: loadNwcServiceKey(db),
      siteTitle: config.siteTitle,
    });
    context.nwc = { store, relay, service } satisfies NwcParts;
  }

  const app = Fastify({ logger: config.logRequests, bodyLimit: 1_048_576 });
  app.addHook('onClose', () => payments.stop());

  const staticDir = config.staticDir ? resolve(config.staticDir) : undefined;
  // The app page carries LNbits' public settings (its VAPID key among them), as LNbits' pages do.
  const settings =
    webPush &&
    settingsBlock(
      publicSettings({
        siteTitle: config.siteTitle,
        authMethods: config.userIdLogin ? ['user-id-only'] : [],
        extensions: ['lnurlp', 'nwcprovider', 'withdraw'],
        webpushPubkey: webPush.keys.publicKey,
        serviceFeePercent: config.serviceFee?.percent ?? 0,
        serviceFeeMaxSat: config.serviceFee?.maxSat ?? 0,
        serviceFeeWallet: config.serviceFee ? bank.wallet().id : null,
        startedAtSeconds,
      }),
    );
  const appPage: AppPage | undefined =
    staticDir !== undefined && existsSync(resolve(staticDir, 'index.html'))
      ? loadAppPage(staticDir, settings)
      : undefined;

  // Every answer, the app's files and the API's JSON alike (harmless there): the page's own
  // policy plus what only headers can say (no framing at all), and the headers around it.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    reply.header(
      'content-security-policy',
      appPage?.variantFor(request).policyHeader ?? DATA_ONLY_POLICY,
    );
    return payload;
  });

  // FastAPI answers a preflight with 200 "OK" and `*` for everything (LNbits' CORS settings).
  // JSON answers (payment pages, LNURL scans) go gzipped to clients that take it, as behind the
  // reverse proxy of a real LNbits. Small answers aren't worth it.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      !type.startsWith('application/json') ||
      reply.getHeader('content-encoding') !== undefined ||
      !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ) {
      return payload;
    }
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    if (body === null || body.length < 1024) {
      return payload;
    }
    const compressed = gzipSync(body, { level: 6 });
    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'accept-encoding');
    reply.header('content-length', compressed.length);
    return compressed;
  });

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // The routed path, not the URL as spelt: the sandbox's own routes get no CORS at all (their
    // guard refuses other sites), else any page could fund wallets through the person's browser.
    if (!origin || request.routeOptions.url?.startsWith(SANDBOX_ROUTE_PREFIX)) {
      return;
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      const requested = request.headers['access-control-request-headers'];
      reply
        .code(200)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', CORS_METHODS)
        .header('access-control-max-age', '600')
        .header('content-type', 'text/plain; charset=utf-8');
      if (requested) {
        reply.header('access-control-allow-headers', requested);
      }
      return reply.send('OK');
    }
    reply.header('access-control-allow-origin', '*');
  });

  // LNbits' "Unexpected error!" 500 comes from Starlette's outermost handler, outside its CORS
  // middleware: it carries no Access-Control-Allow-Origin (checked on LNbits 1.5.1), so a page
  // of another origin sees no answer at all. The sandbox's does the same.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (
      reply.statusCode === 500 &&
      typeof payload === 'string' &&
      payload.startsWith('{"detail":"Unexpected error!')
    ) {
      reply.removeHeader('access-control-allow-origin');
    }
    return payload;
  });

  // Bodies are parsed leniently here and judged in the handler, after the key check, as in LNbits.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      return done(null, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      done(
        null,
        new UnparsableBody({
          type: 'json_invalid',
          loc: ['body', position ? Number(position) : 0],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: (error as Error).message },
        }),
      );
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => {
    // FastAPI hands pydantic the raw bytes of a non-JSON body, and `dict(bytes)` fails.
    done(null, new UnparsableBody(pydantic.notDict(['body'])));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body);
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ detail: (error as Error).message });
    }
    request.log.error(error);
    if (!config.logRequests) {
      console.error(error);
    }
    const unexpected = unexpectedError();
    return reply.code(500).send(unexpected.body);
  });

  // The wallet websocket only sends; a client's frames are read and dropped, so keep them small.
  await app.register(fastifyWebsocket, { options: { maxPayload: WALLET_SOCKET_MAX_FRAME_BYTES } });
  registerCoreRoutes(app, context);
  if (webPush) {
    const accounts = createAccountAuth(context);
    registerAuthRoutes(app, context, accounts);
    registerWebpushRoutes(app, webPush.store, accounts);
    registerWalletRoutes(app, context, (request) => accountOf(accounts, request));
    app.addHook('onClose', () => webPush.sender.stop());
  }
  registerRateRoutes(app, context);
  registerWebsocketRoutes(app, context);
  await registerSandboxRoutes(app, context);
  registerLnurlRoutes(app, context);
  if (config.profile !== 'legacy') {
    registerLnurlpRoutes(app, context);
    registerWithdrawRoutes(app, context);
  }
  const nwc = context.nwc;
  if (nwc) {
    registerNwcproviderRoutes(app, context, nwc);
    // The relay runs beside the HTTP server: it starts on listen and stops on close.
    app.addHook('onReady', async () => {
      try {
        await nwc.relay.listen(config.nwcRelayPort);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new NwcRelayPortInUse(config.nwcRelayPort);
        }
        throw error;
      }
      nwc.service.start();
    });
    app.addHook('onClose', async () => {
      nwc.service.stop();
      await nwc.relay.close();
    });
  }

  if (staticDir !== undefined && appPage !== undefined) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // index.html is answered below, in the variant the request needs; the rest as built.
      index: false,
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
      // .br / .gz written by scripts/compress-dist.mjs at build time, when the browser takes them.
      preCompressed: true,
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendAppPage = (request: FastifyRequest, reply: FastifyReply, page: AppPage) => {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') {
      reply.header('content-encoding', encoding);
    }
    return reply.send(page.variantFor(request).body[encoding]);
  };
  if (appPage !== undefined) {
    app.get('/', (request, reply) => sendAppPage(request, reply, appPage));
    app.get('/index.html', (request, reply) => sendAppPage(request, reply, appPage));
  }

  const apiPrefixes = [
    '/api/',
    '/sandbox/',
    '/lnurlp/',
    '/withdraw/',
    '/nwcprovider/',
    '/.well-known/',
  ];
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (appPage && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppPage(request, reply, appPage);
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });

  return {
    app,
    context,
    async listen() {
      await app.listen({ host: config.host, port: config.port });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}`;
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}
