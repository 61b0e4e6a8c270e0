import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/Skeleton';
import { LockIcon, SettingsIcon } from '@/components/ui/icons';
import {
  BackupReminder,
  lockNow,
  useActiveWallet,
  useLockState,
  useOfflineSnapshot,
  useSettings,
  useWalletBalance,
  useWallets,
} from '@/session';
import type { WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { BalanceCard } from './BalanceCard';
import { PocketViewSwitch } from './PocketViewSwitch';
import { usePocketView } from './usePocketView';
import { FaucetOffer } from './FaucetOffer';
import { HomeActions } from './HomeActions';
import { LatestPayments } from './LatestPayments';
import { LockOffer } from './LockOffer';
import { useHideBalance } from './useHideBalance';
import { WalletSwitcher } from './WalletSwitcher';

// The whole pocket asks every wallet's server: its code loads when someone asks for it.
const PocketCard = lazy(() => import('./PocketCard').then((m) => ({ default: m.PocketCard })));

const headerButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900';

export function HomeScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return <WalletHome wallet={wallet} />;
}

function WalletHome({ wallet }: { wallet: WalletConnection }) {
  const balance = useWalletBalance(wallet);
  // Offline, the last balance the server gave (marked with its time) stands in for it.
  const shown = useOfflineSnapshot(wallet.id, 'balance', balance);
  const name = shown.data?.name ?? wallet.name;
  const [settings] = useSettings();
  const [hidden, toggleHidden] = useHideBalance();
  const { pinSet } = useLockState();
  const { t } = useLingui();
  const several = useWallets().connections.length > 1;
  const [chosenView, setView] = usePocketView();
  const view = several ? chosenView : 'wallet';

  return (
    // On a phone the shell (AppShell) makes Home one screen tall: the balance and the list scroll
    // in a region of their own and the quick actions stay under it, where a thumb rests, never
    // over a payment row. On a wide screen (lg) two columns: the wallet, its balance and the
    // actions at the left, the payments beside them (the scroll region dissolves into the grid).
    <div className="flex min-h-0 flex-1 flex-col lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:content-start lg:gap-x-12 lg:gap-y-6">
      <div
        data-testid="home-cards"
        className="-mx-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pb-3 lg:contents"
      >
        <h1 className="sr-only">
          <Trans>Home</Trans>
        </h1>
        <div className="space-y-1 lg:col-start-1 lg:row-start-1">
          <header className="flex items-center justify-between gap-1">
            <div className="min-w-0 flex-1">
              <WalletSwitcher wallet={wallet} name={name} />
            </div>
            {pinSet && (
              <button
                type="button"
                aria-label={t`Lock now`}
                onClick={lockNow}
                className={headerButton}
              >
                <LockIcon />
              </button>
            )}
            <Link
              to={paths.settings.getHref()}
              aria-label={t`Settings`}
              className={`-mr-2 ${headerButton}`}
            >
              <SettingsIcon />
            </Link>
          </header>
          {several && <PocketViewSwitch view={view} onChange={setView} />}
          {view === 'all' ? (
            <Suspense fallback={<Skeleton className="h-14 w-48" />}>
              <PocketCard wallet={wallet} hidden={hidden} />
            </Suspense>
          ) : (
            <BalanceCard
              wallet={wallet}
              balance={balance}
              shown={shown}
              hidden={hidden}
              onToggleHidden={toggleHidden}
            />
          )}
        </div>

        <div className="space-y-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <BackupReminder />
          <FaucetOffer wallet={wallet} balanceMsat={balance.data?.balance} />
          <LockOffer />
          <LatestPayments wallet={wallet} denomination={settings.denomination} hidden={hidden} />
        </div>
      </div>

      <HomeActions className="lg:col-start-1 lg:row-start-2" />
    </div>
  );
}
