// The sandbox prints http://host/?demo=<one-time token>. The app trades the token for a wallet
// on its own origin, stores it as the active connection and drops the token from the address.
import { claimDemoWallet } from '@/api/sandbox';
import { isApiError } from '@/api/http';
import { addWallet } from './wallet-store';
import type { WalletConnection } from './wallet-store';

export const DEMO_PARAM = 'demo';

const claims = new Map<string, Promise<WalletConnection>>();

/** The token in a query string, if any. */
export function readDemoToken(search: string): string | null {
  const token = new URLSearchParams(search).get(DEMO_PARAM);
  return token && token.trim() !== '' ? token.trim() : null;
}

/** The same query string without the token ('' when nothing is left). */
export function withoutDemoToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DEMO_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Claims the token once per page load, even if asked twice (React StrictMode runs effects
 * twice, and the token only works once).
 */
export function claimDemoOnce(token: string): Promise<WalletConnection> {
  let claim = claims.get(token);
  if (!claim) {
    claim = claimDemoWallet(token).then((wallet) =>
      addWallet({
        serverUrl: '',
        name: wallet.name,
        key: wallet.adminkey,
        keyType: 'admin',
        inkey: wallet.inkey,
        walletId: wallet.id,
      }),
    );
    claims.set(token, claim);
  }
  return claim;
}

/** Why a claim failed, in words. */
export function describeDemoFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 404)) {
    const reason = /[.!?]$/.test(error.detail) ? error.detail : `${error.detail}.`;
    return `The demo link didn't work: ${reason} You can connect a wallet below instead.`;
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return "Couldn't reach the sandbox to set up the demo wallet. Check that it is running, then open its link again, or connect a wallet below.";
  }
  return "The demo wallet couldn't be set up. Connect a wallet below instead.";
}
