import { Trans } from '@lingui/react/macro';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ReceiveOnlyBadge } from '@/session';
import type { WalletConnection } from '@/session';

// The list asks every wallet's server for its balance: its code loads with the first opening.
const SwitcherList = lazy(() =>
  import('./SwitcherList').then((m) => ({ default: m.SwitcherList })),
);

/**
 * The active wallet's name as a button; it opens the list of wallets on this device, each with
 * its server and balance, to switch to another one, move sats between them, or add one. Screens re-render for the new wallet: every query is keyed by it.
 */
export function WalletSwitcher({ wallet, name }: { wallet: WalletConnection; name: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The list (and its balances) is there only while the dialog is open.
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();
  const badge = wallet.keyType === 'invoice' ? <ReceiveOnlyBadge className="ml-1" /> : null;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialogRef.current?.showModal();
        }}
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
        onClose={() => setOpen(false)}
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
          {open && (
            <Suspense fallback={null}>
              <SwitcherList onDone={close} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
