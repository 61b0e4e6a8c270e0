import { useEffect, useMemo } from 'react';
import { isApiError } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { useNow } from '@/components/useNow';
import { useFiatRate } from '@/features/settings';
import { useWalletBalance } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { Bolt11Error, decodeBolt11 } from '@/lib/bolt11';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { unixSeconds } from '@/lib/time';
import { InvoiceReview } from './InvoiceReview';
import { PaymentDone } from './PaymentDone';
import { assessInvoice, explainPaymentFailure } from './send-rules';
import { usePriorPayment, useServerDecode } from './useInvoiceChecks';
import { PAYMENT_POLL_MS, useSendPayment } from './useSendPayment';

type Decoded =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'ok'; invoice: DecodedBolt11 };

function decode(text: string): Decoded {
  if (text.trim() === '') {
    return { kind: 'empty' };
  }
  try {
    return { kind: 'ok', invoice: decodeBolt11(text) };
  } catch (error) {
    return {
      kind: 'invalid',
      message: error instanceof Bolt11Error ? error.message : 'This is not a Lightning invoice.',
    };
  }
}

/** A BOLT-11 invoice: what it is, whether it can be paid from here, and the pay-once button. */
export function InvoicePayment({
  wallet,
  invoiceText,
  onBusyChange,
}: {
  wallet: WalletConnection;
  invoiceText: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { state, pay } = useSendPayment(wallet);
  const locked = state.phase === 'paying' || state.phase === 'pending';
  const committed = locked || state.phase === 'success';
  useEffect(() => onBusyChange(committed), [committed, onBusyChange]);

  const shownText = locked ? state.record.bolt11 : invoiceText;
  const decoded = useMemo(() => decode(shownText), [shownText]);
  const invoice = decoded.kind === 'ok' ? decoded.invoice : null;

  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const now = unixSeconds(useNow({ everyMs: invoice !== null ? 1_000 : null }).getTime());
  const server = useServerDecode(wallet, locked ? null : invoice);
  const prior = usePriorPayment(wallet, locked ? undefined : invoice?.paymentHash);

  if (state.phase === 'success') {
    return <PaymentDone record={state.record} details={state.details} />;
  }
  if (decoded.kind === 'invalid') {
    return (
      <Notice title="This invoice can’t be used">
        <p data-testid="invoice-error">{decoded.message}</p>
      </Notice>
    );
  }

  const assessment =
    invoice && !locked
      ? assessInvoice({ invoice, balanceMsat: balance.data?.balance, nowSeconds: now })
      : null;
  const problems = [
    ...(assessment?.problems.map((p) => p.message) ?? []),
    ...(server.state === 'rejects' ? [server.message] : []),
  ];
  const alreadyPaid = prior.kind === 'success';
  const alreadyPending = prior.kind === 'pending';
  const waitingFor = balance.isPending || server.state === 'checking' || prior.kind === 'checking';
  const canPay =
    invoice !== null &&
    !locked &&
    problems.length === 0 &&
    !alreadyPaid &&
    !alreadyPending &&
    !waitingFor &&
    balance.data !== undefined;
  const amountSat = assessment?.amountMsat != null ? msatToSatCeil(assessment.amountMsat) : null;

  return (
    <div className="space-y-5">
      {state.phase === 'failed' && (
        <div className="space-y-2">
          <ErrorMessage error={state.error} />
          <FailureExplanation error={state.error} />
        </div>
      )}
      {state.phase === 'not-sent' && (
        <ErrorMessage
          error={
            new Error(
              'The server has no record of this payment, so nothing was sent. Pay again only if you still want to',
            )
          }
        />
      )}

      {invoice && <InvoiceReview invoice={invoice} nowSeconds={now} fiat={fiat.data} />}

      {problems.length > 0 && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">This invoice can’t be paid</p>
          <ul className="space-y-1 text-sm">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {alreadyPaid && (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          <span className="font-semibold">You already paid this invoice.</span> It won’t be paid
          again.
        </p>
      )}
      {alreadyPending && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <span className="font-semibold">A payment of this invoice is already on its way.</span>{' '}
          Check History for its outcome; it won’t be paid twice.
        </p>
      )}

      {invoice && !locked && balance.isError && (
        <ErrorMessage error={balance.error} onRetry={() => void balance.refetch()} />
      )}

      {invoice && !locked && problems.length === 0 && (
        <>
          {assessment?.warnings.map((warning) => (
            <p
              key={warning}
              className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {warning}
            </p>
          ))}
          {server.state === 'unreachable' && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Couldn’t confirm this invoice with your server right now; it was checked on this
              device.
            </p>
          )}
          {prior.kind === 'unknown' && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Couldn’t check whether this invoice was paid before; your server refuses to pay an
              invoice twice.
            </p>
          )}
        </>
      )}

      {invoice && (locked || (!alreadyPaid && !alreadyPending && problems.length === 0)) && (
        <div className="space-y-3">
          {state.phase === 'pending' ? (
            <PendingNotice lastError={state.lastError} />
          ) : (
            <Button
              className="w-full"
              needsNetwork
              busy={state.phase === 'paying'}
              disabled={!canPay}
              onClick={() =>
                pay({ paymentHash: invoice.paymentHash, bolt11: invoice.paymentRequest })
              }
            >
              {state.phase === 'paying'
                ? 'Paying…'
                : waitingFor
                  ? 'Checking…'
                  : amountSat !== null
                    ? `Pay ${formatSatWithUnit(amountSat)}`
                    : 'Pay'}
            </Button>
          )}
          {state.phase !== 'pending' && (
            <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
              Paying uses this wallet’s admin key. A Lightning payment can’t be undone.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function FailureExplanation({ error }: { error: unknown }) {
  const explanation = isApiError(error) ? explainPaymentFailure(error.detail) : undefined;
  return explanation ? (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">{explanation}</p>
  ) : null;
}

function PendingNotice({ lastError }: { lastError?: unknown }) {
  return (
    <div className="space-y-3">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        <div>
          <p className="font-semibold">Payment pending…</p>
          <p className="text-sm">
            Your server hasn’t confirmed this payment yet. It is checked again every{' '}
            {PAYMENT_POLL_MS / 1000} seconds and will not be paid twice, even if you leave this
            screen.
          </p>
        </div>
      </div>
      {lastError !== undefined && <ErrorMessage error={lastError} />}
    </div>
  );
}
