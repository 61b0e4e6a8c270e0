import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInvoice } from '@/api/core';
import type { CreateInvoiceInput } from '@/api/core';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';

/**
 * Creates an incoming invoice (an invoice key is enough). The new pending invoice shows up in
 * the wallet's history, so its payment lists are refreshed.
 */
export function useCreateInvoice(wallet: WalletAuth & { id: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvoiceInput) => createInvoice(wallet, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.payments(wallet.id) }),
  });
}
