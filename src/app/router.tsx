// The one route table. Every screen is its own lazy chunk behind a skeleton and an error boundary,
// loaded together with its feature's words (withCatalog: src/session/i18n.ts, docs/i18n.md).
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { takeWalletLinkFromAddress } from '@/features/wallets/address-link';
import { withCatalog } from '@/session';
import { DemoHandoff } from '@/features/wallets/DemoHandoff';
import { RequireWallet } from '@/features/wallets/RequireWallet';
import { AppShell } from './layout/AppShell';
import { paths } from '@/lib/paths';
import { RouteBoundary } from './RouteBoundary';

const ConnectScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/ConnectScreen').then((m) => ({ default: m.ConnectScreen })),
  ),
);
const WelcomeScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })),
  ),
);
const RestoreScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/RestoreScreen').then((m) => ({ default: m.RestoreScreen })),
  ),
);
const WalletKeysScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/WalletKeysScreen').then((m) => ({ default: m.WalletKeysScreen })),
  ),
);
const BackupFileScreen = lazy(() =>
  withCatalog('wallets', () =>
    import('@/features/wallets/BackupFileScreen').then((m) => ({ default: m.BackupFileScreen })),
  ),
);
const HomeScreen = lazy(() =>
  withCatalog('home', () =>
    import('@/features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })),
  ),
);
const SendScreen = lazy(() =>
  withCatalog('send', () =>
    import('@/features/send/SendScreen').then((m) => ({ default: m.SendScreen })),
  ),
);
const ReceiveScreen = lazy(() =>
  withCatalog('receive', () =>
    import('@/features/receive/ReceiveScreen').then((m) => ({ default: m.ReceiveScreen })),
  ),
);
const WithdrawScreen = lazy(() =>
  withCatalog('send', () =>
    import('@/features/send/lnurl/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
  ),
);
const ScanScreen = lazy(() =>
  withCatalog('scan', () =>
    import('@/features/scan/ScanScreen').then((m) => ({ default: m.ScanScreen })),
  ),
);
const HistoryScreen = lazy(() =>
  withCatalog('history', () =>
    import('@/features/history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
  ),
);
const PaymentDetailScreen = lazy(() =>
  withCatalog('history', () =>
    import('@/features/history/PaymentDetailScreen').then((m) => ({
      default: m.PaymentDetailScreen,
    })),
  ),
);
// Settings shows the wallets feature's list (SettingsRoute), so it needs that feature's words.
const SettingsScreen = lazy(() =>
  withCatalog('wallets', () => import('./SettingsRoute')).then((m) => ({
    default: m.SettingsRoute,
  })),
);
const PinSetupScreen = lazy(() =>
  import('@/features/settings/PinSetupScreen').then((m) => ({ default: m.PinSetupScreen })),
);
const NwcScreen = lazy(() =>
  withCatalog('nwc', () =>
    import('@/features/nwc/NwcScreen').then((m) => ({ default: m.NwcScreen })),
  ),
);
const MoreScreen = lazy(() =>
  import('@/features/more/MoreScreen').then((m) => ({ default: m.MoreScreen })),
);

/** A screen behind its skeleton and error boundary. */
const screen = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.connect.path} element={screen(<ConnectScreen />)} />
      <Route path={paths.welcome.path} element={screen(<WelcomeScreen />)} />
      <Route path={paths.connectScan.path} element={screen(<ScanScreen purpose="connect" />)} />
      <Route path={paths.restore.path} element={screen(<RestoreScreen />)} />
      <Route path={paths.walletBackup.path} element={screen(<WalletKeysScreen />)} />
      <Route
        element={
          <RequireWallet>
            <AppShell />
          </RequireWallet>
        }
      >
        <Route
          index
          element={
            <RouteBoundary>
              <HomeScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.send.path}
          element={
            <RouteBoundary>
              <SendScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.receive.path}
          element={
            <RouteBoundary>
              <ReceiveScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.withdraw.path}
          element={
            <RouteBoundary>
              <WithdrawScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.scan.path}
          element={
            <RouteBoundary>
              <ScanScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.history.path}
          element={
            <RouteBoundary>
              <HistoryScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.paymentDetail.path}
          element={
            <RouteBoundary>
              <PaymentDetailScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.settings.path}
          element={
            <RouteBoundary>
              <SettingsScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.backupFile.path}
          element={
            <RouteBoundary>
              <BackupFileScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.pin.path}
          element={
            <RouteBoundary>
              <PinSetupScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.more.path}
          element={
            <RouteBoundary>
              <MoreScreen />
            </RouteBoundary>
          }
        />
        <Route
          path={paths.nwc.path}
          element={
            <RouteBoundary>
              <NwcScreen />
            </RouteBoundary>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
    </Routes>
  );
}

export function AppRouter() {
  takeWalletLinkFromAddress();
  return (
    <BrowserRouter>
      <DemoHandoff>
        <AppRoutes />
      </DemoHandoff>
    </BrowserRouter>
  );
}
