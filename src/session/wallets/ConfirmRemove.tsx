import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const unsaved = needsBackup(wallet);
  const name = wallet.name;
  return (
    <div
      role="group"
      aria-label={unsaved ? t`Back up ${name} before removing it?` : t`Remove ${name}?`}
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      {unsaved ? (
        <p className="text-sm">
          <Trans>
            <strong>{name}</strong> was made in this app and has never been backed up: this device
            holds its only key. If you remove it now, the money in it is lost for good. Back it up
            first.
          </Trans>
        </p>
      ) : (
        <p className="text-sm">
          <Trans>
            Remove <strong>{name}</strong> from this device? Its key is forgotten here; the wallet
            and its funds stay on the server. Keep a copy of the key to connect again.
          </Trans>
        </p>
      )}
      {unsaved && (
        <Link
          to={paths.walletBackup.getHref(wallet.id)}
          className={buttonClass('primary', 'w-full')}
        >
          <Trans>Back up first</Trans>
        </Link>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Keep it</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {unsaved ? <Trans>Remove anyway</Trans> : <Trans>Remove</Trans>}
        </Button>
      </div>
    </div>
  );
}
