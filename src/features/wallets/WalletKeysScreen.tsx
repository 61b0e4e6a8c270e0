import { useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import { serverHost } from '@/lib/server-url';
import { markBackedUp, useThemeSync, useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import { SecretRow } from './SecretRow';
import { appOrigin } from './useWalletConnect';
import { walletSecrets } from './wallet-secrets';

/** Set by Create: this screen is then the "Save your wallet" step before the wallet opens. */
export interface WalletKeysLocationState {
  justCreated?: boolean;
}

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
  const justCreated = (useLocation().state as WalletKeysLocationState | null)?.justCreated === true;
  const wallet = connections.find((c) => c.id === walletId);
  // Settings, or Connect when there is no wallet at all (Settings' route requires one).
  if (!wallet) {
    return <Navigate to={paths.settings.getHref()} replace />;
  }
  const host = serverHost(wallet.serverUrl, appOrigin());

  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <h1 className="text-2xl font-semibold">
        {justCreated ? 'Save your wallet' : `Back up ${wallet.name}`}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        {justCreated
          ? `Your new wallet lives on ${host}, and only this browser has its key. `
          : `This wallet lives on ${host}. `}
        If this browser’s data is cleared or the phone is lost, the money in it can only be reached
        with what is below. Keep it in a password manager or on paper, never in a screenshot.
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

/** "I've saved it" and Continue; after Create also "Later", which leaves a reminder on Home. */
function SavedConfirmation({
  wallet,
  justCreated,
}: {
  wallet: WalletConnection;
  justCreated: boolean;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const next = justCreated ? paths.home.getHref() : paths.settings.getHref();

  if (wallet.backedUpAt && !justCreated) {
    return (
      <div className="mt-6 space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          You saved this wallet on {new Date(wallet.backedUpAt).toLocaleDateString()}.
        </p>
        <Link to={next} className={buttonClass('primary', 'w-full')}>
          Done
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-3">
      <label htmlFor={checkboxId} className="flex min-h-12 items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-6 shrink-0 accent-amber-500"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <span>I’ve saved it somewhere safe</span>
      </label>
      <Button
        className="w-full"
        disabled={!saved}
        onClick={() => {
          markBackedUp([wallet.id]);
          navigate(next, { replace: justCreated });
        }}
      >
        {justCreated ? 'Continue' : 'Done'}
      </Button>
      {justCreated ? (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => navigate(next, { replace: true })}
        >
          Later
        </Button>
      ) : (
        <Link to={next} className={buttonClass('ghost', 'w-full')}>
          Back to settings
        </Link>
      )}
    </div>
  );
}
