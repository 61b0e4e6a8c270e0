import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnknownWalletKey } from '@/api/http';
import { walletQueries } from '@/api/queries';
import { useRealtimeStatus } from './useWalletRealtime';
import { anyNotificationsOn } from '../notifications/any-on';
import { getWalletState, renameWallet } from '../wallets/wallet-store';
import type { WalletConnection } from '../wallets/wallet-store';

/** How often the balance is re-read while the websocket is down. */
export const BALANCE_POLL_MS = 5_000;

/** Name and balance (msat) of a wallet: pushed by the websocket, polled only while it is down. */
export function useWalletBalance(connection: WalletConnection) {
  const realtime = useRealtimeStatus(connection.id);
  const balance = useQuery({
    ...walletQueries.info(connection),
    // A key the server no longer knows stays unknown: asking every few seconds changes nothing.
    refetchInterval: (query) =>
      realtime === 'connected' || isUnknownWalletKey(query.state.error) ? false : BALANCE_POLL_MS,
  });
  // The wallet may have been renamed on the server: the switcher and lists show the new name.
  const serverName = balance.data?.name;
  useEffect(() => {
    if (
      serverName !== undefined &&
      renameWallet(connection.id, serverName) &&
      anyNotificationsOn()
    ) {
      // The service worker names wallets in payment notifications by what it was handed: the new
      // name goes to it now, not when Settings next opens (loaded only when some server notifies).
      void import('../notifications/worker-config')
        .then((module) => module.writeWorkerConfig(getWalletState().connections))
        .catch(() => undefined);
    }
  }, [connection.id, serverName]);
  return balance;
}
