import { Trans, useLingui } from '@lingui/react/macro';
import { appOrigin } from '@/api/app-origin';
import type { PayLink } from '@/api/lnurlp';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Skeleton } from '@/components/ui/Skeleton';
import { displayServerUrl, serverHost } from '@/lib/server-url';
import type { WalletConnection } from '@/session';
import { AddressView } from './AddressView';
import { pickAddressLink } from './lightning-address';
import { QuickAddressSetup } from './QuickAddressSetup';

export interface AddressPanelProps {
  wallet: WalletConnection;
  links: {
    data: PayLink[] | undefined;
    isPending: boolean;
    fetchStatus: 'fetching' | 'paused' | 'idle';
    error: unknown;
    refetch: () => unknown;
  };
  onAddAmount: () => void;
}

/** The address's QR code; the one tap that makes it; or why there is none. */
export function AddressPanel({ wallet, links, onAddAmount }: AddressPanelProps) {
  const origin = displayServerUrl(wallet.serverUrl, appOrigin());
  const host = serverHost(wallet.serverUrl, appOrigin());
  const { t } = useLingui();

  if (links.isPending && links.fetchStatus === 'paused') {
    return (
      <Notice title={t`You’re offline`}>
        <Trans>Your Lightning address shows here once this device is back online.</Trans>
      </Notice>
    );
  }
  if (links.isPending) {
    return <Skeleton className="mx-auto aspect-square w-full max-w-72" />;
  }
  if (!links.data) {
    return <ErrorMessage error={links.error} onRetry={() => void links.refetch()} />;
  }
  const link = pickAddressLink(links.data, wallet.walletId);
  if (link) {
    return (
      <AddressView
        key={link.id}
        wallet={wallet}
        link={link}
        serverOrigin={origin}
        serverHost={host}
        onAddAmount={onAddAmount}
      />
    );
  }
  if (wallet.keyType === 'admin') {
    return <QuickAddressSetup wallet={wallet} host={host} onAddAmount={onAddAmount} />;
  }
  return (
    <div className="space-y-4">
      <Notice title={t`No Lightning address yet`}>
        <Trans>
          Making one needs full access to this wallet; it is connected to receive only. Make one in
          LNbits, or ask for a set amount instead.
        </Trans>
      </Notice>
      <Button className="w-full" onClick={onAddAmount}>
        <Trans>Add amount</Trans>
      </Button>
    </div>
  );
}
