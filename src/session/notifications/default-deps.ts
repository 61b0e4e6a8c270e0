// The notification steps wired to the real browser, the LNbits API and the wallets in the vault.
import { getAccount, loginWithPassword, loginWithUserId } from '@/api/account';
import { getWebPushSettings, subscribeWebPush, unsubscribeWebPush } from '@/api/webpush';
import { notificationScope } from '@/lib/push-scope';
import { getWalletState, updateWallet } from '../wallets/wallet-store';
import { browserPush } from './browser-push';
import type { NotificationDeps } from './notifications';
import { writeWorkerConfig } from './worker-config';

export const notificationDeps: NotificationDeps = {
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
  connections: () => getWalletState().connections,
  updateWallet,
  writeConfig: writeWorkerConfig,
};
