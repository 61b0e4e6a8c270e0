// A wallet's server URL is stored as an origin-like base ("https://lnbits.example.com",
// possibly with a path prefix) or as '' meaning "the origin this app is served from".

/**
 * Normalises what a person typed as a server address.
 * Returns '' for this app's own origin, the URL without trailing slashes otherwise,
 * or null when the text is not an http(s) URL. A missing scheme means https.
 */
export function normalizeServerUrl(input: string, appOrigin: string): string | null {
  const text = input.trim();
  if (text === '') {
    return '';
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
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
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return base === appOrigin ? '' : base;
}

/** The address to show a person: '' becomes the app's origin. */
export function displayServerUrl(serverUrl: string, appOrigin: string): string {
  return serverUrl === '' ? appOrigin : serverUrl;
}

/** ws(s) URL for a path on the server; '' resolves against the app's origin. */
export function toWebSocketUrl(serverUrl: string, path: string, appOrigin: string): string {
  const base = new URL(serverUrl === '' ? appOrigin : serverUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${protocol}//${base.host}${prefix}${path}`;
}
