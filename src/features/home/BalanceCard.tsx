import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '@/components/ErrorMessage';
import { OfflineMark } from '@/components/OfflineMark';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/Skeleton';
import type { WalletInfo } from '@/api/core';
import { isUnknownWalletKey } from '@/api/http';
import { useFiatRate, useRealtimeStatus, useSettings } from '@/session';
import type { OfflineView, WalletConnection, useWalletBalance } from '@/session';
import { balanceToggleHint } from './balance-label';
import { KeysChanged } from './KeysChanged';
import { formatBtc, formatFiat, formatSat, msatToSatFloor, satToFiat } from '@/lib/amount';

/**
 * The balance, compact as in Phoenix and Blink: the amount large, its fiat value and whether it
 * updates live on one line under it (offline, the last balance the server gave, marked with its
 * time). Tapping the balance hides it (and shows it again).
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
    <section aria-label={t`Balance`} aria-busy={loading} className="space-y-1">
      {loading ? (
        // The loaded lines at their heights, so nothing below moves when the balance arrives.
        <div aria-hidden="true">
          <div className="flex h-14 items-center">
            <Skeleton className="h-10 w-48" />
          </div>
          <div className="flex h-6 items-center">
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      ) : info ? (
        <>
          <button
            type="button"
            onClick={onToggleHidden}
            className="-mx-2 flex min-h-14 max-w-full flex-wrap items-baseline gap-x-2 rounded-xl px-2 text-left tabular-nums hover:bg-zinc-100 dark:hover:bg-zinc-900"
          >
            <BalanceFigure sats={sats} btc={btc} hidden={hidden} />
            <span className="sr-only">{balanceToggleHint(hidden)}</span>
          </button>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            {rate && !hidden && (
              <span
                data-testid="balance-fiat"
                className="text-base text-zinc-700 tabular-nums dark:text-zinc-300"
              >
                ≈ {formatFiat(satToFiat(sats, rate.rate), rate.currency)}
              </span>
            )}
            {shown.offlineSince !== null ? (
              <OfflineMark since={shown.offlineSince} />
            ) : (
              <LiveMark walletId={wallet.id} />
            )}
          </div>
        </>
      ) : null}

      {balance.isError && isUnknownWalletKey(balance.error) ? (
        <KeysChanged name={wallet.name} error={balance.error} />
      ) : balance.isError ? (
        <ErrorMessage
          error={balance.error}
          onRetry={() => void balance.refetch()}
          className={info ? 'mt-3' : undefined}
        />
      ) : null}
    </section>
  );
}

function BalanceFigure({ sats, btc, hidden }: { sats: number; btc: boolean; hidden: boolean }) {
  if (hidden) {
    return (
      <span data-testid="balance" className="flex items-center gap-3">
        <span aria-hidden="true" className="text-4xl font-semibold tracking-widest">
          •••••
        </span>
        <EyeOffIcon aria-hidden="true" className="text-zinc-500 dark:text-zinc-400" />
      </span>
    );
  }
  return (
    <span data-testid="balance" className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={
          btc
            ? 'text-[clamp(1.75rem,8.5vw,2.5rem)] leading-tight font-semibold break-words'
            : 'text-[clamp(2rem,10vw,2.75rem)] leading-tight font-semibold break-words'
        }
      >
        {btc ? formatBtc(sats) : formatSat(sats)}
      </span>{' '}
      <span className="text-lg text-zinc-600 dark:text-zinc-400">
        {btc ? 'BTC' : sats === 1 ? 'sat' : 'sats'}
      </span>
      <EyeIcon aria-hidden="true" className="self-center text-zinc-400 dark:text-zinc-500" />
    </span>
  );
}

/** "Live" while the websocket is up, else that the balance is polled. */
function LiveMark({ walletId }: { walletId: string }) {
  const realtime = useRealtimeStatus(walletId);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={
          realtime === 'connected'
            ? 'size-2 rounded-full bg-green-500'
            : 'size-2 rounded-full bg-zinc-400'
        }
      />
      {realtime === 'connected' ? <Trans>Live</Trans> : <Trans>Checking every few seconds</Trans>}
    </span>
  );
}
