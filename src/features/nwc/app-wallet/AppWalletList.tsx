import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { walletQueries } from '@/api/queries';
import { buttonClass } from '@/components/ui/button-class';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { paths } from '@/lib/paths';
import { fundHref } from './app-wallet';
import { setActiveWallet, useWallets } from '@/session';
import type { WalletConnection } from '@/session';

/**
 * The NWC screen's part for apps with wallets of their own: each wallet made here from `wallet`
 * for an app, with what it holds (all the app can ever spend), and the way to give one more.
 */
export function AppWalletList({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const { connections } = useWallets();
  const appWallets = connections.filter((c) => c.appWalletOf === wallet.id);
  const madeFrom = connections.find((c) => c.id === wallet.appWalletOf)?.name;
  return (
    <section aria-labelledby="nwc-app-wallets" className="space-y-2">
      <h2 id="nwc-app-wallets" className="text-lg font-semibold">
        {t`Apps with their own wallet`}
      </h2>
      {madeFrom && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            This wallet was made for an app, from {madeFrom}: the app reaches only what is in it.
          </Trans>
        </p>
      )}
      {appWallets.length > 0 && (
        <ul className="space-y-2" data-testid="app-wallets">
          {appWallets.map((appWallet) => (
            <AppWalletRow key={appWallet.id} appWallet={appWallet} />
          ))}
        </ul>
      )}
      {!wallet.appWalletOf && (
        <Link to={paths.nwcAppWallet.getHref()} className={buttonClass('secondary', 'w-full')}>
          <Trans>Give an app its own wallet</Trans>
        </Link>
      )}
    </section>
  );
}

/** One app's wallet and its balance; tapping it opens that wallet's connection list. */
function AppWalletRow({ appWallet }: { appWallet: WalletConnection }) {
  // The app spends behind our back: read again on every visit and while on screen.
  const info = useQuery({
    ...walletQueries.info(appWallet),
    refetchOnMount: 'always',
    refetchInterval: 15_000,
  });
  const balanceMsat = info.data?.balance;
  const name = appWallet.name;
  // Made, but its first move was left unfinished: nothing for the app to spend yet.
  const unfunded = balanceMsat === 0 && appWallet.appWalletOf !== undefined;
  return (
    <li className="space-y-1">
      <button
        type="button"
        onClick={() => setActiveWallet(appWallet.id)}
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-zinc-100 px-4 py-2 text-left hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{name}</span>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
            {unfunded ? (
              <Trans>Nothing in it yet</Trans>
            ) : (
              <Trans>Its own wallet: show its connection</Trans>
            )}
          </span>
        </span>
        <span data-testid="app-wallet-balance" className="tabular-nums">
          {balanceMsat === undefined ? '…' : formatSatWithUnit(msatToSatFloor(balanceMsat))}
        </span>
      </button>
      {unfunded && (
        <Link
          to={fundHref(appWallet.appWalletOf!, appWallet.id)}
          className={buttonClass('secondary', 'w-full')}
        >
          <Trans>Put sats in {name}</Trans>
        </Link>
      )}
    </li>
  );
}
