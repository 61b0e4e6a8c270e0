// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverKeys, walletKeys } from '@/api/keys';
import { useRemoveWallet } from './useRemoveWallet';
import { addWallet, getWalletState, removeWallet } from './wallet-store';

type KeyFactory = (walletId: string, ...rest: string[]) => readonly unknown[];

/** One key of every kind the factory makes for `walletId`; new kinds are picked up by themselves. */
function everyWalletKey(walletId: string): (readonly unknown[])[] {
  return Object.values(walletKeys as unknown as Record<string, KeyFactory>).map((key) =>
    key(walletId, 'first-arg', 'second-arg'),
  );
}

const mentions = (key: readonly unknown[], walletId: string) =>
  JSON.stringify(key).includes(JSON.stringify(walletId));

afterEach(() => {
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
});

describe('useRemoveWallet', () => {
  it('leaves no query of the removed wallet, and every other one', async () => {
    const alice = addWallet({
      serverUrl: '',
      name: 'Alice',
      key: 'a'.repeat(32),
      keyType: 'admin',
    });
    const bob = addWallet({ serverUrl: '', name: 'Bob', key: 'b'.repeat(32), keyType: 'invoice' });
    const client = new QueryClient();
    const serverKeysShared = [serverKeys.rate('', 'usd'), serverKeys.nwcService('')];
    for (const key of [
      ...everyWalletKey(alice.id),
      ...everyWalletKey(bob.id),
      ...serverKeysShared,
    ]) {
      client.setQueryData(key, { cached: true });
    }
    // A read still under way when the wallet goes: its late answer must not bring the query back.
    let answer: (value: unknown) => void = () => undefined;
    // (Cancelled by the removal: its rejection is expected, and handled from the start.)
    const late = client
      .fetchQuery({
        queryKey: walletKeys.info(alice.id),
        queryFn: () => new Promise((resolve) => (answer = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(
      client
        .getQueryCache()
        .findAll()
        .some((q) => mentions(q.queryKey, alice.id)),
    ).toBe(true);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRemoveWallet(), { wrapper });
    await act(() => result.current(alice.id));
    answer({ balance: 1 });
    await late;

    const left = client
      .getQueryCache()
      .findAll()
      .map((query) => query.queryKey);
    expect(left.filter((key) => mentions(key, alice.id))).toEqual([]);
    expect(left).toHaveLength(everyWalletKey(bob.id).length + serverKeysShared.length);
    expect(getWalletState().connections.map((c) => c.id)).toEqual([bob.id]);
    client.clear();
  });

  it('knows every wallet key by its prefix', () => {
    // removeQueries matches by prefix: a kind outside walletKeys.all would survive the removal.
    for (const key of everyWalletKey('w1')) {
      expect(key.slice(0, 2)).toEqual(walletKeys.all('w1'));
    }
  });
});
