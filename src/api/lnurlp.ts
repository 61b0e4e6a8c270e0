// The lnurlp extension's pay links (docs/lnbits-behaviour.md, "lnurlp", E13).
import { z } from 'zod/mini';
import { request, segment } from './http';
import type { CallOptions, WalletAuth } from './http';

const nullableString = z.optional(z.nullable(z.string()));

export const PayLinkSchema = z.object({
  id: z.string(),
  wallet: z.string(),
  description: z.string(),
  /** Sats, or fiat × fiat_base_multiplier (cents) for fiat links. */
  min: z.number(),
  /** Sats, or fiat × fiat_base_multiplier (cents) for fiat links. */
  max: z.number(),
  served_meta: z.optional(z.int()),
  served_pr: z.optional(z.int()),
  comment_chars: z.int(),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  /** Deprecated; `lnurlp://<host>/lnurlp/<id>` can be built instead. */
  lnurl: nullableString,
  username: nullableString,
  zaps: z.optional(z.nullable(z.boolean())),
  webhook_url: nullableString,
  webhook_headers: nullableString,
  webhook_body: nullableString,
  success_text: nullableString,
  success_url: nullableString,
  currency: nullableString,
  fiat_base_multiplier: z.optional(z.nullable(z.int())),
  disposable: z.optional(z.boolean()),
  domain: nullableString,
});
export type PayLink = z.infer<typeof PayLinkSchema>;

/** Body of create and update. For fiat links send `min`/`max` in units, not multiplied. */
export interface PayLinkInput {
  description: string;
  wallet?: string;
  min?: number;
  max?: number;
  comment_chars?: number;
  currency?: string | null;
  webhook_url?: string | null;
  webhook_headers?: string | null;
  webhook_body?: string | null;
  success_text?: string | null;
  success_url?: string | null;
  fiat_base_multiplier?: number;
  username?: string | null;
  zaps?: boolean;
  disposable?: boolean;
  domain?: string | null;
}

const PayLinkListSchema = z.array(PayLinkSchema);

/** Pay links of the key's wallet, or of every wallet of its user with `allWallets`. */
export function listPayLinks(
  auth: WalletAuth,
  params: { allWallets?: boolean } = {},
  options?: CallOptions,
): Promise<PayLink[]> {
  return request(
    auth,
    {
      path: '/lnurlp/api/v1/links',
      query: { all_wallets: params.allWallets ?? false },
      key: auth.key,
      schema: PayLinkListSchema,
    },
    options,
  );
}

export function getPayLink(auth: WalletAuth, id: string, options?: CallOptions): Promise<PayLink> {
  return request(
    auth,
    { path: `/lnurlp/api/v1/links/${segment(id)}`, key: auth.key, schema: PayLinkSchema },
    options,
  );
}

/** Admin key; 201. */
export function createPayLink(
  auth: WalletAuth,
  input: PayLinkInput,
  options?: CallOptions,
): Promise<PayLink> {
  return request(
    auth,
    {
      method: 'POST',
      path: '/lnurlp/api/v1/links',
      key: auth.key,
      body: input,
      schema: PayLinkSchema,
    },
    options,
  );
}

/** Admin key. */
export function updatePayLink(
  auth: WalletAuth,
  id: string,
  input: PayLinkInput,
  options?: CallOptions,
): Promise<PayLink> {
  return request(
    auth,
    {
      method: 'PUT',
      path: `/lnurlp/api/v1/links/${segment(id)}`,
      key: auth.key,
      body: input,
      schema: PayLinkSchema,
    },
    options,
  );
}

const DeletedSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
});

/** Admin key. */
export function deletePayLink(
  auth: WalletAuth,
  id: string,
  options?: CallOptions,
): Promise<z.infer<typeof DeletedSchema>> {
  return request(
    auth,
    {
      method: 'DELETE',
      path: `/lnurlp/api/v1/links/${segment(id)}`,
      key: auth.key,
      schema: DeletedSchema,
    },
    options,
  );
}
