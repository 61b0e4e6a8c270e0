import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeys } from '@/api/keys';
import { confirmWithLock } from '../lock/lock-prompt';
import { anyNotificationsOn } from '../notifications/any-on';
import { getWalletState, removeWallet, updateWallet } from './wallet-store';

/**
 * Forgets a wallet on this device: its stored key and everything cached for it. With a lock set,
 * only once the PIN (or passkey) is given, through the same prompt as the key screen: a wallet
 * made here and never backed up exists nowhere else. Resolves whether it was removed.
 */
export function useRemoveWallet(): (id: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      const wallet = getWalletState().connections.find((c) => c.id === id);
      if (!wallet) {
        return false;
      }
      const name = wallet.name;
      if (!(await confirmWithLock(t`Remove ${name} from this device`))) {
        return false;
      }
      removeWallet(id);
      queryClient.removeQueries({ queryKey: walletKeys.all(id) });
      if (anyNotificationsOn()) {
        // When its server notifies this device, the last wallet of that account here takes the
        // subscription with it (session/notifications, loaded only when some server notifies).
        void import('../notifications/wallet-removed')
          .then((module) =>
            module.forgetRemovedWallet(wallet, {
              connections: () => getWalletState().connections,
              updateWallet,
            }),
          )
          .catch(() => undefined);
      }
      return true;
    },
    [queryClient],
  );
}
