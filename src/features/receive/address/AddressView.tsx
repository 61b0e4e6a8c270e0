import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '@/api/core';
import type { PayLink } from '@/api/lnurlp';
import { CopyButton } from '@/components/CopyButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/lib/paths';
import type { WalletConnection } from '@/session';
import { PayLinkQr } from '../paylinks/PayLinkQr';
import { payLinkAddress } from '../paylinks/paylink-display';
import { usePayLinkLnurl } from '../paylinks/usePayLinkLnurl';
import { AddAmountLink, ReceiveFrame } from '../ReceiveFrame';
import { ShareButton } from '../ShareButton';
import { OpenRequest } from './OpenRequest';
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
}

const quietLink =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-amber-800 hover:bg-zinc-100 dark:text-amber-300 dark:hover:bg-zinc-900';

/**
 * The wallet's reusable code, ready to be scanned the moment Receive opens: its QR code, the
 * address under it with Copy and Share, "Add amount" at the bottom. On a wide screen the QR code
 * stands beside its details. A payment through it while it is shown takes over the screen.
 */
export function AddressView({ wallet, link, serverOrigin, serverHost }: AddressViewProps) {
  const [received, setReceived] = useState<Payment | null>(null);
  useLinkPayments(wallet, link.id, setReceived);
  const lnurl = usePayLinkLnurl(link, serverOrigin);
  const address = payLinkAddress(link, serverHost);
  const textRef = useRef<HTMLParagraphElement>(null);
  const { t } = useLingui();
  const value = address ?? lnurl;

  return (
    <ReceiveFrame action={<AddAmountLink />}>
      {received && (
        <Suspense fallback={null}>
          <ReceivedFromLink wallet={wallet} payment={received} onAgain={() => setReceived(null)} />
        </Suspense>
      )}
      <section
        aria-label={address ? t`Lightning address` : t`Reusable QR code`}
        className="flex flex-col items-center gap-4 pt-2 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-center lg:gap-8 lg:pt-8"
      >
        {lnurl === undefined ? (
          <Skeleton className="mx-auto aspect-square w-full max-w-72" />
        ) : (
          <PayLinkQr
            lnurl={lnurl}
            label={address ? t`QR code of your Lightning address` : t`QR code to pay you`}
            what="address"
          />
        )}
        <div className="flex w-full flex-col items-center gap-3 text-center lg:items-start lg:text-left">
          {address ? (
            <p
              ref={textRef}
              data-testid="receive-address"
              className="max-w-full text-lg font-semibold break-all select-all"
            >
              {address}
            </p>
          ) : (
            lnurl && (
              <p
                ref={textRef}
                data-testid="receive-lnurl"
                className="line-clamp-2 max-w-full font-mono text-xs break-all text-zinc-600 select-all dark:text-zinc-400"
              >
                {lnurl}
              </p>
            )
          )}
          {value && (
            <div className="flex flex-wrap justify-center gap-2">
              <CopyButton
                value={value}
                label={address ? t`Copy Lightning address` : t`Copy the code`}
                className="min-h-11 min-w-28 px-4 text-sm"
                fallback={{ select: textRef }}
              />
              <ShareButton
                title={t`Pay me with Lightning`}
                text={address ?? `lightning:${value}`}
                className="min-h-11 min-w-28 px-4 text-sm"
              />
            </div>
          )}
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Anyone can pay you any amount with this code, as often as they like.</Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-x-1 lg:-mx-3 lg:justify-start">
            {!address && wallet.keyType === 'admin' && (
              <Link to={paths.receiveAddressName.getHref()} className={quietLink}>
                <Trans>Get a Lightning address</Trans>
              </Link>
            )}
            <Link to={paths.payLinks.getHref()} className={quietLink}>
              <Trans>Reusable codes</Trans>
            </Link>
          </div>
          <OpenRequest wallet={wallet} />
        </div>
      </section>
    </ReceiveFrame>
  );
}
