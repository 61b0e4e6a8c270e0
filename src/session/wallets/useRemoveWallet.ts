import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeys } from '@/api/keys';
import { removeWallet } from './wallet-store';

/** Forgets a wallet on this device: its stored key and everything cached for it. */
export function useRemoveWallet(): (id: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => {
      removeWallet(id);
      queryClient.removeQueries({ queryKey: walletKeys.all(id) });
    },
    [queryClient],
  );
}
