import { Trans } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { ReceiveOnlyBadge, WalletLabel, setActiveWallet, useWallets } from '@/session';
import type { WalletConnection } from '@/session';

/**
 * The active wallet's name as a button; it opens the list of wallets on this device to switch
 * to another one or add one. Screens re-render for the new wallet: every query is keyed by it.
 */
export function WalletSwitcher({ wallet, name }: { wallet: WalletConnection; name: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { connections, activeId } = useWallets();
  const close = () => dialogRef.current?.close();
  const badge = wallet.keyType === 'invoice' ? <ReceiveOnlyBadge className="ml-1" /> : null;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="-ml-2 flex min-h-11 max-w-full items-center gap-1 rounded-xl px-2 text-left hover:bg-zinc-100 dark:hover:bg-zinc-900"
      >
        {/* The name first, as shown, then what a tap does: a person using voice control says
            what they see ("Café, switch wallet"); one sentence, so word order can follow the
            language. */}
        <Trans>
          <span className="truncate text-lg font-semibold">{name}</span>
          {badge}
          <ChevronDownIcon />
          <span className="sr-only">, switch wallet</span>
        </Trans>
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialogRef.current && close()}
        className="mx-auto mt-auto mb-0 w-full max-w-md rounded-t-2xl bg-white p-0 text-zinc-900 shadow-xl sm:mb-auto sm:rounded-2xl dark:bg-zinc-900 dark:text-zinc-100"
      >
        <div className="px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold">
              <Trans>Wallets</Trans>
            </h2>
            <button type="button" onClick={close} className={buttonClass('ghost', '-mr-2')}>
              <Trans>Close</Trans>
            </button>
          </div>
          <ul className="mt-2 max-h-[60dvh] space-y-1 overflow-y-auto">
            {connections.map((connection) => {
              const active = connection.id === activeId;
              return (
                <li key={connection.id}>
                  <button
                    type="button"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => {
                      setActiveWallet(connection.id);
                      close();
                    }}
                    className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2 hover:bg-zinc-100 aria-[current]:bg-amber-50 dark:hover:bg-zinc-800 dark:aria-[current]:bg-amber-950/40"
                  >
                    <WalletLabel wallet={connection} />
                    <span className="w-5 shrink-0 text-amber-600 dark:text-amber-400">
                      {active && <CheckIcon />}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Link
            to={paths.connect.getHref()}
            onClick={close}
            className={buttonClass('secondary', 'mt-3 w-full')}
          >
            <Trans>Add wallet</Trans>
          </Link>
        </div>
      </dialog>
    </>
  );
}
