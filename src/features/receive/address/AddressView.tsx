import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Payment } from '@/api/core';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { CopyValue } from '../paylinks/CopyValue';
import { PayLinkQr } from '../paylinks/PayLinkQr';
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
  const { t } = useLingui();

  if (received) {
    return (
      <ReceivedFromLink wallet={wallet} payment={received} onAgain={() => setReceived(null)} />
    );
  }

  return (
    <section aria-label={t`Lightning address`} className="space-y-5">
      <PayLinkQr lnurl={lnurl} label={t`QR code of your Lightning address`} what="address" />
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
  const { t } = useLingui();
  return (
    <OutcomeScreen
      tone="success"
      title={t`Received`}
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
            <Trans>Show my address</Trans>
          </Button>
        </>
      }
    />
  );
}
