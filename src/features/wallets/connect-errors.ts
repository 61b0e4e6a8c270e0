// Why connecting to (or creating) a wallet failed, in words that say what to do next. Pure: the
// screen passes what it knows (the error, the server, whether the server answered a plain probe).
import { t } from '@lingui/core/macro';
import { isApiError } from '@/api/http';
import { isMixedContent } from '@/lib/server-url';

export type ConnectFailureKind =
  | 'bad-url'
  | 'mixed-content'
  | 'unreachable'
  | 'cors'
  | 'network'
  | 'timeout'
  | 'not-lnbits'
  | 'wallet-not-found'
  | 'creation-disabled'
  | 'not-allowed'
  | 'link-not-allowed'
  | 'link-not-found'
  | 'wallet-not-in-account'
  | 'rate-limited'
  | 'server-error'
  | 'other';

export interface ConnectFailure {
  kind: ConnectFailureKind;
  title: string;
  message: string;
}

export interface ConnectContext {
  /** Host (and port) of the server, as shown to the person. */
  host: string;
  /**
   * After a network failure: true when the server answered a plain request the browser may not
   * read (so it is up, and CORS or an error without CORS headers blocked the real call), false
   * when nothing answered, undefined when unknown.
   */
  reachable?: boolean;
}

/** A failure already explained (thrown by the connect flow so the screen can show it as is). */
export class ConnectError extends Error {
  override readonly name = 'ConnectError';
  constructor(readonly failure: ConnectFailure) {
    super(failure.message);
  }
}

const failures = {
  badUrl: (): ConnectFailure => ({
    kind: 'bad-url',
    title: t`That isn't a server address`,
    message: t`Enter the address of an LNbits server, such as https://lnbits.example.com.`,
  }),
  mixedContent: (host: string): ConnectFailure => ({
    kind: 'mixed-content',
    title: t`This server needs https`,
    message: t`Pocketbits is open over a secure (https) connection, so your browser blocks plain http calls to ${host}. Use the server's https address.`,
  }),
  unreachable: (host: string): ConnectFailure => ({
    kind: 'unreachable',
    title: t`Can't reach the server`,
    message: t`Nothing answered at ${host}. Check the address and your internet connection: the server may be down.`,
  }),
  cors: (host: string): ConnectFailure => ({
    kind: 'cors',
    title: t`The server doesn't allow this app`,
    message: t`${host} is up but refused to let this app read its answer (CORS). Either it doesn't allow browser apps from other sites, or it answered with an error browsers hide (too many requests, a server error, or an unfinished first-install setup). Try again in a minute, or ask the server's admin.`,
  }),
  network: (host: string): ConnectFailure => ({
    kind: 'network',
    title: t`Can't reach the server`,
    message: t`No usable answer came from ${host}. The server may be down, the address may be wrong, or the server does not allow this app (CORS).`,
  }),
  timeout: (host: string): ConnectFailure => ({
    kind: 'timeout',
    title: t`The server is taking too long`,
    message: t`${host} didn't answer in time. Check the address, or try again in a moment.`,
  }),
  notLnbits: (host: string): ConnectFailure => ({
    kind: 'not-lnbits',
    title: t`That isn't an LNbits server`,
    message: t`${host} answered, but not the way LNbits does. Check the address: it should be the LNbits server itself, such as https://lnbits.example.com.`,
  }),
  walletNotFound: (host: string): ConnectFailure => ({
    kind: 'wallet-not-found',
    title: t`Wallet not found`,
    message: t`${host} doesn't know this key. Check that you copied the whole admin or invoice key of a wallet on this server; the wallet may also have been deleted.`,
  }),
  creationDisabled: (host: string): ConnectFailure => ({
    kind: 'creation-disabled',
    title: t`This server doesn't make new wallets`,
    message: t`${host} has account creation turned off. Ask its admin for a wallet, or connect with a key.`,
  }),
  rateLimited: (host: string): ConnectFailure => ({
    kind: 'rate-limited',
    title: t`Too many requests`,
    message: t`${host} is limiting requests. Wait a minute and try again.`,
  }),
  serverError: (host: string): ConnectFailure => ({
    kind: 'server-error',
    title: t`The server had a problem`,
    message: t`${host} couldn't handle the request. Try again later.`,
  }),
};

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * What to tell the person before anything is sent: the address does not parse (null), or the
 * browser would block it as mixed content. Null when the call may go ahead.
 */
export function checkServerBeforeCall(
  serverUrl: string | null,
  pageProtocol: string,
  host: string,
): ConnectFailure | null {
  if (serverUrl === null) {
    return failures.badUrl();
  }
  return isMixedContent(serverUrl, pageProtocol) ? failures.mixedContent(host) : null;
}

export const linkFailures = {
  notAllowed: (host: string): ConnectFailure => ({
    kind: 'link-not-allowed',
    title: t`This server doesn't open wallets by link`,
    message: t`${host} has login by wallet link turned off. Open the wallet on that LNbits page, copy its admin key (under “API info” or “Node URL, API keys”), and paste it here instead.`,
  }),
  adminAccount: (host: string): ConnectFailure => ({
    kind: 'link-not-allowed',
    title: t`An admin's wallet link can't be used`,
    message: t`${host} doesn't open an admin's account by its link. Open the wallet on that LNbits page, copy its admin key (under “API info” or “Node URL, API keys”), and paste it here instead.`,
  }),
  notFound: (host: string): ConnectFailure => ({
    kind: 'link-not-found',
    title: t`Wallet link not found`,
    message: t`${host} doesn't know this wallet link. Check that you copied all of it; the account may have been deleted.`,
  }),
  walletNotInAccount: (host: string): ConnectFailure => ({
    kind: 'wallet-not-in-account',
    title: t`That wallet isn't in this account`,
    message: t`The link opens an account on ${host}, but the wallet it names isn't there any more. Copy the link again from the wallet's page.`,
  }),
};

/**
 * Classifies a failed login by a wallet link's user id (POST /api/v1/auth/usr, GET
 * /api/v1/auth), in LNbits 1.5.1's words; anything else reads as a failed connect.
 */
export function classifyLinkFailure(error: unknown, context: ConnectContext): ConnectFailure {
  if (isApiError(error) && error.kind === 'http') {
    const { status, detail, body } = error;
    const lnbitsShaped = typeof body === 'object' && body !== null && !Array.isArray(body);
    if (status === 403 && /login by 'user id' not allowed/i.test(detail)) {
      return linkFailures.notAllowed(context.host);
    }
    if (status === 403 && /admin/i.test(detail)) {
      return linkFailures.adminAccount(context.host);
    }
    if (status === 401 && /user id does not exist|user not found/i.test(detail)) {
      return linkFailures.notFound(context.host);
    }
    // An LNbits before the route (or one that hides it) answers FastAPI's 404 or 405.
    if (lnbitsShaped && (status === 404 || status === 405)) {
      return linkFailures.notAllowed(context.host);
    }
  }
  return classifyConnectFailure(error, context);
}

/** Classifies a failed GET /api/v1/wallet or POST /api/v1/account. */
export function classifyConnectFailure(error: unknown, context: ConnectContext): ConnectFailure {
  if (error instanceof ConnectError) {
    return error.failure;
  }
  const { host } = context;
  if (!isApiError(error)) {
    return {
      kind: 'other',
      title: t`Something went wrong`,
      message: t`The connection could not be tested. Please try again.`,
    };
  }
  switch (error.kind) {
    case 'network':
      if (context.reachable === true) {
        return failures.cors(host);
      }
      return context.reachable === false ? failures.unreachable(host) : failures.network(host);
    case 'timeout':
      return failures.timeout(host);
    case 'invalid-response':
      return failures.notLnbits(host);
    case 'http':
      break;
  }

  const { status, detail, body } = error;
  if (status === 404 && /wallet not found/i.test(detail)) {
    return failures.walletNotFound(host);
  }
  if (status === 429) {
    return failures.rateLimited(host);
  }
  if (status >= 500) {
    return failures.serverError(host);
  }
  // LNbits answers every /api/v1 error with a JSON object; an HTML page or plain text is
  // someone else, and so is FastAPI's "no such route" (an old or different server).
  const lnbitsShaped = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!lnbitsShaped || (status === 404 && /^not found\.?$/i.test(detail)) || status === 405) {
    return failures.notLnbits(host);
  }
  if (status === 400 && /account creation is disabled/i.test(detail)) {
    return failures.creationDisabled(host);
  }
  if (status === 403) {
    return {
      kind: 'not-allowed',
      title: t`Not allowed on this server`,
      message: sentence(t`${host} refused: ${detail}`),
    };
  }
  return { kind: 'other', title: t`The server said no`, message: sentence(detail) };
}
