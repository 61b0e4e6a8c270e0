import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import { needsBackup } from './wallet-store';
import type { WalletConnection } from './wallet-store';

/**
 * Asks before forgetting a wallet; `onConfirm` does the removal. A wallet made here and never
 * backed up has its only key on this device, so removing it loses the money: the person is asked
 * to back it up first, in those words.
 */
export function ConfirmRemove({
  wallet,
  onConfirm,
  onCancel,
}: {
  wallet: WalletConnection;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const unsaved = needsBackup(wallet);
  return (
    <div
      role="group"
      aria-label={unsaved ? `Back up ${wallet.name} before removing it?` : `Remove ${wallet.name}?`}
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      {unsaved ? (
        <p className="text-sm">
          <strong>{wallet.name}</strong> was made in this app and has never been backed up: this
          device holds its only key. If you remove it now, the money in it is lost for good. Back it
          up first.
        </p>
      ) : (
        <p className="text-sm">
          Remove <strong>{wallet.name}</strong> from this device? Its key is forgotten here; the
          wallet and its funds stay on the server. Keep a copy of the key to connect again.
        </p>
      )}
      {unsaved && (
        <Link
          to={paths.walletBackup.getHref(wallet.id)}
          className={buttonClass('primary', 'w-full')}
        >
          Back up first
        </Link>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {unsaved ? 'Remove anyway' : 'Remove'}
        </Button>
      </div>
    </div>
  );
}
