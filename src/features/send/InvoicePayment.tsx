import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { PrivateNoteField } from '@/components/PrivateNoteField';
import { useConfirmPayment } from '@/session';
import type { WalletConnection } from '@/session';
import { InvoiceAction, InvoiceNotes, InvoiceProblems } from './InvoiceNotices';
import { CostRows } from './CostRows';
import { InvoiceDetails, InvoiceSummary } from './InvoiceReview';
import { useInvoiceSubtitle } from './InvoiceSubtitle';
import { failureHelp } from './failure-help';
import { PaymentDone } from './PaymentDone';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';
import { readProblem } from './problem-words';
import { useInvoiceReview } from './useInvoiceReview';
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
  const { view, amountSat, facts, balance, fiat, nowSeconds, cost } = useInvoiceReview(
    wallet,
    invoiceText,
    payer.state,
  );
  const confirmPayment = useConfirmPayment();
  const [privateNote, setPrivateNote] = useState('');
  const invoice = view.kind === 'invoice' ? view.invoice : undefined;
  const subtitle = useInvoiceSubtitle(wallet, cost.place, invoice?.description);

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
      return <InvalidInvoice message={view.message} onBack={onBack} />;
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
          subtitle={subtitle && <span data-testid="invoice-from">{subtitle}</span>}
          onBack={onBack}
          action={
            view.action && (
              <InvoiceAction
                action={view.action}
                onPay={() => {
                  const { paymentHash, paymentRequest, amountMsat } = view.invoice;
                  // The PIN, when asked for, comes before the machine's PAY (its pay-once guard).
                  confirmPayment(amountMsat, () =>
                    payer.payInvoice({
                      paymentHash,
                      bolt11: paymentRequest,
                      internalMemo: privateNote,
                    }),
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
                <>
                  <CostRows
                    amountSat={amountSat}
                    balanceMsat={balance.data?.balance}
                    context={cost}
                  />
                  <SendNoteField value={privateNote} onChange={setPrivateNote} />
                </>
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

/** A code that reads as an invoice and can't be paid: why, and Back. */
function InvalidInvoice({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <FlowScreen title={t`Send`} onBack={onBack}>
      <Notice title={t`This invoice can’t be used`}>
        <p data-testid="invoice-error">{message}</p>
      </Notice>
    </FlowScreen>
  );
}

/** A note for me on what is paid: kept with the payment, never sent with it. */
function SendNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <PrivateNoteField
      value={value}
      onChange={onChange}
      hint={<Trans>Kept with the payment for you; the recipient does not see it.</Trans>}
    />
  );
}
