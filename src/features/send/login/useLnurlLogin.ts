import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { loginDirect, loginWithLnurlAuth } from '@/api/lnurl-auth';
import type { LnurlAuthOutcome } from '@/api/lnurl-auth';
import { isUnreachableDirectly } from '@/api/lnurl';
import type { WalletConnection } from '@/session';

/** A login code's callback (its own URL, LUD-04) and challenge. */
export interface LoginCode {
  callback: string;
  k1: string;
}

export interface LoginResult {
  outcome: LnurlAuthOutcome;
  /** `direct`: signed here and sent from this device; `server`: LNbits signed and sent it. */
  path: 'direct' | 'server';
}

/**
 * Logs in with the wallet's LNURL-auth identity: signed on this device and sent straight to the
 * site; only when the site can't be reached from here (no answer, or CORS), through the wallet's
 * server, which signs with the same key. Needs the admin key. Neither path is retried by itself.
 */
export async function logIn(wallet: WalletConnection, code: LoginCode): Promise<LoginResult> {
  try {
    return { outcome: await loginDirect(wallet.key, code), path: 'direct' };
  } catch (error) {
    if (!isUnreachableDirectly(error)) {
      throw error;
    }
  }
  return { outcome: await loginWithLnurlAuth(wallet, code), path: 'server' };
}

/** The login as a one-shot action: a second tap while one is under way sends nothing. */
export function useLnurlLogin(wallet: WalletConnection, code: LoginCode) {
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: () => logIn(wallet, code),
    onSettled: () => {
      running.current = false;
    },
    retry: false,
  });
  const start = () => {
    // Set before mutate, which starts the call a tick later: a double tap is one login.
    if (!running.current) {
      running.current = true;
      mutation.mutate();
    }
  };
  return { ...mutation, start };
}
