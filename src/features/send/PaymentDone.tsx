import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { PAID_VIBRATION_MS } from '@/components/ui/vibration';
import { formatFiat, formatSatWithUnit, msatToSatCeil, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';
import { sanitizeText } from '@/lib/text';
import { paymentTimeMs } from '@/lib/payment';
import { formatLongTime } from '@/lib/time';
import type { PaidDetails } from './payment-outcome';
import type { InvoiceRecord } from './pending-payment';

function invoiceFacts(bolt11: string): { amountMsat: number | null; description: string } {
  try {
    const decoded = decodeBolt11Unverified(bolt11);
    const amount = decoded.amountMsat;
    return {
      amountMsat:
        amount !== null && amount <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(amount) : null,
      description: decoded.description ?? '',
    };
  } catch {
    return { amountMsat: null, description: '' };
  }
}

/** When this wallet paid, in the person's language ("3 Mar 2026, 14:05:09"). */
function paidAt(time: string | undefined): string | null {
  const ms = time ? paymentTimeMs(time) : 0;
  return ms > 0 ? formatLongTime(ms) : null;
}

/**
 * The payment went through: the amount, its fiat value, who was paid and the note, the fee, and
 * the way home. `earlier`: the server refused this pay request because this wallet's own earlier
 * payment had already settled the invoice. `children`: what else the outcome says (an LNURL
 * service's message, how the invoice came).
 */
export function PaymentDone({
  record,
  details,
  earlier = false,
  fiat,
  who,
  note,
  children,
}: {
  record: Pick<InvoiceRecord, 'bolt11'>;
  details?: PaidDetails;
  earlier?: boolean;
  fiat?: FiatRate | null;
  /** Whom it paid; for a plain invoice there is no one to name. */
  who?: ReactNode;
  /** The note sent with it; by default the invoice's own description. */
  note?: string;
  children?: ReactNode;
}) {
  const facts = useMemo(() => invoiceFacts(record.bolt11), [record.bolt11]);
  const amountMsat = details?.amountMsat ?? facts.amountMsat;
  const amountSat = amountMsat !== null ? msatToSatCeil(amountMsat) : null;
  const shownNote = sanitizeText(note ?? (details?.memo || facts.description));
  const when = paidAt(details?.time);
  const { t } = useLingui();
  return (
    <OutcomeScreen
      tone="success"
      title={earlier ? t`Already paid earlier` : t`Paid`}
      amountText={amountSat !== null ? formatSatWithUnit(amountSat) : null}
      fiatText={
        amountSat !== null && fiat
          ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}`
          : null
      }
      who={who}
      note={shownNote}
      // A replay of an old payment is not news: no buzz.
      vibrateMs={earlier ? null : PAID_VIBRATION_MS}
      actions={<DoneLink />}
    >
      {earlier && (
        <p data-testid="send-paid-earlier" className="text-center text-zinc-700 dark:text-zinc-300">
          {when ? (
            <Trans>This wallet paid this invoice on {when}. It was not paid again.</Trans>
          ) : (
            <Trans>This wallet paid this invoice before. It was not paid again.</Trans>
          )}
        </p>
      )}
      <dl className="mx-auto flex max-w-xs justify-center gap-2 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">
          <Trans>Fee</Trans>
        </dt>
        <dd data-testid="send-fee" className="tabular-nums">
          {details ? formatSatWithUnit(msatToSatCeil(details.feeMsat)) : <Trans>See History</Trans>}
        </dd>
      </dl>
      {children}
    </OutcomeScreen>
  );
}
