// The wallets this device is connected to, plus which one is active. The API is synchronous over
// an in-memory state that exists only while the vault is open; underneath, everything is kept
// encrypted in one localStorage record (./vault.ts): under the device key when no lock is set,
// under the PIN (and optionally a passkey) when one is. Locking drops the decrypted state and the
// data key from memory. Keys are sent only as the X-Api-Key header to the wallet's own server.
import { z } from 'zod/mini';
import type { SecretKind } from '@/lib/lock-secret';
import { needsUnlock, openData, secretKindOf } from '@/lib/vault-record';
import type { VaultRecord } from '@/lib/vault-record';
import { defaultKeyStore } from '../vault/device-keys';
import { forgetWalletTraces } from './wallet-traces';
import { requestPersistentStorage } from '../vault/persistent-storage';
import {
  VAULT_KEY,
  VaultUnreadableError,
  createDeviceVault,
  openWithDeviceKey,
  readVault,
  saveData,
  setAsideUnreadable,
} from '../vault/vault';
import type { OpenVault, VaultDeps, VaultStorage } from '../vault/vault';

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
  /**
   * An access token of the wallet's account, kept only when the person chose to remember the
   * account when turning on payment notifications (to turn them off later without asking).
   */
  accountToken?: string;
  /** Made by "Create a new wallet on this server": its key existed nowhere else at first. */
  createdHere?: boolean;
  /** ISO time the person saved the keys or restored them from a backup file. */
  backedUpAt?: string;
  /**
   * Made as an app's own wallet ("Give an app its own wallet", on the NWC screen): the local id
   * of the wallet it was made from and funded by, whose connection list shows it.
   */
  appWalletOf?: string;
}

export interface WalletState {
  connections: WalletConnection[];
  activeId: string | null;
}

/** Where earlier versions kept the wallets in plain text; moved into the vault at start. */
export const LEGACY_STORAGE_KEY = 'pocketbits.wallets.v1';

const ConnectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  serverUrl: z.string(),
  name: z.string(),
  key: z.string().check(z.minLength(1)),
  keyType: z.enum(['admin', 'invoice']),
  inkey: z.optional(z.string()),
  walletId: z.optional(z.string()),
  userId: z.optional(z.string()),
  accountToken: z.optional(z.string()),
  createdHere: z.optional(z.boolean()),
  backedUpAt: z.optional(z.string()),
  appWalletOf: z.optional(z.string()),
});

const StateSchema = z.object({
  connections: z.array(ConnectionSchema),
  activeId: z.nullable(z.string()),
});

const EMPTY: WalletState = { connections: [], activeId: null };

export type VaultStatus = 'opening' | 'locked' | 'open';

export interface LockState {
  /** opening: reading the vault at start; locked: waiting for the PIN or passkey. */
  status: VaultStatus;
  /**
   * A lock is set: the wallets open only with the PIN (or passphrase) or the passkey. (Named for
   * the PIN, which was the only lock once; with the passkey alone it is set too.)
   */
  pinSet: boolean;
  /** What the person types to unlock; null when nothing is typed (no lock, or the passkey alone). */
  secret: SecretKind | null;
  /** Passkey unlock is on, with this credential. */
  passkey: { credentialId: string; prfSalt: string } | null;
  /** Wallets were saved here that this browser can no longer open (its device key is gone). */
  unreadable: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: WalletState = EMPTY;
let lockState: LockState = {
  status: 'opening',
  pinSet: false,
  secret: null,
  passkey: null,
  unreadable: false,
};
/** The opened vault (record, data key, JSON) while unlocked; null when locked or none exists. */
let vault: OpenVault | null = null;
let deps: VaultDeps | undefined;
let started: Promise<void> | undefined;
/** Every vault step runs in this one queue, in order: a save never races a change of lock. */
let queue: Promise<unknown> = Promise.resolve();

const NO_STORAGE: VaultStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function storage(): VaultStorage {
  try {
    return globalThis.localStorage ?? NO_STORAGE;
  } catch {
    return NO_STORAGE; // storage disabled (privacy mode, sandboxed frame)
  }
}

function vaultDeps(): VaultDeps {
  deps ??= { storage: storage(), keys: defaultKeyStore() };
  return deps;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** The wallet state in a decrypted vault (or a legacy record); EMPTY when it is not one. */
function parseState(text: string | null): WalletState {
  if (!text) {
    return EMPTY;
  }
  try {
    const parsed = StateSchema.safeParse(JSON.parse(text));
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

/** `base` plus the connections of `extra` it does not already have (same server and key or id). */
function mergeStates(base: WalletState, extra: WalletState): WalletState {
  const added = extra.connections.filter((c) => !findSameWallet(c, base));
  if (added.length === 0) {
    return base;
  }
  return {
    connections: [...base.connections, ...added],
    activeId: base.activeId ?? added[0]?.id ?? null,
  };
}

function setLockState(changes: Partial<LockState>, record: VaultRecord | null): void {
  const next: LockState = {
    ...lockState,
    ...changes,
    pinSet: record !== null && needsUnlock(record),
    secret: record === null ? null : secretKindOf(record),
    passkey: record?.wraps.passkey
      ? { credentialId: record.wraps.passkey.credentialId, prfSalt: record.wraps.passkey.prfSalt }
      : null,
  };
  const same =
    next.status === lockState.status &&
    next.pinSet === lockState.pinSet &&
    next.secret === lockState.secret &&
    next.unreadable === lockState.unreadable &&
    next.passkey?.credentialId === lockState.passkey?.credentialId &&
    next.passkey?.prfSalt === lockState.passkey?.prfSalt;
  if (!same) {
    lockState = next;
  }
}

// ---------------------------------------------------------------------------------------------
// Opening, locking, saving

/**
 * Opens the vault once, at app start: with the device key when no lock is set (and the wallets
 * are then there), or leaves it locked for the PIN. A plain-text record of an earlier version is
 * moved into the vault and removed. `with` replaces the storage or the device-key store (tests).
 */
export function startWalletStore(with_?: Partial<VaultDeps>): Promise<void> {
  if (with_) {
    deps = { ...vaultDeps(), ...with_ };
  }
  started ??= enqueue(openAtStart).finally(notify);
  return started;
}

async function openAtStart(): Promise<void> {
  const d = vaultDeps();
  const record = readVault(d);
  if (!record && d.storage.getItem(VAULT_KEY) !== null) {
    // Not a record this version can read (damaged, or from a newer version): kept, not overwritten.
    setAsideUnreadable(d);
    lockState = { ...lockState, unreadable: true };
  }
  if (record && needsUnlock(record)) {
    setLockState({ status: 'locked' }, record);
    return;
  }
  let state = EMPTY;
  if (record) {
    try {
      vault = await openWithDeviceKey(d, record);
      state = parseState(vault.text);
    } catch (error) {
      if (!(error instanceof VaultUnreadableError)) {
        throw error;
      }
      setAsideUnreadable(d);
      lockState = { ...lockState, unreadable: true };
    }
  }
  cache = await adoptLegacy(state);
  setLockState({ status: 'open' }, vault?.record ?? null);
}

/** Moves a plain-text record of an earlier version into the open vault, then removes it. */
async function adoptLegacy(state: WalletState): Promise<WalletState> {
  const d = vaultDeps();
  const legacyText = d.storage.getItem(LEGACY_STORAGE_KEY);
  if (legacyText === null) {
    return state;
  }
  const merged = mergeStates(state, parseState(legacyText));
  const text = JSON.stringify(merged);
  if (merged !== state || !vault) {
    vault = vault ? await saveData(d, vault, text) : await createDeviceVault(d, text);
  }
  // Only once the vault holds them: a tab closed before this line finds both and merges again.
  d.storage.removeItem(LEGACY_STORAGE_KEY);
  return merged;
}

/** Resolves once every change made so far is written (tests, and flows that must not lose one). */
export function whenWalletsSaved(): Promise<void> {
  return enqueue(async () => undefined);
}

function write(next: WalletState): void {
  cache = next;
  notify();
  const text = JSON.stringify(next);
  // Quota or storage off: the in-memory state holds for this session.
  enqueue(() => persist(text)).catch(() => undefined);
}

async function persist(text: string): Promise<void> {
  const d = vaultDeps();
  if (vault) {
    if (vault.text !== text) {
      vault = await saveData(d, vault, text);
    }
    return;
  }
  if (lockState.status !== 'open') {
    return; // locked or not read yet: nothing to write into
  }
  const existing = readVault(d);
  if (existing && !needsUnlock(existing)) {
    // Another tab made the vault meanwhile: join it rather than overwrite its wallets.
    const theirs = await openWithDeviceKey(d, existing);
    const merged = mergeStates(parseState(text), parseState(theirs.text));
    vault = await saveData(d, theirs, JSON.stringify(merged));
    cache = merged;
    notify();
    return;
  }
  if (existing) {
    return; // another tab set a PIN meanwhile; its storage event locks this one
  }
  vault = await createDeviceVault(d, text);
  setLockState({}, vault.record);
  notify();
}

/** Drops the decrypted wallets and the data key from memory; the vault needs the PIN again. */
export function lockWallets(): void {
  if (!lockState.pinSet || lockState.status !== 'open') {
    return;
  }
  cache = EMPTY;
  setLockState({ status: 'locked' }, vault?.record ?? null);
  notify();
  // After the saves already queued (they hold the key they need), not before.
  void enqueue(async () => {
    if (lockState.status === 'locked') {
      vault?.dek.fill(0);
      vault = null;
    }
  });
}

/** The stored vault record (to unlock it). */
export function storedVault(): VaultRecord | null {
  return readVault(vaultDeps());
}

/**
 * The record of the vault open in memory, null while locked: what a check made while unlocked
 * judges by, whatever a script may since have done to the stored copy.
 */
export function openedVaultRecord(): VaultRecord | null {
  return lockState.status === 'open' ? (vault?.record ?? null) : null;
}

/** Takes an opened vault (right PIN or passkey): the wallets are back. */
export function adoptUnlockedVault(opened: OpenVault): Promise<void> {
  return enqueue(async () => {
    vault = opened;
    cache = await adoptLegacy(parseState(opened.text));
    setLockState({ status: 'open' }, opened.record);
    notify();
  });
}

/**
 * Replaces the vault with one `make` builds from the current wallet state (set, change or remove
 * the PIN; add or remove the passkey). Only while open.
 */
export function changeVault(
  make: (deps: VaultDeps, current: OpenVault | null, text: string) => Promise<OpenVault>,
): Promise<void> {
  return enqueue(async () => {
    if (lockState.status !== 'open') {
      throw new Error('The wallets are locked.');
    }
    vault = await make(vaultDeps(), vault, JSON.stringify(cache));
    setLockState({}, vault.record);
    notify();
  });
}

/** Another tab wrote the vault: read it with the key in memory, or follow its change of lock. */
async function followOtherTab(): Promise<void> {
  const d = vaultDeps();
  const record = readVault(d);
  if (record && vault && lockState.status === 'open' && record.gen === vault.record.gen) {
    const text = await openData(vault.dek, record);
    vault = { record, dek: vault.dek, text };
    cache = parseState(text);
  } else if (record && needsUnlock(record)) {
    vault?.dek.fill(0);
    vault = null;
    cache = EMPTY;
    setLockState({ status: 'locked' }, record);
  } else if (record) {
    vault = await openWithDeviceKey(d, record);
    cache = parseState(vault.text);
    setLockState({ status: 'open' }, record);
  } else {
    vault = null;
    cache = EMPTY;
    setLockState({ status: 'open' }, null);
  }
  setLockState({}, vault?.record ?? record);
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (started && (event.key === VAULT_KEY || event.key === null)) {
      enqueue(followOtherTab).catch(() => undefined);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The synchronous API the screens use

export function getLockState(): LockState {
  return lockState;
}

/** The current state; the same object until something changes (fit for useSyncExternalStore). */
export function getWalletState(): WalletState {
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

const OPTIONAL_FIELDS = [
  'inkey',
  'walletId',
  'userId',
  'accountToken',
  'createdHere',
  'backedUpAt',
] as const;

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
    accountToken: input.accountToken ?? known?.accountToken,
    createdHere: input.createdHere ?? known?.createdHere,
    backedUpAt: input.backedUpAt ?? known?.backedUpAt,
  };
  dropUndefined(connection);
  const connections = existing
    ? state.connections.map((c) => (c.id === existing.id ? connection : c))
    : [...state.connections, connection];
  write({ connections, activeId: connection.id });
  void requestPersistentStorage();
  return connection;
}

export function setActiveWallet(id: string): void {
  const state = getWalletState();
  if (!state.connections.some((c) => c.id === id) || state.activeId === id) {
    return;
  }
  write({ ...state, activeId: id });
}

/**
 * Keeps the stored name in step with the server's (the wallet may be renamed elsewhere). Says
 * whether the name changed.
 */
export function renameWallet(id: string, name: string): boolean {
  const state = getWalletState();
  if (!state.connections.some((c) => c.id === id && c.name !== name)) {
    return false;
  }
  write({
    ...state,
    connections: state.connections.map((c) => (c.id === id ? { ...c, name } : c)),
  });
  return true;
}

/**
 * Forgets a connection: its key, its offline copy and every other trace kept about it (recent
 * recipients…, ./wallet-traces.ts). Another one becomes active if any.
 */
export function removeWallet(id: string): void {
  forgetWalletTraces(id);
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
  void requestPersistentStorage();
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
