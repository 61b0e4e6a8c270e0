import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { extensionProblem } from '@/api/extension-problem';
import { Details } from '@/components/ui/Details';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { useNow } from '@/components/useNow';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { unixSeconds } from '@/lib/time';
import { useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { ConnectAnApp } from './ConnectAnApp';
import { isExpired } from './connection-text';
import { NeedsFullAccess } from './NeedsFullAccess';
import { NwcConnectionList } from './NwcConnectionList';
import { NwcProviderMissing } from './NwcProviderMissing';
import { NwcProviderSettings } from './NwcProviderSettings';
import { useNwcConnections, useNwcPermissions, useNwcService } from './useNwc';
import { WIDE_TAB } from './wide-layout';

// Apps with wallets of their own: their code loads after the screen's first render.
const AppWalletList = lazy(() =>
  import('./app-wallet/AppWalletList').then((m) => ({ default: m.AppWalletList })),
);

export function NwcScreen() {
  const wallet = useActiveWallet();
  if (!wallet) {
    return null;
  }
  // A new wallet starts over: nothing of another wallet's list carries across.
  return <NwcPanel key={wallet.id} wallet={wallet} />;
}

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
  const [showExpired, setShowExpired] = useState(false);
  // Re-read every 30 s so "renews at…" and "last used…" stay true.
  const now = unixSeconds(useNow({ everyMs: 30_000 }).getTime());
  const isAdmin = wallet.keyType === 'admin';
  const permissions = useNwcPermissions(wallet);
  // Expired ones too, always: the list says how many there are without another request.
  const connections = useNwcConnections(wallet, true, isAdmin);
  const service = useNwcService(wallet, isAdmin);

  const problem =
    (permissions.isError ? extensionProblem(permissions.error, 'nwcprovider') : null) ??
    (connections.isError ? extensionProblem(connections.error, 'nwcprovider') : null);

  let body;
  if (!isAdmin) {
    body = <NeedsFullAccess />;
  } else if (problem) {
    const retry = () => {
      void permissions.refetch();
      void connections.refetch();
    };
    body = <NwcProviderMissing problem={problem} onRetry={retry} />;
  } else {
    const all = connections.data;
    const expiredCount = all?.filter((c) => isExpired(c, now)).length ?? 0;
    const liveCount = (all?.length ?? 0) - expiredCount;
    // With nothing connected, the screen opens on "Connect an app" alone. The list waits for the
    // answer rather than holding a placeholder: one that went away for an empty list moved the
    // whole screen up (Lighthouse's layout shift 0.19); its error still shows.
    const showList =
      connections.isError ||
      (all !== undefined && (liveCount > 0 || (showExpired && expiredCount > 0)));
    const expiredToggle =
      expiredCount > 0 ? (
        <ExpiredToggle
          count={expiredCount}
          shown={showExpired}
          onToggle={() => setShowExpired((shown) => !shown)}
        />
      ) : null;
    body = (
      <div className={cx('grid gap-8', showList && 'lg:grid-cols-2 lg:items-start')}>
        <div className="space-y-3">
          <ConnectAnApp wide={!showList} />
          <Suspense fallback={null}>
            <AppWalletList wallet={wallet} />
          </Suspense>
          {!showList && expiredToggle}
        </div>
        {/* After the ways to connect, so its arrival moves nothing above it; on a wide screen,
            the left column. */}
        {showList && (
          <div className="lg:order-first">
            <NwcConnectionList
              wallet={wallet}
              connections={{
                ...connections,
                data: all?.filter((c) => showExpired || !isExpired(c, now)),
              }}
              permissions={permissions.data}
              now={now}
              footer={expiredToggle}
            />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={cx('space-y-6', WIDE_TAB)}>
      <NwcHeading />
      {body}
      <NwcDetails
        wallet={wallet}
        relays={service.data?.relays}
        onSaved={() => void service.refetch()}
      />
    </div>
  );
}

/** "Show 2 expired": a full-width row, there only when some connections have expired. */
function ExpiredToggle({
  count,
  shown,
  onToggle,
}: {
  count: number;
  shown: boolean;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-expanded={shown}
      onClick={onToggle}
      className="flex min-h-11 w-full items-center justify-center rounded-xl px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900"
    >
      {shown
        ? t`Hide expired connections`
        : t({
            message: `Show expired connections (${count})`,
            comment: 'count: how many connections have expired',
          })}
    </button>
  );
}

/** How apps reach the wallet, where the key is made, and the server admin's settings. */
function NwcDetails({
  wallet,
  relays,
  onSaved,
}: {
  wallet: WalletConnection;
  relays: readonly string[] | undefined;
  onSaved: () => void;
}) {
  const relayList = relays?.join(', ');
  return (
    <Details className="border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <div className="space-y-3 pt-1 text-zinc-600 dark:text-zinc-400">
        {relayList && (
          <p>
            <Trans>
              Apps reach this wallet through the relay{' '}
              <span className="break-all">{relayList}</span>.
            </Trans>
          </p>
        )}
        <p>
          <Trans>
            The connection’s key is made on this device; only its public half is sent to the server.
          </Trans>
        </p>
        <NwcProviderSettings target={wallet} onSaved={onSaved} />
      </div>
    </Details>
  );
}
