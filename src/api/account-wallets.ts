// An account's wallets (issue 29), with account authentication (lnbits/core/views/wallet_api.py,
// lnbits/decorators.py check_account_id_exists): a new wallet on the account, and new keys for
// one of its wallets. As in account.ts, a user id travels only in the body of
// `POST /api/v1/auth/usr`, and the token it buys is used for one call and dropped.
//
// What a key reset does on LNbits 1.5.1 (checked on the genuine server):
// - the new keys work at once, and the old ones are refused at once, as unknown keys:
//   404 "Wallet not found." for every call with them;
// - the balance, the payments, the pay links (lnurlp) and the NWC connections (nwcprovider) stay
//   with the wallet and keep working: they are kept by wallet id;
// - the wallet's LNURL-auth identity changes: its linking keys derive from the admin key, so
//   every site it logged in to sees a new key.
import { AccessTokenSchema } from './account';
import { WalletModelSchema } from './core';
import type { WalletModel } from './core';
import { request, segment } from './http';
import type { ApiTarget, CallOptions } from './http';

/** An account, by an access token it already has, or by its user id (logged in for the call). */
export type AccountAuth = ApiTarget & ({ accessToken: string } | { userId: string });

async function accessTokenOf(auth: AccountAuth, options?: CallOptions): Promise<string> {
  if ('accessToken' in auth) {
    return auth.accessToken;
  }
  const { access_token: accessToken } = await request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/auth/usr',
      body: { usr: auth.userId },
      secrets: [auth.userId],
      schema: AccessTokenSchema,
    },
    options,
  );
  return accessToken;
}

const secretsOf = (auth: AccountAuth) => ('userId' in auth ? [auth.userId] : []);

/** A new wallet on the account (both keys in the answer). An empty name is the server's default. */
export async function createAccountWallet(
  auth: AccountAuth,
  input: { name?: string } = {},
  options?: CallOptions,
): Promise<WalletModel> {
  const accessToken = await accessTokenOf(auth, options);
  return request(
    auth,
    {
      method: 'POST',
      path: '/api/v1/wallet',
      accessToken,
      body: { name: input.name },
      secrets: secretsOf(auth),
      schema: WalletModelSchema,
    },
    options,
  );
}

/**
 * New admin and invoice keys for one of the account's wallets; answers the wallet with them.
 * Everything that holds the old keys (other devices, this app's saved wallet, scripts) loses the
 * wallet at once; see the top of this file for what stays. Another account's wallet, or an
 * unknown one: 404 "Wallet not found".
 */
export async function resetWalletKeys(
  auth: AccountAuth,
  walletId: string,
  options?: CallOptions,
): Promise<WalletModel> {
  const accessToken = await accessTokenOf(auth, options);
  return request(
    auth,
    {
      method: 'PUT',
      path: `/api/v1/wallet/reset/${segment(walletId)}`,
      accessToken,
      secrets: secretsOf(auth),
      schema: WalletModelSchema,
    },
    options,
  );
}
