import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { WalletInfo } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { subscribeWallet } from '@/api/realtime';
import type { RealtimeStatus } from '@/api/realtime';
import { satToMsat } from '@/lib/amount';
import {
  emitWalletMessage,
  getRealtimeStatus,
  setRealtimeStatus,
  subscribeRealtimeStatus,
} from './realtime-status';
import type { WalletConnection } from './wallet-store';

async function applyBalance(queryClient: QueryClient, walletId: string, balanceMsat: number) {
  const infoKey = walletKeys.info(walletId);
  if (!queryClient.getQueryData<WalletInfo>(infoKey)) {
    await queryClient.invalidateQueries({ queryKey: infoKey });
    return;
  }
  // An older GET /wallet still in flight must not overwrite the newer pushed balance.
  await queryClient.cancelQueries({ queryKey: infoKey });
  queryClient.setQueryData<WalletInfo>(infoKey, (old) =>
    old ? { ...old, balance: balanceMsat } : old,
  );
}

/**
 * Keeps the wallet's websocket open while mounted (once, in the app shell). A valid message sets
 * the cached balance and invalidates the wallet's payments.
 */
export function useWalletRealtime(connection: WalletConnection | null): void {
  const queryClient = useQueryClient();
  const walletId = connection?.id;
  const serverUrl = connection?.serverUrl;
  const channel = connection ? (connection.inkey ?? connection.key) : undefined;

  useEffect(() => {
    if (!walletId || serverUrl === undefined || !channel) {
      return;
    }
    const unsubscribe = subscribeWallet({
      serverUrl,
      channel,
      onStatus: (status) => setRealtimeStatus(walletId, status),
      onMessage: (message) => {
        void applyBalance(queryClient, walletId, satToMsat(message.walletBalanceSat));
        void queryClient.invalidateQueries({ queryKey: walletKeys.payments(walletId) });
        emitWalletMessage(walletId, message);
      },
    });
    return () => {
      unsubscribe();
      setRealtimeStatus(walletId, 'disconnected');
    };
  }, [walletId, serverUrl, channel, queryClient]);
}

/** 'connected' while the wallet's websocket is open; poll otherwise. */
export function useRealtimeStatus(walletId: string | undefined): RealtimeStatus {
  return useSyncExternalStore(subscribeRealtimeStatus, () => getRealtimeStatus(walletId));
}
