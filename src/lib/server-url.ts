// A wallet's server URL is stored as an origin-like base ("https://lnbits.example.com",
// possibly with a path prefix) or as '' meaning "the origin this app is served from".

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for hosts that only mean "this machine" (browsers treat them as secure, even on http). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** True when a wallet's server URL ('' = this app's origin) points at this machine. */
export function isLoopbackServer(serverUrl: string, appOrigin: string): boolean {
  try {
    return isLoopbackHost(new URL(serverUrl || appOrigin).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether LNURL services on this machine may be used with this wallet: only when its server is on
 * this machine too (a sandbox or a local LNbits), judged against the page's own origin.
 */
export function allowsLoopbackLnurl(
  wallet: { serverUrl: string } | null | undefined,
  appOrigin: string = globalThis.location?.origin ?? '',
): boolean {
  return wallet ? isLoopbackServer(wallet.serverUrl, appOrigin) : false;
}

/**
 * Characters no server address needs and that make one read as another: `@` (what comes before it
 * looks like the host, `https://good.example@evil.example`, or after it, `evil.example\@good…`),
 * a backslash (which URL parsers take as a slash), and spaces inside (which they drop).
 */
const MISLEADING = /[@\\\s]/;

/**
 * The one rule for a wallet's server address, wherever it comes from: typed on Connect, read from
 * a wallet link, or restored from a backup file. Returns '' for this app's own origin, the URL
 * without trailing slashes (or a trailing `/api/v1`) otherwise, or null when the text is not a
 * plain http(s) base address: no user or password, query, fragment, `@`, backslash or space. A
 * missing scheme means https, except for localhost and 127.0.0.1, which get http.
 */
export function normalizeServerUrl(input: string, appOrigin: string): string | null {
  const text = input.trim();
  if (text === '') {
    return '';
  }
  if (MISLEADING.test(text)) {
    return null;
  }
  let withScheme = text;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const host = /^([^/:?#]+|\[[^\]]*\])/.exec(text)?.[1] ?? '';
    withScheme = `${isLoopbackHost(host) ? 'http' : 'https'}://${text}`;
  }
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) {
    return null;
  }
  const path = url.pathname
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/i, '')
    .replace(/\/+$/, '');
  const base = `${url.origin}${path}`;
  return base === appOrigin ? '' : base;
}

/** The address to show a person: '' becomes the app's origin. */
export function displayServerUrl(serverUrl: string, appOrigin: string): string {
  return serverUrl === '' ? appOrigin : serverUrl;
}

/** The host (with port) of a stored server URL, for short labels: "lnbits.example.com". */
export function serverHost(serverUrl: string, appOrigin: string): string {
  try {
    return new URL(displayServerUrl(serverUrl, appOrigin)).host;
  } catch {
    return serverUrl;
  }
}

/**
 * True when a page served over https would call a plain-http server that is not this machine:
 * the browser blocks that (mixed content) before any request leaves.
 */
export function isMixedContent(serverUrl: string, pageProtocol: string): boolean {
  if (pageProtocol !== 'https:' || serverUrl === '') {
    return false;
  }
  try {
    const url = new URL(serverUrl);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/** ws(s) URL for a path on the server; '' resolves against the app's origin. */
export function toWebSocketUrl(serverUrl: string, path: string, appOrigin: string): string {
  const base = new URL(serverUrl === '' ? appOrigin : serverUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${protocol}//${base.host}${prefix}${path}`;
}
