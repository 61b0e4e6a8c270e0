import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { DecodedInvoice } from '@/api/core';
import { isApiError } from '@/api/http';
import { serverQueries, walletQueries } from '@/api/queries';
import type { WalletConnection } from '@/session';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { readLookup } from './payment-outcome';
import type { LookupState } from './payment-outcome';

export type ServerCheck =
  | { state: 'checking' }
  | { state: 'agrees' }
  /** The server could not be asked (network, time-out, odd answer): the local decode stands. */
  | { state: 'unreachable'; error: unknown }
  /** The server rejects the invoice, or reads it differently: don't pay. */
  | { state: 'rejects'; message: string };

function compare(local: DecodedBolt11, remote: DecodedInvoice): string | undefined {
  if (remote.payment_hash !== local.paymentHash) {
    return t`The server read a different payment hash from this invoice. Don’t pay it.`;
  }
  if (BigInt(remote.amount_msat) !== (local.amountMsat ?? 0n)) {
    return t`The server read a different amount from this invoice. Don’t pay it.`;
  }
  return undefined;
}

/** Row 7: the server's decode, compared with ours. */
export function useServerDecode(
  wallet: WalletConnection,
  invoice: DecodedBolt11 | null,
): ServerCheck {
  const query = useQuery({
    ...serverQueries.decodedInvoice(wallet, invoice?.paymentRequest ?? ''),
    enabled: invoice !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (!invoice || query.isPending) {
    return { state: 'checking' };
  }
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.kind === 'http' && error.status === 400) {
      const reason = error.detail.replace(/^Failed to decode:\s*/i, '');
      return { state: 'rejects', message: t`Your server can’t read this invoice: ${reason}` };
    }
    return { state: 'unreachable', error };
  }
  if (!('payment_hash' in query.data)) {
    return { state: 'rejects', message: t`Your server reads this as an LNURL, not an invoice.` };
  }
  const mismatch = compare(invoice, query.data);
  return mismatch ? { state: 'rejects', message: mismatch } : { state: 'agrees' };
}

export type PriorPayment = { kind: 'checking' } | { kind: 'unknown' } | LookupState;

/** Row 4 with the payer's key: has this wallet already paid (or started paying) this invoice? */
export function usePriorPayment(
  wallet: WalletConnection,
  paymentHash: string | undefined,
): PriorPayment {
  const query = useQuery({
    ...walletQueries.paymentOnRecord(wallet, paymentHash ?? ''),
    enabled: paymentHash !== undefined,
    select: (lookup): LookupState => (lookup === null ? { kind: 'none' } : readLookup(lookup)),
  });
  if (!paymentHash || query.isPending) {
    return { kind: 'checking' };
  }
  return query.isError ? { kind: 'unknown' } : query.data;
}
