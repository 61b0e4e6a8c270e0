// Opening an LNbits account by the user id of its wallet link, as LNbits 1.5.1's own wallet page
// does (lnbits/core/views/auth_api.py, lnbits/decorators.py check_user_exists): the page at
// `/wallet?usr=…` is rendered from the same User that `GET /api/v1/auth` answers, every wallet
// with both keys. The user id goes in a POST body (`POST /api/v1/auth/usr`), never in a URL, so it
// stays out of server logs; the token it buys is used once and dropped.
//
// Where it works: the server's `auth_allowed_methods` includes `user-id-only` (LNbits' default;
// otherwise 403 `Login by 'User ID' not allowed.`), the account is not an admin's (403), and the
// user is allowed (`lnbits_allowed_users`, 403 `User not allowed.`).
import { z } from 'zod/mini';
import { WalletModelSchema } from './core';
import type { WalletModel } from './core';
import { request } from './http';
import type { ApiTarget, CallOptions } from './http';

export const AccessTokenSchema = z.object({ access_token: z.string(), token_type: z.string() });

/** The part of LNbits' User model the app reads. */
export const AccountSchema = z.object({ id: z.string(), wallets: z.array(WalletModelSchema) });
export type Account = z.infer<typeof AccountSchema>;

/** The account a user id opens, with every wallet and both keys of each. */
export async function getAccountByUserId(
  target: ApiTarget,
  userId: string,
  options?: CallOptions,
): Promise<Account> {
  const { access_token: accessToken } = await request(
    target,
    {
      method: 'POST',
      path: '/api/v1/auth/usr',
      body: { usr: userId },
      secrets: [userId],
      schema: AccessTokenSchema,
    },
    options,
  );
  return request(
    target,
    { path: '/api/v1/auth', accessToken, secrets: [userId], schema: AccountSchema },
    options,
  );
}

/** The wallet a link names (`wal`), else the account's first, as LNbits' `/wallet` redirect does. */
export function walletOfLink(account: Account, walletId?: string): WalletModel | undefined {
  return walletId === undefined
    ? account.wallets[0]
    : account.wallets.find((wallet) => wallet.id === walletId);
}

/**
 * An access token for an account's username and password (`POST /api/v1/auth`, LNbits'
 * `username-password` login): 401 `Invalid credentials.` for a wrong pair. The password is sent
 * once, in the body, and never kept.
 */
export async function loginWithPassword(
  target: ApiTarget,
  credentials: { username: string; password: string },
  options?: CallOptions,
): Promise<string> {
  const login = await request(
    target,
    {
      method: 'POST',
      path: '/api/v1/auth',
      body: { username: credentials.username, password: credentials.password },
      secrets: [credentials.password],
      schema: AccessTokenSchema,
    },
    options,
  );
  return login.access_token;
}

/** An access token for the user id of a wallet link (`POST /api/v1/auth/usr`, in the body). */
export async function loginWithUserId(
  target: ApiTarget,
  userId: string,
  options?: CallOptions,
): Promise<string> {
  const login = await request(
    target,
    {
      method: 'POST',
      path: '/api/v1/auth/usr',
      body: { usr: userId },
      secrets: [userId],
      schema: AccessTokenSchema,
    },
    options,
  );
  return login.access_token;
}

/** The account an access token opens, with every wallet (`GET /api/v1/auth`). */
export function getAccount(
  target: ApiTarget,
  accessToken: string,
  options?: CallOptions,
): Promise<Account> {
  return request(target, { path: '/api/v1/auth', accessToken, schema: AccountSchema }, options);
}
