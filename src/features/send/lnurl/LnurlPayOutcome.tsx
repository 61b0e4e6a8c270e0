import { useLingui } from '@lingui/react/macro';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { WalletConnection } from '@/session';
import type { Payer } from '../usePayment';
import { LnurlPaid, LnurlPayStatus } from './LnurlPayStatus';

/**
 * An LNURL payment's outcome, a screen of its own: Paid, else Pending, Failed or Not sent with
 * what was asked (the amount, its fiat, whom, the note) and the ways on.
 */
export function LnurlPayOutcome({
  payer,
  wallet,
  domain,
  callback,
  fiat,
  who,
  amountSat,
  note,
  canFallBack,
  onFallBack,
  onRetry,
  onChangeAmount,
}: {
  /** The Send screen's payment: paid, failed, not sent or being confirmed. */
  payer: Payer;
  wallet: WalletConnection;
  domain: string;
  /** The pay request's callback, which a success action's URL must share a host with. */
  callback: string;
  fiat: FiatRate | null | undefined;
  /** Whom the payment goes to (payeeOf). */
  who: string;
  amountSat: number | null;
  note: string;
  canFallBack: boolean;
  onFallBack: () => void;
  onRetry: () => void;
  onChangeAmount: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const { state } = payer;
  if (state.phase === 'paid') {
    return (
      <LnurlPaid state={state} wallet={wallet} domain={domain} callback={callback} fiat={fiat} />
    );
  }
  return (
    <LnurlPayStatus
      payer={payer}
      domain={domain}
      amountText={amountSat !== null ? formatSatWithUnit(amountSat) : null}
      fiatText={fiatText(amountSat, fiat)}
      who={t`To ${who}`}
      note={note}
      canFallBack={canFallBack}
      onFallBack={onFallBack}
      onRetry={onRetry}
      onChangeAmount={onChangeAmount}
    />
  );
}

function fiatText(amountSat: number | null, fiat: FiatRate | null | undefined): string | null {
  return amountSat !== null && fiat
    ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}`
    : null;
}
