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
  const { connections, activeId } = useWallets();
  const remove = useRemoveWallet();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-zinc-200 rounded-2xl bg-zinc-100 dark:divide-zinc-800 dark:bg-zinc-900">
        {connections.map((wallet) => {
          const active = wallet.id === activeId;
          return (
            <li key={wallet.id} aria-label={wallet.name} className="space-y-2 px-4 pt-4 pb-2">
              <div className="flex items-start gap-3">
                <WalletLabel wallet={wallet} />
                {active && (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    In use
                  </span>
                )}
              </div>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {accessWords(wallet.keyType).access}: {accessWords(wallet.keyType).meaning}
              </p>
              {needsBackup(wallet) && (
                <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                  Not backed up: its key is only in this browser.
                </p>
              )}
              {confirming === wallet.id ? (
                <ConfirmRemove
                  wallet={wallet}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => {
                    setConfirming(null);
                    remove(wallet.id);
                  }}
                />
              ) : (
                <div className="-mx-2 flex flex-wrap gap-2">
                  {!active && (
                    <Button
                      variant="ghost"
                      className="min-h-11 px-3 text-sm"
                      aria-label={`Switch to ${wallet.name}`}
                      onClick={() => setActiveWallet(wallet.id)}
                    >
                      Switch to this wallet
                    </Button>
                  )}
                  <Link
                    to={paths.walletBackup.getHref(wallet.id)}
                    className={buttonClass('ghost', 'min-h-11 px-3 text-sm')}
                    aria-label={`Back up ${wallet.name}`}
                  >
                    Back up
                  </Link>
                  <Button
                    variant="ghost"
                    className="min-h-11 px-3 text-sm text-red-700! dark:text-red-400!"
                    aria-label={`Remove ${wallet.name}`}
                    onClick={() => setConfirming(wallet.id)}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Link to={paths.connect.getHref()} className={buttonClass('secondary', 'w-full')}>
        Add wallet
      </Link>
      <Link to={paths.backupFile.getHref()} className={buttonClass('secondary', 'w-full')}>
        Download backup file
      </Link>
    </div>
  );
}
