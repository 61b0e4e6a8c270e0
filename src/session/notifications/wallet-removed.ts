// Loaded by useRemoveWallet only when the removed wallet's server notifies this device.
import type { WalletConnection } from '../wallets/wallet-store';
import { notificationDeps } from './default-deps';
import type { WalletAccess } from './default-deps';
import { afterWalletRemoved } from './notifications';

export function forgetRemovedWallet(
  removed: WalletConnection,
  wallets: WalletAccess,
): Promise<void> {
  return afterWalletRemoved(removed, notificationDeps(wallets));
}
