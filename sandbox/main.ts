import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { DEFAULT_CONFIG, type Profile, type SandboxConfig } from './config.ts';
import { exposureWarning, localUrlHost } from './exposure.ts';
import { MIN_SECRET_LENGTH, peerUrlProblem } from './lightning/network.ts';
import { NwcRelayPortInUse, createSandbox } from './server.ts';
import { ThirdPartyPortInUse, thirdPartyBlockedUrl, thirdPartyUrl } from './third-party/host.ts';

/** The third-party LNURL host's default port is the HTTP port plus this (5001 by default). */
const THIRD_PARTY_PORT_OFFSET = 1;
/** The relay's default port is the HTTP port plus this (5003 by default). */
const NWC_RELAY_PORT_OFFSET = 3;

/**
 * A helper server's default port, beside the HTTP port so that two sandboxes on different ports
 * never clash; any free port when the HTTP port is 0 or the sum would be out of range.
 */
function portBeside(port: number, offset: number): number {
  return port === 0 || port + offset > 65535 ? 0 : port + offset;
}

const HELP = `Pocketbits sandbox: an LNbits-compatible server for trying and testing the wallet.
It signs real BOLT-11 invoices and settles payments between its own wallets (and,
in a simulated Lightning network, with peer sandboxes on this machine); it is a
sandbox like LNbits' FakeWallet, not a Lightning node.

Usage:
  npm run sandbox -- [options]                 start the server
  npm run sandbox -- create-wallet [options]   make a funded wallet, print its id and keys as JSON

Server options:
  --host HOST        address to listen on (default ${DEFAULT_CONFIG.host})
  --port PORT        port (default ${DEFAULT_CONFIG.port}; 0 picks a free one)
  --data FILE        SQLite database file (default ${DEFAULT_CONFIG.dataFile})
  --memory           keep all data in memory (nothing is written to disk)
  --profile NAME     current (LNbits 1.5, default) or legacy (the earlier core-only interface)
  --rates FILE       exchange-rate table to use instead of the built-in one
                     (also SANDBOX_RATES_FILE); format: {"prices": {"USD": 87000, ...}}
  --static DIR       built app to serve at / (default: dist, when it exists)
  --no-demo          do not create the demo wallet
  --third-party-port PORT
                     port of the "third-party" LNURL host on 127.0.0.1, a second server with
                     honest and hostile LNURL-pay/withdraw endpoints (default: the server port
                     + ${THIRD_PARTY_PORT_OFFSET}, or a free one with --port 0; 0 picks a free one)
  --third-party-cors on|off
                     whether that host sends Access-Control-Allow-Origin: * (default on)
  --third-party-blocked-port PORT
                     also run a second third-party host on 127.0.0.1 with CORS always off
                     (same endpoints and wallet), beside the first; 0 picks a free one
                     (default: not started)
  --no-third-party   do not start the third-party host
  --nwc-relay-port PORT
                     port of the Nostr relay on 127.0.0.1 that the NWC (NIP-47) wallet service
                     listens on (default: the server port + ${NWC_RELAY_PORT_OFFSET}, or a free one with --port 0;
                     0 picks a free one; not started with --profile legacy)
  --service-fee PERCENT
                     charge LNbits' service fee on outgoing payments, this percent of the
                     amount, paid to the sandbox bank (default: none)
  --service-fee-max SAT
                     cap the service fee at this many sats (default 0: no cap)
  --service-fee-internal
                     charge it on payments between this sandbox's wallets too; LNbits leaves
                     them out by default, and here every payment that succeeds is one of them
  --no-user-id-login
                     refuse login by the user id of an LNbits wallet link, as an LNbits whose
                     auth_allowed_methods leaves out user-id-only does
  --lightning-network-secret SECRET
                     put this sandbox in a simulated Lightning network with every other sandbox
                     started with the same secret (at least ${MIN_SECRET_LENGTH} characters; also
                     SANDBOX_LIGHTNING_SECRET): they pay each other's invoices, with a routing fee
                     of 1 sat + 1 sat per 1000. Default: none, only its own invoices are paid
  --lightning-peer URL
                     a peer of that network, such as http://127.0.0.1:5000 (on this machine;
                     repeatable). This sandbox tells each peer where it listens once it starts, so
                     a peer started earlier needs only the secret
  --log              log every request
  -h, --help         show this help

create-wallet options:
  --name NAME        wallet name (default "Sandbox wallet")
  --balance SAT      starting balance in sats, paid from the sandbox bank (default 0)
  --url URL          ask a running sandbox over HTTP (needed for a --memory server)
  --data FILE        otherwise, write straight into this database file
`;

function fail(message: string): never {
  console.error(`sandbox: ${message}\nRun with --help for the options.`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        data: { type: 'string' },
        memory: { type: 'boolean' },
        profile: { type: 'string' },
        rates: { type: 'string' },
        static: { type: 'string' },
        'no-demo': { type: 'boolean' },
        'third-party-port': { type: 'string' },
        'third-party-cors': { type: 'string' },
        'third-party-blocked-port': { type: 'string' },
        'no-third-party': { type: 'boolean' },
        'nwc-relay-port': { type: 'string' },
        'service-fee': { type: 'string' },
        'service-fee-max': { type: 'string' },
        'service-fee-internal': { type: 'boolean' },
        'no-user-id-login': { type: 'boolean' },
        'lightning-network-secret': { type: 'string' },
        'lightning-peer': { type: 'string', multiple: true },
        log: { type: 'boolean' },
        name: { type: 'string' },
        balance: { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

function configFrom(values: ReturnType<typeof parse>['values']): SandboxConfig {
  const port = values.port === undefined ? DEFAULT_CONFIG.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`--port must be 0–65535, not ${values.port}`);
  }
  const profile = (values.profile ?? 'current') as Profile;
  if (profile !== 'current' && profile !== 'legacy') {
    fail(`--profile must be current or legacy, not ${profile}`);
  }
  const thirdPartyPort =
    values['third-party-port'] === undefined
      ? portBeside(port, THIRD_PARTY_PORT_OFFSET)
      : Number(values['third-party-port']);
  if (!Number.isInteger(thirdPartyPort) || thirdPartyPort < 0 || thirdPartyPort > 65535) {
    fail(`--third-party-port must be 0–65535, not ${values['third-party-port']}`);
  }
  const blockedOption = values['third-party-blocked-port'];
  const thirdPartyBlockedPort = blockedOption === undefined ? undefined : Number(blockedOption);
  if (
    thirdPartyBlockedPort !== undefined &&
    (blockedOption!.trim() === '' ||
      !Number.isInteger(thirdPartyBlockedPort) ||
      thirdPartyBlockedPort < 0 ||
      thirdPartyBlockedPort > 65535)
  ) {
    fail(`--third-party-blocked-port must be 0–65535, not ${blockedOption}`);
  }
  const relayOption = values['nwc-relay-port'];
  const nwcRelayPort =
    relayOption === undefined ? portBeside(port, NWC_RELAY_PORT_OFFSET) : Number(relayOption);
  if (
    relayOption !== undefined &&
    (relayOption.trim() === '' ||
      !Number.isInteger(nwcRelayPort) ||
      nwcRelayPort < 0 ||
      nwcRelayPort > 65535)
  ) {
    fail(`--nwc-relay-port must be 0–65535, not ${relayOption}`);
  }
  const cors = values['third-party-cors'] ?? 'on';
  if (cors !== 'on' && cors !== 'off') {
    fail(`--third-party-cors must be on or off, not ${cors}`);
  }
  const staticDir = values.static ?? (existsSync('dist/index.html') ? 'dist' : undefined);
  const feeOption = values['service-fee'];
  const feePercent = feeOption === undefined ? undefined : Number(feeOption);
  if (
    feePercent !== undefined &&
    (feeOption!.trim() === '' || !Number.isFinite(feePercent) || feePercent < 0)
  ) {
    fail(`--service-fee must be a percent of 0 or more, not ${feeOption}`);
  }
  const feeMaxOption = values['service-fee-max'];
  const feeMaxSat = feeMaxOption === undefined ? 0 : Number(feeMaxOption);
  if (!Number.isInteger(feeMaxSat) || feeMaxSat < 0) {
    fail(`--service-fee-max must be a whole number of sats, not ${feeMaxOption}`);
  }
  if (feePercent === undefined && (feeMaxOption !== undefined || values['service-fee-internal'])) {
    fail('--service-fee-max and --service-fee-internal need --service-fee');
  }
  const secret = values['lightning-network-secret'] ?? process.env.SANDBOX_LIGHTNING_SECRET;
  const peers = values['lightning-peer'] ?? [];
  if (secret === undefined && peers.length > 0) {
    fail('--lightning-peer needs --lightning-network-secret (or SANDBOX_LIGHTNING_SECRET)');
  }
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    fail(`--lightning-network-secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  for (const peer of peers) {
    const problem = peerUrlProblem(peer);
    if (problem) {
      fail(`--lightning-peer: ${problem}`);
    }
  }
  return {
    ...DEFAULT_CONFIG,
    lightningNetwork: secret === undefined ? undefined : { secret, peers },
    host: values.host ?? DEFAULT_CONFIG.host,
    port,
    dataFile: values.memory ? ':memory:' : (values.data ?? DEFAULT_CONFIG.dataFile),
    profile,
    ratesFile: values.rates ?? process.env.SANDBOX_RATES_FILE,
    staticDir,
    demo: !values['no-demo'],
    logRequests: Boolean(values.log),
    userIdLogin: !values['no-user-id-login'],
    // The server starts the third-party host unless told not to; createSandbox() alone does not.
    thirdParty: profile !== 'legacy' && !values['no-third-party'],
    thirdPartyPort,
    thirdPartyCors: cors === 'on',
    // Asked for by name, so it runs even with --no-third-party (never in the legacy profile).
    thirdPartyBlockedPort,
    nwcRelayPort,
    serviceFee:
      feePercent === undefined
        ? undefined
        : {
            percent: feePercent,
            maxSat: feeMaxSat,
            internal: Boolean(values['service-fee-internal']),
          },
  };
}

async function createWalletCommand(values: ReturnType<typeof parse>['values']) {
  const name = values.name ?? 'Sandbox wallet';
  const balanceSat = values.balance === undefined ? 0 : Number(values.balance);
  if (!Number.isInteger(balanceSat) || balanceSat < 0) {
    fail('--balance must be a whole number of sats');
  }
  if (values.url) {
    const response = await fetch(new URL('/sandbox/wallets', values.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, balance_sat: balanceSat }),
    }).catch((error: Error) => fail(`could not reach ${values.url}: ${error.message}`));
    const body = await response.text();
    if (!response.ok) {
      fail(`the sandbox answered ${response.status}: ${body}`);
    }
    console.log(body);
    return;
  }
  const sandbox = await createSandbox({
    ...configFrom(values),
    demo: false,
    thirdParty: false,
    thirdPartyBlockedPort: undefined,
  });
  try {
    const wallet = sandbox.context.bank.createFundedWallet(name, balanceSat);
    console.log(
      JSON.stringify({
        id: wallet.id,
        user: wallet.user_id,
        name: wallet.name,
        adminkey: wallet.adminkey,
        inkey: wallet.inkey,
        balance_msat: wallet.balance_msat,
      }),
    );
  } finally {
    await sandbox.close();
  }
}

async function serve(values: ReturnType<typeof parse>['values']) {
  const config = configFrom(values);
  const sandbox = await createSandbox(config);
  if (config.demo) {
    sandbox.context.bank.demoWallet();
  }
  let baseUrl: string;
  try {
    baseUrl = await sandbox.listen();
  } catch (error) {
    if (error instanceof ThirdPartyPortInUse) {
      fail(
        `port ${error.port} (third-party LNURL host) is in use; pick another with ${error.option}`,
      );
    }
    if (error instanceof NwcRelayPortInUse) {
      fail(`port ${error.port} (NWC relay) is in use; pick another with --nwc-relay-port`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(`port ${config.port} is in use; pick another with --port`);
    }
    throw error;
  }
  // Printed for a browser on this machine: the demo link answers on loopback only.
  const address = sandbox.app.server.address();
  const listenPort = typeof address === 'object' && address ? address.port : config.port;
  baseUrl = `http://${localUrlHost(config.host)}:${listenPort}`;
  // Peers started earlier learn this sandbox's address before anyone is told it is up.
  const network = sandbox.context.network;
  const unannounced = network ? await network.announce(baseUrl) : [];
  const thirdParty = thirdPartyUrl(sandbox.context);
  const thirdPartyBlocked = thirdPartyBlockedUrl(sandbox.context);
  const appUrl = config.demo
    ? `${baseUrl}/?demo=${sandbox.context.demoClaims.printed}`
    : `${baseUrl}/`;
  const warning = exposureWarning(config.host, listenPort);
  const lines = [
    '',
    'Pocketbits sandbox — an LNbits-compatible test server (not a real Lightning node)',
    '',
    sandbox.context.config.staticDir
      ? `  Open the wallet:  ${appUrl}`
      : '  (no built app to serve: run "npm run build" first, or use "npm start")',
    `  LNbits API:       ${baseUrl}/api/v1`,
    ...(config.profile !== 'legacy' ? [`  Faucet (LNURL):   ${baseUrl}/sandbox/faucet`] : []),
    ...(thirdParty
      ? [
          `  Third-party LNURL host: ${thirdParty}/   (CORS ${config.thirdPartyCors ? 'on' : 'off'})`,
        ]
      : []),
    ...(thirdPartyBlocked
      ? [`  Third-party LNURL host: ${thirdPartyBlocked}/   (CORS off: blocks browsers)`]
      : []),
    ...(sandbox.context.nwc?.relay.url
      ? [
          `  NWC relay:        ${sandbox.context.nwc.relay.url}   (wallet service ${sandbox.context.nwc.service.pubkey})`,
        ]
      : []),
    ...(config.serviceFee
      ? [
          `  Service fee:      ${config.serviceFee.percent} %${config.serviceFee.maxSat > 0 ? `, at most ${config.serviceFee.maxSat} sats` : ''}, ${config.serviceFee.internal ? 'internal payments included' : 'internal payments free'}, paid to the bank`,
        ]
      : []),
    ...(network
      ? [
          `  Lightning network: peers ${network.peerUrls().join(', ') || '(none yet: they register when they start)'}`,
          ...unannounced.map(
            (peer) => `  WARNING: the Lightning peer ${peer} could not be told of this sandbox.`,
          ),
        ]
      : []),
    `  Data:             ${config.dataFile === ':memory:' ? 'in memory' : config.dataFile}   profile: ${config.profile}`,
    '',
    // In the same write as the banner, before the line that says the sandbox is up, so nobody
    // (and no script waiting for that line) sees the links without the warning.
    ...(warning ? [warning, ''] : []),
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const { values, positionals } = parse();
if (values.help) {
  console.log(HELP);
} else if (positionals[0] === 'create-wallet') {
  await createWalletCommand(values);
} else if (positionals.length > 0) {
  fail(`unknown command ${positionals[0]}`);
} else {
  await serve(values);
}
