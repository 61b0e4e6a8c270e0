// Turning payment notifications on and off for one server, and what removing a wallet does to
// them. Each step's order matters:
// - on: the browser's permission (asked in the person's tap, before anything else), the server's
//   VAPID key, the account (a remembered credential, a wallet link, or a username and password),
//   the wallets of this device in that account, then the subscription at this server's scope with
//   this server's key, then its registration with LNbits (undone in the browser if LNbits refuses);
// - off: the registration deleted at LNbits with the account, then the browser's subscription
//   ended and its registration removed;
// - a removed wallet: when it was the last one here of the account that notifies, the same as off
//   (at LNbits only if its account was remembered: nothing else on the device can log in to it).
// The account's credential is kept (in the vault, on its wallets) only when the person asks.
import type { AccountEntry } from '@/components/account/account-entry';
import type { Account } from '@/api/account';
import type { PushSubscriptionJson, WebPushSettings } from '@/api/webpush';
import type { NotificationWords } from '@/lib/push-notification';
import type { WalletConnection } from '../wallets/wallet-store';
import { walletInAccount } from '../wallets/wallet-in-account';
import type { BrowserPush } from './browser-push';
import { getNotificationRecord, serverOf, setServerNotifications } from './record';

/** How the account is given: remembered on this device, a wallet link, or a username and password. */
export type AccountInput = { kind: 'remembered' } | AccountEntry;

/** What logs in to an account: a token, or the user id of a wallet link. */
export type AccountCredential = { accessToken: string } | { userId: string };

/** The server's side (src/api), by the server's address. */
export interface ServerCalls {
  settings(server: string): Promise<WebPushSettings>;
  login(
    server: string,
    credential: AccountCredential | { username: string; password: string },
  ): Promise<string>;
  account(server: string, accessToken: string): Promise<Account>;
  register(server: string, accessToken: string, subscription: PushSubscriptionJson): Promise<void>;
  unregister(server: string, accessToken: string, endpoint: string): Promise<number>;
}

export interface NotificationDeps {
  browser: BrowserPush;
  server: ServerCalls;
  scopeOf(server: string): Promise<string>;
  connections(): readonly WalletConnection[];
  updateWallet(id: string, changes: Partial<Omit<WalletConnection, 'id'>>): void;
  writeConfig(connections: readonly WalletConnection[], words?: NotificationWords): Promise<void>;
}

export type TurnOnResult =
  /** On for these wallets of this device; `notCovered`: wallets on the server of other accounts. */
  | { kind: 'on'; covered: WalletConnection[]; notCovered: WalletConnection[] }
  /** The browser's permission was refused (or is blocked in its settings). */
  | { kind: 'blocked' }
  /** The permission prompt was closed without an answer. */
  | { kind: 'dismissed' }
  /** The server's page carries no VAPID key: it sends no pushes. */
  | { kind: 'server-has-no-push' }
  /** Nothing about the account is remembered: it must be given. */
  | { kind: 'needs-account' }
  /** The account holds none of the wallets connected here on that server. */
  | { kind: 'other-account' };

export type TurnOffResult = { kind: 'off'; removedAtServer: boolean } | { kind: 'needs-account' };

/** The wallets connected here on `server`. */
function walletsOn(server: string, connections: readonly WalletConnection[]) {
  return connections.filter((c) => serverOf(c.serverUrl) === server);
}

/** What this device remembers that logs in to the account of these wallets, if anything. */
export function rememberedCredential(
  wallets: readonly WalletConnection[],
): AccountCredential | undefined {
  const withToken = wallets.find((c) => c.accountToken);
  if (withToken) {
    return { accessToken: withToken.accountToken! };
  }
  const withUser = wallets.find((c) => c.userId);
  return withUser ? { userId: withUser.userId! } : undefined;
}

async function accessToken(
  deps: NotificationDeps,
  server: string,
  input: AccountInput,
  wallets: readonly WalletConnection[],
): Promise<{ token: string; remember: Partial<WalletConnection> } | null> {
  if (input.kind === 'remembered') {
    const credential = rememberedCredential(wallets);
    return credential ? { token: await deps.server.login(server, credential), remember: {} } : null;
  }
  if (input.kind === 'wallet-link') {
    const token = await deps.server.login(server, { userId: input.userId });
    return { token, remember: { userId: input.userId } };
  }
  const token = await deps.server.login(server, {
    username: input.username,
    password: input.password,
  });
  // Never the password: the token it bought.
  return { token, remember: { accountToken: token } };
}

/**
 * Turns notifications on for the wallets of this device on `server`. `permission` is the
 * browser's answer, asked for in the person's tap before this was called (browsers ask only
 * then). `remember` keeps the account's credential on its wallets, in the vault.
 */
export async function turnOn(
  input: {
    server: string;
    account: AccountInput;
    remember: boolean;
    permission: Promise<NotificationPermission>;
    words: NotificationWords;
  },
  deps: NotificationDeps,
): Promise<TurnOnResult> {
  const permission = await input.permission;
  if (permission === 'denied') {
    return { kind: 'blocked' };
  }
  if (permission !== 'granted') {
    return { kind: 'dismissed' };
  }
  const { server } = input;
  const here = walletsOn(server, deps.connections());
  const settings = await deps.server.settings(server);
  if (!settings.publicKey) {
    return { kind: 'server-has-no-push' };
  }
  const login = await accessToken(deps, server, input.account, here);
  if (!login) {
    return { kind: 'needs-account' };
  }
  const account = await deps.server.account(server, login.token);
  const covered = here.filter((c) => walletInAccount(account, c));
  if (covered.length === 0) {
    return { kind: 'other-account' };
  }

  const scope = await deps.scopeOf(server);
  const before = getNotificationRecord()[server];
  const subscription = await deps.browser.subscribe(scope, settings.publicKey);
  try {
    await deps.server.register(server, login.token, subscription);
  } catch (error) {
    if (!before) {
      await deps.browser.unsubscribe(scope).catch(() => undefined);
    }
    throw error;
  }
  if (before && before.endpoint !== subscription.endpoint) {
    // The subscription it had is gone from the browser: LNbits need not push to it any more.
    await deps.server.unregister(server, login.token, before.endpoint).catch(() => 0);
  }

  for (const connection of covered) {
    const wallet = walletInAccount(account, connection)!;
    deps.updateWallet(connection.id, {
      // An invoice key does not tell its wallet id; the account does.
      walletId: wallet.id,
      ...(input.remember ? login.remember : {}),
    });
  }
  setServerNotifications(server, {
    scope,
    endpoint: subscription.endpoint,
    walletIds: covered.map((c) => walletInAccount(account, c)!.id),
    siteTitle: settings.siteTitle,
  });
  await deps.writeConfig(deps.connections(), input.words);
  return {
    kind: 'on',
    covered,
    notCovered: here.filter((c) => !covered.includes(c)),
  };
}

/** Ends the browser's side and forgets the server; the account's remembered token goes too. */
async function forgetServer(deps: NotificationDeps, server: string, scope: string): Promise<void> {
  await deps.browser.unsubscribe(scope).catch(() => undefined);
  setServerNotifications(server, null);
  for (const connection of walletsOn(server, deps.connections())) {
    if (connection.accountToken) {
      deps.updateWallet(connection.id, { accountToken: undefined });
    }
  }
  await deps.writeConfig(deps.connections()).catch(() => undefined);
}

/**
 * Turns notifications off for `server`: the registration deleted at LNbits (with the account
 * given, or the one remembered), then the browser's subscription. `deviceOnly` skips LNbits,
 * for an account that cannot be given: LNbits then keeps pushing to a subscription that has
 * ended, which nobody receives.
 */
export async function turnOff(
  input: { server: string; account: AccountInput | 'device-only' },
  deps: NotificationDeps,
): Promise<TurnOffResult> {
  const { server } = input;
  const entry = getNotificationRecord()[server];
  if (!entry) {
    return { kind: 'off', removedAtServer: false };
  }
  let removedAtServer = false;
  if (input.account !== 'device-only') {
    const login = await accessToken(
      deps,
      server,
      input.account,
      walletsOn(server, deps.connections()),
    );
    if (!login) {
      return { kind: 'needs-account' };
    }
    removedAtServer = (await deps.server.unregister(server, login.token, entry.endpoint)) > 0;
  }
  await forgetServer(deps, server, entry.scope);
  return { kind: 'off', removedAtServer };
}

/**
 * After a wallet was removed from this device: when no wallet of the account that notifies is
 * left here on its server, the subscription goes (at LNbits too when the removed wallet
 * remembered its account); otherwise the worker just stops naming it.
 */
export async function afterWalletRemoved(
  removed: WalletConnection,
  deps: NotificationDeps,
): Promise<void> {
  const server = serverOf(removed.serverUrl);
  const entry = getNotificationRecord()[server];
  if (!entry) {
    return;
  }
  const remaining = walletsOn(server, deps.connections());
  const stillNotified = remaining.filter(
    (c) => c.walletId !== undefined && entry.walletIds.includes(c.walletId),
  );
  if (stillNotified.length > 0) {
    await deps.writeConfig(deps.connections());
    return;
  }
  const credential = rememberedCredential([removed]);
  if (credential) {
    try {
      const token = await deps.server.login(server, credential);
      await deps.server.unregister(server, token, entry.endpoint);
    } catch {
      // Offline, or the account is gone: the browser's side still ends below.
    }
  }
  await forgetServer(deps, server, entry.scope);
}
