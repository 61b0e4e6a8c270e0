// A refused sign-in or provider-settings call of the NWC screen, in words. (A server with no NWC
// provider at all is api/extension-problem's.)
import { isApiError } from '@/api/http';

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
      return 'This server does not offer account sign-in, so its NWC provider cannot be configured from here.';
    }
    if (error.status === 401 || error.status === 403) {
      return `The server refused the sign-in: ${reason}.`;
    }
    return null;
  }
  if (error.status === 401 || error.status === 403) {
    return `The server refused: only an LNbits admin account with a password may change the NWC provider (${reason}).`;
  }
  if (error.status === 400) {
    return `The server refused these settings: ${reason}.`;
  }
  return null;
}
