import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { appOrigin } from '@/api/app-origin';
import { paths } from '@/lib/paths';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Details } from '@/components/ui/Details';
import { accessWords, useActiveWallet } from '@/session';
import { displayServerUrl } from '@/lib/server-url';

/**
 * More: Wallet Connect, Settings, and what this wallet is. Adding, backing up and disconnecting
 * wallets live with each wallet in Settings (ManageWallets), not as a red button beside the rest.
 */
export function MoreScreen() {
  const { t } = useLingui();
  const wallet = useActiveWallet();
  if (!wallet) {
    return null;
  }

  const access = accessWords(wallet.keyType);
  const { lnbitsName } = access;

  return (
    <div className="space-y-8">
      <ScreenHeading
        title={t({ message: 'More', context: 'the tab with settings and everything else' })}
      />

      <nav
        aria-label={t({ message: 'More', context: 'the tab with settings and everything else' })}
        className="space-y-2"
      >
        <Link
          to={paths.nwc.getHref()}
          className="flex min-h-14 items-center justify-between rounded-2xl bg-zinc-100 px-4 py-3 font-medium hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
        >
          <span>
            <Trans>Wallet Connect (NWC)</Trans>
            <span className="block text-sm font-normal text-zinc-600 dark:text-zinc-400">
              <Trans>Let apps use this wallet, with budgets and expiry</Trans>
            </span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
        <Link
          to={paths.settings.getHref()}
          className="flex min-h-14 items-center justify-between rounded-2xl bg-zinc-100 px-4 font-medium hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
        >
          <span>
            <Trans>Settings</Trans>
            <span className="block text-sm font-normal text-zinc-600 dark:text-zinc-400">
              <Trans>Language, currency, theme, amounts, wallets</Trans>
            </span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      </nav>

      <section aria-labelledby="connected-wallet" className="space-y-4">
        <h2 id="connected-wallet" className="text-lg font-semibold">
          <Trans>This wallet</Trans>
        </h2>
        <dl className="divide-y divide-zinc-200 rounded-2xl bg-zinc-100 px-4 dark:divide-zinc-800 dark:bg-zinc-900">
          <div className="py-3">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">
              <Trans context="a wallet's name">Name</Trans>
            </dt>
            <dd className="break-words">{wallet.name}</dd>
          </div>
          <div className="py-3">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">
              <Trans>Access</Trans>
            </dt>
            <dd>
              {access.access}: {access.meaning}
            </dd>
          </div>
        </dl>
        <Details className="px-1">
          <dl className="space-y-2 pb-2">
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">
                <Trans>Server</Trans>
              </dt>
              <dd className="break-all">
                {displayServerUrl(wallet.serverUrl, appOrigin())}
                {wallet.serverUrl === '' && (
                  <span className="text-zinc-600 dark:text-zinc-400">
                    {' '}
                    <Trans>(this site)</Trans>
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">
                <Trans>Key type</Trans>
              </dt>
              <dd>
                <Trans>LNbits {lnbitsName}</Trans>
              </dd>
            </div>
          </dl>
        </Details>
        <Link
          to={paths.settings.getHref()}
          className="inline-flex min-h-11 items-center rounded-xl px-1 text-sm font-medium text-amber-800 hover:underline dark:text-amber-300"
        >
          <Trans>Add, back up or disconnect wallets</Trans>
        </Link>
      </section>
    </div>
  );
}
