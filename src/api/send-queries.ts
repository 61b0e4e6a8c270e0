// Query options only Send uses: what it learns about a payment's cost before paying (kept beside
// their calls, as api/queries.ts explains, so the first render of other routes doesn't load them).
import { queryOptions } from '@tanstack/react-query';
import { invoicePlace } from './core';
import type { ApiTarget } from './http';
import { serverKeys } from './keys';
import { getServiceFee } from './public-settings';

export const sendQueries = {
  /** The service fee the server charges on outgoing payments (null: none). */
  serviceFee: (server: ApiTarget) =>
    queryOptions({
      queryKey: serverKeys.serviceFee(server.serverUrl),
      queryFn: ({ signal }) => getServiceFee(server, { signal }),
      // Set by the server's admin: read once a session, not on every Send.
      staleTime: 30 * 60_000,
      retry: 1,
    }),
  /** Whether the server issued this invoice and waits for it (no routing reserve then). */
  invoicePlace: (server: ApiTarget, paymentHash: string) =>
    queryOptions({
      queryKey: serverKeys.invoicePlace(server.serverUrl, paymentHash),
      queryFn: ({ signal }) => invoicePlace(server, paymentHash, { signal }),
      retry: false,
      staleTime: 60_000,
    }),
};
