import { useQuery } from '@tanstack/react-query';
import type { PaymentListParams } from '@/api/core';
import { walletQueries } from '@/api/queries';
import { BALANCE_POLL_MS, useRealtimeStatus } from '@/session';
import type { WalletConnection } from '@/session';

export const LATEST_COUNT = 5;
const LATEST_PARAMS: PaymentListParams = { limit: LATEST_COUNT, sortby: 'time', direction: 'desc' };

/** The newest payments of a wallet (older servers leave failed payments out: api/queries). */
export function useLatestPayments(wallet: WalletConnection) {
  const realtime = useRealtimeStatus(wallet.id);
  return useQuery({
    ...walletQueries.newestPayments(wallet, LATEST_PARAMS),
    // The websocket invalidates payments as they happen; without it, look now and then.
    refetchInterval: realtime === 'connected' ? false : BALANCE_POLL_MS * 3,
  });
}
