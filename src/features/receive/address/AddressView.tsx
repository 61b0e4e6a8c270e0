import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import type { Payment } from '@/api/core';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import type { WalletConnection } from '@/session';
import { CopyValue } from '../paylinks/CopyValue';
import { PayLinkQr } from '../paylinks/PayLinkQr';
import { payLinkAddress } from '../paylinks/paylink-display';
import { usePayLinkLnurl } from '../paylinks/usePayLinkLnurl';
import { useLinkPayments } from './useLinkPayments';

// The "Received" screen takes over only once a payment arrives: it loads then (from the
// service worker's cache), not with the QR code.
const ReceivedFromLink = lazy(() =>
  import('./ReceivedFromLink').then((m) => ({ default: m.ReceivedFromLink })),
);

export interface AddressViewProps {
  wallet: WalletConnection;
  link: PayLink;
  serverOrigin: string;
  serverHost: string;
  onAddAmount: () => void;
}

/**
 * The wallet's Lightning address as a QR code, ready to be scanned the moment Receive opens;
 * a payment through it while it is shown takes over the screen.
 */
export function AddressView({
  wallet,
  link,
  serverOrigin,
  serverHost,
  onAddAmount,
}: AddressViewProps) {
  const [received, setReceived] = useState<Payment | null>(null);
  useLinkPayments(wallet, link.id, setReceived);
  const lnurl = usePayLinkLnurl(link, serverOrigin);
  const address = payLinkAddress(link, serverHost);
  const { t } = useLingui();

  if (received) {
    return (
      <Suspense fallback={<Skeleton className="mx-auto aspect-square w-full max-w-72" />}>
        <ReceivedFromLink wallet={wallet} payment={received} onAgain={() => setReceived(null)} />
      </Suspense>
    );
  }

  return (
    <section aria-label={t`Lightning address`} className="space-y-5">
      {lnurl === undefined ? (
        <Skeleton className="mx-auto aspect-square w-full max-w-72" />
      ) : (
        <PayLinkQr lnurl={lnurl} label={t`QR code of your Lightning address`} what="address" />
      )}
      {address ? (
        <CopyValue label={t`Lightning address`} value={address} testId="receive-address" />
      ) : (
        lnurl && <CopyValue label="LNURL" value={lnurl} testId="receive-lnurl" mono />
      )}
      <Button className="w-full" onClick={onAddAmount}>
        <Trans>Add amount</Trans>
      </Button>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Anyone can pay you any amount with this code, as often as they like.</Trans>
      </p>
    </section>
  );
}
