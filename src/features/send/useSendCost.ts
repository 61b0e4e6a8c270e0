import { useQuery } from '@tanstack/react-query';
import { sendQueries } from '@/api/send-queries';
import type { ApiTarget } from '@/api/http';
import { serverHost } from '@/lib/server-url';
import type { LnurlTarget } from '@/lib/lnurl-target';
import type { CostContext, PayeePlace, ServiceFee } from '@/lib/send-cost';

/** The server's service fee (none until its settings are read, or when they can't be). */
export function useServiceFee(server: ApiTarget): ServiceFee | null {
  return useQuery(sendQueries.serviceFee(server)).data ?? null;
}

/**
 * Whether the wallet's server issued this invoice (then LNbits pays it inside, with no routing
 * reserve): asked without a key; `unknown` until it answers, or when it can't.
 */
export function useInvoicePlace(server: ApiTarget, paymentHash: string | null): PayeePlace {
  const query = useQuery({
    ...sendQueries.invoicePlace(server, paymentHash ?? ''),
    enabled: paymentHash !== null,
  });
  switch (query.data) {
    case undefined:
      return 'unknown';
    case 'open-here':
      return 'same-server';
    default:
      // Not this server's, or no longer open (LNbits refuses or routes it): the reserve applies.
      return 'elsewhere';
  }
}

/**
 * An LNURL or Lightning address whose invoice does not exist yet: on the host of the wallet's own
 * server, LNbits will most likely be paying itself (its lnurlp links make invoices of the same
 * server); anywhere else, the routing reserve applies.
 */
export function lnurlPlace(target: Pick<LnurlTarget, 'url'>, server: ApiTarget): PayeePlace {
  try {
    const host = new URL(target.url).host;
    return host === serverHost(server.serverUrl, globalThis.location?.origin ?? '')
      ? 'same-host'
      : 'elsewhere';
  } catch {
    return 'elsewhere';
  }
}

export function useLnurlCostContext(
  target: Pick<LnurlTarget, 'url'>,
  server: ApiTarget,
): CostContext {
  return { place: lnurlPlace(target, server), serviceFee: useServiceFee(server) };
}
