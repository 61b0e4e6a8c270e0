// The one route table: where each screen (screens.ts: lazy chunks with their words) goes, behind
// a skeleton and an error boundary.
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { takeWalletLinkFromAddress } from '@/features/wallets/address-link';
import { DemoHandoff } from '@/features/wallets/DemoHandoff';
import { RequireWallet } from '@/features/wallets/RequireWallet';
import { AppShell } from './layout/AppShell';
import { paths } from '@/lib/paths';
import { RouteBoundary } from './RouteBoundary';
import {
  ConnectScreen,
  WelcomeScreen,
  RestoreScreen,
  WalletKeysScreen,
  BackupFileScreen,
  HomeScreen,
  SendScreen,
  ReceiveScreen,
  WithdrawScreen,
  ScanScreen,
  HistoryScreen,
  PaymentDetailScreen,
  SettingsScreen,
  PinSetupScreen,
  NwcScreen,
  MoreScreen,
} from './screens';

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
