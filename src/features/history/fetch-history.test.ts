import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPayments, fetchHistoryPage, historyMode } from './fetch-history';
import { NO_FILTERS } from './history-query';
import type { Payment } from '@/api/core';
import { makePayment } from './test-payments';

/** A fake LNbits: `paginated` false answers /paginated as an older LNbits does. */
function fakeServer(all: Payment[], { paginated = true, honoursLimit = true } = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input);
    calls.push(`${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (url.pathname === '/api/v1/payments/paginated') {
      if (!paginated) {
        return json({ detail: 'Payment does not exist.' }, 404);
      }
      const data = all.slice(offset, offset + limit);
      return json({ data, total: data.length ? all.length : 0 });
    }
    const listed = all.filter((p) => p.status !== 'failed');
    return json(honoursLimit ? listed.slice(offset, offset + limit) : listed);
  });
  return calls;
}

const payments = (n: number) =>
  Array.from({ length: n }, (_, i) => makePayment({ status: i === 1 ? 'failed' : 'success' }));

afterEach(() => vi.unstubAllGlobals());

describe('fetchHistoryPage', () => {
  it('pages /paginated by offset and total', async () => {
    const all = payments(5);
    const calls = fakeServer(all);
    const wallet = { serverUrl: 'http://a.test', key: 'k' };
    const first = await fetchHistoryPage(wallet, NO_FILTERS, { offset: 0 }, { limit: 3 });
    expect(first).toMatchObject({ mode: 'paginated', total: 5, next: { offset: 3 } });
    const second = await fetchHistoryPage(wallet, NO_FILTERS, first.next!, { limit: 3 });
    expect(second.payments).toEqual(all.slice(3));
    expect(second.next).toBeNull();
    expect(calls[0]).toMatch(/limit=3&offset=0&sortby=time&direction=desc/);
  });

  it('falls back to limit/offset once, and remembers it for the server', async () => {
    const all = payments(5);
    const calls = fakeServer(all, { paginated: false });
    const wallet = { serverUrl: 'http://b.test', key: 'k' };
    const first = await fetchHistoryPage(wallet, NO_FILTERS, { offset: 0 }, { limit: 2 });
    expect(first.mode).toBe('list');
    expect(historyMode('http://b.test')).toBe('list');
    const rest = await fetchAllPayments(wallet);
    expect(rest.payments).toHaveLength(4); // the failed one is not listed there
    expect(calls.filter((c) => c.includes('/paginated'))).toHaveLength(1);
    expect(calls[1]).toMatch(/^\/api\/v1\/payments\?limit=3&offset=0/);
  });

  it('treats a list that ignores limit as the whole list, paged and filtered here', async () => {
    const all = payments(120);
    const calls = fakeServer(all, { paginated: false, honoursLimit: false });
    const wallet = { serverUrl: 'http://c.test', key: 'k' };
    const first = await fetchHistoryPage(wallet, NO_FILTERS, { offset: 0 });
    expect(first).toMatchObject({ mode: 'legacy', total: 119 });
    expect(first.payments).toHaveLength(50);
    const second = await fetchHistoryPage(wallet, NO_FILTERS, first.next!);
    expect(second.payments[0]).toBe(first.next!.all![50]);
    expect(calls).toHaveLength(2); // the second page came from memory
    const search = await fetchHistoryPage(
      wallet,
      { ...NO_FILTERS, search: all[7]!.memo! },
      { offset: 0 },
    );
    expect(search.payments).toEqual([all[7]]);
    expect(calls[2]).toBe('/api/v1/payments'); // the legacy form: no parameters at all
  });

  it('does not fall back on a wrong key', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'Wallet not found.' }), { status: 404 }),
    );
    await expect(
      fetchHistoryPage({ serverUrl: 'http://d.test', key: 'k' }, NO_FILTERS, { offset: 0 }),
    ).rejects.toMatchObject({ status: 404, detail: 'Wallet not found.' });
    expect(historyMode('http://d.test')).toBe('paginated');
  });
});
