import { useMutation } from '@tanstack/react-query';
import { loginWithPassword } from '@/api/account';
import { createAccountWallet } from '@/api/account-wallets';
import type { AccountAuth } from '@/api/account-wallets';
import { addWallet, setActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import type { AccountEntry } from '@/components/account/account-entry';
import type { AppWalletPlan } from './app-wallet';

/** What opens the account: what this device remembers of it, or what the person gave. */
export type AppWalletCredential = { accessToken: string } | { userId: string } | AccountEntry;

/**
 * Makes the app's wallet on `from`'s account and keeps it on this device, marked as made from
 * `from`, which stays the active wallet. No money moves here: an empty wallet made twice (a
 * retry after a lost answer) costs nothing.
 */
export function useCreateAppWallet(from: WalletConnection) {
  return useMutation({
    mutationFn: async ({
      credential,
      plan,
    }: {
      credential: AppWalletCredential;
      plan: AppWalletPlan;
    }): Promise<WalletConnection> => {
      const target = { serverUrl: from.serverUrl };
      const auth: AccountAuth =
        'password' in credential
          ? { ...target, accessToken: await loginWithPassword(target, credential) }
          : {
              ...target,
              ...('accessToken' in credential ? credential : { userId: credential.userId }),
            };
      const made = await createAccountWallet(auth, { name: plan.appName });
      const added = addWallet({
        serverUrl: from.serverUrl,
        name: made.name,
        key: made.adminkey,
        keyType: 'admin',
        inkey: made.inkey,
        walletId: made.id,
        // The account's id only where this device held it already, or the person gave its link.
        userId: from.userId ?? ('userId' in credential ? credential.userId : undefined),
        createdHere: true,
        appWalletOf: from.id,
      });
      setActiveWallet(from.id);
      return added;
    },
    // The variables may hold a password: keep nothing once no screen is watching.
    gcTime: 0,
  });
}
