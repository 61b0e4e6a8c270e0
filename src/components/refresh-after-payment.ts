import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from '@/api/keys';

/**
 * Refreshes what a payment made or received changes: the balance and the payments. Not the whole
 * wallet: an LNURL looked up for the flow on screen must not be asked again (a withdraw link would
 * hand out a new k1).
 */
export function refreshAfterPayment(queryClient: QueryClient, walletId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.info(walletId) }),
    queryClient.invalidateQueries({ queryKey: walletKeys.payments(walletId) }),
  ]);
}
