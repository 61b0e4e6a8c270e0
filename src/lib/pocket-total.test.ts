import { describe, expect, it } from 'vitest';
import { formatShare, pocketTotal } from './pocket-total';

describe('the whole pocket', () => {
  it('adds every wallet, by server, with each one’s share', () => {
    const total = pocketTotal([
      { walletId: 'a', server: 'one.example', balance: { kind: 'live', balanceMsat: 300_000 } },
      { walletId: 'b', server: 'two.example', balance: { kind: 'live', balanceMsat: 100_000 } },
      { walletId: 'c', server: 'one.example', balance: { kind: 'live', balanceMsat: 600_000 } },
    ]);
    expect(total.totalMsat).toBe(1_000_000);
    expect(total.servers.map((s) => [s.server, s.totalMsat, s.walletCount])).toEqual([
      ['one.example', 900_000, 2],
      ['two.example', 100_000, 1],
    ]);
    expect(total.wallets.map((w) => w.percent)).toEqual([30, 10, 60]);
  });

  it('counts an unreachable wallet with its last known balance, marked', () => {
    const total = pocketTotal([
      { walletId: 'a', server: 'one', balance: { kind: 'live', balanceMsat: 1_000 } },
      {
        walletId: 'b',
        server: 'two',
        balance: { kind: 'last-known', balanceMsat: 3_000, savedAt: 1 },
      },
    ]);
    expect(total.totalMsat).toBe(4_000);
    expect(total.lastKnownCount).toBe(1);
    expect(total.servers[1]).toMatchObject({ includesLastKnown: true, totalMsat: 3_000 });
  });

  it('keeps a wallet with no balance known in the list, said to be unknown', () => {
    const total = pocketTotal([
      { walletId: 'a', server: 'one', balance: { kind: 'live', balanceMsat: 0 } },
      { walletId: 'b', server: 'two', balance: { kind: 'unknown' } },
    ]);
    expect(total.totalMsat).toBe(0);
    expect(total.unknownCount).toBe(1);
    expect(total.wallets).toHaveLength(2);
    expect(total.wallets.map((w) => w.percent)).toEqual([null, null]);
    expect(total.servers[1]).toMatchObject({ includesUnknown: true });
  });
});

describe('a share', () => {
  it('is written as the language writes percentages', () => {
    expect(formatShare(30, 'en')).toBe('30%');
    expect(formatShare(30, 'de')).toBe('30\u00a0%');
  });
});
