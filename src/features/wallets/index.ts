// What other features may use from wallets/. Screens (Connect) are reached through the router.
export { useActiveWallet, useWallets } from './useActiveWallet';
export { useRealtimeStatus, useWalletRealtime } from './useWalletRealtime';
export { onWalletMessage } from './realtime-status';
export { removeWallet, setActiveWallet } from './wallet-store';
export type { KeyType, WalletConnection } from './wallet-store';
export { BALANCE_POLL_MS, useWalletBalance } from './useWalletBalance';
export { useRemoveWallet } from './useRemoveWallet';
export { WalletSwitcher } from './WalletSwitcher';
export { ConfirmRemove, ManageWallets } from './ManageWallets';
export { ReceiveOnlyBadge, WalletLabel } from './WalletLabel';
export { useOfflineSnapshot } from './useOfflineSnapshot';
export type { OfflineView } from './useOfflineSnapshot';
export { OfflineMark } from './OfflineMark';
