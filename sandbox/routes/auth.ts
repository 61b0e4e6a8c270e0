// LNbits 1.5.1's account login by user id (lnbits/core/views/auth_api.py, lnbits/decorators.py):
// the user id in an LNbits wallet link (`/wallet?usr=…&wal=…`) opens the account, and
// `GET /api/v1/auth` answers the User with every wallet and both keys — what LNbits' own wallet
// page is rendered from. Both hang on the auth method `user-id-only` being in
// `auth_allowed_methods` (on by default), here `config.userIdLogin`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/ledger.ts';
import { walletModelJson } from '../db/serialize.ts';
import { getSetting } from '../db/database.ts';
import { httpError, validationError, type ValidationIssue } from '../errors.ts';
import { isoUtcFromUs } from '../time.ts';
import { field, lastQueryValues } from '../validation.ts';
import { readBody, type SandboxContext } from './context.ts';

/** LNbits' `auth_token_expire_minutes` default: a year. */
const TOKEN_LIFETIME_SECONDS = 525_600 * 60;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** HS256 JWTs as LNbits makes them (PyJWT), signed with a secret of this run of the sandbox. */
function tokenSigner() {
  const secret = randomBytes(32);
  const sign = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    issue(userId: string): string {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = base64url(
        JSON.stringify({
          sub: '',
          usr: userId,
          email: null,
          auth_time: nowSeconds,
          api_token_id: null,
          exp: nowSeconds + TOKEN_LIFETIME_SECONDS,
        }),
      );
      return `${header}.${payload}.${base64url(sign(`${header}.${payload}`))}`;
    },
    /** The user id a valid, unexpired token names; 'expired' or 'invalid' otherwise. */
    read(token: string): string | 'expired' | 'invalid' {
      const [header, payload, signature, ...rest] = token.split('.');
      if (!header || !payload || signature === undefined || rest.length > 0) {
        return 'invalid';
      }
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'invalid';
      }
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          usr?: unknown;
          exp?: unknown;
        };
        if (typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) {
          return 'expired';
        }
        return typeof claims.usr === 'string' ? claims.usr : 'invalid';
      } catch {
        return 'invalid';
      }
    },
  };
}

/**
 * pydantic 1's UUID4 for the `usr` query parameter: any form Python's `UUID()` reads (hex with or
 * without dashes, braces, `urn:uuid:`), then version 4 of the RFC 4122 variant. The hex form, or
 * the issue FastAPI reports.
 */
export function readUuid4(value: string): { hex: string } | { issue: ValidationIssue } {
  const hex = value
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{|\}$/g, '')
    .replace(/-/g, '')
    .toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) {
    return {
      issue: { loc: ['query', 'usr'], msg: 'value is not a valid uuid', type: 'type_error.uuid' },
    };
  }
  const rfc4122 = /^[89ab]$/.test(hex[16]!);
  if (hex[12] !== '4' || !rfc4122) {
    return {
      issue: {
        loc: ['query', 'usr'],
        msg: 'uuid version 4 expected',
        type: 'value_error.uuid.version',
        ctx: { required_version: 4 },
      },
    };
  }
  return { hex };
}

/** The `?usr=` of a request (the last one, as FastAPI reads a repeated parameter). */
export function usrParameter(request: FastifyRequest): string | undefined {
  const usr = lastQueryValues(request.query).usr;
  return typeof usr === 'string' ? usr : undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) {
    return match[1];
  }
  const cookie = request.headers.cookie ?? '';
  const fromCookie = /(?:^|;\s*)cookie_access_token=([^;]+)/.exec(cookie);
  return fromCookie?.[1];
}

/** The sandbox bank is its super user: LNbits refuses user-id-only access to admins. */
function isAdmin(context: SandboxContext, userId: string): boolean {
  // Read, not context.bank.wallet(), which would create a bank where there is none.
  const bankWalletId = getSetting(context.db, 'bank_wallet_id');
  const bank = bankWalletId ? context.ledger.walletById(bankWalletId) : undefined;
  return bank?.user_id === userId;
}

function userJson(context: SandboxContext, user: UserRow) {
  const wallets = context.ledger.walletsOfUser(user.id);
  const admin = isAdmin(context, user.id);
  return {
    id: user.id,
    activated: true,
    created_at: isoUtcFromUs(user.created_us),
    updated_at: isoUtcFromUs(user.created_us),
    email: null,
    username: null,
    pubkey: null,
    external_id: null,
    extensions: JSON.parse(user.extensions) as string[],
    wallets: wallets.map(walletModelJson),
    admin,
    super_user: admin,
    fiat_providers: [],
    has_password: false,
    extra: {
      email_verified: false,
      first_name: null,
      last_name: null,
      display_name: null,
      picture: null,
      provider: 'lnbits',
      visible_wallet_count: 10,
      notifications: { excluded_wallets: [], outgoing_payments_sats: 0, incoming_payments_sats: 0 },
      wallet_invite_requests: [],
      labels: [],
    },
    ui_customization: {},
  };
}

function setAuthCookies(reply: FastifyReply, token: string): void {
  const maxAge = TOKEN_LIFETIME_SECONDS;
  reply.header('set-cookie', [
    `cookie_access_token=${token}; HttpOnly; Max-Age=${maxAge}; Path=/; SameSite=lax`,
    `is_lnbits_user_authorized=true; Max-Age=${maxAge}; Path=/; SameSite=lax`,
    'is_access_token_expired=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=lax',
  ]);
}

/**
 * LNbits' account check (decorators.py `check_account_id_exists` / `check_user_exists`): an
 * access token (bearer, OAuth2 header or cookie) first, else a user id when the user-id-only
 * method is allowed. Never a wallet key.
 */
export interface AccountAuth {
  /** A bearer token for the account, as `POST /api/v1/auth/usr` issues it. */
  issue(userId: string): string;
  /**
   * The account the request is made for, or the 401/403 LNbits answers. `usrHex` is the `?usr=`
   * the caller has already read as a UUID4 (FastAPI validates it before the check runs).
   */
  account(request: FastifyRequest, usrHex: string | undefined): UserRow;
}

export function createAccountAuth(context: SandboxContext): AccountAuth {
  const tokens = tokenSigner();
  return {
    issue: (userId) => tokens.issue(userId),
    account(request, usrHex) {
      const token = bearerToken(request);
      let userId: string;
      if (token) {
        const read = tokens.read(token);
        if (read === 'expired') {
          throw httpError(401, 'Session expired.');
        }
        if (read === 'invalid') {
          throw httpError(401, 'Invalid access token.');
        }
        userId = read;
      } else if (usrHex && context.config.userIdLogin) {
        userId = usrHex;
        if (isAdmin(context, userId)) {
          throw httpError(403, 'User id only access for admins is forbidden.');
        }
      } else {
        throw httpError(401, 'Missing user ID or access token.');
      }
      const user = context.ledger.userById(userId);
      if (!user) {
        throw httpError(401, 'User not found.');
      }
      return user;
    },
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  accounts: AccountAuth,
): void {
  const { ledger, config } = context;

  app.post('/api/v1/auth/usr', async (request, reply) => {
    const { usr } = readBody(request, { usr: field.str() });
    if (!config.userIdLogin) {
      throw httpError(403, "Login by 'User ID' not allowed.");
    }
    const user = ledger.userById(usr);
    if (!user) {
      throw httpError(401, 'User ID does not exist.');
    }
    if (isAdmin(context, user.id)) {
      throw httpError(403, 'Admin users cannot login with user id only.');
    }
    const token = accounts.issue(user.id);
    setAuthCookies(reply, token);
    return { access_token: token, token_type: 'bearer' };
  });

  app.get('/api/v1/auth', async (request) => {
    return userJson(context, accountOf(accounts, request));
  });
}

/** Finds the account a request is made for (LNbits' `check_account_exists`), or throws. */
export type AccountResolver = (request: FastifyRequest) => UserRow;

/** The account of a request, its `?usr=` read as FastAPI reads a UUID4 first (422 otherwise). */
export function accountOf(accounts: AccountAuth, request: FastifyRequest): UserRow {
  const usrParam = usrParameter(request);
  const usr = usrParam === undefined ? undefined : readUuid4(usrParam);
  if (usr && 'issue' in usr) {
    throw validationError([usr.issue]);
  }
  return accounts.account(request, usr?.hex);
}
