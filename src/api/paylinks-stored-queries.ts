// The stored pay links' query options (keys from keys.ts, under the wallet), used by Send's start
// for a full-access wallet. The fetchers load with the first read, not with Send's first paint.
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './http';
import { walletKeys } from './keys';
import type { StoredPayLinkList } from './paylinks-stored';
import type { WalletRef } from './queries';

export const storedPayLinkQueries = {
  /** The wallet's stored pay links and its server id; needs the admin key. */
  list: (wallet: WalletRef) =>
    queryOptions({
      queryKey: walletKeys.storedPayLinks(wallet.id),
      queryFn: async ({ signal }): Promise<StoredPayLinkList> => {
        const { readStoredPayLinks } = await import('./paylinks-stored');
        return readStoredPayLinks(wallet, { signal });
      },
      // An LNbits before 1.3 answers without the list, and a refusal stays one: asking again
      // would only hold the list back. A network failure may pass.
      retry: (failures, error) =>
        failures < 2 && !(isApiError(error) && ['http', 'invalid-response'].includes(error.kind)),
    }),
};
