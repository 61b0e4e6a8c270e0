import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { useNow } from '@/components/useNow';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { unixSeconds } from '@/lib/time';
import { useConfirmPayment, useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { FailureReason, InvoiceAction, InvoiceNotes, InvoiceProblems } from './InvoiceNotices';
import { CostRows } from './CostRows';
import { InvoiceReview } from './InvoiceReview';
import { decodeInvoiceText, invoiceInFlight, invoiceView } from './invoice-view';
import { PaymentDone } from './PaymentDone';
import { PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';
import { usePriorPayment, useServerDecode } from './useInvoiceChecks';
import type { Payer } from './usePayment';

/** A BOLT-11 invoice: what it is, whether it can be paid from here, and the pay-once button. */
export function InvoicePayment({
  wallet,
  invoiceText,
  payer,
}: {
  wallet: WalletConnection;
  invoiceText: string;
  payer: Payer;
}) {
  const { t } = useLingui();
  const { state } = payer;
  const inFlight = invoiceInFlight(state);
  const shownText = inFlight ? inFlight.bolt11 : invoiceText;
  const decoded = useMemo(() => decodeInvoiceText(shownText), [shownText]);
  const invoice = decoded.kind === 'ok' ? decoded.invoice : null;
  // Checks for a new payment: not while one is out for this invoice.
  const checked = inFlight ? null : invoice;

  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const nowSeconds = unixSeconds(useNow({ everyMs: invoice !== null ? 1_000 : null }).getTime());
  const server = useServerDecode(wallet, checked);
  const prior = usePriorPayment(wallet, checked?.paymentHash);
  const confirmPayment = useConfirmPayment();

  const view = invoiceView(state, {
    decoded,
    balance: {
      msat: balance.data?.balance,
      pending: balance.isPending,
      error: balance.isError ? balance.error : undefined,
    },
    server,
    prior,
    nowSeconds,
  });

  switch (view.kind) {
    case 'nothing':
      return null;
    case 'paid':
      return <PaymentDone record={view.record} details={view.details} earlier={view.earlier} />;
    case 'invalid':
      return (
        <Notice title={t`This invoice can’t be used`}>
          <p data-testid="invoice-error">{view.message}</p>
        </Notice>
      );
    case 'invoice': {
      const amountSat = payableSat(view.invoice);
      const amountText = amountSat !== null ? formatSatWithUnit(amountSat) : null;
      // Pending and failed outcomes have the screen to themselves, as Paid does.
      if (view.action?.kind === 'confirming') {
        const { reason, lastError } = view.action;
        return <PaymentPending reason={reason} amountText={amountText} lastError={lastError} />;
      }
      if (view.outcome?.kind === 'not-sent') {
        return <PaymentNotSent amountText={amountText} onRetry={payer.reset} />;
      }
      if (view.outcome?.kind === 'failed') {
        return (
          <PaymentFailed amountText={amountText} onRetry={payer.reset}>
            <FailureReason error={view.outcome.error} />
          </PaymentFailed>
        );
      }
      return (
        <div className="space-y-5">
          <InvoiceReview invoice={view.invoice} nowSeconds={nowSeconds} fiat={fiat.data} />
          {view.action?.kind === 'pay' && amountSat !== null && (
            <CostRows amountSat={amountSat} balanceMsat={balance.data?.balance} />
          )}
          <InvoiceProblems problems={view.problems} prior={view.prior} />
          {view.balanceError !== undefined && (
            <ErrorMessage error={view.balanceError} onRetry={() => void balance.refetch()} />
          )}
          {view.notes && <InvoiceNotes notes={view.notes} />}
          {view.action && (
            <InvoiceAction
              action={view.action}
              onPay={() => {
                const { paymentHash, paymentRequest, amountMsat } = view.invoice;
                // The PIN, when asked for, comes before the machine's PAY (its pay-once guard).
                confirmPayment(amountMsat, () =>
                  payer.payInvoice({ paymentHash, bolt11: paymentRequest }),
                );
              }}
            />
          )}
        </div>
      );
    }
  }
}

/** The invoice's amount in whole sats (rounded up, as it is paid), or null when it names none. */
function payableSat(invoice: DecodedBolt11): number | null {
  const { amountMsat } = invoice;
  return amountMsat !== null && amountMsat > 0n && amountMsat <= BigInt(Number.MAX_SAFE_INTEGER)
    ? msatToSatCeil(Number(amountMsat))
    : null;
}
