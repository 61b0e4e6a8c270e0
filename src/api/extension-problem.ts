// Whether a failed call to an LNbits extension's API means the extension is not there for this
// account. lnurlp and nwcprovider answer alike (both are LNbits extensions).
import { isApiError } from './http';

export type ExtensionProblem = 'missing' | 'disabled';
/** The extensions the app calls (plain ids: they go into a pattern as they are). */
export type LnbitsExtension = 'lnurlp' | 'nwcprovider';

/**
 * 'missing' for a 404 of the path itself (no such extension on the server, or the sandbox's
 * legacy profile); 'disabled' for 403 "Extension 'lnurlp' not enabled." / "User not authorized
 * for extension 'lnurlp'.". A 404 with another reason ("Wallet not found.", "Pay link does not
 * exist.") and any other failure are null.
 */
export function extensionProblem(
  error: unknown,
  extension: LnbitsExtension,
): ExtensionProblem | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const detail = error.detail.trim();
  // The path itself is unknown: FastAPI's "Not Found", or a proxy's page ("404 Not Found").
  if (error.status === 404 && !/wallet not found|does not exist/i.test(detail)) {
    return 'missing';
  }
  if (error.status === 403 && new RegExp(`extension '?${extension}'?`, 'i').test(detail)) {
    return 'disabled';
  }
  return null;
}
