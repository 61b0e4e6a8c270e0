import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { extensionProblem } from '@/api/extension-problem';
import type { NwcConnection } from '@/api/nwc';
import { Notice } from '@/components/ui/Notice';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { useNow } from '@/components/useNow';
import { useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { unixSeconds } from '@/lib/time';
import { CreateConnection, EditConnection } from './NwcConnectionEditors';
import { NwcConnectionList } from './NwcConnectionList';
import { NwcPairingResult } from './NwcPairingResult';
import { NwcProviderMissing } from './NwcProviderMissing';
import { NwcProviderSettings } from './NwcProviderSettings';
import { useNwcConnections, useNwcPermissions, useNwcService } from './useNwc';

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
  /**
   * The pairing URI lives only here, until Done. `replaced` when an edit made it: the app must
   * be paired again, and the old connection may still be there (`oldKeptBecause`).
   */
  | {
      kind: 'created';
      name: string;
      pairingUri: string;
      replaced?: { oldKeptBecause: unknown };
    };

function NwcHeading() {
  const { t } = useLingui();
  return (
    <>
      <Link
        to={paths.more.getHref()}
        className="-ml-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        <Trans comment="Back to the More tab">← More</Trans>
      </Link>
      <ScreenHeading
        title={t({
          message: 'Wallet Connect',
          comment: 'Screen title; from the protocol’s name, Nostr Wallet Connect',
        })}
      >
        <Trans>
          Let apps use this wallet over Nostr Wallet Connect (NWC), within limits you set.
        </Trans>
      </ScreenHeading>
    </>
  );
}

function NwcPanel({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [includeExpired, setIncludeExpired] = useState(false);
  // Re-read every 30 s so "renews in…" and "last used…" stay true.
  const now = unixSeconds(useNow({ everyMs: 30_000 }).getTime());
  const isAdmin = wallet.keyType === 'admin';
  const permissions = useNwcPermissions(wallet);
  const connections = useNwcConnections(wallet, includeExpired, isAdmin);
  const service = useNwcService(wallet, isAdmin && view.kind === 'create');
  const toList = () => setView({ kind: 'list' });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view.kind]);

  const problem =
    (permissions.isError ? extensionProblem(permissions.error, 'nwcprovider') : null) ??
    (connections.isError ? extensionProblem(connections.error, 'nwcprovider') : null);

  let body;
  if (view.kind === 'created') {
    body = (
      <NwcPairingResult
        name={view.name}
        pairingUri={view.pairingUri}
        replaced={view.replaced}
        onDone={toList}
      />
    );
  } else if (problem) {
    const retry = () => {
      void permissions.refetch();
      void connections.refetch();
    };
    body = <NwcProviderMissing problem={problem} onRetry={retry} />;
  } else if (view.kind === 'edit') {
    body = (
      <EditConnection
        key={view.connection.data.pubkey}
        wallet={wallet}
        permissions={permissions.data}
        connection={view.connection}
        onClose={toList}
        onReplaced={(name, pairingUri, oldKeptBecause) =>
          setView({ kind: 'created', name, pairingUri, replaced: { oldKeptBecause } })
        }
      />
    );
  } else if (view.kind === 'create') {
    body = (
      <CreateConnection
        wallet={wallet}
        permissions={permissions.data}
        relay={service.data?.relays.join(', ') ?? null}
        onClose={toList}
        onCreated={(name, pairingUri) => setView({ kind: 'created', name, pairingUri })}
      />
    );
  } else {
    body = (
      <>
        {isAdmin ? (
          <NwcConnectionList
            wallet={wallet}
            connections={connections}
            permissions={permissions.data}
            includeExpired={includeExpired}
            onIncludeExpiredChange={setIncludeExpired}
            now={now}
            onEdit={(connection) => setView({ kind: 'edit', connection })}
            onCreate={() => setView({ kind: 'create' })}
          />
        ) : (
          <Notice title={t`Needs full access`} tone="warning">
            <p>
              <Trans>
                NWC connections can spend from the wallet, so only a wallet connected with full
                access can list, create or delete them. This wallet is receive only: connect it
                again with full access to manage its connections.
              </Trans>
            </p>
          </Notice>
        )}
        <NwcProviderSettings target={wallet} onSaved={() => void service.refetch()} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <NwcHeading />
      {body}
    </div>
  );
}
