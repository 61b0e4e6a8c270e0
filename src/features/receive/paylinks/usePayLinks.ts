import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { createPayLink, deletePayLink } from '@/api/lnurlp';
import { payLinkQueries } from '@/api/lnurlp-queries';
import type { PayLinkInput } from '@/api/lnurlp';

type WalletRef = WalletAuth & { id: string };

/** The wallet's pay links, or those of every wallet of its account with `allWallets`. */
export function usePayLinks(wallet: WalletRef, allWallets: boolean) {
  return useQuery({
    ...payLinkQueries.list(wallet, allWallets),
    // Switching "all wallets" keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every cached list of the wallet's pay links (`{}` matches any params). */
const listsOf = (walletId: string) => walletKeys.payLinks(walletId);

/** Creates a pay link (admin key); the lists are read again afterwards. */
export function useCreatePayLink(wallet: WalletRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayLinkInput) => createPayLink(wallet, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsOf(wallet.id) }),
  });
}

/** Deletes a pay link (admin key); the lists are read again afterwards. */
export function useDeletePayLink(wallet: WalletRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePayLink(wallet, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsOf(wallet.id) }),
  });
}
