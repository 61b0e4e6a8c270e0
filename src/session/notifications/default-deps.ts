// The notification steps wired to the real browser, the LNbits API and the wallets in the vault.
// The wallets are handed in by the caller (Settings, or a removed wallet), which loaded them
// already: taking them from the wallet store here would split the store off the session's chunk
// for this lazy code (one more file on every screen's first load).
import { getAccount, loginWithPassword, loginWithUserId } from '@/api/account';
import { getWebPushSettings, subscribeWebPush, unsubscribeWebPush } from '@/api/webpush';
import { notificationScope } from '@/lib/push-scope';
import { browserPush } from './browser-push';
import type { NotificationDeps } from './notifications';
import { writeWorkerConfig } from './worker-config';

/** What the notification steps read and change of the wallets on this device. */
export type WalletAccess = Pick<NotificationDeps, 'connections' | 'updateWallet'>;

export const notificationDeps = (wallets: WalletAccess): NotificationDeps => ({
  browser: browserPush,
  server: {
    settings: (serverUrl) => getWebPushSettings({ serverUrl }),
    login: (serverUrl, credential) => {
      if ('accessToken' in credential) {
        return Promise.resolve(credential.accessToken);
      }
      return 'userId' in credential
        ? loginWithUserId({ serverUrl }, credential.userId)
        : loginWithPassword({ serverUrl }, credential);
    },
    account: (serverUrl, accessToken) => getAccount({ serverUrl }, accessToken),
    register: async (serverUrl, accessToken, subscription) => {
      await subscribeWebPush({ serverUrl }, { accessToken }, subscription);
    },
    unregister: (serverUrl, accessToken, endpoint) =>
      unsubscribeWebPush({ serverUrl }, { accessToken }, endpoint),
  },
  scopeOf: notificationScope,
  ...wallets,
  writeConfig: writeWorkerConfig,
});
