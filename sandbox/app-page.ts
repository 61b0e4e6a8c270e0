// How the sandbox serves the built app: its index.html and the security headers of every answer.
// The policy comes from the <meta> the build wrote into index.html (with the hashes of its inline
// scripts), so header and page always agree; a browser enforces both, and only what both allow.
import type { FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from '../scripts/content-security-policy-plugin.ts';
import {
  headerPolicy,
  metaPolicy,
  withLoopbackConnections,
} from '../src/lib/content-security-policy.ts';
import { isLoopback } from './routes/context.ts';
import { isLoopbackHostName } from './routes/sandbox.ts';

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

/** Headers that do not depend on where the page is served from. */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  // The scanner's camera, for this origin only; nothing else the app never uses.
  'permissions-policy':
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=()',
  'cross-origin-opener-policy': 'same-origin',
};

interface PageVariant {
  /** The Content-Security-Policy header sent with every answer. */
  policyHeader: string;
  /** index.html, plain and compressed. */
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
}

export interface AppPage {
  /** What a request gets: the loopback variant only for a page this machine opened on loopback. */
  variantFor(request: FastifyRequest): PageVariant;
}

/**
 * A page opened from loopback (the address and the connection both local) may also connect over
 * plain http and ws to other local ports: the sandbox's LNURL hosts and NWC relay live there.
 * Reached over the network (`--host 0.0.0.0`), the page gets the policy exactly as built.
 */
export function isServedFromLoopback(request: FastifyRequest): boolean {
  return isLoopback(request.socket.localAddress) && isLoopbackHostName(request.headers.host ?? '');
}

function variant(html: string, policy: string): PageVariant {
  const page = Buffer.from(
    html.replace(META_POLICY, (tag, built: string) => tag.replace(built, policy)),
  );
  return {
    policyHeader: headerPolicy(policy),
    body: {
      identity: page,
      br: brotliCompressSync(page),
      gzip: gzipSync(page, { level: 9 }),
    },
  };
}

/**
 * Reads the built index.html once. A page built before the policy existed (or any page given
 * with --static) gets the same policy from its inline scripts, in the header alone.
 * `beforeBodyEnd`: markup added at the end of <body> (LNbits' public settings); never a script
 * that runs, since the policy allows only the build's own.
 */
export function loadAppPage(staticDir: string, beforeBodyEnd = ''): AppPage {
  const asBuilt = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const built = META_POLICY.exec(asBuilt)?.[1] ?? metaPolicy(inlineScriptHashes(asBuilt));
  // At the start of the line of </body> when it has one of its own, else right before it.
  const bodyEnd = /(^[ \t]*)?<\/body>/m.exec(asBuilt);
  const at = bodyEnd?.index ?? asBuilt.length;
  const added = bodyEnd?.[1] === undefined && beforeBodyEnd ? `\n${beforeBodyEnd}` : beforeBodyEnd;
  const html = asBuilt.slice(0, at) + added + asBuilt.slice(at);
  const strict = variant(html, built);
  const loopback = variant(html, withLoopbackConnections(built));
  return { variantFor: (request) => (isServedFromLoopback(request) ? loopback : strict) };
}

/** The encoding of index.html to send: brotli, then gzip, as the browser takes them. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) {
    return 'br';
  }
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}
