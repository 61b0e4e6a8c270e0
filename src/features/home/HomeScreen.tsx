import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, useRealtimeStatus } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import { formatSat, msatToSatFloor } from '@/lib/amount';
import { useHideBalance } from './useHideBalance';
import { useWalletBalance } from '@/features/wallets';

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
  const realtime = useRealtimeStatus(wallet.id);
  const [hidden, toggleHidden] = useHideBalance();
  const name = balance.data?.name ?? wallet.name;

  return (
    <div className="space-y-8 pt-2">
      <header>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Wallet</p>
        <h1 className="truncate text-xl font-semibold">{name}</h1>
      </header>

      <section
        aria-label="Balance"
        aria-busy={balance.isPending}
        className="rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
      >
        {balance.isPending ? (
          <div className="space-y-3 py-1">
            <Skeleton className="h-12 w-48" />
            <Skeleton className="h-4 w-24" />
          </div>
        ) : balance.data ? (
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
                <span className="text-[clamp(2rem,11vw,3rem)] font-semibold break-words">
                  {formatSat(msatToSatFloor(balance.data.balance))}
                </span>
              )}{' '}
              <span className="text-xl text-zinc-600 dark:text-zinc-400">sats</span>
            </p>
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
          </>
        ) : null}

        {balance.isError && (
          <ErrorMessage
            error={balance.error}
            onRetry={() => void balance.refetch()}
            className={balance.data ? 'mt-4' : undefined}
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
    </div>
  );
}
