import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { appOrigin } from '@/api/app-origin';
import { extensionProblem } from '@/api/extension-problem';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/lib/paths';
import { displayServerUrl, serverHost } from '@/lib/server-url';
import { useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { AddressView } from './address/AddressView';
import { pickAddressLink } from './address/lightning-address';
import { AddAmountLink, ReceiveFrame } from './ReceiveFrame';
import { useQuickAddress } from './address/useQuickAddress';
import { usePayLinks } from './paylinks/usePayLinks';

export function ReceiveScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return <Receive key={wallet.id} wallet={wallet} />;
}

const qrSkeleton = <Skeleton className="mx-auto aspect-square w-full max-w-72" />;

/**
 * Receive opens on a code to scan: the wallet's Lightning address (an lnurlp pay link), ready the
 * moment the screen is. A wallet with full access on a server with lnurlp and no link yet gets
 * one at once (`MakeReusableCode`). Where there can be no reusable code (no lnurlp on the server,
 * or a receive-only key and no link), Receive is the amount: the request's QR code follows it.
 */
function Receive({ wallet }: { wallet: WalletConnection }) {
  const links = usePayLinks(wallet, false);
  const { t } = useLingui();
  const host = serverHost(wallet.serverUrl, appOrigin());

  if (links.isPending && links.fetchStatus === 'paused') {
    // Offline before the links were ever read: nothing is known yet.
    return (
      <ReceiveFrame action={<AddAmountLink />}>
        <Notice title={t`You’re offline`}>
          <Trans>Your Lightning address shows here once this device is back online.</Trans>
        </Notice>
      </ReceiveFrame>
    );
  }
  if (links.isPending) {
    return <ReceiveFrame action={<AddAmountLink />}>{qrSkeleton}</ReceiveFrame>;
  }
  if (!links.data) {
    if (extensionProblem(links.error, 'lnurlp') !== null) {
      return <Navigate to={paths.receiveAmount.getHref()} replace />;
    }
    return (
      <ReceiveFrame action={<AddAmountLink />}>
        <ErrorMessage error={links.error} onRetry={() => void links.refetch()} />
      </ReceiveFrame>
    );
  }
  const link = pickAddressLink(links.data, wallet.walletId);
  if (link) {
    return (
      <AddressView
        key={link.id}
        wallet={wallet}
        link={link}
        serverOrigin={displayServerUrl(wallet.serverUrl, appOrigin())}
        serverHost={host}
      />
    );
  }
  if (wallet.keyType === 'admin') {
    return <MakeReusableCode wallet={wallet} />;
  }
  return <Navigate to={paths.receiveAmount.getHref()} replace />;
}

/**
 * A wallet with no reusable code yet gets one the moment Receive opens, so there is a QR code to
 * scan at once: a pay link without a name (payers see only "Lightning payment"). Choosing the
 * name of an address (name@server) is the person's own step, offered under the code: a name is
 * public and first come, first served on a shared server, so the app does not pick one for them.
 * When the list is read again the new link is there and shows (Receive above).
 */
function MakeReusableCode({ wallet }: { wallet: WalletConnection }) {
  const make = useQuickAddress(wallet);
  const started = useRef(false);
  const { mutate } = make;
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      mutate({ username: null });
    }
  }, [mutate]);
  if (make.isError) {
    return (
      <ReceiveFrame action={<AddAmountLink />}>
        <ErrorMessage error={make.error} onRetry={() => make.mutate({ username: null })} />
      </ReceiveFrame>
    );
  }
  return <ReceiveFrame action={<AddAmountLink />}>{qrSkeleton}</ReceiveFrame>;
}
