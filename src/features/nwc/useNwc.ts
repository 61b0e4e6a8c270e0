import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget, WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import {
  deleteNwcKey,
  getNwcConfig,
  loginForAccessToken,
  registerNwcKey,
  setNwcConfig,
} from '@/api/nwc';
import type { NwcConfig, NwcConnection, NwcRegistration } from '@/api/nwc';
import { nwcQueries } from '@/api/nwc-queries';
import { buildNwcUri, generateClientKeys } from '@/lib/nwc';
import { replaceNwcConnection, type ReplacedConnection } from './replace-connection';

type WalletRef = WalletAuth & { id: string };

/** The permission ids the server offers (E16, no auth); also tells whether a provider is there. */
export function useNwcPermissions(target: ApiTarget) {
  return useQuery(nwcQueries.permissions(target));
}

/** The wallet service's pubkey and relays (server-wide, so keyed under the server). */
export function useNwcService(target: ApiTarget, enabled: boolean) {
  return useQuery({ ...nwcQueries.service(target), enabled });
}

/** The wallet's connections with the budget spent in each current window (E17, admin key). */
export function useNwcConnections(wallet: WalletRef, includeExpired: boolean, enabled: boolean) {
  return useQuery({
    ...nwcQueries.connections(wallet, includeExpired),
    placeholderData: keepPreviousData,
    // Other apps spend through these connections: budget used and last use change behind our
    // back, so the list is read again on every visit and while it is on screen.
    refetchOnMount: 'always',
    refetchInterval: 15_000,
    enabled,
  });
}

/**
 * Whether an app has used a connection yet, read every 3 s until it has: "waiting for the app" →
 * "connected" on the pairing step. LNbits stamps `last_used` with the registration time at first
 * and moves it on each request an app makes, so a later `last_used` is the app's first request.
 * Both are whole seconds: a first request in the second of registration still reads as waiting,
 * until the app's next one.
 */
export function useNwcConnectionUsed(wallet: WalletRef, pubkey: string) {
  const query = useQuery({
    ...nwcQueries.connection(wallet, pubkey),
    refetchInterval: (state) => (hasBeenUsed(state.state.data) ? false : 3_000),
    // Only the first request matters; a failed read is tried again on the next tick.
    retry: false,
  });
  return hasBeenUsed(query.data);
}

function hasBeenUsed(connection: NwcConnection | undefined): boolean {
  return connection !== undefined && connection.data.last_used > connection.data.created_at;
}

/** Every cached list of the wallet's connections (`{}` matches any params). */
const listsOf = (walletId: string) => walletKeys.nwcKeys(walletId);

export interface CreatedConnection {
  connection: NwcConnection;
  /** Shown once, then dropped: the secret is in it and is stored nowhere. */
  pairingUri: string;
}

/**
 * Creates a connection: reads the service's pubkey and relay from the pairing template first (so
 * nothing is registered that could not be paired), makes the key pair here, registers only its
 * pubkey (E19), and assembles the URI locally. The secret never leaves this function's result.
 */
export function useCreateNwcConnection(wallet: WalletRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (registration: NwcRegistration): Promise<CreatedConnection> => {
      const service = await queryClient.fetchQuery(nwcQueries.service(wallet));
      const keys = generateClientKeys();
      const connection = await registerNwcKey(wallet, keys.pubkey, registration);
      return { connection, pairingUri: buildNwcUri(service, keys.secret) };
    },
    // The result holds the secret: drop it as soon as no screen is watching.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsOf(wallet.id) }),
  });
}

/** Deletes a connection (E20, admin key); the lists are read again afterwards. */
export function useDeleteNwcConnection(wallet: WalletRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pubkey: string) => deleteNwcKey(wallet, pubkey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsOf(wallet.id) }),
  });
}

/**
 * Changes a connection's name, permissions, budget or expiry: a new connection under a new key
 * pair replaces it (see replaceNwcConnection for why the same key cannot be registered again).
 * The result holds the new secret, for the screen that asks the person to pair the app again.
 */
export function useUpdateNwcConnection(wallet: WalletRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      previous,
      registration,
    }: {
      previous: NwcConnection;
      registration: NwcRegistration;
    }): Promise<ReplacedConnection> => {
      const service = await queryClient.fetchQuery(nwcQueries.service(wallet));
      return replaceNwcConnection(wallet, service, previous, registration);
    },
    // The result holds the secret: drop it as soon as no screen is watching.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsOf(wallet.id) }),
  });
}

/**
 * Provider configuration (E22/E24) with an admin account's access token. The token lives in the
 * caller's state only: never cached, stored or put in a key, so these are mutations.
 */
export function useNwcAdminSignIn(target: ApiTarget) {
  return useMutation({
    mutationFn: async (credentials: { username: string; password: string }) => {
      const accessToken = await loginForAccessToken(target, credentials);
      const config = await getNwcConfig({ ...target, accessToken });
      return { accessToken, config };
    },
    // The variables hold the password and the result the token: keep neither once unwatched.
    gcTime: 0,
  });
}

export function useSaveNwcConfig(target: ApiTarget) {
  return useMutation({
    mutationFn: ({
      accessToken,
      values,
    }: {
      accessToken: string;
      values: Record<string, string>;
    }) => setNwcConfig({ ...target, accessToken }, values),
    gcTime: 0,
  });
}

export type { NwcConfig };
