import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '@/api/queries';
import type { WalletConnection } from '@/session';

const PENDING_POLL_MS = 3_000;

/**
 * One payment by hash, read with the wallet key so `details` comes back. Re-read every few
 * seconds while it is pending, so a paid invoice drops its QR by itself.
 */
export function usePaymentDetail(wallet: WalletConnection, paymentHash: string) {
  return useQuery({
    ...walletQueries.payment(wallet, paymentHash),
    refetchInterval: (query) => {
      const data = query.state.data;
      const status = data?.details?.status ?? data?.status;
      return data && !data.paid && status !== 'failed' ? PENDING_POLL_MS : false;
    },
  });
}
