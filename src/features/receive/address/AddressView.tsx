import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import type { Payment } from '@/api/core';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { lightningQrPayload } from '@/lib/qr-payload';
import { useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { CopyValue } from '../paylinks/CopyValue';
import { payLinkAddress, payLinkLnurl } from '../paylinks/paylink-display';
import { useLinkPayments } from './useLinkPayments';

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
  const lnurl = payLinkLnurl(link, serverOrigin);
  const address = payLinkAddress(link, serverHost);

  if (received) {
    return (
      <ReceivedFromLink wallet={wallet} payment={received} onAgain={() => setReceived(null)} />
    );
  }

  return (
    <section aria-label="Lightning address" className="space-y-5">
      {lnurl ? (
        <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
          <QRCodeSVG
            value={lightningQrPayload(lnurl)}
            size={264}
            level="M"
            marginSize={2}
            role="img"
            aria-label="QR code of your Lightning address"
            className="block h-auto w-full"
          />
        </div>
      ) : (
        <Notice title="No QR code for this address" tone="warning">
          The server is reached over plain http on a public address, so no QR code can be made for
          it. Use https, or give the link a domain in LNbits.
        </Notice>
      )}
      {address ? (
        <CopyValue label="Lightning address" value={address} testId="receive-address" />
      ) : (
        lnurl && <CopyValue label="LNURL" value={lnurl} testId="receive-lnurl" mono />
      )}
      <Button className="w-full" onClick={onAddAmount}>
        Add amount
      </Button>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        Anyone can pay you any amount with this code, as often as they like.
      </p>
    </section>
  );
}

/** The full-screen "Received" for money in through the address, with the payer's note. */
function ReceivedFromLink({
  wallet,
  payment,
  onAgain,
}: {
  wallet: WalletConnection;
  payment: Payment;
  onAgain: () => void;
}) {
  const [{ denomination }] = useSettings();
  const rate = useFiatRate(wallet);
  const amountSat = msatToSatFloor(payment.amount);
  const comment = payment.extra.comment;
  return (
    <OutcomeScreen
      tone="success"
      title="Received"
      amountText={formatAmount(amountSat, denomination)}
      fiatText={
        rate.data
          ? `≈ ${formatFiat(satToFiat(amountSat, rate.data.rate), rate.data.currency)}`
          : null
      }
      note={typeof comment === 'string' ? comment.trim() : null}
      vibrateMs={RECEIVED_VIBRATION_MS}
      actions={
        <>
          <DoneLink />
          <Button variant="secondary" onClick={onAgain}>
            Show my address
          </Button>
        </>
      }
    />
  );
}
