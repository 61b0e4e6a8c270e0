// The pay links' query options (keys from keys.ts, fetchers from lnurlp.ts), loaded with Receive.
import { queryOptions } from '@tanstack/react-query';
import { walletKeys } from './keys';
import { listPayLinks } from './lnurlp';
import type { WalletRef } from './queries';

export const payLinkQueries = {
  /** The wallet's pay links, or those of every wallet of its account with `allWallets`. */
  list: (wallet: WalletRef, allWallets: boolean) =>
    queryOptions({
      queryKey: walletKeys.payLinks(wallet.id, { allWallets }),
      queryFn: ({ signal }) => listPayLinks(wallet, { allWallets }, { signal }),
    }),
};
