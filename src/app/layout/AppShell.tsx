import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/features/pwa';
import { useActiveWallet, useThemeSync, useWalletRealtime } from '@/session';
import { BottomNav } from './BottomNav';

/**
 * One readable column. On a phone the content ends above the fixed bottom navigation; on a wide
 * screen (lg) the navigation is a rail at the left and the column is centred in what remains.
 */
export function AppShell() {
  // One websocket for the active wallet, for as long as the app is open.
  useWalletRealtime(useActiveWallet());
  useThemeSync();
  return (
    <div className="min-h-dvh lg:pl-56">
      <main className="mx-auto w-full max-w-md px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-[calc(5rem+env(safe-area-inset-bottom))] lg:max-w-xl lg:px-8 lg:pt-10 lg:pb-10">
        <OfflineBanner />
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
