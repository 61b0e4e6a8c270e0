import type { Account } from '@/api/account';
import type { WalletModel } from '@/api/core';
import type { WalletConnection } from './wallet-store';

/**
 * The account's wallet that a connection of this device is: by the server's wallet id, or by
 * either of its keys (a wallet added by key may not know its id).
 */
export function walletInAccount(
  account: Account,
  connection: Pick<WalletConnection, 'key' | 'inkey' | 'walletId'>,
): WalletModel | undefined {
  return account.wallets.find(
    (wallet) =>
      wallet.id === connection.walletId ||
      wallet.adminkey === connection.key ||
      wallet.inkey === connection.key ||
      (connection.inkey !== undefined && wallet.inkey === connection.inkey),
  );
}
