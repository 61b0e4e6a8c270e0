// A wallet's stored pay links (LNbits ≥ 1.3; lnbits/core/views/wallet_api.py,
// lnbits/core/services/lnurl.py store_paylink), as checked on the genuine 1.5.1:
//
// - read: the Wallet model's `stored_paylinks.links`, which only `PATCH /api/v1/wallet {}` (a
//   no-op update, admin key) answers to a wallet key;
// - replace: `PUT /api/v1/wallet/stored_paylinks/{wallet_id}` with the admin key of that very
//   wallet (another wallet's id: 403 "You cannot modify this wallet"); it answers the new list,
//   duplicates kept, a missing `last_used` set to now;
// - the server adds one itself when `POST /api/v1/payments/lnurl` pays a service whose callback
//   answered `disposable: false` (absent or null counts as disposable). It stores the Lightning
//   address or LUD-17 URL as given, any other LNURL as its upper-case bech32, or from a bare pay
//   response the metadata's text/identifier; a link already there only gets a new `last_used`.
//   It does so before paying, so a payment that then fails leaves the link stored.
import { z } from 'zod/mini';
import { request, segment } from './http';
import type { CallOptions, WalletAuth } from './http';
import { walletKeys } from './keys';

export const StoredPayLinkSchema = z.object({
  /** A bech32 LNURL (upper case), a LUD-17 URL or a Lightning address. */
  lnurl: z.string(),
  /** The service's text/plain description (untrusted: show as plain text). */
  label: z.string(),
  /** Unix seconds. */
  last_used: z.int(),
});
export type StoredPayLink = z.infer<typeof StoredPayLinkSchema>;

const StoredPayLinksSchema = z.array(StoredPayLinkSchema);
const WalletWithStoredPayLinksSchema = z.object({
  stored_paylinks: z.object({ links: StoredPayLinksSchema }),
});

/** The query key of a wallet's stored pay links. Paying an LNURL may change them. */
export function storedPayLinksKey(walletId: string) {
  return walletKeys.storedPayLinks(walletId);
}

const WalletIdWithStoredPayLinksSchema = z.object({
  id: z.string().check(z.minLength(1)),
  stored_paylinks: z.object({ links: StoredPayLinksSchema }),
});

/** A wallet's stored pay links with the server's id of that wallet (which PUT needs). */
export interface StoredPayLinkList {
  walletId: string;
  links: StoredPayLink[];
}

/** The stored pay links and the wallet's own id, both from the no-op PATCH (admin key). */
export async function readStoredPayLinks(
  auth: WalletAuth,
  options?: CallOptions,
): Promise<StoredPayLinkList> {
  const wallet = await request(
    auth,
    {
      method: 'PATCH',
      path: '/api/v1/wallet',
      key: auth.key,
      body: {},
      schema: WalletIdWithStoredPayLinksSchema,
    },
    options,
  );
  return { walletId: wallet.id, links: wallet.stored_paylinks.links };
}

/**
 * Changes the stored list as `change` says: read, change, replace (the same race as
 * forgetStoredPayLink: LNbits keeps the list as one value). Answers the list LNbits kept.
 */
export async function updateStoredPayLinks(
  auth: WalletAuth,
  change: (links: StoredPayLink[]) => StoredPayLinkInput[],
  options?: CallOptions,
): Promise<StoredPayLinkList> {
  const { walletId, links } = await readStoredPayLinks(auth, options);
  const kept = await putStoredPayLinks(auth, walletId, change(links), options);
  return { walletId, links: kept };
}

/** The wallet's stored pay links (admin key), most recently stored last. */
export async function getStoredPayLinks(
  auth: WalletAuth,
  options?: CallOptions,
): Promise<StoredPayLink[]> {
  const wallet = await request(
    auth,
    {
      method: 'PATCH',
      path: '/api/v1/wallet',
      key: auth.key,
      body: {},
      schema: WalletWithStoredPayLinksSchema,
    },
    options,
  );
  return wallet.stored_paylinks.links;
}

/** A link to store: `last_used` is set by the server when left out. */
export type StoredPayLinkInput = Pick<StoredPayLink, 'lnurl' | 'label'> & { last_used?: number };

/** Replaces the wallet's stored pay links (admin key of `walletId`); answers the new list. */
export function putStoredPayLinks(
  auth: WalletAuth,
  walletId: string,
  links: readonly StoredPayLinkInput[],
  options?: CallOptions,
): Promise<StoredPayLink[]> {
  return request(
    auth,
    {
      method: 'PUT',
      path: `/api/v1/wallet/stored_paylinks/${segment(walletId)}`,
      key: auth.key,
      body: { links },
      schema: StoredPayLinksSchema,
    },
    options,
  );
}

/**
 * Forgets one stored link (every entry with that `lnurl`): read, filter, replace. Two devices
 * doing this at once can undo each other's change, as LNbits keeps the list as one value.
 */
export async function forgetStoredPayLink(
  auth: WalletAuth,
  walletId: string,
  lnurl: string,
  options?: CallOptions,
): Promise<StoredPayLink[]> {
  const links = await getStoredPayLinks(auth, options);
  return putStoredPayLinks(
    auth,
    walletId,
    links.filter((link) => link.lnurl !== lnurl),
    options,
  );
}
