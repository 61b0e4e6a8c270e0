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
} from './wallets/wallet-store';
export type { KeyType, LockState, WalletConnection, WalletState } from './wallets/wallet-store';
export { useActiveWallet, useWallets } from './wallets/useActiveWallet';
export type { WalletBalance } from './wallets/useAllBalances';
export { walletInAccount } from './wallets/wallet-in-account';
export { useRemoveWallet } from './wallets/useRemoveWallet';
export { ConfirmRemove } from './wallets/ConfirmRemove';
export { BackupReminder } from './wallets/BackupReminder';
export { ReceiveOnlyBadge, WalletLabel } from './wallets/WalletLabel';
export { accessWords } from './wallets/access-words';

// The app lock: keys encrypted at rest, the PIN, locking and unlocking.
export { startWalletStore } from './wallets/wallet-store';
export { PIN_LENGTH, lockNow, removePin, setPin, confirmPin } from './lock/app-lock';
export type { PinCheck } from './lock/app-lock';
export { useLockState } from './lock/useLockState';
export { useAutoLock } from './lock/useAutoLock';
export { useConfirmWithLock } from './lock/useConfirmWithLock';
export { useConfirmPayment } from './lock/useConfirmPayment';
export { changeLockSettings } from './lock/lock-settings';
export { LockScreen } from './lock/LockScreen';
export { LockPrompt } from './lock/LockPrompt';
export { PinPad } from './lock/PinPad';
export { SecretField } from './lock/SecretField';
export { SecretPad } from './lock/SecretPad';
export { usePinEntry } from './lock/usePinEntry';
export {
  describePasskeyFailure,
  disablePasskey,
  enablePasskey,
  confirmWithPasskey,
  keepPasskeyOnly,
} from './lock/passkey';
export { usePasskeySupport } from './lock/usePasskeySupport';

// The active wallet's balance and live updates.
export { BALANCE_POLL_MS, useWalletBalance } from './realtime/useWalletBalance';
export { useRealtimeStatus, useWalletRealtime } from './realtime/useWalletRealtime';
export { onWalletMessage } from './realtime/realtime-status';

// What this device noted about its payments to addresses and LNURLs (lib/payment-counterparty).
export {
  readSentRecords,
  rememberSentPayment,
  sentRecordOf,
  useSentRecords,
} from './payments/sent-records';

// What this device last received from the server, for offline reading.
export { useOfflineSnapshot } from './wallets/useOfflineSnapshot';
export type { OfflineView } from './wallets/useOfflineSnapshot';

// The language: Lingui's instance, switching, and the provider the screens render in.
export { activateLocale, i18n, startI18n, wantedLocale, withCatalog } from './i18n/i18n';
export type { FeatureCatalog, UiLocale } from './i18n/i18n';
export { I18nRoot } from './i18n/I18nRoot';

// Preferences: language, denomination, fiat currency, theme.
export { AUTO_LOCK_CHOICES_MS, updateSettings } from './settings/settings-store';
export type { Denomination, Settings, Theme } from './settings/settings-store';
export { useSettings } from './settings/useSettings';
export { useCurrencies, useFiatRate } from './settings/useFiat';
export { useThemeSync } from './settings/useThemeSync';

// A scanned or opened key or wallet link on its way to Connect (memory only, cleared once read).
export {
  clearConnectCode,
  handOverToConnect,
  peekConnectCode,
  walletLinkInAddress,
} from './wallets/connect-handoff';
