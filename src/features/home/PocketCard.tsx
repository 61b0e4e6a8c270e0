import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { appOrigin } from '@/api/app-origin';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { pocketTotal } from '@/lib/pocket-total';
import { serverHost } from '@/lib/server-url';
import { useFiatRate, useSettings } from '@/session';
import { useAllBalances } from '@/session/wallets/useAllBalances';
import type { WalletConnection } from '@/session';
import { PocketWallets } from './PocketWallets';

/**
 * The whole pocket: every wallet of this device added up, across servers, then how much each
 * server holds, then each wallet's share. A wallet whose server can't be reached counts with the
 * last balance it gave, marked; one with no balance known is listed and said to be left out.
 */
export function PocketCard({ wallet, hidden }: { wallet: WalletConnection; hidden: boolean }) {
  const { t } = useLingui();
  const balances = useAllBalances();
  const [{ denomination }] = useSettings();
  const rate = useFiatRate(wallet).data ?? null;
  const total = pocketTotal(
    balances.map(({ wallet: w, balance }) => ({
      walletId: w.id,
      server: serverHost(w.serverUrl, appOrigin()),
      balance,
    })),
  );
  const loading = balances.some((b) => b.pending && b.balance.kind === 'unknown');
  const show = (msat: number) =>
    hidden ? '•••' : formatAmount(msatToSatFloor(msat), denomination);
  const { lastKnownCount, unknownCount } = total;
  return (
    <section aria-label={t`All wallets`} aria-busy={loading} className="space-y-3">
      <div>
        <p
          data-testid="pocket-total"
          className="text-[clamp(2rem,10vw,2.75rem)] leading-tight font-semibold tabular-nums"
        >
          {show(total.totalMsat)}
        </p>
        <FiatLine msat={total.totalMsat} rate={hidden ? null : rate} />
        {lastKnownCount > 0 && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            <Plural
              value={lastKnownCount}
              one="Includes # last known balance: its server can’t be reached."
              other="Includes # last known balances: their servers can’t be reached."
            />
          </p>
        )}
        {unknownCount > 0 && !loading && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            <Plural
              value={unknownCount}
              one="# wallet’s balance is unknown and not counted."
              other="# wallets’ balances are unknown and not counted."
            />
          </p>
        )}
      </div>
      <ul aria-label={t`By server`} className="space-y-0.5 text-sm">
        {total.servers.map((server) => {
          const amount = show(server.totalMsat);
          const host = server.server;
          return (
            <li key={host} data-testid="pocket-server" className="text-zinc-700 dark:text-zinc-300">
              <Trans>
                <span className="font-medium tabular-nums">{amount}</span> with {host}
              </Trans>
            </li>
          );
        })}
      </ul>
      <PocketWallets
        total={total}
        balances={balances}
        denomination={denomination}
        hidden={hidden}
      />
    </section>
  );
}

function FiatLine({ msat, rate }: { msat: number; rate: FiatRate | null }) {
  if (!rate) {
    return null;
  }
  const sats = msatToSatFloor(msat);
  return (
    <p className="text-base text-zinc-700 tabular-nums dark:text-zinc-300">
      ≈ {formatFiat(satToFiat(sats, rate.rate), rate.currency)}
    </p>
  );
}
