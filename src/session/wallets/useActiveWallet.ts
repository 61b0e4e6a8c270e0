import { useSyncExternalStore } from 'react';
import { getActiveWallet, getWalletState, subscribeWallets } from './wallet-store';
import type { WalletConnection, WalletState } from './wallet-store';

/** Every stored connection and the active id; re-renders when either changes. */
export function useWallets(): WalletState {
  return useSyncExternalStore(subscribeWallets, getWalletState, getWalletState);
}

/** The connection screens work with, or null when none is stored. */
export function useActiveWallet(): WalletConnection | null {
  return getActiveWallet(useWallets());
}
