import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { walletKeys } from '@/api/keys';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { removeWallet, useActiveWallet } from '@/features/wallets';
import { displayServerUrl } from '@/lib/server-url';

export function MoreScreen() {
  const wallet = useActiveWallet();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!wallet) {
    return null;
  }

  const disconnect = () => {
    removeWallet(wallet.id);
    queryClient.removeQueries({ queryKey: walletKeys.all(wallet.id) });
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className="space-y-6">
      <ScreenHeading title="More">Settings and wallet connections are being built.</ScreenHeading>

      <section aria-labelledby="connected-wallet" className="space-y-4">
        <h2 id="connected-wallet" className="text-lg font-semibold">
          Connected wallet
        </h2>
        <dl className="divide-y divide-zinc-200 rounded-2xl bg-zinc-100 px-4 dark:divide-zinc-800 dark:bg-zinc-900">
          <div className="py-3">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">Name</dt>
            <dd className="break-words">{wallet.name}</dd>
          </div>
          <div className="py-3">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">Server</dt>
            <dd className="break-all">
              {displayServerUrl(wallet.serverUrl, window.location.origin)}
              {wallet.serverUrl === '' && (
                <span className="text-zinc-600 dark:text-zinc-400"> (this site)</span>
              )}
            </dd>
          </div>
          <div className="py-3">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">Key type</dt>
            <dd>
              {wallet.keyType === 'admin'
                ? 'Admin key: can send and receive'
                : 'Invoice key: can receive only'}
            </dd>
          </div>
        </dl>
        <div className="grid gap-3">
          <Button variant="danger" onClick={disconnect}>
            Disconnect
          </Button>
          <Link to={paths.connect.getHref()} className={buttonClass('secondary')}>
            Connect another wallet
          </Link>
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Disconnecting forgets the key on this device. The wallet and its funds stay on the server:
          keep a copy of the key to connect again.
        </p>
      </section>
    </div>
  );
}
