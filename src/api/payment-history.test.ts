// The chart data call: query, key, and the answer checked (shapes as the genuine LNbits 1.5.1
// gave them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from './keys';
import { getPaymentHistory, paymentHistoryKey } from './payment-history';

const auth = { serverUrl: 'https://ln.example', key: 'i'.repeat(32) };

function stub(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('getPaymentHistory', () => {
  it('asks for a grouping and LNbits filters with the key in the header', async () => {
    const point = {
      date: '2026-11-28T00:00:00+00:00',
      income: 3_500_000,
      spending: 300_000,
      balance: 3_200_000,
    };
    const fetchMock = stub(200, [point]);
    const points = await getPaymentHistory(auth, {
      group: 'month',
      filters: { 'time[ge]': '2026-01-01T00:00:00', 'status[in]': ['success', 'pending'] },
    });
    expect(points).toEqual([point]);
    const [url, init] = fetchMock.mock.calls[0]!;
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/v1/payments/history');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      group: 'month',
      'time[ge]': '2026-01-01T00:00:00',
      'status[in]': 'success,pending',
    });
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe(auth.key);
  });

  it('leaves the group to the server when none is asked', async () => {
    const fetchMock = stub(200, []);
    await expect(getPaymentHistory(auth)).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://ln.example/api/v1/payments/history');
  });

  it('refuses points that are not whole msat', async () => {
    stub(200, [{ date: 'x', income: 1.5, spending: 0, balance: 0 }]);
    await expect(getPaymentHistory(auth)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('passes LNbits’ refusal of a group on', async () => {
    stub(400, {
      detail: [
        {
          loc: ['query', 'group'],
          msg: "unexpected value; permitted: 'hour', 'day', 'month'",
          type: 'value_error.const',
        },
      ],
    });
    await expect(getPaymentHistory(auth, { group: 'week' as never })).rejects.toMatchObject({
      status: 400,
      detail: "group: unexpected value; permitted: 'hour', 'day', 'month'",
    });
  });
});

describe('paymentHistoryKey', () => {
  it('lives under the wallet’s payments, so refreshing them refreshes the chart', () => {
    const key = paymentHistoryKey('w1', { group: 'day' });
    expect(key.slice(0, walletKeys.payments('w1').length)).toEqual([...walletKeys.payments('w1')]);
    expect(key).not.toEqual(paymentHistoryKey('w1', { group: 'hour' }));
  });
});
