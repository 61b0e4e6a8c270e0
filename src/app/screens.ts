// Every screen as its own lazy chunk, loaded together with its feature's words (withCatalog:
// src/session/i18n/i18n.ts, docs/i18n.md), and preloadScreen, which main.tsx waits for (briefly)
// before the first render. The route table (router.tsx) places them.
import { matchPath } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { withCatalog } from '@/session';
import { lazyScreen } from './lazy-screen';

export const ConnectScreen = lazyScreen(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/ConnectScreen').then((m) => ({ default: m.ConnectScreen })),
  ),
);
export const WelcomeScreen = lazyScreen(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })),
  ),
);
export const RestoreScreen = lazyScreen(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/RestoreScreen').then((m) => ({ default: m.RestoreScreen })),
  ),
);
export const WalletKeysScreen = lazyScreen(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WalletKeysScreen').then((m) => ({ default: m.WalletKeysScreen })),
  ),
);
export const BackupFileScreen = lazyScreen(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/BackupFileScreen').then((m) => ({ default: m.BackupFileScreen })),
  ),
);
export const HomeScreen = lazyScreen(() =>
  withCatalog('home', () =>
    import('@/features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })),
  ),
);
export const SendScreen = lazyScreen(() =>
  withCatalog('send', () =>
    import('@/features/send/SendScreen').then((m) => ({ default: m.SendScreen })),
  ),
);
export const ReceiveScreen = lazyScreen(() =>
  withCatalog('receive', () =>
    import('@/features/receive/ReceiveScreen').then((m) => ({ default: m.ReceiveScreen })),
  ),
);
export const WithdrawScreen = lazyScreen(() =>
  withCatalog('receive', () =>
    import('@/features/receive/withdraw/WithdrawScreen').then((m) => ({
      default: m.WithdrawScreen,
    })),
  ),
);
export const ScanScreen = lazyScreen(() =>
  withCatalog('scan', () =>
    import('@/features/scan/ScanScreen').then((m) => ({ default: m.ScanScreen })),
  ),
);
export const HistoryScreen = lazyScreen(() =>
  withCatalog('history', () =>
    import('@/features/history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
  ),
);
export const PaymentDetailScreen = lazyScreen(() =>
  withCatalog('history', () =>
    import('@/features/history/PaymentDetailScreen').then((m) => ({
      default: m.PaymentDetailScreen,
    })),
  ),
);
// Settings shows the wallets feature's list (SettingsRoute), so it needs that feature's words.
export const SettingsScreen = lazyScreen(() =>
  withCatalog('wallets', () => import('./SettingsRoute')).then((m) => ({
    default: m.SettingsRoute,
  })),
);
export const PinSetupScreen = lazyScreen(() =>
  import('@/features/settings/PinSetupScreen').then((m) => ({ default: m.PinSetupScreen })),
);
export const NwcScreen = lazyScreen(() =>
  withCatalog('nwc', () =>
    import('@/features/nwc/NwcScreen').then((m) => ({ default: m.NwcScreen })),
  ),
);
export const MoreScreen = lazyScreen(() =>
  import('@/features/more/MoreScreen').then((m) => ({ default: m.MoreScreen })),
);

/** The screen each address opens (as in AppRoutes), for preloadScreen. */
const SCREEN_AT: ReadonlyArray<readonly [string, { preload: () => Promise<unknown> }]> = [
  [paths.connect.path, ConnectScreen],
  [paths.welcome.path, WelcomeScreen],
  [paths.connectScan.path, ScanScreen],
  [paths.restore.path, RestoreScreen],
  [paths.walletBackup.path, WalletKeysScreen],
  [paths.home.path, HomeScreen],
  [paths.send.path, SendScreen],
  [paths.receive.path, ReceiveScreen],
  [paths.withdraw.path, WithdrawScreen],
  [paths.scan.path, ScanScreen],
  [paths.history.path, HistoryScreen],
  [paths.paymentDetail.path, PaymentDetailScreen],
  [paths.settings.path, SettingsScreen],
  [paths.backupFile.path, BackupFileScreen],
  [paths.pin.path, PinSetupScreen],
  [paths.more.path, MoreScreen],
  [paths.nwc.path, NwcScreen],
];

/**
 * Fetches the code and words of the screen at `pathname` (the HTML has usually started both:
 * scripts/route-preload.ts). Never rejects: a screen that cannot load says so in its
 * RouteBoundary.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const screen = SCREEN_AT.find(([path]) => matchPath({ path, end: true }, pathname))?.[1];
  await screen?.preload().catch(() => undefined);
}
