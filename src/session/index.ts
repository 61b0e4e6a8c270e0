// The session: what every feature shares about the person's wallets and preferences on this
// device. It sits below features (which import it as `@/session`) and imports none of them, so
// no feature needs another to know the active wallet, its balance, or how to show an amount.
// The screens that change this state stay in their features (wallets/ConnectScreen,
// wallets/ManageWallets, settings/SettingsScreen).

// Wallets on this device and the one in use.
export {
  addWallet,
  getWalletState,
  markBackedUp,
  needsBackup,
  removeWallet,
  renameWallet,
  restoreWallets,
  setActiveWallet,
  updateWallet,
  whenWalletsSaved,
} from './wallet-store';
export type { KeyType, LockState, WalletConnection, WalletState } from './wallet-store';
export { useActiveWallet, useWallets } from './useActiveWallet';
export { useRemoveWallet } from './useRemoveWallet';
export { ConfirmRemove } from './ConfirmRemove';
export { BackupReminder } from './BackupReminder';
export { ReceiveOnlyBadge, WalletLabel } from './WalletLabel';
export { accessWords } from './access-words';

// The app lock: keys encrypted at rest, the PIN, locking and unlocking.
export { startWalletStore } from './wallet-store';
export { PIN_LENGTH, lockNow, removePin, setPin, confirmPin } from './app-lock';
export type { PinCheck } from './app-lock';
export { useLockState } from './useLockState';
export { useAutoLock } from './useAutoLock';
export { useConfirmWithLock } from './useConfirmWithLock';
export { useConfirmPayment } from './useConfirmPayment';
export { LockScreen } from './LockScreen';
export { LockPrompt } from './LockPrompt';
export { PinPad } from './PinPad';
export { usePinEntry } from './usePinEntry';
export { describePasskeyFailure, disablePasskey, enablePasskey } from './passkey';
export { usePasskeySupport } from './usePasskeySupport';

// The active wallet's balance and live updates.
export { BALANCE_POLL_MS, useWalletBalance } from './useWalletBalance';
export { useRealtimeStatus, useWalletRealtime } from './useWalletRealtime';
export { onWalletMessage } from './realtime-status';

// What this device last received from the server, for offline reading.
export { useOfflineSnapshot } from './useOfflineSnapshot';
export type { OfflineView } from './useOfflineSnapshot';

// The language: Lingui's instance, switching, and the provider the screens render in.
export { activateLocale, i18n, startI18n, wantedLocale, withCatalog } from './i18n';
export type { FeatureCatalog, UiLocale } from './i18n';
export { I18nRoot } from './I18nRoot';

// Preferences: language, denomination, fiat currency, theme.
export { AUTO_LOCK_CHOICES_MS, updateSettings } from './settings-store';
export type { Denomination, Settings, Theme } from './settings-store';
export { useSettings } from './useSettings';
export { useCurrencies, useFiatRate } from './useFiat';
export { useThemeSync } from './useThemeSync';

// A scanned or opened key or wallet link on its way to Connect (memory only, cleared once read).
export {
  clearConnectCode,
  handOverToConnect,
  peekConnectCode,
  walletLinkInAddress,
} from './connect-handoff';
