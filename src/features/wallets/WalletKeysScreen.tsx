import { Trans } from '@lingui/react/macro';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { justCreatedIn, paths } from '@/lib/paths';
import { serverHost } from '@/lib/server-url';
import { useThemeSync, useWallets } from '@/session';
import { SavedConfirmation } from './SavedConfirmation';
import { SecretRow } from './SecretRow';
import { useKeysGate } from './useKeysGate';
import { appOrigin } from '@/api/app-origin';
import { walletSecrets } from './wallet-secrets';

/**
 * The keys of one wallet, to write down or copy somewhere safe: after "Create a new wallet", and
 * from Settings → Back up. The one place the app shows a wallet's keys (the app lock asks for the
 * PIN in front of this route). Its route sits outside the tab bar: the Save step comes before the
 * wallet opens.
 */
export function WalletKeysScreen() {
  useThemeSync();
  const { walletId } = useParams();
  const { connections } = useWallets();
  const justCreated = justCreatedIn(useLocation().state);
  const wallet = connections.find((c) => c.id === walletId);
  const gate = useKeysGate(justCreated);
  // Settings, or Connect when there is no wallet at all (Settings' route requires one).
  if (!wallet || gate === 'refused') {
    return <Navigate to={paths.settings.getHref()} replace />;
  }
  if (gate === 'asking') {
    return <main aria-busy="true" className="min-h-dvh" />;
  }
  const host = serverHost(wallet.serverUrl, appOrigin());
  const name = wallet.name;

  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <h1 className="text-2xl font-semibold">
        {justCreated ? <Trans>Save your wallet</Trans> : <Trans>Back up {name}</Trans>}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        {justCreated ? (
          <Trans>
            Your new wallet lives on {host}, and only this browser has its key. If this browser’s
            data is cleared or the phone is lost, the money in it can only be reached with what is
            below. Keep it in a password manager or on paper, never in a screenshot.
          </Trans>
        ) : (
          <Trans>
            This wallet lives on {host}. If this browser’s data is cleared or the phone is lost, the
            money in it can only be reached with what is below. Keep it in a password manager or on
            paper, never in a screenshot.
          </Trans>
        )}
      </p>
      <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        {walletSecrets(wallet, appOrigin()).map((secret) => (
          <SecretRow key={secret.label} {...secret} />
        ))}
      </ul>
      <SavedConfirmation wallet={wallet} justCreated={justCreated} />
    </main>
  );
}
