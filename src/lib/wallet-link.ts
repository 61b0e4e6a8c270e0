/**
 * The wallet link LNbits' own wallet page shows (pure TypeScript: no DOM, no React, no I/O). Its
 * own module so that Scan and Connect, which only look for this link, do not load the whole code
 * classifier (`input.ts`, which recognises it too and re-exports it).
 */

/**
 * The link LNbits' own wallet page shows (as a QR too) to open the wallet on a phone:
 * `https://host/wallet?usr=<user id>&wal=<wallet id>`. Not a payment: it opens the account.
 */
export interface LnbitsWalletLinkInput {
  /** Set when the link was picked out of surrounding text: show it to the user. */
  extracted?: string;
  kind: 'lnbits-wallet-link';
  /** The LNbits server: the link's origin and any path before `/wallet`, no trailing slash. */
  serverUrl: string;
  /** The account's user id, 32 hex lower case. SECRET: it opens every wallet of the account. */
  userId: string;
  /** The wallet the link opens (`wal`, or `/wallet/<id>`), when it names one. */
  walletId?: string;
}

const LNBITS_USER_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * An LNbits wallet link (`…/wallet?usr=…&wal=…`, or `…/wallet/<id>?usr=…`), or null. Plain http
 * is recognised too: whether the server may be called over it is the connect step's decision.
 */
export function readLnbitsWalletLink(text: string): LnbitsWalletLinkInput | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return null;
  }
  const path = /^(.*?)\/wallet(?:\/([0-9a-f]{32}))?\/?$/i.exec(url.pathname);
  const usr = url.searchParams.get('usr')?.trim() ?? '';
  if (!path || !LNBITS_USER_ID.test(usr)) {
    return null;
  }
  const wal = url.searchParams.get('wal')?.trim() || path[2];
  const result: LnbitsWalletLinkInput = {
    kind: 'lnbits-wallet-link',
    serverUrl: `${url.origin}${path[1] ?? ''}`,
    userId: usr.replace(/-/g, '').toLowerCase(),
  };
  if (wal && LNBITS_USER_ID.test(wal)) {
    result.walletId = wal.replace(/-/g, '').toLowerCase();
  }
  return result;
}
