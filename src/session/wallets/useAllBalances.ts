// Loaded with the lists that show every wallet's balance, not with every screen (session's index
// would put useQueries in the first load of all of them).
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletQueries } from '@/api/queries';
import type { WalletInfo } from '@/api/core';
import type { BalanceSource } from '@/lib/pocket-total';
import { readSnapshot, saveSnapshot } from './offline-snapshot';
import { useWallets } from './useActiveWallet';
import type { WalletConnection } from './wallet-store';

export interface WalletBalance {
  wallet: WalletConnection;
  balance: BalanceSource;
  /** The first answer is still on its way. */
  pending: boolean;
}

/**
 * Every wallet of this device with its balance: the server's answer, or, while a server can't be
 * reached, the last one it gave (kept on the device, as Home keeps the active wallet's), or
 * unknown. Each wallet is asked its own server, with its own key (the shared `info` cache).
 */
export function useAllBalances(): WalletBalance[] {
  const { connections } = useWallets();
  const results = useQueries({ queries: connections.map((c) => walletQueries.info(c)) });

  const answers = results.map((r) => r.dataUpdatedAt).join(',');
  useEffect(() => {
    results.forEach((result, index) => {
      const wallet = connections[index];
      if (wallet && result.data && result.dataUpdatedAt > 0) {
        saveSnapshot<WalletInfo>(wallet.id, 'balance', {
          savedAt: result.dataUpdatedAt,
          data: result.data,
        });
      }
    });
    // Once per new answer: `answers` names them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers]);

  return connections.map((wallet, index) => {
    const result = results[index];
    if (result?.data) {
      return {
        wallet,
        balance: { kind: 'live', balanceMsat: result.data.balance },
        pending: false,
      };
    }
    const stored = readSnapshot<WalletInfo>(wallet.id, 'balance');
    const failed = result?.isError === true || result?.fetchStatus === 'paused';
    if (stored && typeof stored.data.balance === 'number') {
      return {
        wallet,
        balance: { kind: 'last-known', balanceMsat: stored.data.balance, savedAt: stored.savedAt },
        pending: !failed,
      };
    }
    return { wallet, balance: { kind: 'unknown' }, pending: !failed };
  });
}
