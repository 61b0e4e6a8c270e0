// The routes, made from the route table (route-table.ts): each screen behind a skeleton and an
// error boundary; the screens that need a wallet inside the app shell.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { takeWalletLinkFromAddress } from '@/features/wallets/address-link';
import { DemoHandoff } from '@/features/wallets/DemoHandoff';
import { RequireWallet } from '@/features/wallets/RequireWallet';
import { paths } from '@/lib/paths';
import { AppShell } from './layout/AppShell';
import { RouteBoundary } from './RouteBoundary';
import { ROUTE_TABLE } from './route-table';
import type { ScreenRoute } from './route-table';
import { screenOf } from './screens';

function routeFor(route: ScreenRoute) {
  const Screen = screenOf(route);
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RouteBoundary>
          <Screen {...route.props} />
        </RouteBoundary>
      }
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.filter((route) => route.guard === 'none').map(routeFor)}
      <Route
        element={
          <RequireWallet>
            <AppShell />
          </RequireWallet>
        }
      >
        {ROUTE_TABLE.filter((route) => route.guard === 'wallet').map(routeFor)}
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
