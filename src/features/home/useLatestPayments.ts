import { useQuery } from '@tanstack/react-query';
import { listPayments, listPaymentsPaginated } from '@/api/core';
import type { PaymentListParams, PaymentPage } from '@/api/core';
import { isApiError } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { BALANCE_POLL_MS, useRealtimeStatus } from '@/session';
import type { WalletConnection } from '@/session';
import { newestFirst } from '@/lib/payment';

export const LATEST_COUNT = 5;
const LATEST_PARAMS: PaymentListParams = { limit: LATEST_COUNT, sortby: 'time', direction: 'desc' };

/**
 * The newest payments of a wallet. Servers without /payments/paginated (older LNbits) answer 404:
 * then the plain list is used, which leaves out failed payments.
 */
export function useLatestPayments(wallet: WalletConnection) {
  const realtime = useRealtimeStatus(wallet.id);
  return useQuery({
    queryKey: walletKeys.paymentList(wallet.id, LATEST_PARAMS),
    queryFn: async ({ signal }): Promise<PaymentPage> => {
      try {
        return await listPaymentsPaginated(wallet, LATEST_PARAMS, { signal });
      } catch (error) {
        if (!(isApiError(error) && error.kind === 'http' && error.status === 404)) {
          throw error;
        }
        const all = await listPayments(wallet, LATEST_PARAMS, { signal });
        const data = newestFirst(all).slice(0, LATEST_COUNT);
        return { data, total: all.length };
      }
    },
    // The websocket invalidates payments as they happen; without it, look now and then.
    refetchInterval: realtime === 'connected' ? false : BALANCE_POLL_MS * 3,
  });
}
