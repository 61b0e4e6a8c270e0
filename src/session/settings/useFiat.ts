import { useQuery } from '@tanstack/react-query';
import { serverQueries } from '@/api/queries';
import type { ApiTarget } from '@/api/http';
import { useSettings } from './useSettings';

const RATE_STALE_MS = 60_000;

/**
 * The rate of a fiat currency on the wallet's server: `rate` is sats per unit, `price` units
 * per BTC. Defaults to the currency chosen in settings; disabled when none is chosen. A rate of 0
 * means the server could not fetch one (LNbits answers so when offline): treat it as unknown.
 */
export function useFiatRate(server: ApiTarget, currency?: string | null) {
  const [settings] = useSettings();
  const code = currency === undefined ? settings.fiatCurrency : currency;
  return useQuery({
    ...serverQueries.rate(server, code ?? ''),
    enabled: Boolean(code),
    staleTime: RATE_STALE_MS,
    refetchInterval: RATE_STALE_MS,
    select: (rate) => (rate.rate > 0 ? { currency: code!, ...rate } : null),
  });
}

/** The fiat currencies the wallet's server can convert (GET /api/v1/currencies). */
export function useCurrencies(server: ApiTarget, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...serverQueries.currencies(server),
    enabled,
  });
}
