import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyStore } from '@/session/vault/device-keys';
import type { DeviceKeyStore } from '@/session/vault/device-keys';

/** This browser's IndexedDB, which outlives a page load. */
let keys: DeviceKeyStore;

/** The wallet store as a page load opens it. */
async function openStore() {
  const store = await import('@/session/wallets/wallet-store');
  await store.startWalletStore({ keys });
  return store;
}

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => map.set(k, v),
    removeItem: (k: string) => map.delete(k),
  });
  keys = memoryKeyStore();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('demo hand-off', () => {
  it('reads and removes the token from the query string', async () => {
    const { readDemoToken, withoutDemoToken } = await import('./demo-handoff');
    expect(readDemoToken('?demo=abc')).toBe('abc');
    expect(readDemoToken('?demo=')).toBeNull();
    expect(readDemoToken('')).toBeNull();
    expect(withoutDemoToken('?demo=abc')).toBe('');
    expect(withoutDemoToken('?x=1&demo=abc')).toBe('?x=1');
  });

  it('claims once, stores the admin key on this origin and makes it active', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"id":"w1","name":"Demo wallet","adminkey":"ak","inkey":"ik"}', {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { claimDemoOnce } = await import('./demo-handoff');
    const { getActiveWallet } = await import('@/session/wallets/wallet-store');
    const [a, b] = await Promise.all([claimDemoOnce('tok'), claimDemoOnce('tok')]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getActiveWallet()).toMatchObject({
      serverUrl: '',
      name: 'Demo wallet',
      key: 'ak',
      keyType: 'admin',
      inkey: 'ik',
      walletId: 'w1',
    });
  });

  it('explains a spent or unknown token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"Demo token already used."}', { status: 403 })),
    );
    const { claimDemoOnce, describeDemoFailure } = await import('./demo-handoff');
    const error = await claimDemoOnce('used').catch((e: unknown) => e);
    expect(describeDemoFailure(error)).toBe(
      "The demo link didn't work: Demo token already used. You can connect a wallet below instead.",
    );
    const { getActiveWallet } = await import('@/session/wallets/wallet-store');
    expect(getActiveWallet()).toBeNull();
  });

  it("explains a link already used elsewhere with the sandbox's reason", async () => {
    const detail =
      'This demo link has already been used, and each link works once. Restart the sandbox for a new link.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail }), { status: 410 })),
    );
    const { claimDemoOnce, describeDemoFailure } = await import('./demo-handoff');
    const error = await claimDemoOnce('spent').catch((e: unknown) => e);
    expect(describeDemoFailure(error)).toBe(
      `The demo link didn't work: ${detail} You can connect a wallet below instead.`,
    );
  });

  it('opens the wallet a link bought before when it is opened again in this browser', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"id":"w1","name":"Demo wallet","adminkey":"ak","inkey":"ik"}', {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openStore();
    const first = await (await import('./demo-handoff')).claimDemoOnce('tok');
    const store = await import('@/session/wallets/wallet-store');
    store.addWallet({
      serverUrl: 'https://other.example',
      name: 'Other',
      key: 'k2',
      keyType: 'admin',
    });
    expect(store.getActiveWallet()?.name).toBe('Other');
    await store.whenWalletsSaved();

    // A later page load, with the same printed link.
    vi.resetModules();
    await openStore();
    const again = await (await import('./demo-handoff')).claimDemoOnce('tok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(again.id).toBe(first.id);
    expect((await import('@/session/wallets/wallet-store')).getActiveWallet()?.id).toBe(first.id);
  });

  it('asks the sandbox again when the wallet that link bought was removed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"id":"w1","name":"Demo wallet","adminkey":"ak","inkey":"ik"}', {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = await openStore();
    const first = await (await import('./demo-handoff')).claimDemoOnce('tok');
    store.removeWallet(first.id);
    await store.whenWalletsSaved();

    vi.resetModules();
    await openStore();
    await (await import('./demo-handoff')).claimDemoOnce('tok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
