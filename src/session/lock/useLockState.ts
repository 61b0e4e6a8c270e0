import { useSyncExternalStore } from 'react';
import { getLockState, subscribeWallets } from '../wallets/wallet-store';
import type { LockState } from '../wallets/wallet-store';

/** Whether the wallets are open, locked or still being read, and which lock is set. */
export function useLockState(): LockState {
  return useSyncExternalStore(subscribeWallets, getLockState, getLockState);
}
