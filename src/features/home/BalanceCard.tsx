import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '@/components/ErrorMessage';
import { OfflineMark } from '@/components/OfflineMark';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/Skeleton';
import type { WalletInfo } from '@/api/core';
import { useFiatRate, useRealtimeStatus, useSettings } from '@/session';
import type { OfflineView, WalletConnection, useWalletBalance } from '@/session';
import { balanceToggleLabel } from './balance-label';
import { formatBtc, formatFiat, formatSat, msatToSatFloor, satToFiat } from '@/lib/amount';

/**
 * The balance (offline, the last one the server gave, marked with its time), its fiat value,
 * whether it updates live. Tapping the balance hides it (and shows it again).
 */
export function BalanceCard({
  wallet,
  balance,
  shown,
  hidden,
  onToggleHidden,
}: {
  wallet: WalletConnection;
  balance: ReturnType<typeof useWalletBalance>;
  /** The balance to show: the server's, or offline the last one it gave. */
  shown: OfflineView<WalletInfo>;
  hidden: boolean;
  onToggleHidden: () => void;
}) {
  const info = shown.data;
  const loading = balance.isPending && !info;
  const [settings] = useSettings();
  const rate = useFiatRate(wallet).data;
  const sats = info ? msatToSatFloor(info.balance) : 0;
  const btc = settings.denomination === 'btc';
  const { t } = useLingui();

  return (
    <section
      aria-label={t`Balance`}
      aria-busy={loading}
      className="rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
    >
      {loading ? (
        // The loaded card's lines at their heights (balance, fiat, live mark), so nothing below
        // moves when the balance arrives.
        <div aria-hidden="true">
          <div className="flex h-[calc(1.5*clamp(2rem,11vw,3rem))] items-center">
            <Skeleton className="h-10 w-48" />
          </div>
          <div className="mt-1 flex h-7 items-center">
            <Skeleton className="h-4 w-24" />
          </div>
          <div className="mt-2 flex h-5 items-center">
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ) : info ? (
        <>
          <button
            type="button"
            aria-label={balanceToggleLabel({
              sats,
              btc,
              hidden,
              fiat: rate ? formatFiat(satToFiat(sats, rate.rate), rate.currency) : undefined,
            })}
            onClick={onToggleHidden}
            className="-m-2 block w-[calc(100%+1rem)] rounded-xl p-2 text-left hover:bg-zinc-200/60 dark:hover:bg-zinc-800/60"
          >
            <BalanceFigure sats={sats} btc={btc} hidden={hidden} rate={rate} />
          </button>
          {shown.offlineSince !== null ? (
            <OfflineMark since={shown.offlineSince} className="mt-2" />
          ) : (
            <LiveMark walletId={wallet.id} />
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
    </section>
  );
}

function BalanceFigure({
  sats,
  btc,
  hidden,
  rate,
}: {
  sats: number;
  btc: boolean;
  hidden: boolean;
  rate: { rate: number; currency: string } | null | undefined;
}) {
  return (
    <>
      <span data-testid="balance" className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
        {hidden ? (
          <>
            <span
              aria-hidden="true"
              className="text-[clamp(2rem,11vw,3rem)] font-semibold tracking-widest"
            >
              •••••
            </span>
            <span className="sr-only">
              <Trans>Hidden</Trans>
            </span>
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
        <span aria-hidden="true" className="self-center text-zinc-500 dark:text-zinc-400">
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
        </span>
      </span>
      {rate && !hidden && (
        <span
          data-testid="balance-fiat"
          className="mt-1 block text-lg text-zinc-700 tabular-nums dark:text-zinc-300"
        >
          ≈ {formatFiat(satToFiat(sats, rate.rate), rate.currency)}
        </span>
      )}
    </>
  );
}

/** "Live" while the websocket is up, else that the balance is polled. */
function LiveMark({ walletId }: { walletId: string }) {
  const realtime = useRealtimeStatus(walletId);
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <span
        aria-hidden="true"
        className={
          realtime === 'connected'
            ? 'size-2 rounded-full bg-green-500'
            : 'size-2 rounded-full bg-zinc-400'
        }
      />
      {realtime === 'connected' ? <Trans>Live</Trans> : <Trans>Checking every few seconds</Trans>}
    </p>
  );
}
