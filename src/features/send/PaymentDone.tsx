import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { SuccessPanel } from '@/components/ui/SuccessPanel';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { decodeBolt11 } from '@/lib/bolt11';
import { paths } from '@/lib/paths';
import { paymentTimeMs } from '@/lib/payment';
import type { PaidDetails } from './payment-outcome';
import type { InvoiceRecord } from './pending-payment';
import { inertText } from './inert-text';

function invoiceAmountMsat(bolt11: string): number | null {
  try {
    const amount = decodeBolt11(bolt11, { verifySignature: false }).amountMsat;
    return amount !== null && amount <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(amount) : null;
  } catch {
    return null;
  }
}

/** One short pulse: a confirmation, not an alarm. */
const SUCCESS_BUZZ_MS = 40;

/** When this wallet paid, in the person's words ("3 Mar 2026, 14:05:09"). */
function paidAt(time: string | undefined): string | null {
  const ms = time ? paymentTimeMs(time) : 0;
  return ms > 0
    ? new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
    : null;
}

/**
 * The payment went through: what left the wallet, and the way home. `earlier`: the server refused
 * this pay request because this wallet's own earlier payment had already settled the invoice.
 */
export function PaymentDone({
  record,
  details,
  earlier = false,
}: {
  record: Pick<InvoiceRecord, 'bolt11'>;
  details?: PaidDetails;
  earlier?: boolean;
}) {
  useEffect(() => {
    // A short buzz where the device has one: felt before the screen is read. Not for a replay.
    if (!earlier) {
      navigator.vibrate?.(SUCCESS_BUZZ_MS);
    }
  }, [earlier]);
  const fallbackMsat = useMemo(() => invoiceAmountMsat(record.bolt11), [record.bolt11]);
  const amountMsat = details?.amountMsat ?? fallbackMsat;
  const memo = details?.memo ? inertText(details.memo) : '';
  return (
    <SuccessPanel
      title={earlier ? 'Already paid earlier' : 'Paid'}
      summary={
        <>
          {earlier && (
            <p data-testid="send-paid-earlier" className="text-sm text-zinc-700 dark:text-zinc-300">
              This wallet paid this invoice
              {paidAt(details?.time) ? ` on ${paidAt(details?.time)}` : ' before'}. It was not paid
              again.
            </p>
          )}
          {amountMsat !== null && (
            <p data-testid="send-paid-amount" className="text-3xl font-semibold tabular-nums">
              {formatSatWithUnit(msatToSatCeil(amountMsat))}
            </p>
          )}
          {memo && (
            <p className="break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">
              {memo}
            </p>
          )}
        </>
      }
    >
      <dl className="mx-auto max-w-xs text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600 dark:text-zinc-400">Fee</dt>
          <dd data-testid="send-fee" className="tabular-nums">
            {details ? formatSatWithUnit(msatToSatCeil(details.feeMsat)) : 'See History'}
          </dd>
        </div>
      </dl>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'w-full')}>
        Done
      </Link>
    </SuccessPanel>
  );
}
