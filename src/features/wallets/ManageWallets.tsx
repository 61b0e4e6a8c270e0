import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import {
  accessWords,
  ConfirmRemove,
  WalletLabel,
  needsBackup,
  setActiveWallet,
  useRemoveWallet,
  useWallets,
} from '@/session';

/**
 * Every wallet on this device: which is in use, switch to another, back one up, remove one, add
 * one; and the backup file of them all.
 */
export function ManageWallets() {
  const { t } = useLingui();
  const { connections, activeId } = useWallets();
  const remove = useRemoveWallet();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-zinc-200 rounded-2xl bg-zinc-100 dark:divide-zinc-800 dark:bg-zinc-900">
        {connections.map((wallet) => {
          const active = wallet.id === activeId;
          const name = wallet.name;
          const { access, meaning } = accessWords(wallet.keyType);
          return (
            <li key={wallet.id} aria-label={wallet.name} className="space-y-2 px-4 pt-4 pb-2">
              <div className="flex items-start gap-3">
                <WalletLabel wallet={wallet} />
                {active && (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    <Trans>In use</Trans>
                  </span>
                )}
              </div>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t({
                  message: `${access}: ${meaning}`,
                  comment:
                    'Wallets: the kind of access, then what it allows ("Full access: can send and receive")',
                })}
              </p>
              {needsBackup(wallet) && (
                <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                  <Trans>Not backed up: its key is only in this browser.</Trans>
                </p>
              )}
              {confirming === wallet.id ? (
                <ConfirmRemove
                  wallet={wallet}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => {
                    // With a lock set, the PIN is asked next; cancelled, the wallet stays.
                    setConfirming(null);
                    void remove(wallet.id);
                  }}
                />
              ) : (
                <div className="-mx-2 flex flex-wrap gap-2">
                  {!active && (
                    <Button
                      variant="ghost"
                      className="min-h-11 px-3 text-sm"
                      aria-label={t`Switch to ${name}`}
                      onClick={() => setActiveWallet(wallet.id)}
                    >
                      <Trans>Switch to this wallet</Trans>
                    </Button>
                  )}
                  <Link
                    to={paths.walletBackup.getHref(wallet.id)}
                    className={buttonClass('ghost', 'min-h-11 px-3 text-sm')}
                    aria-label={t`Back up ${name}`}
                  >
                    <Trans>Back up</Trans>
                  </Link>
                  <Link
                    to={paths.walletNewKeys.getHref(wallet.id)}
                    className={buttonClass('ghost', 'min-h-11 px-3 text-sm')}
                    aria-label={t`New keys for ${name}`}
                  >
                    <Trans>New keys</Trans>
                  </Link>
                  <Button
                    variant="ghost"
                    className="min-h-11 px-3 text-sm text-red-700! dark:text-red-400!"
                    aria-label={t`Remove ${name}`}
                    onClick={() => setConfirming(wallet.id)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Link to={paths.connect.getHref()} className={buttonClass('secondary', 'w-full')}>
        <Trans>Add wallet</Trans>
      </Link>
      <Link to={paths.backupFile.getHref()} className={buttonClass('secondary', 'w-full')}>
        <Trans>Download backup file</Trans>
      </Link>
    </div>
  );
}
