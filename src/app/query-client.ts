// The app's one QueryClient configuration. Wallet data goes stale fast and money must never move
// twice, so: refetch on focus and reconnect, retry reads only when the network failed, and
// never retry a mutation (a retried payment could pay twice).
import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/http';

const MAX_READ_RETRIES = 2;

/** Retry a read only after a network failure or time-out, never after an HTTP answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) {
    return false;
  }
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 10_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: shouldRetryQuery,
    retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
  },
  mutations: {
    retry: false,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
