import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { extensionProblem } from '@/api/extension-problem';
import type { NwcConnection } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { EmptyNote } from '@/components/ui/EmptyNote';
import { Notice } from '@/components/ui/Notice';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Skeleton } from '@/components/ui/Skeleton';
import { SwitchField } from '@/components/ui/SwitchField';
import { useNow } from '@/components/useNow';
import { useActiveWallet } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import { paths } from '@/lib/paths';
import { unixSeconds } from '@/lib/time';
import { NwcConnectionCard } from './NwcConnectionCard';
import { NwcConnectionForm } from './NwcConnectionForm';
import { NwcPairingResult } from './NwcPairingResult';
import { NwcProviderSettings } from './NwcProviderSettings';
import { canEdit, formValuesOf, keepBudgetStart } from './connection-edit';
import {
  useCreateNwcConnection,
  useDeleteNwcConnection,
  useNwcConnections,
  useNwcPermissions,
  useNwcService,
  useUpdateNwcConnection,
} from './useNwc';

export function NwcScreen() {
  const wallet = useActiveWallet();
  if (!wallet) {
    return null;
  }
  // A new wallet starts over: nothing of another wallet's list or form carries across.
  return <NwcPanel key={wallet.id} wallet={wallet} />;
}

type View =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; connection: NwcConnection }
  /** The pairing URI lives only here, until Done. */
  | { kind: 'created'; name: string; pairingUri: string };

function NwcPanel({ wallet }: { wallet: WalletConnection }) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [includeExpired, setIncludeExpired] = useState(false);
  // Re-read every 30 s so "renews in…" and "last used…" stay true.
  const now = unixSeconds(useNow({ everyMs: 30_000 }).getTime());
  const isAdmin = wallet.keyType === 'admin';
  const permissions = useNwcPermissions(wallet);
  const connections = useNwcConnections(wallet, includeExpired, isAdmin);
  const service = useNwcService(wallet, isAdmin && view.kind === 'create');
  const create = useCreateNwcConnection(wallet);
  const remove = useDeleteNwcConnection(wallet);
  const update = useUpdateNwcConnection(wallet);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view.kind]);

  const problem =
    (permissions.isError ? extensionProblem(permissions.error, 'nwcprovider') : null) ??
    (connections.isError ? extensionProblem(connections.error, 'nwcprovider') : null);

  const heading = (
    <>
      <Link
        to={paths.more.getHref()}
        className="-ml-2 inline-flex min-h-10 items-center rounded-lg px-2 text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        ← More
      </Link>
      <ScreenHeading title="Wallet Connect">
        Let apps use this wallet over Nostr Wallet Connect (NWC), within limits you set.
      </ScreenHeading>
    </>
  );

  if (view.kind === 'created') {
    return (
      <div className="space-y-6">
        {heading}
        <NwcPairingResult
          name={view.name}
          pairingUri={view.pairingUri}
          onDone={() => setView({ kind: 'list' })}
        />
      </div>
    );
  }

  if (problem) {
    return (
      <div className="space-y-6">
        {heading}
        <Notice title="This server has no Nostr Wallet Connect provider" tone="warning">
          {problem === 'missing' ? (
            <p>
              NWC connections are made by LNbits’ “Nostr Wallet Connect” (nwcprovider) extension,
              and this server does not have it. Ask the server’s admin to install it; everything
              else in the wallet works without it.
            </p>
          ) : (
            <>
              <p>
                The NWC provider is on the server but not enabled for your account. Enable “Nostr
                Wallet Connect” under Extensions in LNbits, then try again.
              </p>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => {
                  void permissions.refetch();
                  void connections.refetch();
                }}
              >
                Try again
              </Button>
            </>
          )}
        </Notice>
      </div>
    );
  }

  if (view.kind === 'edit') {
    const previous = view.connection;
    return (
      <div className="space-y-6">
        {heading}
        <NwcConnectionForm
          key={previous.data.pubkey}
          permissions={permissions.data}
          relay={null}
          initial={formValuesOf(previous)}
          title="Edit connection"
          submitLabel="Save changes"
          note="LNbits cannot change a connection in place, so saving registers it again under the same key: the app keeps working without pairing again, but spending in the current budget period is counted from zero."
          busy={update.isPending}
          error={update.error}
          onCancel={() => {
            update.reset();
            setView({ kind: 'list' });
          }}
          onSubmit={(registration) =>
            update.mutate(
              { previous, registration: keepBudgetStart(registration, previous) },
              {
                onSuccess: () => {
                  update.reset();
                  setView({ kind: 'list' });
                },
              },
            )
          }
        />
      </div>
    );
  }

  if (view.kind === 'create') {
    return (
      <div className="space-y-6">
        {heading}
        <NwcConnectionForm
          permissions={permissions.data}
          relay={service.data?.relays.join(', ') ?? null}
          busy={create.isPending}
          error={create.error}
          onCancel={() => {
            create.reset();
            setView({ kind: 'list' });
          }}
          onSubmit={(registration) =>
            create.mutate(registration, {
              onSuccess: ({ pairingUri }) => {
                // The URI is held by this view alone; the mutation forgets it at once.
                create.reset();
                setView({ kind: 'created', name: registration.description, pairingUri });
              },
            })
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {heading}

      {!isAdmin ? (
        <Notice title="Needs this wallet’s admin key" tone="warning">
          <p>
            NWC connections can spend from the wallet, so LNbits lets only the admin key list,
            create or delete them. This wallet is connected with an invoice key: connect it again
            with its admin key to manage its connections.
          </p>
        </Notice>
      ) : (
        <>
          <SwitchField
            label="Show expired connections"
            checked={includeExpired}
            onChange={setIncludeExpired}
          />

          {connections.isPending ? (
            <div role="status" aria-label="Loading connections" className="space-y-2">
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
            </div>
          ) : connections.isError ? (
            <ErrorMessage error={connections.error} onRetry={() => void connections.refetch()} />
          ) : connections.data.length === 0 ? (
            <EmptyNote>
              {includeExpired ? 'No connections, expired or not.' : 'No connections yet.'}
            </EmptyNote>
          ) : (
            <div
              role="list"
              aria-label="Connections"
              aria-busy={connections.isFetching}
              className="space-y-3"
            >
              {connections.data.map((connection) => (
                <div role="listitem" key={connection.data.pubkey}>
                  <NwcConnectionCard
                    connection={connection}
                    permissions={permissions.data}
                    now={now}
                    canDelete
                    onEdit={
                      canEdit(connection)
                        ? () => {
                            update.reset();
                            setView({ kind: 'edit', connection });
                          }
                        : undefined
                    }
                    deleting={remove.isPending && remove.variables === connection.data.pubkey}
                    deleteError={
                      remove.isError && remove.variables === connection.data.pubkey
                        ? remove.error
                        : null
                    }
                    onDelete={() => remove.mutate(connection.data.pubkey)}
                  />
                </div>
              ))}
            </div>
          )}

          <div className="space-y-2">
            <Button
              className="w-full"
              onClick={() => {
                create.reset();
                setView({ kind: 'create' });
              }}
            >
              New connection
            </Button>
            <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
              Creating, editing and deleting connections uses this wallet’s admin key.
            </p>
          </div>
        </>
      )}

      <NwcProviderSettings
        target={wallet}
        onSaved={() => {
          void service.refetch();
        }}
      />
    </div>
  );
}
