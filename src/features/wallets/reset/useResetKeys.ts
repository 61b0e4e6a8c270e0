import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getAccount, loginWithPassword, loginWithUserId } from '@/api/account';
import { resetWalletKeys } from '@/api/account-wallets';
import { walletKeys } from '@/api/keys';
import { updateWallet, useConfirmWithLock } from '@/session';
import type { WalletConnection } from '@/session';
import { resetKeys } from './reset-keys';
import type { ResetCredential } from './reset-keys';

/**
 * New keys for `wallet`, once per tap: the PIN first (new keys open the wallet to whoever holds
 * them), then the reset at the server, then this device's vault updated in the same step and
 * everything cached for the wallet read again with the new key.
 */
export function useResetKeys(wallet: WalletConnection) {
  const queryClient = useQueryClient();
  const confirm = useConfirmWithLock();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async (credential: ResetCredential) => {
      const target = { serverUrl: wallet.serverUrl };
      const keys = await resetKeys(wallet, credential, {
        login: (given) =>
          'accessToken' in given
            ? Promise.resolve(given.accessToken)
            : 'userId' in given
              ? loginWithUserId(target, given.userId)
              : loginWithPassword(target, given),
        account: (accessToken) => getAccount(target, accessToken),
        reset: (accessToken, walletId) => resetWalletKeys({ ...target, accessToken }, walletId),
      });
      updateWallet(wallet.id, keys);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(wallet.id) });
      return keys;
    },
  });

  const start = async (credential: ResetCredential) => {
    // A second tap while the first is asking for the PIN or waiting on the server does nothing.
    if (running.current) {
      return;
    }
    running.current = true;
    try {
      if (await confirm(t`Enter your PIN to make new keys for this wallet`)) {
        await mutation.mutateAsync(credential).catch(() => undefined);
      }
    } finally {
      running.current = false;
    }
  };

  return {
    start,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}
