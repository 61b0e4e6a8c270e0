import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LockIcon, SettingsIcon } from '@/components/ui/icons';
import {
  BackupReminder,
  lockNow,
  useActiveWallet,
  useLockState,
  useOfflineSnapshot,
  useSettings,
  useWalletBalance,
} from '@/session';
import type { WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { BalanceCard } from './BalanceCard';
import { FaucetOffer } from './FaucetOffer';
import { HomeActions } from './HomeActions';
import { LatestPayments } from './LatestPayments';
import { LockOffer } from './LockOffer';
import { useHideBalance } from './useHideBalance';
import { WalletSwitcher } from './WalletSwitcher';

const headerButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900';

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

  return (
    // At least a screen tall, so the quick actions at its end sit low, where a thumb rests, even
    // when there is little above them.
    <div className="flex min-h-[calc(100dvh-6rem-env(safe-area-inset-bottom))] flex-col gap-8 pt-2 lg:min-h-[calc(100dvh-5rem)]">
      <h1 className="sr-only">
        <Trans>Home</Trans>
      </h1>
      <header className="flex items-end justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Wallet</Trans>
          </p>
          <WalletSwitcher wallet={wallet} name={name} />
        </div>
        {pinSet && (
          <button type="button" aria-label={t`Lock now`} onClick={lockNow} className={headerButton}>
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

      <BalanceCard
        wallet={wallet}
        balance={balance}
        shown={shown}
        hidden={hidden}
        onToggleHidden={toggleHidden}
      />

      <BackupReminder />

      <FaucetOffer wallet={wallet} balanceMsat={balance.data?.balance} />

      <LockOffer />

      <LatestPayments wallet={wallet} denomination={settings.denomination} hidden={hidden} />

      <HomeActions />
    </div>
  );
}
