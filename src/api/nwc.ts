// The nwcprovider extension (docs/lnbits-behaviour.md, "nwcprovider", E16–E24). Timestamps are unix seconds,
// and `permissions` is a list in requests but one space-separated string in responses.
import { z } from 'zod/mini';
import { ApiError, isApiError, request, segment } from './http';
import type { ApiTarget, CallOptions, WalletAuth } from './http';

export const NwcPermissionsSchema = z.record(
  z.string(),
  z.object({ name: z.string(), methods: z.array(z.string()), default: z.boolean() }),
);
export type NwcPermissions = z.infer<typeof NwcPermissionsSchema>;

export const NwcKeySchema = z.object({
  pubkey: z.string(),
  wallet: z.string(),
  description: z.string(),
  /** Unix seconds; 0 = never. */
  expires_at: z.int(),
  /** Space-separated permission ids, e.g. "pay invoice lookup". */
  permissions: z.string(),
  /** Unix seconds. */
  created_at: z.int(),
  /** Unix seconds. */
  last_used: z.int(),
});
export type NwcKey = z.infer<typeof NwcKeySchema>;

export const NwcBudgetSchema = z.object({
  id: z.optional(z.int()),
  pubkey: z.optional(z.string()),
  budget_msats: z.int(),
  /** Seconds; 0 = never refreshes. */
  refresh_window: z.int(),
  /** Unix seconds. */
  created_at: z.int(),
  /** 0 unless listed with calculate_spent_budget. */
  used_budget_msats: z.optional(z.int()),
});
export type NwcBudget = z.infer<typeof NwcBudgetSchema>;

export const NwcConnectionSchema = z.object({
  data: NwcKeySchema,
  budgets: z.array(NwcBudgetSchema),
});
export type NwcConnection = z.infer<typeof NwcConnectionSchema>;

/** "pay invoice" → ['pay', 'invoice']. */
export function parseNwcPermissions(permissions: string): string[] {
  return permissions.split(/\s+/).filter(Boolean);
}

/** E16: no auth. */
export function getNwcPermissions(
  target: ApiTarget,
  options?: CallOptions,
): Promise<NwcPermissions> {
  return request(
    target,
    { path: '/nwcprovider/api/v1/permissions', schema: NwcPermissionsSchema },
    options,
  );
}

const NwcConnectionListSchema = z.array(NwcConnectionSchema);

/** E17: admin key. */
export function listNwcKeys(
  auth: WalletAuth,
  params: { includeExpired?: boolean; calculateSpentBudget?: boolean } = {},
  options?: CallOptions,
): Promise<NwcConnection[]> {
  return request(
    auth,
    {
      path: '/nwcprovider/api/v1/nwc',
      query: {
        include_expired: params.includeExpired ?? false,
        calculate_spent_budget: params.calculateSpentBudget ?? false,
      },
      key: auth.key,
      schema: NwcConnectionListSchema,
    },
    options,
  );
}

/** E18: admin key. An unknown pubkey is a 400 "Pubkey has no associated wallet", not a 404. */
export function getNwcKey(
  auth: WalletAuth,
  pubkey: string,
  params: { includeExpired?: boolean } = {},
  options?: CallOptions,
): Promise<NwcConnection> {
  return request(
    auth,
    {
      path: `/nwcprovider/api/v1/nwc/${segment(pubkey)}`,
      query: { include_expired: params.includeExpired ?? false },
      key: auth.key,
      schema: NwcConnectionSchema,
    },
    options,
  );
}

export interface NwcRegistration {
  /** Permission ids from getNwcPermissions, e.g. ['pay', 'invoice']. */
  permissions: string[];
  description: string;
  /** Unix seconds; 0 = never. */
  expires_at: number;
  budgets: Array<{ budget_msats: number; refresh_window: number; created_at: number }>;
}

/** E19: admin key; 201. `pubkey` is 64 lowercase hex (x-only). PUT is not an upsert. */
export function registerNwcKey(
  auth: WalletAuth,
  pubkey: string,
  registration: NwcRegistration,
  options?: CallOptions,
): Promise<NwcConnection> {
  return request(
    auth,
    {
      method: 'PUT',
      path: `/nwcprovider/api/v1/nwc/${segment(pubkey)}`,
      key: auth.key,
      body: registration,
      schema: NwcConnectionSchema,
    },
    options,
  );
}

const NwcDeletedSchema = z.object({ message: z.optional(z.string()) });

/** E20: admin key. Says success even when nothing was deleted. */
export function deleteNwcKey(
  auth: WalletAuth,
  pubkey: string,
  options?: CallOptions,
): Promise<z.infer<typeof NwcDeletedSchema>> {
  return request(
    auth,
    {
      method: 'DELETE',
      path: `/nwcprovider/api/v1/nwc/${segment(pubkey)}`,
      key: auth.key,
      schema: NwcDeletedSchema,
    },
    options,
  );
}

const SECRET_PLACEHOLDER = '{SECRET}';

/**
 * E21 asked with the literal placeholder `{SECRET}`: the server's pairing URI with no secret in
 * it, from which the wallet-service pubkey and the relay are read. No auth; nothing secret is sent.
 */
export function getNwcPairingTemplate(target: ApiTarget, options?: CallOptions): Promise<string> {
  return request(
    target,
    { path: `/nwcprovider/api/v1/pairing/${segment(SECRET_PLACEHOLDER)}`, schema: z.string() },
    options,
  );
}

/**
 * E21: the pairing URI (`nostr+walletconnect://…`). The server is asked with a placeholder and the
 * secret is put in here, so the client's secret never leaves the device. No auth.
 */
export async function getNwcPairingUrl(
  target: ApiTarget,
  secretHex: string,
  options?: CallOptions,
): Promise<string> {
  const template = await getNwcPairingTemplate(target, options);
  return template.split(SECRET_PLACEHOLDER).join(secretHex);
}

export const NwcConfigSchema = z.record(z.string(), z.nullable(z.string()));
export type NwcConfig = z.infer<typeof NwcConfigSchema>;

/** E22: needs an admin account's access token (a wallet key gets 401). */
export function getNwcConfig(
  target: ApiTarget & { accessToken: string },
  options?: CallOptions,
): Promise<NwcConfig> {
  return request(
    target,
    {
      path: '/nwcprovider/api/v1/config',
      accessToken: target.accessToken,
      schema: NwcConfigSchema,
    },
    options,
  );
}

/** E24: string → string only; answers the whole config. Admin account token. */
export function setNwcConfig(
  target: ApiTarget & { accessToken: string },
  values: Record<string, string>,
  options?: CallOptions,
): Promise<NwcConfig> {
  return request(
    target,
    {
      method: 'POST',
      path: '/nwcprovider/api/v1/config',
      accessToken: target.accessToken,
      body: values,
      schema: NwcConfigSchema,
    },
    options,
  );
}

const AccessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.optional(z.string()),
});

/**
 * `POST /api/v1/auth` (docs/lnbits-behaviour.md, "Core wallet endpoints"): an account's username (or email) and password for an
 * access token, the credential E22–E24 want. Wrong credentials → 401 `Invalid credentials.`
 * The token is for the caller to hold in memory only.
 */
export async function loginForAccessToken(
  target: ApiTarget,
  credentials: { username: string; password: string },
  options?: CallOptions,
): Promise<string> {
  try {
    const reply = await request(
      target,
      { method: 'POST', path: '/api/v1/auth', body: credentials, schema: AccessTokenSchema },
      options,
    );
    return reply.access_token;
  } catch (error) {
    // A validation error may echo the body back: keep neither the password nor that body.
    if (isApiError(error)) {
      throw new ApiError({
        kind: error.kind,
        status: error.status,
        detail: credentials.password
          ? error.detail.split(credentials.password).join('[redacted]')
          : error.detail,
      });
    }
    throw error;
  }
}
