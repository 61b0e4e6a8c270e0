// The Content-Security-Policy of the built app: one definition for the <meta> tag the build writes
// into index.html (scripts/content-security-policy-plugin.ts) and for the headers the sandbox
// sends (sandbox/app-page.ts). Pure, so both Node sides import it; the app itself never does.

/** Directive name → its sources, in the order they are written. */
export type PolicyDirectives = ReadonlyMap<string, readonly string[]>;

/**
 * What the wallet needs and nothing more. Its own files only (no CDN, no inline script but the
 * hashed ones the build adds), images from QR codes and LNURL metadata (data:, blob:), and
 * connections to any LNbits server or LNURL host a person names — which may be any host, so
 * https: and wss: but never plain http: off this machine.
 */
export const BASE_DIRECTIVES: PolicyDirectives = new Map([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  // blob: is the page's own object URLs, never the network: Chromium checks a file chosen in
  // Scan that is not an image (read through an object URL) against connect-src.
  ['connect-src', ["'self'", 'https:', 'wss:', 'blob:']],
  // The service worker (sw.js and the workbox runtime it imports) and the web app manifest.
  ['worker-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  // The app frames nothing and embeds no plugins.
  ['frame-src', ["'none'"]],
  ['object-src', ["'none'"]],
  // An injected <base> could point every relative script and asset URL elsewhere.
  ['base-uri', ["'none'"]],
  // Every form is handled in script (onSubmit); none is ever posted anywhere.
  ['form-action', ["'none'"]],
]);

/**
 * Plain http and ws on this machine: the sandbox, its third-party LNURL hosts and its NWC relay
 * listen on other loopback ports. Only for an app that is itself served from loopback; a page
 * from any other address must not reach into the viewer's machine. (An IPv6 literal such as
 * [::1] is not a valid CSP host source, so it is not listed: 'self' still covers its own port.)
 */
export const LOOPBACK_CONNECT_SOURCES: readonly string[] = [
  'http://127.0.0.1:*',
  'ws://127.0.0.1:*',
  'http://localhost:*',
  'ws://localhost:*',
];

/** Only a header can say who may frame the page: browsers ignore frame-ancestors in a <meta>. */
export const HEADER_ONLY_DIRECTIVES: PolicyDirectives = new Map([['frame-ancestors', ["'none'"]]]);

export function serializePolicy(directives: PolicyDirectives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Reads a policy as browsers do: `;`-separated directives, the first of a repeated name wins. */
export function parsePolicy(policy: string): PolicyDirectives {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

function withSources(
  directives: PolicyDirectives,
  name: string,
  added: readonly string[],
): PolicyDirectives {
  const result = new Map(directives);
  const current = directives.get(name) ?? [];
  result.set(name, [...current, ...added.filter((source) => !current.includes(source))]);
  return result;
}

/** The policy the build writes into index.html: the base, with the hash of each inline script. */
export function metaPolicy(inlineScriptHashes: readonly string[]): string {
  return serializePolicy(
    withSources(
      BASE_DIRECTIVES,
      'script-src',
      inlineScriptHashes.map((hash) => `'sha256-${hash}'`),
    ),
  );
}

/** The same policy for a page served from loopback: connections to other local ports allowed. */
export function withLoopbackConnections(policy: string): string {
  return serializePolicy(withSources(parsePolicy(policy), 'connect-src', LOOPBACK_CONNECT_SOURCES));
}

/** A page's meta policy as a response header, with what only a header can carry. */
export function headerPolicy(policy: string): string {
  const directives = new Map(parsePolicy(policy));
  for (const [name, sources] of HEADER_ONLY_DIRECTIVES) {
    directives.set(name, [...sources]);
  }
  return serializePolicy(directives);
}
