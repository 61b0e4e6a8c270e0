// What a failed nwcprovider call means for the NWC screen: no provider at all, or a refused
// provider setting, in words.
import { isApiError } from '@/api/http';

export type ProviderProblem = 'missing' | 'disabled';

/**
 * Whether a failed nwcprovider call means there is no NWC provider for this wallet: a 404 for
 * the path itself (no such extension, or the sandbox's legacy profile), or 403
 * "Extension 'nwcprovider' not enabled." / "User not authorized for extension 'nwcprovider'.".
 * "Wallet not found." (404) and "Invalid adminkey." (403) are not.
 */
export function providerProblem(error: unknown): ProviderProblem | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const detail = error.detail.trim();
  if (error.status === 404 && !/wallet not found|does not exist/i.test(detail)) {
    return 'missing';
  }
  if (error.status === 403 && /extension '?nwcprovider'?/i.test(detail)) {
    return 'disabled';
  }
  return null;
}

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
