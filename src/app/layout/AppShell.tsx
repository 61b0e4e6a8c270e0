import { Outlet, matchPath, useLocation, useMatch } from 'react-router-dom';
import { OfflineBanner, useWalletFromAddress } from '@/features/pwa';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { useActiveWallet, useThemeSync, useWalletRealtime } from '@/session';
import { isFlowAddress } from '../route-table';
import { BottomNav } from './BottomNav';

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: true }, pathname) !== null;

/**
 * One readable column. On a phone the content ends above the fixed bottom navigation; on a wide
 * screen (lg) the navigation is a rail at the left and the column is centred in what remains.
 *
 * Home on a phone is exactly one screen tall instead: its cards scroll in a region of their own
 * that ends above the quick actions (HomeScreen), so no payment row ever sits half under them.
 * A screen with two columns on a wide screen (History, Send's start) marks itself
 * `data-wide-screen` for a wider column; it wins over a flow's narrower one (`:has` weighs more).
 * A payment moment (a flow route, route-table.ts) has the phone's screen to itself: no tab bar,
 * its own Back and its primary action at the bottom (FlowScreen).
 */
export function AppShell() {
  // One websocket for the active wallet, for as long as the app is open.
  useWalletRealtime(useActiveWallet());
  useThemeSync();
  // A tapped payment notification opens its wallet.
  useWalletFromAddress();
  const onHome = useMatch(paths.home.path) !== null;
  const inFlow = isFlowAddress(useLocation().pathname, matches);
  return (
    <div className="min-h-dvh lg:pl-56">
      <main
        className={cx(
          'mx-auto w-full max-w-md px-4 lg:px-8 lg:pt-10 lg:pb-10 lg:has-[[data-wide-screen]]:max-w-5xl',
          // One lg:max-w-* per branch: the stylesheet orders them by its own rules, not by this
          // list, so a default given beside an override could win (lg:max-w-xl came after 5xl).
          inFlow
            ? 'lg:max-w-2xl'
            : onHome
              ? 'flex h-dvh flex-col pt-[max(1rem,env(safe-area-inset-top))] pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))] lg:block lg:h-auto lg:max-w-5xl'
              : 'pt-[max(1rem,env(safe-area-inset-top))] pb-[calc(5rem+env(safe-area-inset-bottom))] lg:max-w-xl',
        )}
      >
        <OfflineBanner />
        <Outlet />
      </main>
      <BottomNav hiddenOnPhone={inFlow} />
    </div>
  );
}
