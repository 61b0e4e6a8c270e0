// The notification steps with a fake browser and a fake server: what happens in which order, what
// is kept, and what is undone when a step fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/api/account';
import { ApiError } from '@/api/http';
import type { PushSubscriptionJson } from '@/api/webpush';
import { FALLBACK_WORDS } from '@/lib/push-notification';
import type { WalletConnection } from '../wallets/wallet-store';
import { MemoryStorage } from '../../../testing/memory-storage';
import type { BrowserPush } from './browser-push';
import { afterWalletRemoved, turnOff, turnOn } from './notifications';
import type { NotificationDeps } from './notifications';
import { getNotificationRecord } from './record';
import { notificationStatus } from './status';

const SERVER = 'https://ln.example';
const KEY =
  'BJqWF-N-omdC-SX8KGNbuDhRFVFXKaQNdVLRnE6fAVZC8rGBga7d_ITaktVEzQB1OS9Ru-95doHI277_8gPfwCQ';
const USER = 'f'.repeat(32);
const TOKEN = 'token-of-the-account';

const wallet = (id: string, walletId: string, extra: Partial<WalletConnection> = {}) =>
  ({
    id,
    serverUrl: SERVER,
    name: `Wallet ${id}`,
    key: `admin-${id}`,
    keyType: 'admin',
    walletId,
    ...extra,
  }) satisfies WalletConnection;

const account: Account = {
  id: USER,
  wallets: [
    { id: 'w1'.padEnd(32, '0'), name: 'One', adminkey: 'admin-1', inkey: 'in-1' },
    { id: 'w2'.padEnd(32, '0'), name: 'Two', adminkey: 'admin-2', inkey: 'in-2' },
  ] as Account['wallets'],
};

const subscription = (endpoint: string): PushSubscriptionJson => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
});

function fakes(connections: WalletConnection[]) {
  const steps: string[] = [];
  const subscriptions = new Map<string, PushSubscriptionJson>();
  let next = 0;
  const browser: BrowserPush = {
    permission: () => 'granted',
    subscribe: vi.fn(async (scope: string, key: string) => {
      steps.push(`subscribe ${scope} ${key === KEY ? 'with the server key' : key}`);
      const made = subscriptions.get(scope) ?? subscription(`https://push.example/${++next}`);
      subscriptions.set(scope, made);
      return made;
    }),
    endpointAt: async (scope) => subscriptions.get(scope)?.endpoint ?? null,
    unsubscribe: vi.fn(async (scope: string) => {
      steps.push(`unsubscribe ${scope}`);
      subscriptions.delete(scope);
    }),
  };
  const registered = new Set<string>();
  const deps: NotificationDeps = {
    browser,
    server: {
      settings: vi.fn(async () => {
        steps.push('settings');
        return { publicKey: KEY, siteTitle: 'LNbits' };
      }),
      login: vi.fn(async (_server, credential) => {
        steps.push(`login ${Object.keys(credential).join('+')}`);
        return TOKEN;
      }),
      account: vi.fn(async () => {
        steps.push('account');
        return account;
      }),
      register: vi.fn(async (_server, token, made) => {
        steps.push(`register ${token === TOKEN ? 'with the token' : token}`);
        registered.add(made.endpoint);
      }),
      unregister: vi.fn(async (_server, _token, endpoint) => {
        steps.push('unregister');
        return registered.delete(endpoint) ? 1 : 0;
      }),
    },
    scopeOf: async () => '/notify/0123456789abcdef0123456789abcdef/',
    connections: () => connections,
    updateWallet: (id, changes) => {
      const index = connections.findIndex((c) => c.id === id);
      const merged = { ...connections[index]!, ...changes };
      for (const [field, value] of Object.entries(merged)) {
        if (value === undefined) {
          delete (merged as Record<string, unknown>)[field];
        }
      }
      connections[index] = merged;
    },
    writeConfig: vi.fn(async () => {
      steps.push('config');
    }),
  };
  return { deps, steps, registered, subscriptions, connections };
}

const granted = () => Promise.resolve<NotificationPermission>('granted');
const on = (deps: NotificationDeps, extra: Partial<Parameters<typeof turnOn>[0]> = {}) =>
  turnOn(
    {
      server: SERVER,
      account: { kind: 'wallet-link', userId: USER },
      remember: false,
      permission: granted(),
      words: FALLBACK_WORDS,
      ...extra,
    },
    deps,
  );

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('turnOn', () => {
  it('asks the server for its key, logs in, subscribes with that key, registers, then says on', async () => {
    const { deps, steps, registered, connections } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    const result = await on(deps);
    expect(result).toMatchObject({ kind: 'on', notCovered: [] });
    expect(steps).toEqual([
      'settings',
      'login userId',
      'account',
      'subscribe /notify/0123456789abcdef0123456789abcdef/ with the server key',
      'register with the token',
      'config',
    ]);
    expect(registered.size).toBe(1);
    expect(getNotificationRecord()[SERVER]).toEqual({
      scope: '/notify/0123456789abcdef0123456789abcdef/',
      endpoint: 'https://push.example/1',
      walletIds: ['w1'.padEnd(32, '0')],
      siteTitle: 'LNbits',
    });
    // Not asked to remember: nothing of the account is kept.
    expect(connections[0]).not.toHaveProperty('userId');
    const stored = (localStorage as unknown as MemoryStorage).everything();
    expect(stored).toContain('push.example');
    expect(stored).not.toContain(USER);
  });

  it('does nothing more when the permission is refused or the prompt closed', async () => {
    const { deps, steps } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    expect(await on(deps, { permission: Promise.resolve('denied') })).toEqual({ kind: 'blocked' });
    expect(await on(deps, { permission: Promise.resolve('default') })).toEqual({
      kind: 'dismissed',
    });
    expect(steps).toEqual([]);
  });

  it('keeps the wallet link only when asked, and a password never: the token it bought', async () => {
    const link = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    await on(link.deps, { remember: true });
    expect(link.connections[0]).toMatchObject({ userId: USER });

    const password = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    await on(password.deps, {
      remember: true,
      account: { kind: 'password', username: 'ada', password: 'hunter22' },
    });
    expect(password.steps).toContain('login username+password');
    expect(password.connections[0]).toMatchObject({ accountToken: TOKEN });
    expect(JSON.stringify(password.connections)).not.toContain('hunter22');
  });

  it('uses the account remembered on the wallets, and asks for one when none is', async () => {
    const none = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    expect(await on(none.deps, { account: { kind: 'remembered' } })).toEqual({
      kind: 'needs-account',
    });
    expect(none.steps).toEqual(['settings']);

    const kept = fakes([wallet('1', 'w1'.padEnd(32, '0'), { userId: USER })]);
    expect(await on(kept.deps, { account: { kind: 'remembered' } })).toMatchObject({ kind: 'on' });
  });

  it('says so when the server sends no pushes, before any login', async () => {
    const { deps, steps } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    vi.mocked(deps.server.settings).mockResolvedValueOnce({ publicKey: null, siteTitle: null });
    expect(await on(deps)).toEqual({ kind: 'server-has-no-push' });
    expect(steps).toEqual([]);
  });

  it('subscribes nothing for an account that holds none of the wallets here', async () => {
    const { deps, steps } = fakes([wallet('9', 'w9'.padEnd(32, '0'))]);
    expect(await on(deps)).toEqual({ kind: 'other-account' });
    expect(steps.some((step) => step.startsWith('subscribe'))).toBe(false);
  });

  it("covers the account's wallets, learns an invoice key's wallet id, and names the others", async () => {
    const { deps, connections } = fakes([
      wallet('1', 'w1'.padEnd(32, '0')),
      { ...wallet('2', ''), walletId: undefined, key: 'in-2', keyType: 'invoice' },
      wallet('3', 'w3'.padEnd(32, '0')),
    ]);
    const result = await on(deps);
    expect(result.kind === 'on' && result.notCovered.map((c) => c.id)).toEqual(['3']);
    expect(connections[1]?.walletId).toBe('w2'.padEnd(32, '0'));
    expect(getNotificationRecord()[SERVER]?.walletIds).toEqual([
      'w1'.padEnd(32, '0'),
      'w2'.padEnd(32, '0'),
    ]);
  });

  it('ends the browser subscription again when LNbits refuses it', async () => {
    const { deps, steps, subscriptions } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    vi.mocked(deps.server.register).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, detail: 'Cannot create webpush notification' }),
    );
    await expect(on(deps)).rejects.toBeInstanceOf(ApiError);
    expect(steps.at(-1)).toBe('unsubscribe /notify/0123456789abcdef0123456789abcdef/');
    expect(subscriptions.size).toBe(0);
    expect(getNotificationRecord()).toEqual({});
  });

  it('on again after the browser lost its subscription: the old one goes at LNbits', async () => {
    const { deps, registered, subscriptions } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    await on(deps);
    subscriptions.clear(); // the browser ended it (expired, site data cleared)
    await on(deps);
    expect([...registered]).toEqual(['https://push.example/2']);
    expect(getNotificationRecord()[SERVER]?.endpoint).toBe('https://push.example/2');
  });
});

describe('turnOff', () => {
  it('deletes the registration at LNbits, then ends the subscription, and forgets the token', async () => {
    const { deps, steps, registered, subscriptions, connections } = fakes([
      wallet('1', 'w1'.padEnd(32, '0')),
    ]);
    await on(deps, { remember: true, account: { kind: 'password', username: 'a', password: 'b' } });
    steps.length = 0;
    expect(await turnOff({ server: SERVER, account: { kind: 'remembered' } }, deps)).toEqual({
      kind: 'off',
      removedAtServer: true,
    });
    expect(steps).toEqual([
      'login accessToken',
      'unregister',
      'unsubscribe /notify/0123456789abcdef0123456789abcdef/',
      'config',
    ]);
    expect(registered.size).toBe(0);
    expect(subscriptions.size).toBe(0);
    expect(getNotificationRecord()).toEqual({});
    expect(connections[0]).not.toHaveProperty('accountToken');
  });

  it('asks for the account when none is remembered, or ends it on this device only', async () => {
    const { deps, registered, subscriptions } = fakes([wallet('1', 'w1'.padEnd(32, '0'))]);
    await on(deps);
    expect(await turnOff({ server: SERVER, account: { kind: 'remembered' } }, deps)).toEqual({
      kind: 'needs-account',
    });
    expect(subscriptions.size).toBe(1);
    expect(await turnOff({ server: SERVER, account: 'device-only' }, deps)).toEqual({
      kind: 'off',
      removedAtServer: false,
    });
    expect(subscriptions.size).toBe(0);
    expect(registered.size).toBe(1); // LNbits keeps pushing to an ended subscription
  });
});

describe('afterWalletRemoved', () => {
  it('keeps the subscription while a wallet of the account is left here', async () => {
    const { deps, connections, subscriptions } = fakes([
      wallet('1', 'w1'.padEnd(32, '0'), { userId: USER }),
      wallet('2', 'w2'.padEnd(32, '0'), { userId: USER }),
    ]);
    await on(deps);
    const [removed] = connections.splice(0, 1);
    await afterWalletRemoved(removed!, deps);
    expect(subscriptions.size).toBe(1);
    expect(getNotificationRecord()[SERVER]).toBeDefined();
  });

  it('takes the subscription with the last wallet, at LNbits too when the account was remembered', async () => {
    const { deps, connections, subscriptions, registered } = fakes([
      wallet('1', 'w1'.padEnd(32, '0'), { userId: USER }),
    ]);
    await on(deps);
    const [removed] = connections.splice(0, 1);
    await afterWalletRemoved(removed!, deps);
    expect(registered.size).toBe(0);
    expect(subscriptions.size).toBe(0);
    expect(getNotificationRecord()).toEqual({});
  });

  it("ends the browser's side even when the account cannot be reached", async () => {
    const { deps, connections, subscriptions } = fakes([
      wallet('1', 'w1'.padEnd(32, '0'), { userId: USER }),
    ]);
    await on(deps);
    vi.mocked(deps.server.login).mockRejectedValueOnce(new TypeError('offline'));
    const [removed] = connections.splice(0, 1);
    await afterWalletRemoved(removed!, deps);
    expect(subscriptions.size).toBe(0);
    expect(getNotificationRecord()).toEqual({});
  });
});

describe('notificationStatus', () => {
  const entry = {
    scope: '/notify/x/',
    endpoint: 'https://push.example/1',
    walletIds: ['w'],
    siteTitle: null,
  };
  const ok = { ok: true } as const;

  it('is on only while the browser still holds the registered subscription', () => {
    expect(
      notificationStatus({
        support: ok,
        permission: 'granted',
        entry,
        endpointNow: entry.endpoint,
      }),
    ).toEqual({ kind: 'on', walletIds: ['w'] });
    expect(
      notificationStatus({ support: ok, permission: 'granted', entry, endpointNow: null }),
    ).toEqual({ kind: 'lapsed' });
    expect(
      notificationStatus({
        support: ok,
        permission: 'granted',
        entry: undefined,
        endpointNow: null,
      }),
    ).toEqual({ kind: 'off' });
  });

  it('is blocked when notifications are refused, and unavailable where they cannot work', () => {
    expect(
      notificationStatus({ support: ok, permission: 'denied', entry, endpointNow: entry.endpoint }),
    ).toEqual({ kind: 'blocked' });
    expect(
      notificationStatus({
        support: { ok: false, reason: 'ios-browser' },
        permission: 'default',
        entry: undefined,
        endpointNow: null,
      }),
    ).toEqual({ kind: 'unavailable', reason: 'ios-browser' });
  });
});
