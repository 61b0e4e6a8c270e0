// The sandbox prints http://host/?demo=<one-time token>. The app trades the token for a wallet
// on its own origin, stores it as the active connection and drops the token from the address.
import { t } from '@lingui/core/macro';
import { claimDemoWallet } from '@/api/sandbox';
import { isApiError } from '@/api/http';
import { addWallet, getWalletState, setActiveWallet, whenWalletsSaved } from '@/session';
import type { WalletConnection } from '@/session';

export const DEMO_PARAM = 'demo';

/**
 * Tokens this browser has spent, with the wallet each bought: the sandbox takes a token once, and
 * the person who opens the printed link again expects their demo wallet, not an error.
 */
export const CLAIMED_TOKENS_KEY = 'pocketbits.demo-claims.v1';
const MAX_CLAIMED_TOKENS = 20;

function readClaimedTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(
      globalThis.localStorage?.getItem(CLAIMED_TOKENS_KEY) ?? '{}',
    );
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberClaimedToken(token: string, walletId: string): void {
  const entries = Object.entries(readClaimedTokens()).filter(([known]) => known !== token);
  entries.push([token, walletId]);
  try {
    globalThis.localStorage?.setItem(
      CLAIMED_TOKENS_KEY,
      JSON.stringify(Object.fromEntries(entries.slice(-MAX_CLAIMED_TOKENS))),
    );
  } catch {
    // Storage full or off: a second visit then gets the sandbox's "already used" answer.
  }
}

/** The stored connection a token already bought in this browser, if it is still there. */
function walletClaimedBefore(token: string): WalletConnection | undefined {
  const walletId = readClaimedTokens()[token];
  if (typeof walletId !== 'string') {
    return undefined;
  }
  return getWalletState().connections.find(
    (c) => c.serverUrl === '' && c.walletId === walletId && c.keyType === 'admin',
  );
}

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
 * twice, and the token only works once). A token this browser already spent opens the wallet it
 * bought then, without asking the sandbox.
 */
export function claimDemoOnce(token: string): Promise<WalletConnection> {
  let claim = claims.get(token);
  if (!claim) {
    const before = walletClaimedBefore(token);
    if (before) {
      setActiveWallet(before.id);
      claim = Promise.resolve(before);
    } else {
      claim = claimDemoWallet(token).then(async (wallet) => {
        rememberClaimedToken(token, wallet.id);
        const connection = addWallet({
          serverUrl: '',
          name: wallet.name,
          key: wallet.adminkey,
          keyType: 'admin',
          inkey: wallet.inkey,
          walletId: wallet.id,
        });
        await whenWalletsSaved();
        return connection;
      });
    }
    claims.set(token, claim);
  }
  return claim;
}

/** Why a claim failed, in words. */
export function describeDemoFailure(error: unknown): string {
  // 410: the link was used already (in another browser); 403: from another run of the sandbox.
  if (isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 410)) {
    const reason = /[.!?]$/.test(error.detail) ? error.detail : `${error.detail}.`;
    // The reason is the sandbox's own words (English): it is a developer's tool.
    return t`The demo link didn't work: ${reason} You can connect a wallet below instead.`;
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return t`Couldn't reach the sandbox to set up the demo wallet. Check that it is running, then open its link again, or connect a wallet below.`;
  }
  return t`The demo wallet couldn't be set up. Connect a wallet below instead.`;
}
