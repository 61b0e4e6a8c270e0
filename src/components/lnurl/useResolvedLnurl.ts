import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { resolveLnurl } from './resolve-lnurl';

/**
 * What an LNURL or Lightning address resolves to, for this wallet: straight from the browser, or
 * through its server (resolve-lnurl.ts). `wallet.id` is the app's connection id, which keys it.
 */
export const resolvedLnurlQuery = (wallet: WalletAuth & { id: string }, target: LnurlTarget) =>
  queryOptions({
    // Removed with the wallet. A payment refreshes only balance and payments (refreshAfterPayment),
    // so this is not fetched again mid-flow (a withdraw link would hand out a new k1).
    queryKey: walletKeys.lnurl(wallet.id, target.url),
    queryFn: ({ signal }) => resolveLnurl(wallet, target, signal),
    retry: false,
    // A withdraw k1 or a pay callback can change: always look again when the code is entered.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** What an LNURL or Lightning address is, looked up once `enabled` (Send and the withdraw screen). */
export function useResolvedLnurl(
  wallet: WalletAuth & { id: string },
  target: LnurlTarget,
  enabled = true,
) {
  return useQuery({ ...resolvedLnurlQuery(wallet, target), enabled });
}
