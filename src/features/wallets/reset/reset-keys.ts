// New keys for a wallet, made at the server with the account ("lock out a lost phone"), and what
// this device keeps of them. LNbits 1.5.1 (`PUT /api/v1/wallet/reset/{id}`, account
// authentication) answers the wallet with its new keys; the old ones are refused at once.
//
// The step that must not go wrong is the answer: once the server has made new keys, a device that
// never learns them has lost the wallet too. So an unclear failure (no answer, a time-out, a 5xx)
// is never taken as "nothing happened": the account is read again, and keys that differ from the
// ones this device held are the new ones.
import { isApiError } from '@/api/http';
import type { Account } from '@/api/account';
import type { WalletModel } from '@/api/core';
import { walletInAccount } from '@/session';
import type { WalletConnection } from '@/session';

/** What opens the account for the reset: a token it already has, or a way to log in. */
export type ResetCredential =
  { accessToken: string } | { userId: string } | { username: string; password: string };

export interface ResetCalls {
  /** An access token for the credential (itself, when it is one). */
  login(credential: ResetCredential): Promise<string>;
  account(accessToken: string): Promise<Account>;
  reset(accessToken: string, walletId: string): Promise<WalletModel>;
}

/** The account that was opened has no wallet with this device's key or id. */
export class NotInAccountError extends Error {
  constructor() {
    super('wallet-not-in-account');
    this.name = 'NotInAccountError';
  }
}

/**
 * What this device keeps after a reset: the new key of the kind it had (a receive-only wallet
 * stays receive-only), the new invoice key, and the backup reminder back — the new keys exist
 * only here, and backup files made before hold keys that no longer work.
 */
export function keysAfterReset(
  connection: Pick<WalletConnection, 'keyType'>,
  fresh: WalletModel,
): Partial<Omit<WalletConnection, 'id'>> {
  return {
    key: connection.keyType === 'admin' ? fresh.adminkey : fresh.inkey,
    inkey: fresh.inkey,
    walletId: fresh.id,
    createdHere: true,
    backedUpAt: undefined,
  };
}

/** No answer, an answer that could not be read, or a server failure: it may have happened. */
function unclear(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'http' || error.status >= 500;
}

/** Resets the keys of `connection`'s wallet and answers what this device must keep. */
export async function resetKeys(
  connection: Pick<WalletConnection, 'key' | 'inkey' | 'walletId' | 'keyType'>,
  credential: ResetCredential,
  calls: ResetCalls,
): Promise<Partial<Omit<WalletConnection, 'id'>>> {
  const accessToken = await calls.login(credential);
  const before = walletInAccount(await calls.account(accessToken), connection);
  if (!before) {
    throw new NotInAccountError();
  }
  try {
    return keysAfterReset(connection, await calls.reset(accessToken, before.id));
  } catch (error) {
    if (!unclear(error)) {
      throw error;
    }
    const after = (await calls.account(accessToken)).wallets.find((w) => w.id === before.id);
    if (after && after.adminkey !== before.adminkey) {
      return keysAfterReset(connection, after);
    }
    throw error;
  }
}
