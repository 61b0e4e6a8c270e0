// @vitest-environment happy-dom
// The people on Send's start over the wire: LNbits' stored pay links read once, merged with this
// device's list, and rename and remove written back with the wallet's own id.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '@/api/keys';
import type { WalletConnection } from '@/session';
import { loadRecipients, saveRecipients } from './recent-recipients';
import { usePeople } from './usePeople';

const serverWalletId = 's'.repeat(32);
const cafe = { lnurl: 'LNURL1CAFE', label: 'Corner cafe', last_used: 1_800_000_000 };
const bob = { code: 'bob@b.example', label: 'bob@b.example', amountSat: 5, paidAt: 1_000 };

function wallet(keyType: WalletConnection['keyType']): WalletConnection {
  return { id: `local-${keyType}`, serverUrl: 'https://ln.example', name: 'W', key: 'k', keyType };
}

/** LNbits as a stub: the stored list, answered to PATCH and replaced by PUT. */
function stubLnbits(links: unknown[]) {
  let kept = links;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.method === 'PUT') {
      kept = (JSON.parse(init.body as string) as { links: unknown[] }).links;
      return new Response(JSON.stringify(kept), { status: 200 });
    }
    const body = { id: serverWalletId, name: 'W', stored_paylinks: { links: kept } };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, kept: () => kept };
}

function renderPeople(connection: WalletConnection, typed = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => usePeople(connection, typed), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('usePeople', () => {
  it('offers LNbits’ people with this device’s, and removing one writes LNbits’ list back', async () => {
    const admin = wallet('admin');
    saveRecipients(localStorage, admin.id, [bob]);
    const lnbits = stubLnbits([cafe]);
    const { result } = renderPeople(admin);
    await waitFor(() => expect(result.current.list.map((p) => p.label)).toHaveLength(2));
    expect(result.current.list.map((p) => p.label)).toEqual(['Corner cafe', 'bob@b.example']);
    expect(result.current.canRename).toBe(true);

    act(() => result.current.forget(result.current.list[0]!));
    await waitFor(() => expect(result.current.list.map((p) => p.label)).toEqual(['bob@b.example']));
    expect(lnbits.kept()).toEqual([]);
    const put = lnbits.fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(put[0]).toBe(`https://ln.example/api/v1/wallet/stored_paylinks/${serverWalletId}`);
  });

  it('renames on LNbits, and stores there someone only this device knew', async () => {
    const admin = wallet('admin');
    saveRecipients(localStorage, admin.id, [bob]);
    const lnbits = stubLnbits([cafe]);
    const { result } = renderPeople(admin);
    await waitFor(() => expect(result.current.list).toHaveLength(2));
    const bobPerson = result.current.list.find((p) => p.code === bob.code)!;
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.rename(bobPerson, 'Bob');
    });
    expect(saved).toBe(true);
    expect(lnbits.kept()).toEqual([cafe, { lnurl: bob.code, label: 'Bob', last_used: 1 }]);
    await waitFor(() => expect(result.current.list.map((p) => p.label)).toContain('Bob'));
  });

  it('says so when LNbits refuses a change, and keeps the person', async () => {
    const admin = wallet('admin');
    stubLnbits([cafe]);
    const { result } = renderPeople(admin);
    await waitFor(() => expect(result.current.list).toHaveLength(1));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'nope' }), { status: 500 })),
    );
    act(() => result.current.forget(result.current.list[0]!));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.list.map((p) => p.label)).toEqual(['Corner cafe']);
  });

  it('keeps a receive-only wallet to this device’s list, without asking LNbits', async () => {
    const receiveOnly = wallet('invoice');
    saveRecipients(localStorage, receiveOnly.id, [bob]);
    const lnbits = stubLnbits([cafe]);
    const { result, client } = renderPeople(receiveOnly, 'BOB');
    // An enabled query would be fetching from its first render on.
    const query = client
      .getQueryCache()
      .find({ queryKey: walletKeys.storedPayLinks(receiveOnly.id) });
    expect(query?.state.fetchStatus).toBe('idle');
    expect(result.current.list.map((p) => p.code)).toEqual([bob.code]);
    expect(result.current.canRename).toBe(false);
    act(() => result.current.forget(result.current.list[0]!));
    expect(loadRecipients(localStorage, receiveOnly.id)).toEqual([]);
    expect(lnbits.fetchMock).not.toHaveBeenCalled();
  });
});
