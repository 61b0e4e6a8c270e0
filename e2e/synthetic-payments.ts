/**
 * Made-up payments for long-history tests and the benchmark: thousands of payments made over
 * HTTP would take minutes, so the list endpoint is answered with these instead (the app cannot
 * tell). Payment `i` is the i-th newest, a minute older than the one before it; a mix of
 * directions and statuses.
 */
export function syntheticPaymentsPage(url: URL, total: number, walletId = 'w') {
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const data = [];
  for (let i = offset; i < Math.min(offset + limit, total); i++) {
    const hash = i.toString(16).padStart(64, '0');
    data.push({
      checking_id: hash,
      payment_hash: hash,
      wallet_id: walletId,
      amount: (i % 3 ? 1 : -1) * (1_000 + i) * 1_000,
      fee: 0,
      bolt11: 'lnbc1',
      status: i % 7 === 0 ? 'pending' : i % 11 === 0 ? 'failed' : 'success',
      memo: `synthetic ${i}`,
      time: new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString(),
      labels: [],
      extra: {},
    });
  }
  // LNbits answers total 0 past the end.
  return { data, total: data.length > 0 ? total : 0 };
}
