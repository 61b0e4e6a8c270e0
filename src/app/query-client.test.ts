import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client defaults', () => {
  it('retries reads only after network failures or time-outs, at most twice', () => {
    const network = new ApiError({ kind: 'network', status: 0, detail: '' });
    const timeout = new ApiError({ kind: 'timeout', status: 0, detail: '' });
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, timeout)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    for (const status of [400, 401, 403, 404, 520]) {
      expect(shouldRetryQuery(0, new ApiError({ kind: 'http', status, detail: '' }))).toBe(false);
    }
    expect(
      shouldRetryQuery(0, new ApiError({ kind: 'invalid-response', status: 200, detail: '' })),
    ).toBe(false);
    expect(shouldRetryQuery(0, new Error('x'))).toBe(false);
  });

  it('never retries mutations and refetches on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
  });
});
