// LNURL-auth (LUD-04) through the LNbits service: `POST /api/v1/lnurlauth` with the admin key
// (lnbits/core/views/lnurl_api.py). The server signs the challenge with the wallet's LUD-05
// linking key, derived from the admin key (src/lib/lnurl-auth.ts derives the same key), and
// calls the site's callback.
//
// LNbits 1.5.1 answers 500 "Unexpected error!" after the site answered, whatever it answered:
// its response model cannot hold the lnurl library's `{"status": …}` (checked on the genuine
// server). So from 1.5.1 a 500 means "the site was called, its answer is unknown": the site itself
// shows whether the login took. A server that answers 200 says OK or ERROR plainly.
import { z } from 'zod/mini';
import { linkingDomain, requireK1 } from '@/lib/lnurl-auth';
import { ApiError, request } from './http';
import type { CallOptions, WalletAuth } from './http';
import type { LnurlLogin } from './lnurl';

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
    throw error;
  }
  return answer.status === 'OK' ? { kind: 'ok' } : { kind: 'refused', reason: answer.reason ?? '' };
}
