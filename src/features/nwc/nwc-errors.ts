// The NWC screen's own failures, in the person's language: a refused sign-in or provider-settings
// call, and a pairing address the server gave that cannot be used. (A server with no NWC provider
// at all is api/extension-problem's; anything else is ErrorMessage's.)
import { t } from '@lingui/core/macro';
import { isApiError } from '@/api/http';
import type { NwcBuildProblem, NwcUriProblem } from '@/lib/nwc';

/**
 * Words for a refused sign-in or config call, or null when the failure is not a refusal (network,
 * time-out…, which ErrorMessage describes). The server's own reason is kept in the sentence.
 */
export function configRefusal(error: unknown, stage: 'sign-in' | 'config'): string | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const reason = error.detail.trim().replace(/\.$/, '');
  if (stage === 'sign-in') {
    if (error.status === 404 || error.status === 405) {
      return t`This server does not offer account sign-in, so its NWC provider cannot be configured from here.`;
    }
    if (error.status === 401 || error.status === 403) {
      return t({
        message: `The server refused the sign-in: ${reason}.`,
        comment: 'reason: the server’s own words, in English (e.g. "Invalid credentials")',
      });
    }
    return null;
  }
  if (error.status === 401 || error.status === 403) {
    return t({
      message: `The server refused: only an LNbits admin account with a password may change the NWC provider (${reason}).`,
      comment: 'reason: the server’s own words, in English',
    });
  }
  if (error.status === 400) {
    return t({
      message: `The server refused these settings: ${reason}.`,
      comment: 'reason: the server’s own words, in English',
    });
  }
  return null;
}

/**
 * What is wrong with the pairing address the server gave (lib/nwc.ts's NwcUriError code), or with
 * the one being made from it. lib/nwc.ts keeps English for the sandbox and logs; this is the
 * screen's version.
 */
export function pairingProblemText(problem: NwcUriProblem | NwcBuildProblem): string {
  switch (problem) {
    case 'scheme':
      return t`The server’s pairing address is not a nostr+walletconnect URI.`;
    case 'wallet-key':
      return t`The server’s pairing address has no valid wallet-service key.`;
    case 'encoding':
      return t`The server’s pairing address is not encoded correctly.`;
    case 'relay':
      return t`The server’s pairing address names a relay that is not ws(s)://.`;
    case 'no-relay':
      return t`The server’s pairing address names no relay.`;
    case 'secret':
      return t`The connection secret must be 64 hex characters.`;
    case 'service':
      return t`The wallet service needs a 64-hex key and at least one relay.`;
  }
}
