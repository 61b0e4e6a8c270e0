import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { walletKeys } from '@/api/keys';
import { subscribeWallet } from '@/api/realtime';
import type { RealtimeStatus } from '@/api/realtime';
import {
  emitWalletMessage,
  getRealtimeStatus,
  setRealtimeStatus,
  subscribeRealtimeStatus,
} from './realtime-status';
import type { WalletConnection } from '../wallets/wallet-store';
import { noticePaymentWhileHidden } from '../notifications/hidden-payment';

/**
 * Keeps the wallet's websocket open while mounted (once, in the app shell). Anyone can inject a
 * message into an LNbits channel, so a message is only a hint: the balance and the payments are
 * re-read from the server, never taken from the message.
 */
export function useWalletRealtime(connection: WalletConnection | null): void {
  const queryClient = useQueryClient();
  const walletId = connection?.id;
  const serverUrl = connection?.serverUrl;
  // The channel is the invoice key; without one the wallet is polled instead, so that an admin key
  // never travels in a websocket URL.
  const channel =
    connection?.inkey ?? (connection?.keyType === 'invoice' ? connection.key : undefined);

  // Read when a message comes, so a rename or a new key does not reopen the socket.
  const connectionRef = useRef(connection);
  useEffect(() => {
    connectionRef.current = connection;
  });

  useEffect(() => {
    if (!walletId || serverUrl === undefined || !channel) {
      return;
    }
    const rereadWallet = () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.info(walletId) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.payments(walletId) });
    };
    const unsubscribe = subscribeWallet({
      serverUrl,
      channel,
      onStatus: (status) => setRealtimeStatus(walletId, status),
      onMessage: (message) => {
        rereadWallet();
        emitWalletMessage(walletId, message);
        if (connectionRef.current) {
          noticePaymentWhileHidden(connectionRef.current, message);
        }
      },
      // A payment that arrived while the page was in the background shows at once on return.
      onForeground: rereadWallet,
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
