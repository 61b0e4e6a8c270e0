import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { useNow } from '@/components/useNow';
import { formatFiat, formatSatWithUnit, msatToSatCeil, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { sanitizeText } from '@/lib/text';
import { unixSeconds } from '@/lib/time';
import { useConfirmPayment, useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { InvoiceAction, InvoiceNotes, InvoiceProblems } from './InvoiceNotices';
import { CostRows } from './CostRows';
import { InvoiceDetails, InvoiceSummary } from './InvoiceReview';
import { decodeInvoiceText, invoiceInFlight, invoiceView } from './invoice-view';
import { failureHelp } from './failure-help';
import { PaymentDone } from './PaymentDone';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';
import { readProblem } from './problem-words';
import { usePriorPayment, useServerDecode } from './useInvoiceChecks';
import { useInvoicePlace, useServiceFee } from './useSendCost';
import type { Payer } from './usePayment';

/**
 * A BOLT-11 invoice: its review (what it asks, what it costs, whether it can be paid from here)
 * with the pay-once button at the bottom, then the outcome, each a screen of its own.
 */
export function InvoicePayment({
  wallet,
  invoiceText,
  fromBip21 = false,
  payer,
  onBack,
}: {
  wallet: WalletConnection;
  invoiceText: string;
  fromBip21?: boolean;
  payer: Payer;
  /** Back to Send's start. */
  onBack: () => void;
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
  const place = useInvoicePlace(wallet, checked?.paymentHash ?? null);
  const serviceFee = useServiceFee(wallet);
  const cost = { place, serviceFee };
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
    cost,
  });

  const amountSat = invoice ? payableSat(invoice) : null;
  // Every outcome, Pending and Failed too, shows what was asked: the amount, its fiat, the note.
  const facts = {
    amountText: amountSat !== null ? formatSatWithUnit(amountSat) : null,
    fiatText: fiatText(amountSat, fiat.data),
    note: invoice?.description ? sanitizeText(invoice.description) || null : null,
  };

  switch (view.kind) {
    case 'nothing':
      return null;
    case 'paid':
      return (
        <PaymentDone
          record={view.record}
          details={view.details}
          earlier={view.earlier}
          fiat={fiat.data}
        />
      );
    case 'invalid':
      return (
        <FlowScreen title={t`Send`} onBack={onBack}>
          <Notice title={t`This invoice can’t be used`}>
            <p data-testid="invoice-error">{view.message}</p>
          </Notice>
        </FlowScreen>
      );
    case 'invoice': {
      // Pending and failed outcomes have the screen to themselves, as Paid does.
      if (view.action?.kind === 'confirming') {
        const { reason, lastError } = view.action;
        return <PaymentPending reason={reason} lastError={lastError} {...facts} />;
      }
      if (view.outcome?.kind === 'not-sent') {
        return <PaymentNotSent onRetry={payer.reset} {...facts} />;
      }
      if (view.outcome?.kind === 'failed') {
        const { error } = view.outcome;
        return (
          <PaymentFailed help={failureHelp(error)} onRetry={payer.reset} {...facts}>
            <FailureWords {...readProblem(error)} />
          </PaymentFailed>
        );
      }
      const payable = view.action?.kind === 'pay' && amountSat !== null;
      return (
        <FlowScreen
          title={t`Pay an invoice`}
          onBack={onBack}
          action={
            view.action && (
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
            )
          }
        >
          <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-8 lg:space-y-0">
            <section aria-label={t`Invoice details`} className="space-y-3">
              <InvoiceSummary invoice={view.invoice} fiat={fiat.data} nowSeconds={nowSeconds} />
              {fromBip21 && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  <Trans>
                    This Bitcoin payment link carries a Lightning invoice; it is paid over
                    Lightning.
                  </Trans>
                </p>
              )}
            </section>
            <div className="space-y-3">
              {payable && (
                <CostRows
                  amountSat={amountSat}
                  balanceMsat={balance.data?.balance}
                  context={cost}
                />
              )}
              <InvoiceProblems problems={view.problems} prior={view.prior} />
              {view.balanceError !== undefined && (
                <ErrorMessage error={view.balanceError} onRetry={() => void balance.refetch()} />
              )}
              {view.notes && <InvoiceNotes notes={view.notes} />}
              <InvoiceDetails invoice={view.invoice} />
            </div>
          </div>
        </FlowScreen>
      );
    }
  }
}

function fiatText(amountSat: number | null, fiat: FiatRate | null | undefined): string | null {
  return amountSat !== null && fiat
    ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}`
    : null;
}

/** The invoice's amount in whole sats (rounded up, as it is paid), or null when it names none. */
function payableSat(invoice: DecodedBolt11): number | null {
  const { amountMsat } = invoice;
  return amountMsat !== null && amountMsat > 0n && amountMsat <= BigInt(Number.MAX_SAFE_INTEGER)
    ? msatToSatCeil(Number(amountMsat))
    : null;
}
