import { useMemo } from 'react';
import { useNow } from '@/components/useNow';
import { formatFiat, formatSatWithUnit, msatToSatCeil, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { sanitizeText } from '@/lib/text';
import { unixSeconds } from '@/lib/time';
import { useFiatRate, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { decodeInvoiceText, invoiceInFlight, invoiceView } from './invoice-view';
import { usePriorPayment, useServerDecode } from './useInvoiceChecks';
import { useInvoicePlace, useServiceFee } from './useSendCost';
import type { PaymentState } from './payment-machine';

/**
 * What an invoice's screens show: the invoice (the one in flight, else the field's), what is
 * checked about it (the balance, the server's decoding, an earlier payment, where it is paid and
 * the fees), the view `invoiceView` makes of them, and the facts every outcome repeats.
 */
export function useInvoiceReview(
  wallet: WalletConnection,
  invoiceText: string,
  state: PaymentState,
) {
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

  return { view, amountSat, facts, balance, fiat, nowSeconds, cost };
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
