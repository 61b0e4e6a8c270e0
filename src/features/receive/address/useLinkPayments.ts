import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { getPayment } from '@/api/core';
import type { Payment } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { walletQueries } from '@/api/queries';
import { onWalletMessage, useRealtimeStatus } from '@/session';
import { INVOICE_POLL_MS } from '../poll-interval';
import { isPaymentToLink } from './lightning-address';

/** How many of the latest lnurlp payments each poll reads: more than arrive in one interval. */
const POLL_PAGE_SIZE = 10;

/**
 * Calls `onReceived` once for each payment that arrives through pay link `linkId` while mounted.
 * The websocket is the fast path; while it is down the wallet's latest lnurlp payments are
 * polled. As for invoices, a message alone proves nothing (anyone can publish into the channel):
 * it triggers a read of the payment, and only the server's "paid" counts. Payments already there
 * when the QR appeared are not news.
 */
export function useLinkPayments(
  wallet: WalletAuth & { id: string },
  linkId: string,
  onReceived: (payment: Payment) => void,
) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeStatus(wallet.id);
  /** Hashes already there when the QR appeared, or already announced. */
  const seen = useRef(new Set<string>());
  /** Whether the first read (what was already there) is in `seen`. */
  const baselined = useRef(false);
  const onReceivedRef = useRef(onReceived);
  useLayoutEffect(() => {
    onReceivedRef.current = onReceived;
  });

  const announce = useCallback(
    (payment: Payment) => {
      if (seen.current.has(payment.payment_hash)) {
        return;
      }
      seen.current.add(payment.payment_hash);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(wallet.id) });
      onReceivedRef.current(payment);
    },
    [queryClient, wallet.id],
  );

  const recent = useQuery({
    ...walletQueries.paymentList(
      wallet,
      { limit: POLL_PAGE_SIZE, sortby: 'time', direction: 'desc', filters: { tag: 'lnurlp' } },
      // One baseline per link shown (read once on arrival, then compared).
      { linkPayments: linkId },
    ),
    // Read once on arrival (the baseline), then only while the websocket is down.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: realtime === 'connected' ? false : INVOICE_POLL_MS,
    refetchIntervalInBackground: false,
  });

  useEffect(() => {
    const payments = recent.data;
    if (!payments) {
      return;
    }
    const arrived = payments.filter(
      (payment) => payment.status === 'success' && isPaymentToLink(payment, linkId),
    );
    if (!baselined.current) {
      baselined.current = true;
      arrived.forEach((payment) => seen.current.add(payment.payment_hash));
      return;
    }
    arrived.forEach((payment) => announce(payment));
  }, [recent.data, linkId, announce]);

  useEffect(
    () =>
      onWalletMessage(wallet.id, (message) => {
        const { payment } = message;
        if (payment.status !== 'success' || !isPaymentToLink(payment, linkId)) {
          return;
        }
        void getPayment(wallet, payment.payment_hash).then(
          (lookup) => {
            const details = lookup.details;
            if (lookup.paid && details && isPaymentToLink(details, linkId)) {
              announce(details);
            }
          },
          // The poll and the next message still catch it; nothing to tell the person here.
          () => undefined,
        );
      }),
    [wallet, linkId, announce],
  );
}
