import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ErrorMessage';
import { OfflineMark } from '@/components/OfflineMark';
import { buttonClass } from '@/components/ui/button-class';
import { EyeIcon, EyeOffIcon, ScanIcon, SettingsIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/Skeleton';
import {
  useActiveWallet,
  useFiatRate,
  useOfflineSnapshot,
  useRealtimeStatus,
  useSettings,
  useWalletBalance,
} from '@/session';
import type { WalletConnection } from '@/session';
import { formatBtc, formatFiat, formatSat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { paths } from '@/lib/paths';
import { FaucetOffer } from './FaucetOffer';
import { LatestPayments } from './LatestPayments';
import { useHideBalance } from './useHideBalance';
import { WalletSwitcher } from './WalletSwitcher';

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
  const info = shown.data;
  const loading = balance.isPending && !info;
  const realtime = useRealtimeStatus(wallet.id);
  const [settings] = useSettings();
  const fiat = useFiatRate(wallet);
  const [hidden, toggleHidden] = useHideBalance();
  const name = info?.name ?? wallet.name;
  const sats = info ? msatToSatFloor(info.balance) : 0;
  const rate = fiat.data;
  const btc = settings.denomination === 'btc';

  return (
    <div className="space-y-8 pt-2">
      <h1 className="sr-only">Home</h1>
      <header className="flex items-end justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Wallet</p>
          <WalletSwitcher wallet={wallet} name={name} />
        </div>
        <Link
          to={paths.settings.getHref()}
          aria-label="Settings"
          className="-mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900"
        >
          <SettingsIcon />
        </Link>
      </header>

      <section
        aria-label="Balance"
        aria-busy={loading}
        className="rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
      >
        {loading ? (
          <div className="space-y-3 py-1">
            <Skeleton className="h-12 w-48" />
            <Skeleton className="h-4 w-24" />
          </div>
        ) : info ? (
          <>
            <p data-testid="balance" className="tabular-nums">
              {hidden ? (
                <>
                  <span
                    aria-hidden="true"
                    className="text-[clamp(2rem,11vw,3rem)] font-semibold tracking-widest"
                  >
                    •••••
                  </span>
                  <span className="sr-only">Hidden</span>
                </>
              ) : (
                <span
                  className={
                    btc
                      ? 'text-[clamp(1.75rem,9vw,2.75rem)] font-semibold break-words'
                      : 'text-[clamp(2rem,11vw,3rem)] font-semibold break-words'
                  }
                >
                  {btc ? formatBtc(sats) : formatSat(sats)}
                </span>
              )}{' '}
              <span className="text-xl text-zinc-600 dark:text-zinc-400">
                {btc ? 'BTC' : sats === 1 ? 'sat' : 'sats'}
              </span>
            </p>
            {rate && !hidden && (
              <p
                data-testid="balance-fiat"
                className="mt-1 text-lg text-zinc-700 tabular-nums dark:text-zinc-300"
              >
                ≈ {formatFiat(satToFiat(sats, rate.rate), rate.currency)}
              </p>
            )}
            {shown.offlineSince !== null ? (
              <OfflineMark since={shown.offlineSince} className="mt-2" />
            ) : (
              <p className="mt-2 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                <span
                  aria-hidden="true"
                  className={
                    realtime === 'connected'
                      ? 'size-2 rounded-full bg-green-500'
                      : 'size-2 rounded-full bg-zinc-400'
                  }
                />
                {realtime === 'connected' ? 'Live' : 'Checking every few seconds'}
              </p>
            )}
          </>
        ) : null}

        {balance.isError && (
          <ErrorMessage
            error={balance.error}
            onRetry={() => void balance.refetch()}
            className={info ? 'mt-4' : undefined}
          />
        )}

        <button
          type="button"
          aria-pressed={hidden}
          onClick={toggleHidden}
          className="mt-3 -ml-3 inline-flex min-h-12 items-center gap-2 rounded-xl px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
          Hide balance
        </button>
      </section>

      <FaucetOffer wallet={wallet} balanceMsat={balance.data?.balance} />

      <Link to={paths.scan.getHref()} className={buttonClass('primary', 'w-full')}>
        <ScanIcon />
        Scan
      </Link>

      <LatestPayments wallet={wallet} denomination={settings.denomination} hidden={hidden} />
    </div>
  );
}
