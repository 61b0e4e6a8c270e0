import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getAccountByUserId, walletOfLink } from '@/api/account';
import { createAccount, getWallet, getWalletModel } from '@/api/core';
import type { WalletInfo } from '@/api/core';
import { isApiError } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { paths } from '@/lib/paths';
import { normalizeServerUrl, serverHost } from '@/lib/server-url';
import type { LnbitsWalletLinkInput } from '@/lib/wallet-link';
import {
  ConnectError,
  checkServerBeforeCall,
  classifyConnectFailure,
  classifyLinkFailure,
  linkFailures,
} from './connect-errors';
import { probeReachable } from './reachability';
import { addWallet, whenWalletsSaved } from '@/session';
import type { WalletConnection } from '@/session';
import { appOrigin } from '@/api/app-origin';
import type { WalletKeysHandoff } from '@/lib/paths';

/** The server to call, or a ConnectError saying why not (bad address, mixed content). */
function checkedServer(input: string): string {
  const serverUrl = normalizeServerUrl(input, appOrigin());
  const host = serverUrl === null ? input.trim() : serverHost(serverUrl, appOrigin());
  const failure = checkServerBeforeCall(serverUrl, window.location.protocol, host);
  if (failure || serverUrl === null) {
    throw new ConnectError(failure!);
  }
  return serverUrl;
}

/** Turns a failed call into a ConnectError, probing the server when the fetch itself failed. */
async function explain(
  error: unknown,
  serverUrl: string,
  classify = classifyConnectFailure,
): Promise<never> {
  const reachable =
    isApiError(error) && error.kind === 'network' ? await probeReachable(serverUrl) : undefined;
  throw new ConnectError(classify(error, { host: serverHost(serverUrl, appOrigin()), reachable }));
}

/**
 * Connecting a wallet by its key or by its LNbits wallet link, and creating a new one: each checks the server address first,
 * explains a failure in words (ConnectError), stores the wallet and opens Home; a new wallet opens
 * its "Save your wallet" step first.
 */
export function useWalletConnect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const finish = (connection: WalletConnection, info?: WalletInfo) => {
    if (info) {
      queryClient.setQueryData(walletKeys.info(connection.id), info);
    }
    navigate(paths.home.getHref());
  };

  const connect = useMutation({
    mutationFn: async (input: { server: string; key: string }) => {
      const serverUrl = checkedServer(input.server);
      const info = await getWallet({ serverUrl, key: input.key }).catch((error: unknown) =>
        explain(error, serverUrl),
      );
      // Only the admin key makes GET /api/v1/wallet reveal the wallet id. For an admin key, learn
      // the invoice key too: it is the websocket channel, so the admin key never goes in a URL.
      const isAdmin = Boolean(info.id);
      const inkey = isAdmin
        ? await getWalletModel({ serverUrl, key: input.key }).then(
            (model) => model.inkey,
            () => undefined,
          )
        : input.key;
      const connection = addWallet({
        serverUrl,
        name: info.name,
        key: input.key,
        keyType: isAdmin ? 'admin' : 'invoice',
        inkey,
        walletId: info.id,
      });
      // The wallet opens once its key is written (encrypted, asynchronously): a reload right
      // after the screen changes must still find it.
      await whenWalletsSaved();
      return { connection, info };
    },
    onSuccess: ({ connection, info }) => finish(connection, info),
  });

  // The wallet link's user id opens the account and its keys; it is kept only if asked for.
  const connectLink = useMutation({
    mutationFn: async (input: { link: LnbitsWalletLinkInput; remember: boolean }) => {
      const serverUrl = checkedServer(input.link.serverUrl);
      const account = await getAccountByUserId({ serverUrl }, input.link.userId).catch(
        (error: unknown) => explain(error, serverUrl, classifyLinkFailure),
      );
      const wallet = walletOfLink(account, input.link.walletId);
      if (!wallet) {
        throw new ConnectError(linkFailures.walletNotInAccount(serverHost(serverUrl, appOrigin())));
      }
      const connection = addWallet({
        serverUrl,
        name: wallet.name,
        key: wallet.adminkey,
        keyType: 'admin',
        inkey: wallet.inkey,
        walletId: wallet.id,
        userId: input.remember ? input.link.userId : undefined,
      });
      await whenWalletsSaved();
      return connection;
    },
    onSuccess: (connection) => finish(connection),
  });

  const create = useMutation({
    mutationFn: async (input: { server: string; name: string }) => {
      const serverUrl = checkedServer(input.server);
      const wallet = await createAccount({ serverUrl }, { name: input.name }).catch(
        (error: unknown) => explain(error, serverUrl),
      );
      const connection = addWallet({
        serverUrl,
        name: wallet.name,
        key: wallet.adminkey,
        keyType: 'admin',
        inkey: wallet.inkey,
        walletId: wallet.id,
        userId: wallet.user,
        createdHere: true,
      });
      // The only copy of this key: the Save step shows it once it is safely written here.
      await whenWalletsSaved();
      return connection;
    },
    // The key exists only in this browser now: the person saves it before the wallet opens.
    onSuccess: (connection) => {
      const state: WalletKeysHandoff = { justCreated: true };
      navigate(paths.walletBackup.getHref(connection.id), { state });
    },
  });

  return { connect, connectLink, create };
}
