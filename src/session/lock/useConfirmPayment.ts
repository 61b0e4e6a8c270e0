import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { paymentNeedsPin } from '@/lib/payment-pin';
import { confirmWithLock } from './lock-prompt';
import { useSettings } from '../settings/useSettings';
import { getLockState } from '../wallets/wallet-store';

/**
 * `payAfterPin(amountMsat, pay)` calls `pay` at once when no PIN is asked for (no PIN set, or
 * the amount is within the chosen limit), else once the PIN is entered, and never if cancelled.
 * `pay` hands the payment to the payment machine, which alone guarantees it is sent once: a
 * second tap while the PIN is asked gets the same answer, and the machine ignores the second PAY.
 */
export function useConfirmPayment(): (amountMsat: bigint | number | null, pay: () => void) => void {
  const [{ confirmPaymentsAboveSat }] = useSettings();
  return useCallback(
    (amountMsat, pay) => {
      if (!getLockState().pinSet || !paymentNeedsPin(amountMsat, confirmPaymentsAboveSat)) {
        pay();
        return;
      }
      const amount =
        amountMsat === null ? null : formatSatWithUnit(msatToSatCeil(Number(amountMsat)));
      const reason = amount === null ? t`Pay this invoice` : t`Pay ${amount}`;
      void confirmWithLock(reason).then((ok) => ok && pay());
    },
    [confirmPaymentsAboveSat],
  );
}
