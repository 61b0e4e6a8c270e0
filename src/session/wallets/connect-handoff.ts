// A key or LNbits wallet link on its way to the Connect screen (from the scanner, or from the
// address bar the app was opened with). Held in memory only, and taken once: a wallet link's user
// id opens a whole account, so it never rides in a URL or in history state, where the browser
// would keep it. Read with peek (React may run a state initialiser twice) and cleared in an effect.
let pending: string | null = null;

/** Leaves `code` for the Connect screen to take; it replaces any code not yet taken. */
export function handOverToConnect(code: string): void {
  pending = code;
}

/** The code left for Connect, if any. */
export function peekConnectCode(): string | null {
  return pending;
}

/** Forgets the code, once Connect has it. */
export function clearConnectCode(): void {
  pending = null;
}

const LINK_PARAMS = ['usr', 'wal'] as const;

/**
 * An LNbits wallet link in the address the app was opened with (LNbits' `/wallet?usr=…&wal=…` of
 * the server that also serves this app, or `?usr=` on any path), rebuilt as the link, with the
 * address to put in its place: the same path and query without `usr` and `wal`.
 */
export function walletLinkInAddress(href: string): { link: string; cleanHref: string } | null {
  const url = new URL(href);
  const usr = url.searchParams.get('usr');
  if (!usr) {
    return null;
  }
  const link = new URL(/\/wallet\/?$/.test(url.pathname) ? url.pathname : '/wallet', url.origin);
  for (const name of LINK_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) {
      link.searchParams.set(name, value);
    }
    url.searchParams.delete(name);
  }
  return { link: link.href, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}
