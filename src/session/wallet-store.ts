// The wallets this device is connected to, kept in localStorage, plus which one is active.
// Keys stay on the device: they are sent only as the X-Api-Key header to the wallet's own server.
import { z } from 'zod/mini';
import { clearSnapshots } from './offline-snapshot';

export type KeyType = 'admin' | 'invoice';

export interface WalletConnection {
  /** Local id (uuid), not the server's wallet id. */
  id: string;
  /** '' = the origin the app is served from. */
  serverUrl: string;
  name: string;
  /** The key used for every call: the admin key when keyType is 'admin'. */
  key: string;
  keyType: KeyType;
  /** The invoice key when known (demo hand-off, new account); used as the websocket channel. */
  inkey?: string;
  /** The server's wallet id when known (admin keys reveal it). */
  walletId?: string;
  /** The LNbits user (account) id, when the server gave it (a new account); opens LNbits' page. */
  userId?: string;
  /** Made by "Create a new wallet on this server": its key existed nowhere else at first. */
  createdHere?: boolean;
  /** ISO time the person saved the keys or restored them from a backup file. */
  backedUpAt?: string;
}

export interface WalletState {
  connections: WalletConnection[];
  activeId: string | null;
}

export const STORAGE_KEY = 'pocketbits.wallets.v1';

const ConnectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  serverUrl: z.string(),
  name: z.string(),
  key: z.string().check(z.minLength(1)),
  keyType: z.enum(['admin', 'invoice']),
  inkey: z.optional(z.string()),
  walletId: z.optional(z.string()),
  userId: z.optional(z.string()),
  createdHere: z.optional(z.boolean()),
  backedUpAt: z.optional(z.string()),
});

const StateSchema = z.object({
  connections: z.array(ConnectionSchema),
  activeId: z.nullable(z.string()),
});

const EMPTY: WalletState = { connections: [], activeId: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: WalletState | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

function read(): WalletState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) {
    return EMPTY;
  }
  try {
    const parsed = StateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      return EMPTY;
    }
    const state = parsed.data;
    const activeExists = state.connections.some((c) => c.id === state.activeId);
    return {
      connections: state.connections,
      activeId: activeExists ? state.activeId : (state.connections[0]?.id ?? null),
    };
  } catch {
    return EMPTY;
  }
}

function write(next: WalletState): void {
  cache = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or disabled storage: keep the in-memory state for this session.
  }
  listeners.forEach((listener) => listener());
}

/** The current state; the same object until something changes (fit for useSyncExternalStore). */
export function getWalletState(): WalletState {
  cache ??= read();
  return cache;
}

export function getActiveWallet(state: WalletState = getWalletState()): WalletConnection | null {
  return state.connections.find((c) => c.id === state.activeId) ?? null;
}

export function subscribeWallets(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newId(): string {
  // randomUUID needs a secure context; plain-http LAN use still gets a random id.
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored connection for the same wallet on the same server (same key, or same wallet id). */
export function findSameWallet(
  input: Pick<WalletConnection, 'serverUrl' | 'key' | 'walletId'>,
  state: WalletState = getWalletState(),
): WalletConnection | undefined {
  return state.connections.find(
    (c) =>
      c.serverUrl === input.serverUrl &&
      (c.key === input.key || (input.walletId !== undefined && c.walletId === input.walletId)),
  );
}

const OPTIONAL_FIELDS = ['inkey', 'walletId', 'userId', 'createdHere', 'backedUpAt'] as const;

/** Stored JSON keeps no `"field": undefined` holes (they would not survive a round trip anyway). */
function dropUndefined(connection: WalletConnection): WalletConnection {
  for (const field of OPTIONAL_FIELDS) {
    if (connection[field] === undefined) {
      delete connection[field];
    }
  }
  return connection;
}

/**
 * Stores a connection and makes it active. The same key, or the same wallet id, on the same
 * server replaces the earlier entry (keeping its local id) instead of adding a duplicate.
 */
export function addWallet(input: Omit<WalletConnection, 'id'>): WalletConnection {
  const state = getWalletState();
  const existing = findSameWallet(input, state);
  // Re-adding the same key keeps what was learnt about it before (its invoice key, wallet id).
  const known = existing?.key === input.key ? existing : undefined;
  const connection: WalletConnection = {
    ...input,
    id: existing?.id ?? newId(),
    inkey: input.inkey ?? known?.inkey,
    walletId: input.walletId ?? known?.walletId,
    userId: input.userId ?? known?.userId,
    createdHere: input.createdHere ?? known?.createdHere,
    backedUpAt: input.backedUpAt ?? known?.backedUpAt,
  };
  dropUndefined(connection);
  const connections = existing
    ? state.connections.map((c) => (c.id === existing.id ? connection : c))
    : [...state.connections, connection];
  write({ connections, activeId: connection.id });
  return connection;
}

export function setActiveWallet(id: string): void {
  const state = getWalletState();
  if (!state.connections.some((c) => c.id === id) || state.activeId === id) {
    return;
  }
  write({ ...state, activeId: id });
}

/** Keeps the stored name in step with the server's (the wallet may be renamed elsewhere). */
export function renameWallet(id: string, name: string): void {
  const state = getWalletState();
  if (!state.connections.some((c) => c.id === id && c.name !== name)) {
    return;
  }
  write({
    ...state,
    connections: state.connections.map((c) => (c.id === id ? { ...c, name } : c)),
  });
}

/** Forgets a connection (its key and its offline copy). Another one becomes active if any. */
export function removeWallet(id: string): void {
  clearSnapshots(id);
  const state = getWalletState();
  const connections = state.connections.filter((c) => c.id !== id);
  const activeId = state.activeId === id ? (connections[0]?.id ?? null) : state.activeId;
  write({ connections, activeId });
}

/** True for a wallet made here whose keys the person has not saved yet: losing them loses it. */
export function needsBackup(wallet: WalletConnection): boolean {
  return wallet.createdHere === true && wallet.backedUpAt === undefined;
}

/** Records that the keys of these wallets were saved (shown and confirmed, or in a backup file). */
export function markBackedUp(ids: readonly string[], at: Date = new Date()): void {
  const state = getWalletState();
  if (!state.connections.some((c) => ids.includes(c.id) && c.backedUpAt === undefined)) {
    return;
  }
  const backedUpAt = at.toISOString();
  write({
    ...state,
    connections: state.connections.map((c) =>
      ids.includes(c.id) && c.backedUpAt === undefined ? { ...c, backedUpAt } : c,
    ),
  });
}

/**
 * Adds wallets read from a backup file, as they are (the caller has checked that none is on the
 * device already). They count as backed up. The active wallet stays; with none, the first added
 * becomes active.
 */
export function restoreWallets(
  wallets: readonly Omit<WalletConnection, 'id'>[],
  at: Date = new Date(),
): WalletConnection[] {
  if (wallets.length === 0) {
    return [];
  }
  const state = getWalletState();
  const backedUpAt = at.toISOString();
  const added = wallets.map((wallet) => dropUndefined({ ...wallet, id: newId(), backedUpAt }));
  write({
    connections: [...state.connections, ...added],
    activeId: state.activeId ?? added[0]!.id,
  });
  return added;
}

/** Changes a stored wallet's details, keeping its local id (a restore the person agreed to). */
export function updateWallet(id: string, changes: Partial<Omit<WalletConnection, 'id'>>): void {
  const state = getWalletState();
  if (!state.connections.some((c) => c.id === id)) {
    return;
  }
  write({
    ...state,
    connections: state.connections.map((c) =>
      c.id === id ? dropUndefined({ ...c, ...changes, id }) : c,
    ),
  });
}

/** Re-reads storage (another tab changed it). */
export function reloadWallets(): void {
  cache = read();
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) {
      reloadWallets();
    }
  });
}
