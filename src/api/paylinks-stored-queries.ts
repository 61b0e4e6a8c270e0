// The stored pay links' query options (keys from paylinks-stored.ts, under the wallet), used by
// Send's start for a full-access wallet.
import { queryOptions } from '@tanstack/react-query';
import { readStoredPayLinks, storedPayLinksKey } from './paylinks-stored';
import type { WalletRef } from './queries';

export const storedPayLinkQueries = {
  /** The wallet's stored pay links and its server id; needs the admin key. */
  list: (wallet: WalletRef) =>
    queryOptions({
      queryKey: storedPayLinksKey(wallet.id),
      queryFn: ({ signal }) => readStoredPayLinks(wallet, { signal }),
    }),
};
