import type { FastifyRequest } from 'fastify';
import { isLoopback } from './routes/context.ts';
import { isLoopbackHostName } from './routes/sandbox.ts';

/** Whether a listen address (`--host`) keeps the server on this machine. */
export function isLoopbackListenHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopback(host);
}

/**
 * Whether a request may have the sandbox contact LNURL hosts on this machine (`lnurlscan`, the
 * pay and withdraw callbacks): the sandbox's own LNURL hosts are there, and so is every other
 * local service, which must stay out of reach of anyone who is not on this machine. So: the
 * sandbox listens on loopback only, the client is on loopback, and a browser's page is on
 * loopback too (a web site open in a local browser, or a name re-pointed at 127.0.0.1, is not).
 */
export function mayReachLoopback(request: FastifyRequest, listenHost: string): boolean {
  if (!isLoopbackListenHost(listenHost) || !isLoopback(request.socket.remoteAddress)) {
    return false;
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return true;
  }
  try {
    return isLoopbackHostName(new URL(origin).host);
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not a page of this machine.
    return false;
  }
}

/**
 * Whether a browser page of `origin` is one the sandbox serves on `port`: the app opened on this
 * machine (127.0.0.1, localhost, [::1]) or at the `--host` address it listens on.
 */
export function isAppOrigin(origin: string, listenHost: string, port: number | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null": a sandboxed frame or a file
  }
  if (url.protocol !== 'http:' || port === undefined || url.port !== String(port)) {
    return false;
  }
  const listenName = listenHost.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isLoopbackHostName(url.host) || (!WILDCARD_HOSTS.has(listenHost) && name === listenName);
}

/** Addresses that listen on every interface; a browser on this machine reaches them on loopback. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address to print for a browser on this machine: the printed demo link and the `/sandbox/`
 * routes answer on loopback only, so `http://0.0.0.0:5000` would be the wrong link to offer.
 */
export function localUrlHost(host: string): string {
  if (WILDCARD_HOSTS.has(host)) {
    return '127.0.0.1';
  }
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The warning printed when `--host` is not a loopback address: what other machines can now
 * reach, and what stays on this one. Undefined on loopback.
 */
export function exposureWarning(host: string, port: number): string | undefined {
  if (isLoopbackListenHost(host)) {
    return undefined;
  }
  return [
    `WARNING: --host ${host} lets other machines on your network reach this sandbox on port ${port}.`,
    '  Reachable from the network: the wallet app, the LNbits API (anyone can create an account',
    '  and wallets; anyone holding a wallet key can spend from that wallet), the pay-link and',
    '  withdraw-link endpoints with Lightning addresses, the nwcprovider API and the wallet',
    '  websocket.',
    '  Still this machine only: the /sandbox/ routes (funded wallets from the bank, the demo link,',
    '  the faucet), the NWC relay (so NWC apps elsewhere cannot connect) and the third-party',
    '  LNURL hosts. LNURL hosts on this machine are not contacted at all (lnurlscan, pay and',
    '  withdraw callbacks), so no one reaches its local services through the sandbox.',
    ...(WILDCARD_HOSTS.has(host)
      ? []
      : [
          `  A browser here reaching ${host} is not on loopback either, so the demo link and the`,
          '  faucet will not work: --host 0.0.0.0 serves loopback and the network together.',
        ]),
    '  It is a test server with no accounts or passwords: use --host 127.0.0.1 (the default)',
    '  unless you mean to share it.',
  ].join('\n');
}
