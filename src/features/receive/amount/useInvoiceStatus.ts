import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PaymentLookup } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { walletQueries } from '@/api/queries';
import { useNow } from '@/components/useNow';
import { onWalletMessage, useRealtimeStatus } from '@/session';
import { invoiceState } from './invoice-state';
import { INVOICE_POLL_MS } from '../poll-interval';

export interface WatchedInvoice {
  paymentHash: string;
  /** Unix seconds on the device's clock (see invoiceLifetimeSeconds). */
  expiresAt: number;
}

const isSettled = (lookup: PaymentLookup | undefined) =>
  lookup?.paid === true || lookup?.status === 'failed';

/**
 * Waits for an invoice to be paid. The websocket is the fast path; the payment is polled only
 * while it is pending and the socket is down, and re-read when the screen becomes visible again.
 * A websocket message alone never marks it paid: it triggers a read of the payment from the
 * server, whose answer decides (anyone can inject messages into the channel).
 * Mount it once per invoice (key the caller by payment hash).
 */
export function useInvoiceStatus(wallet: WalletAuth & { id: string }, invoice: WatchedInvoice) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeStatus(wallet.id);
  const isOpen = () => Date.now() / 1000 < invoice.expiresAt;
  const waiting = (query: { state: { data: PaymentLookup | undefined } }) =>
    !isSettled(query.state.data) && isOpen();

  const lookup = useQuery({
    ...walletQueries.payment(wallet, invoice.paymentHash),
    staleTime: Infinity,
    // Still read after expiry when a message arrives: LNbits settles expired internal invoices.
    enabled: (query) => !isSettled(query.state.data),
    refetchInterval: (query) =>
      waiting(query) && realtime !== 'connected' ? INVOICE_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (waiting(query) ? 'always' : false),
  });

  const paid = lookup.data?.paid === true;
  const failed = !paid && lookup.data?.status === 'failed';
  const now = useNow({ everyMs: paid || failed ? null : 1_000, untilMs: invoice.expiresAt * 1000 });
  const nowSeconds = now.getTime() / 1000;
  const secondsLeft = invoice.expiresAt - nowSeconds;
  const state = invoiceState({ paid, failed, secondsLeft });
  const { refetch } = lookup;

  // A message about this invoice (it may be forged): ask the server.
  const listening = state === 'pending' || state === 'expired';
  useEffect(() => {
    if (!listening) {
      return;
    }
    return onWalletMessage(wallet.id, (message) => {
      if (
        message.payment.payment_hash === invoice.paymentHash &&
        message.payment.status === 'success'
      ) {
        // The read this joins may have left before the payment (React Query cancels none
        // without data, so a first read is joined): when it says "not paid", ask once more.
        void refetch({ cancelRefetch: false }).then((read) => {
          if (!isSettled(read.data)) {
            void refetch({ cancelRefetch: false });
          }
        });
      }
    });
  }, [listening, wallet.id, invoice.paymentHash, refetch]);

  // At expiry the server is asked one last time, in case it was paid in the final moments.
  const expired = state === 'expired';
  useEffect(() => {
    if (expired) {
      void refetch({ cancelRefetch: false });
    }
  }, [expired, refetch]);

  // Balance, history and anything else cached for the wallet change once the money is in.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (paid && announced.current !== invoice.paymentHash) {
      announced.current = invoice.paymentHash;
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(wallet.id) });
    }
  }, [paid, invoice.paymentHash, queryClient, wallet.id]);

  return { state, secondsLeft: Math.max(0, Math.ceil(secondsLeft)), lookup, realtime };
}
