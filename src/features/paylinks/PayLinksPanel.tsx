import { useEffect, useState } from 'react';
import { extensionProblem } from '@/api/extension-problem';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { EmptyNote } from '@/components/ui/EmptyNote';
import { Notice } from '@/components/ui/Notice';
import { Skeleton } from '@/components/ui/Skeleton';
import { SwitchField } from '@/components/ui/SwitchField';
import type { WalletConnection } from '@/features/wallets';
import { displayServerUrl, serverHost } from '@/lib/server-url';
import { PayLinkDetail } from './PayLinkDetail';
import { PayLinkForm } from './PayLinkForm';
import { formatPayLinkRange, payLinkAddress } from './paylink-display';
import { useCreatePayLink, useDeletePayLink, usePayLinks } from './usePayLinks';

const EXTENSION_NEEDED = 'Reusable links need the LNURLp extension on your LNbits server';

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'detail'; link: PayLink };

/** Reusable QR codes and Lightning Addresses: the wallet's LNURL-pay links (lnurlp extension). */
export function PayLinksPanel({ wallet }: { wallet: WalletConnection }) {
  const [allWallets, setAllWallets] = useState(false);
  const [view, setView] = useState<View>({ kind: 'list' });
  const links = usePayLinks(wallet, allWallets);
  const create = useCreatePayLink(wallet);
  const remove = useDeletePayLink(wallet);

  // A new view (form, detail, list) starts at its top, as a new screen would.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view.kind]);

  const appOrigin = window.location.origin;
  const origin = displayServerUrl(wallet.serverUrl, appOrigin);
  const host = serverHost(wallet.serverUrl, appOrigin);
  const isAdmin = wallet.keyType === 'admin';
  /** False only when the link is known to belong to another wallet of the account. */
  const isOwn = (link: PayLink) => !wallet.walletId || link.wallet === wallet.walletId;
  const problem = links.isError ? extensionProblem(links.error, 'lnurlp') : null;

  if (view.kind === 'create') {
    return (
      <PayLinkForm
        serverHost={host}
        busy={create.isPending}
        error={create.error}
        onCancel={() => {
          create.reset();
          setView({ kind: 'list' });
        }}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (link) => {
              create.reset();
              setView({ kind: 'detail', link });
            },
          })
        }
      />
    );
  }

  if (view.kind === 'detail') {
    // The list's copy is the freshest; the one held here covers a link just created.
    const link = links.data?.find((l) => l.id === view.link.id) ?? view.link;
    const own = isOwn(link);
    return (
      <PayLinkDetail
        key={link.id}
        link={link}
        serverOrigin={origin}
        serverHost={host}
        canDelete={isAdmin && own}
        deleteNote={
          !isAdmin
            ? 'Deleting needs this wallet’s admin key. It is connected with an invoice key.'
            : own
              ? undefined
              : 'This link belongs to another of your wallets: delete it from that wallet.'
        }
        deleting={remove.isPending}
        deleteError={remove.error}
        onDelete={() =>
          remove.mutate(link.id, {
            onSuccess: () => {
              remove.reset();
              setView({ kind: 'list' });
            },
          })
        }
        onBack={() => {
          remove.reset();
          setView({ kind: 'list' });
        }}
      />
    );
  }

  if (problem) {
    return (
      <Notice title={EXTENSION_NEEDED} tone="warning">
        {problem === 'missing' ? (
          <p>
            This server has no LNURLp (pay links) extension. Ask its admin to install it, or use
            one-off invoices.
          </p>
        ) : (
          <>
            <p>
              LNURLp is on the server but not enabled for your account. Enable it under Extensions
              in LNbits, then try again.
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => void links.refetch()}>
              Try again
            </Button>
          </>
        )}
      </Notice>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        A reusable QR code or Lightning Address can be paid many times, by anyone who has it.
      </p>

      <SwitchField
        label="Show links of all my wallets"
        checked={allWallets}
        onChange={setAllWallets}
      />

      {links.isPending ? (
        <div role="status" aria-label="Loading reusable links" className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : links.isError ? (
        <ErrorMessage error={links.error} onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyNote>
          {allWallets ? 'None of your wallets has a reusable link yet.' : 'No reusable links yet.'}
        </EmptyNote>
      ) : (
        <ul aria-label="Reusable links" className="space-y-2" aria-busy={links.isFetching}>
          {links.data.map((link) => {
            const address = payLinkAddress(link, host);
            return (
              <li key={link.id}>
                <button
                  type="button"
                  onClick={() => setView({ kind: 'detail', link })}
                  className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 p-4 text-left hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium">{link.description}</span>
                      {!isOwn(link) && (
                        <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-xs dark:bg-zinc-700">
                          Other wallet
                        </span>
                      )}
                    </span>
                    <span className="block text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                      {formatPayLinkRange(link)}
                    </span>
                    {address && (
                      <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">
                        {address}
                      </span>
                    )}
                  </span>
                  <span aria-hidden="true" className="text-zinc-400">
                    ›
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {isAdmin ? (
        <div className="space-y-2">
          <Button
            className="w-full"
            onClick={() => {
              create.reset();
              setView({ kind: 'create' });
            }}
          >
            New reusable link
          </Button>
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
            Creating and deleting links uses this wallet’s admin key.
          </p>
        </div>
      ) : (
        <p className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100">
          This wallet is connected with an invoice key, so it can show its reusable links but not
          create or delete them: that needs the wallet’s admin key.
        </p>
      )}
    </div>
  );
}
