import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/features/pwa';
import { useActiveWallet, useThemeSync, useWalletRealtime } from '@/session';
import { BottomNav } from './BottomNav';

/** The phone layout: one centred column, content above a fixed bottom navigation. */
export function AppShell() {
  // One websocket for the active wallet, for as long as the app is open.
  useWalletRealtime(useActiveWallet());
  useThemeSync();
  return (
    <div className="min-h-dvh">
      <main className="mx-auto w-full max-w-md px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-[calc(5rem+env(safe-area-inset-bottom))]">
        <OfflineBanner />
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
