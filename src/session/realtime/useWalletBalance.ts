import { useQuery } from '@tanstack/react-query';
import { getWallet } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { useRealtimeStatus } from './useWalletRealtime';
import { renameWallet } from '../wallets/wallet-store';
import type { WalletConnection } from '../wallets/wallet-store';

/** How often the balance is re-read while the websocket is down. */
export const BALANCE_POLL_MS = 5_000;

/** Name and balance (msat) of a wallet: pushed by the websocket, polled only while it is down. */
export function useWalletBalance(connection: WalletConnection) {
  const realtime = useRealtimeStatus(connection.id);
  return useQuery({
    queryKey: walletKeys.info(connection.id),
    queryFn: async ({ signal }) => {
      const info = await getWallet(connection, { signal });
      // The wallet may have been renamed on the server: the switcher and lists show the new name.
      renameWallet(connection.id, info.name);
      return info;
    },
    refetchInterval: realtime === 'connected' ? false : BALANCE_POLL_MS,
  });
}
