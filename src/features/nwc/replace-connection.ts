import type { WalletAuth } from '@/api/http';
import { deleteNwcKey, registerNwcKey } from '@/api/nwc';
import type { NwcConnection, NwcRegistration } from '@/api/nwc';
import { buildNwcUri, generateClientKeys } from '@/lib/nwc';
import type { NwcService } from '@/lib/nwc';

export interface ReplacedConnection {
  connection: NwcConnection;
  /** The new pairing URI, with its secret: shown once, then dropped. */
  pairingUri: string;
  /**
   * Why the old connection is still registered, or null when it was deleted. Its secret then
   * still works, so the screen says so and the list shows it for deleting by hand.
   */
  oldKeptBecause: unknown;
}

export interface ConnectionCalls {
  register: typeof registerNwcKey;
  remove: typeof deleteNwcKey;
}

/**
 * Changes a connection by registering a new one, under a new key pair, and then deleting the old.
 *
 * nwcprovider has no update call, and registering the same pubkey again after a delete does not
 * give the connection asked for: with LNbits on SQLite the delete leaves the old budget rows and
 * spends behind, so the old limit would sit beside the new one and keep capping it. A new pubkey
 * has none. The price is a new pairing: the app must be given the new secret.
 *
 * The new connection is made first, so a refusal changes nothing; when the old one then cannot be
 * deleted, the new secret is still handed over (it exists nowhere else) with the reason.
 */
export async function replaceNwcConnection(
  wallet: WalletAuth,
  service: NwcService,
  previous: NwcConnection,
  registration: NwcRegistration,
  calls: ConnectionCalls = { register: registerNwcKey, remove: deleteNwcKey },
): Promise<ReplacedConnection> {
  const keys = generateClientKeys();
  const connection = await calls.register(wallet, keys.pubkey, registration);
  const pairingUri = buildNwcUri(service, keys.secret);
  let oldKeptBecause: unknown = null;
  try {
    await calls.remove(wallet, previous.data.pubkey);
  } catch (error) {
    oldKeptBecause = error;
  }
  return { connection, pairingUri, oldKeptBecause };
}
