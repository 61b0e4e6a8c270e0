// Between the wallets on this device and the wallets in a backup file: what to write into a file,
// and, on restore, which file wallets are new, which are here already, and which are here with
// other details (a person decides those; nothing on the device is changed without asking).
import type { BackupWallet } from '@/lib/backup-file';
import { displayServerUrl, normalizeServerUrl } from '@/lib/server-url';
import type { WalletConnection } from '@/session';

export type WalletDetails = Omit<WalletConnection, 'id'>;

export type RestoreStep =
  | { kind: 'add'; wallet: WalletDetails }
  /** Same key: nothing to ask. `fill` holds what the file knows and the device did not. */
  | { kind: 'already-here'; existing: WalletConnection; fill: Partial<WalletDetails> }
  /** The same wallet with another key (or kind of key): the person chooses. */
  | { kind: 'conflict'; existing: WalletConnection; incoming: WalletDetails };

/** The wallets as a backup file holds them: server addresses made absolute. */
export function toBackupWallets(
  connections: readonly WalletConnection[],
  appOrigin: string,
): BackupWallet[] {
  return connections.map((c, index) => {
    const wallet: BackupWallet = {
      serverUrl: displayServerUrl(c.serverUrl, appOrigin),
      name: c.name,
      key: c.key,
      keyType: c.keyType,
    };
    if (c.inkey !== undefined) {
      wallet.inkey = c.inkey;
    }
    if (c.walletId !== undefined) {
      wallet.walletId = c.walletId;
    }
    if (c.userId !== undefined) {
      wallet.userId = c.userId;
    }
    // The wallet it was made from, by its place in the file (a removed one leaves no mark).
    const madeFrom = connections.findIndex((other) => other.id === c.appWalletOf);
    if (c.appWalletOf !== undefined && madeFrom >= 0 && madeFrom !== index) {
      wallet.appWalletOf = madeFrom;
    }
    return wallet;
  });
}

/**
 * A file wallet as this app stores it: its server '' when it is the app's own origin, by the same
 * address rule as Connect. Null for an address that rule refuses (the file's own schema refused
 * those already: never stored raw).
 */
function fromBackupWallet(
  { appWalletOf: _madeFrom, ...wallet }: BackupWallet,
  appOrigin: string,
): WalletDetails | null {
  const serverUrl = normalizeServerUrl(wallet.serverUrl, appOrigin);
  return serverUrl === null ? null : { ...wallet, serverUrl };
}

/**
 * The same wallet on the same server: the same key, the same wallet id, or one side's invoice key
 * is the other's key (a wallet added here with its invoice key, backed up elsewhere with its
 * admin key).
 */
function sameWallet(a: WalletDetails, b: WalletDetails): boolean {
  if (a.serverUrl !== b.serverUrl) {
    return false;
  }
  const keysOf = (w: WalletDetails) => [w.key, w.inkey].filter((k): k is string => Boolean(k));
  const shareKey = keysOf(a).some((key) => keysOf(b).includes(key));
  const shareId = a.walletId !== undefined && a.walletId === b.walletId;
  return shareKey || shareId;
}

const FILLABLE = ['inkey', 'walletId', 'userId'] as const;

export function planRestore(
  existing: readonly WalletConnection[],
  fileWallets: readonly BackupWallet[],
  appOrigin: string,
): RestoreStep[] {
  const steps: RestoreStep[] = [];
  const added: WalletDetails[] = [];
  for (const fileWallet of fileWallets) {
    const incoming = fromBackupWallet(fileWallet, appOrigin);
    // A file listing one wallet twice restores it once.
    if (!incoming || added.some((wallet) => sameWallet(wallet, incoming))) {
      continue;
    }
    const here = existing.find((wallet) => sameWallet(wallet, incoming));
    if (!here) {
      added.push(incoming);
      steps.push({ kind: 'add', wallet: incoming });
    } else if (here.key === incoming.key && here.keyType === incoming.keyType) {
      const fill: Partial<WalletDetails> = {};
      for (const field of FILLABLE) {
        if (here[field] === undefined && incoming[field] !== undefined) {
          fill[field] = incoming[field];
        }
      }
      steps.push({ kind: 'already-here', existing: here, fill });
    } else {
      steps.push({ kind: 'conflict', existing: here, incoming });
    }
  }
  return steps;
}

/**
 * The app-wallet marks a restore brings back (Wallet Connect's "Give an app its own wallet"): for
 * each file wallet marked as made from another of the file, both found among the wallets on this
 * device after the restore (added, or here already), the local id of the app's wallet and of the
 * one it was made from. A wallet that already carries a mark keeps its own.
 */
export function restoredAppWalletMarks(
  connections: readonly WalletConnection[],
  fileWallets: readonly BackupWallet[],
  appOrigin: string,
): { id: string; appWalletOf: string }[] {
  const localOf = (fileWallet: BackupWallet | undefined) => {
    const details = fileWallet && fromBackupWallet(fileWallet, appOrigin);
    return details ? connections.find((c) => sameWallet(c, details)) : undefined;
  };
  return fileWallets.flatMap((fileWallet) => {
    if (fileWallet.appWalletOf === undefined) {
      return [];
    }
    const app = localOf(fileWallet);
    const madeFrom = localOf(fileWallets[fileWallet.appWalletOf]);
    return app && madeFrom && app.id !== madeFrom.id && app.appWalletOf === undefined
      ? [{ id: app.id, appWalletOf: madeFrom.id }]
      : [];
  });
}
