// The NWC resources' query options (keys from keys.ts, fetchers from nwc.ts), loaded with the
// Wallet Connect screen only; api/queries.ts has the ones every screen needs.
import { queryOptions } from '@tanstack/react-query';
import { readPairingTemplate } from '@/lib/nwc-uri';
import type { ApiTarget } from './http';
import { serverKeys, walletKeys } from './keys';
import { getNwcKey, getNwcPairingTemplate, getNwcPermissions, listNwcKeys } from './nwc';
import type { WalletRef } from './queries';

export const nwcQueries = {
  /** The permission ids the NWC provider offers (no auth); also tells whether one is there. */
  permissions: (server: ApiTarget) =>
    queryOptions({
      queryKey: serverKeys.nwcPermissions(server.serverUrl),
      queryFn: ({ signal }) => getNwcPermissions(server, { signal }),
      staleTime: 10 * 60_000,
    }),
  /**
   * The wallet service's pubkey and relays, read from the pairing template (asked with a
   * placeholder: no auth, and no secret is sent).
   */
  service: (server: ApiTarget) =>
    queryOptions({
      queryKey: serverKeys.nwcService(server.serverUrl),
      queryFn: async ({ signal }) =>
        readPairingTemplate(await getNwcPairingTemplate(server, { signal })),
      staleTime: 5 * 60_000,
    }),
  /** The wallet's connections with the budget spent in each current window (admin key). */
  connections: (wallet: WalletRef, includeExpired: boolean) =>
    queryOptions({
      queryKey: walletKeys.nwcKeys(wallet.id, { includeExpired }),
      queryFn: ({ signal }) =>
        listNwcKeys(wallet, { includeExpired, calculateSpentBudget: true }, { signal }),
    }),
  /** One connection (admin key), as the server has it now: its last use, for "connected". */
  connection: (wallet: WalletRef, pubkey: string) =>
    queryOptions({
      queryKey: walletKeys.nwcKeys(wallet.id, { pubkey }),
      queryFn: ({ signal }) => getNwcKey(wallet, pubkey, { includeExpired: true }, { signal }),
    }),
};
