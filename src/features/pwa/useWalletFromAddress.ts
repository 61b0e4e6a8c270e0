import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getWalletState, setActiveWallet } from '@/session';

/**
 * `?wallet=<local id>` (a tapped payment notification: lib/push-notification.ts walletHref) makes
 * that wallet the active one, then leaves the address. The id is this device's own, never a key;
 * an id that names no wallet here is dropped. It runs inside the app shell, so after the PIN when
 * a lock is set.
 */
export function useWalletFromAddress(): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('wallet');
  useLayoutEffect(() => {
    if (wanted === null) {
      return;
    }
    if (getWalletState().connections.some((connection) => connection.id === wanted)) {
      setActiveWallet(wanted);
    }
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('wallet');
        return rest;
      },
      { replace: true },
    );
  }, [wanted, setParams]);
}
