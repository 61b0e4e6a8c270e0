// Resolving an LNURL: straight from the browser first (the wallet's server learns nothing), and
// through LNbits' lnurlscan (row 8) when the host can't be reached from a browser (CORS, .onion).
import { t } from '@lingui/core/macro';
import { fetchLnurlDirect, isLnurlDirectError, scanLnurl } from '@/api/lnurl';
import type { LnurlPayRequest, LnurlWithdrawRequest } from '@/api/lnurl';
import type { WalletAuth } from '@/api/http';
import { LnurlError } from '@/lib/lnurl/errors';
import { parseLnurlResponse } from '@/lib/lnurl/responses';
import type { PayRequest, WithdrawRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { LnurlLoginCodeError } from './lnurl-errors';

/**
 * `direct`: the browser talked to the host; `server`: LNbits did (row 8), because the host
 * blocks browsers (`blocked`), didn't answer in time (`timeout`) or is on Tor (`onion`).
 */
export type LnurlPath =
  { via: 'direct' } | { via: 'server'; because: 'blocked' | 'timeout' | 'onion' };

export type Resolved =
  | { tag: 'payRequest'; request: PayRequest; raw?: LnurlPayRequest; path: LnurlPath }
  | {
      tag: 'withdrawRequest';
      request: WithdrawRequest;
      raw?: LnurlWithdrawRequest;
      path: LnurlPath;
    };

async function viaServer(
  auth: WalletAuth,
  target: LnurlTarget,
  because: 'blocked' | 'timeout' | 'onion',
  signal?: AbortSignal,
): Promise<Resolved> {
  const raw = await scanLnurl(auth, target.scanCode, { signal });
  if (raw.tag === 'login') {
    throw new LnurlLoginCodeError();
  }
  // The same checks as the direct path (https callback, limits, metadata), on the server's copy.
  const parsed = parseLnurlResponse(raw);
  const path: LnurlPath = { via: 'server', because };
  if (parsed.tag === 'payRequest' && raw.tag === 'payRequest') {
    return { tag: 'payRequest', request: parsed, raw, path };
  }
  if (parsed.tag === 'withdrawRequest' && raw.tag === 'withdrawRequest') {
    return { tag: 'withdrawRequest', request: parsed, raw, path };
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: lnurl-errors.ts words it by its code
  throw new LnurlError('response', 'The service sent an invalid answer.');
}

export async function resolveLnurl(
  auth: WalletAuth,
  target: LnurlTarget,
  signal?: AbortSignal,
): Promise<Resolved> {
  if (target.onion) {
    return viaServer(auth, target, 'onion', signal);
  }
  let parsed: PayRequest | WithdrawRequest;
  try {
    parsed = await fetchLnurlDirect(target.url, { signal });
  } catch (error) {
    if (isLnurlDirectError(error)) {
      // A first GET has no side effects, so asking the server instead is safe.
      return viaServer(auth, target, error.kind === 'timeout' ? 'timeout' : 'blocked', signal);
    }
    throw error;
  }
  const path: LnurlPath = { via: 'direct' };
  return parsed.tag === 'payRequest'
    ? { tag: 'payRequest', request: parsed, path }
    : { tag: 'withdrawRequest', request: parsed, path };
}

/** One sentence telling the user which way the LNURL went, for the form. */
export function describePath(path: LnurlPath, domain: string): string {
  if (path.via === 'direct') {
    return t`Talking to ${domain} directly from this device; your LNbits server only pays the invoice.`;
  }
  switch (path.because) {
    case 'blocked':
      return t`${domain} doesn’t accept requests from browsers, so your LNbits server talks to it for you.`;
    case 'timeout':
      return t`${domain} didn’t answer this device in time, so your LNbits server talks to it for you.`;
    case 'onion':
      return t`${domain} is on Tor, so your LNbits server talks to it for you.`;
  }
}
