import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '@/api/core';
import { Button } from '@/components/ui/Button';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { formatAmount, formatFiat, msatToSatFloor, satToFiat } from '@/lib/amount';
import { sanitizeText } from '@/lib/text';
import { useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';

/** The full-screen "Received" for money in through the address, with the payer's note. */
export function ReceivedFromLink({
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
      note={typeof comment === 'string' ? sanitizeText(comment) : null}
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
