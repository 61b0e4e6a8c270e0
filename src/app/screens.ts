// Every screen as its own lazy chunk, loaded together with its feature's words (withCatalog:
// src/session/i18n.ts, docs/i18n.md); the route table (router.tsx) places them.
import { lazy } from 'react';
import { withCatalog } from '@/session';

export const ConnectScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/ConnectScreen').then((m) => ({ default: m.ConnectScreen })),
  ),
);
export const WelcomeScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })),
  ),
);
export const RestoreScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/RestoreScreen').then((m) => ({ default: m.RestoreScreen })),
  ),
);
export const WalletKeysScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WalletKeysScreen').then((m) => ({ default: m.WalletKeysScreen })),
  ),
);
export const BackupFileScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/BackupFileScreen').then((m) => ({ default: m.BackupFileScreen })),
  ),
);
export const HomeScreen = lazy(() =>
  withCatalog('home', () =>
    import('@/features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })),
  ),
);
export const SendScreen = lazy(() =>
  withCatalog('send', () =>
    import('@/features/send/SendScreen').then((m) => ({ default: m.SendScreen })),
  ),
);
export const ReceiveScreen = lazy(() =>
  withCatalog('receive', () =>
    import('@/features/receive/ReceiveScreen').then((m) => ({ default: m.ReceiveScreen })),
  ),
);
export const WithdrawScreen = lazy(() =>
  withCatalog('send', () =>
    import('@/features/send/lnurl/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
  ),
);
export const ScanScreen = lazy(() =>
  withCatalog('scan', () =>
    import('@/features/scan/ScanScreen').then((m) => ({ default: m.ScanScreen })),
  ),
);
export const HistoryScreen = lazy(() =>
  withCatalog('history', () =>
    import('@/features/history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
  ),
);
export const PaymentDetailScreen = lazy(() =>
  withCatalog('history', () =>
    import('@/features/history/PaymentDetailScreen').then((m) => ({
      default: m.PaymentDetailScreen,
    })),
  ),
);
// Settings shows the wallets feature's list (SettingsRoute), so it needs that feature's words.
export const SettingsScreen = lazy(() =>
  withCatalog('wallets', () => import('./SettingsRoute')).then((m) => ({
    default: m.SettingsRoute,
  })),
);
export const PinSetupScreen = lazy(() =>
  import('@/features/settings/PinSetupScreen').then((m) => ({ default: m.PinSetupScreen })),
);
export const NwcScreen = lazy(() =>
  withCatalog('nwc', () =>
    import('@/features/nwc/NwcScreen').then((m) => ({ default: m.NwcScreen })),
  ),
);
export const MoreScreen = lazy(() =>
  import('@/features/more/MoreScreen').then((m) => ({ default: m.MoreScreen })),
);
