// LNURL-auth (LUD-04) through the LNbits service: `POST /api/v1/lnurlauth` with the admin key
// (lnbits/core/views/lnurl_api.py). The server signs the challenge with the wallet's LUD-05
// linking key, derived from the admin key (src/lib/lnurl-auth.ts derives the same key), and
// calls the site's callback.
//
// LNbits 1.5.1 answers 500 "Unexpected error!" after the site answered, whatever it answered:
// its response model cannot hold the lnurl library's `{"status": …}` (checked on the genuine
// server). So from 1.5.1 a 500 means "the site was called, its answer is unknown": the site itself
// shows whether the login took. A server that answers 200 says OK or ERROR plainly.
//
// That 500 comes from Starlette's outermost error handler, outside LNbits' CORS middleware, so it
// carries no `Access-Control-Allow-Origin` (checked on the genuine server): an app served from
// another origin sees no answer at all, as if the network had failed. So after such a failure the
// server is asked something harmless; if it answers, the failure was that 500.
//
// The direct path (`loginDirect`) signs on this device with the same LUD-05 key and calls the
// site itself: the site's answer is then read as it is, OK or ERROR.
import { z } from 'zod/mini';
import {
  buildLnurlAuthCallbackUrl,
  linkingDomain,
  lnurlAuthSeed,
  requireK1,
} from '@/lib/lnurl-auth';
import { LnurlError } from '@/lib/lnurl/errors';
import { lnurlErrorReason } from '@/lib/lnurl/responses';
import { getWallet } from './core';
import { ApiError, request } from './http';
import type { CallOptions, WalletAuth } from './http';
import { getJsonDirect } from './lnurl';
import type { DirectCallOptions, LnurlLogin } from './lnurl';

export const LnurlAuthAnswerSchema = z.union([
  z.object({ status: z.literal('OK') }),
  z.object({ status: z.literal('ERROR'), reason: z.optional(z.string()) }),
]);

export type LnurlAuthOutcome =
  /** The site said OK. */
  | { kind: 'ok' }
  /** The site said ERROR, with its reason (untrusted text: show it as plain text). */
  | { kind: 'refused'; reason: string }
  /**
   * The server called the site but could not pass its answer on (LNbits 1.5.1's 500): the
   * login may well have taken. The site is where to look.
   */
  | { kind: 'unconfirmed' };

/**
 * Logs in at the site of a scanned login code (`scanLnurl`'s `login` answer) with the wallet's
 * LNURL-auth identity. Needs the admin key. The code is checked first (a 32-byte k1, an https
 * callback, or http on loopback or .onion), so a hostile code never reaches the server: that
 * throws `LnurlError` (`response`, `url`). A failure to reach the site, or an answer that is not
 * LNURL, is an `ApiError` 400 with the server's reason.
 */
export async function loginWithLnurlAuth(
  auth: WalletAuth,
  login: Pick<LnurlLogin, 'callback' | 'k1'>,
  options?: CallOptions,
): Promise<LnurlAuthOutcome> {
  const k1 = requireK1(login.k1);
  linkingDomain(login.callback);
  let answer: z.infer<typeof LnurlAuthAnswerSchema>;
  try {
    answer = await request(
      auth,
      {
        method: 'POST',
        path: '/api/v1/lnurlauth',
        key: auth.key,
        body: { tag: 'login', callback: login.callback, k1 },
        schema: LnurlAuthAnswerSchema,
      },
      options,
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 500) {
      return { kind: 'unconfirmed' };
    }
    if (error instanceof ApiError && error.kind === 'network' && (await answers(auth, options))) {
      return { kind: 'unconfirmed' };
    }
    throw error;
  }
  return answer.status === 'OK' ? { kind: 'ok' } : { kind: 'refused', reason: answer.reason ?? '' };
}

/** Whether the server answers a plain read now (so a failure just before was not the network). */
async function answers(auth: WalletAuth, options?: CallOptions): Promise<boolean> {
  try {
    await getWallet(auth, options);
    return true;
  } catch {
    return false;
  }
}

/**
 * Logs in at the site straight from this device: derives the wallet's LUD-05 linking key for the
 * callback's domain from `adminKey` (as LNbits does), signs `k1`, and GETs the callback with only
 * `key` and `sig` added to its own query, with no headers, credentials or referrer. The k1 must
 * be 32 bytes of hex and the callback https (or http on loopback or .onion), else `LnurlError`
 * (`response`, `url`) before anything is sent. No answer: `LnurlDirectError` (`timeout`, or
 * `unreachable-directly`, when the server path may be tried). An answer that is neither OK nor
 * ERROR: `LnurlError` `response`. Never retried.
 */
export async function loginDirect(
  adminKey: string,
  login: Pick<LnurlLogin, 'callback' | 'k1'>,
  options?: DirectCallOptions,
): Promise<LnurlAuthOutcome> {
  const url = buildLnurlAuthCallbackUrl(
    login.callback,
    requireK1(login.k1),
    lnurlAuthSeed(adminKey),
  );
  const answer = await getJsonDirect(url, options);
  const reason = lnurlErrorReason(answer);
  if (reason !== null) {
    return { kind: 'refused', reason };
  }
  const status =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as Record<string, unknown>).status
      : undefined;
  if (typeof status !== 'string' || status.toUpperCase() !== 'OK') {
    throw new LnurlError('response', 'The site sent an answer to the login that is not LNURL.');
  }
  return { kind: 'ok' };
}
