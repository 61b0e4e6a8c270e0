import { useQuery } from '@tanstack/react-query';
import type { Payment, PaymentListParams } from '@/api/core';
import { walletQueries } from '@/api/queries';
import { isRequest } from '@/lib/payment';
import { BALANCE_POLL_MS, useRealtimeStatus } from '@/session';
import type { WalletConnection } from '@/session';

/** How many payments Home lists: about a screenful on a 390×844 phone. */
export const LATEST_COUNT = 8;

/**
 * What is asked for: more than are shown, failed ones left out by the server. LNbits can't filter
 * "not a request" (an incoming invoice not paid), so those are dropped here (`homePayments`);
 * a wallet with many open requests shows fewer rows rather than wait for another page.
 */
const LATEST_PARAMS: PaymentListParams = {
  limit: 20,
  sortby: 'time',
  direction: 'desc',
  filters: { 'status[ne]': 'failed' },
};

/**
 * Home lists money that moved or is moving: received, paid, pending. Requests (open or expired)
 * have their own place (History's Requests filter, Receive), and a failed payment moved nothing.
 */
export function homePayments(payments: readonly Payment[]): Payment[] {
  return payments
    .filter((payment) => payment.status !== 'failed' && !isRequest(payment))
    .slice(0, LATEST_COUNT);
}

/** The newest payments of a wallet (older servers leave failed payments out: api/queries). */
export function useLatestPayments(wallet: WalletConnection) {
  const realtime = useRealtimeStatus(wallet.id);
  return useQuery({
    ...walletQueries.newestPayments(wallet, LATEST_PARAMS),
    // The websocket invalidates payments as they happen; without it, look now and then.
    refetchInterval: realtime === 'connected' ? false : BALANCE_POLL_MS * 3,
  });
}
