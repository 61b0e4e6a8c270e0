import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchFilter, type Filter } from 'nostr-tools/filter';
import { verifyEvent, type Event as NostrEvent } from 'nostr-tools/pure';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A small Nostr relay (NIP-01) for the sandbox's NWC service, on loopback only: EVENT (id and
 * signature checked), REQ with ids/authors/kinds/#e/#p/…/since/until/limit, CLOSE, EOSE, OK and
 * NOTICE. Events live in memory up to a cap; ephemeral kinds (20000–29999) are only passed on,
 * replaceable kinds (0, 3, 10000–19999) keep the latest per pubkey and kind, addressable kinds
 * (30000–39999) the latest per pubkey, kind and `d` tag. Events whose NIP-40 `expiration` has
 * passed are refused.
 *
 * It runs inside the process a person starts with `npm start`, so its memory is bounded: the store
 * by event count and by bytes, a REQ's answer by a default and a maximum `limit`, each client's
 * unsent output (a client that does not read is cut off) and the connections per address; and so
 * is its time: a REQ (whose cost is its filters' values times the stored events) by its size and
 * its number of filters.
 *
 * Any web page the person opens can reach 127.0.0.1, so a connection that carries an `Origin`
 * (a browser's) is taken only from the sandbox's own pages (`isAllowedOrigin`); native NIP-47
 * clients and Node send none and are taken as before.
 */

export type { NostrEvent };
export type { Filter };

export interface PublishResult {
  ok: boolean;
  message: string;
}

type Listener = (event: NostrEvent) => void;

interface Subscription {
  filters: Filter[];
  send: Listener;
}

const MAX_MESSAGE_BYTES = 128 * 1024;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 64;
/**
 * A REQ, at most. Matching costs each filter value against each stored event; a NIP-47 client's
 * REQ is a few hundred bytes, and 16 KB with 20 filters keeps a REQ against a full store to tens
 * of milliseconds (7,400 filters in 100 KB took seconds).
 */
export const MAX_REQ_BYTES = 16 * 1024;
export const MAX_FILTERS_PER_REQ = 20;

export const RELAY_LIMITS = {
  /** Stored events, at most. */
  maxEvents: 10_000,
  /** Stored events' total size as JSON, at most: about 130 of the largest events. */
  maxStoredBytes: 16 * 1024 * 1024,
  /** Stored events sent for a filter without `limit`. */
  defaultLimit: 500,
  /** Stored events sent for a filter, whatever its `limit`. */
  maxLimit: 500,
  /** A client whose unsent output passes this is disconnected: it is not reading. */
  maxBufferedBytes: 2 * 1024 * 1024,
  /** Open connections from one address; more are closed at once. */
  maxConnectionsPerAddress: 32,
};

export type RelayLimits = typeof RELAY_LIMITS;

/** Close code for a connection refused or cut off for its use of resources (RFC 6455 1008). */
export const POLICY_VIOLATION = 1008;
const HEX64 = /^[0-9a-f]{64}$/;

export function isEphemeral(kind: number): boolean {
  return kind >= 20000 && kind < 30000;
}

export function isReplaceable(kind: number): boolean {
  return kind === 0 || kind === 3 || (kind >= 10000 && kind < 20000);
}

export function isAddressable(kind: number): boolean {
  return kind >= 30000 && kind < 40000;
}

/** NIP-40 `expiration` (unix seconds) of an event, if it has one. */
export function expirationOf(event: Pick<NostrEvent, 'tags'>): number | undefined {
  const tag = event.tags.find((t) => t[0] === 'expiration');
  const value = tag ? Number(tag[1]) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

function isEventShape(value: unknown): value is NostrEvent {
  const e = value as NostrEvent;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.pubkey === 'string' &&
    typeof e.sig === 'string' &&
    typeof e.content === 'string' &&
    Number.isInteger(e.kind) &&
    Number.isInteger(e.created_at) &&
    Array.isArray(e.tags) &&
    e.tags.every((t) => Array.isArray(t) && t.every((v) => typeof v === 'string'))
  );
}

function isFilter(value: unknown): value is Filter {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function replaceKey(event: NostrEvent): string | undefined {
  if (isReplaceable(event.kind)) {
    return `${event.pubkey}:${event.kind}`;
  }
  if (isAddressable(event.kind)) {
    const d = event.tags.find((t) => t[0] === 'd')?.[1] ?? '';
    return `${event.pubkey}:${event.kind}:${d}`;
  }
  return undefined;
}

/** Newest first; ties broken by the lower id (NIP-01). */
function newerFirst(a: NostrEvent, b: NostrEvent): number {
  return b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface StoredEvent {
  event: NostrEvent;
  bytes: number;
}

export class NostrRelay {
  /** In arrival order, so the first entry is the one to drop. */
  private readonly events = new Map<string, StoredEvent>();
  private storedBytes = 0;
  private readonly replaceable = new Map<string, string>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly connectionsByAddress = new Map<string, number>();
  private readonly limits: RelayLimits;
  private server?: WebSocketServer;
  private address?: string;

  constructor(
    private readonly options: Partial<RelayLimits> & {
      now?: () => number;
      /** Whether a browser page of this origin may connect; without it, no page may. */
      isAllowedOrigin?: (origin: string) => boolean;
    } = {},
  ) {
    this.limits = { ...RELAY_LIMITS, ...options };
  }

  /** What the store holds, for tests and for keeping an eye on it. */
  get stored(): { events: number; bytes: number } {
    return { events: this.events.size, bytes: this.storedBytes };
  }

  /** `ws://127.0.0.1:PORT` once listening. */
  get url(): string | undefined {
    return this.address;
  }

  async listen(port: number): Promise<string> {
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port,
      maxPayload: MAX_MESSAGE_BYTES,
      verifyClient: ({ req }: { req: IncomingMessage }, accept) =>
        this.mayConnect(req)
          ? accept(true)
          : accept(false, 403, 'Only the sandbox’s own pages may connect from a browser'),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    server.on('connection', (socket, request) => this.admit(socket, request.socket.remoteAddress));
    this.server = server;
    this.address = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.address;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) {
      return;
    }
    for (const client of server.clients) {
      client.terminate();
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Stored events matching any of the filters, newest first, each filter's limit applied (the
   * default one when it gives none, and never more than the maximum).
   */
  query(filters: Filter[]): NostrEvent[] {
    const stored = [...this.events.values()].map((entry) => entry.event).sort(newerFirst);
    const found = new Map<string, NostrEvent>();
    for (const filter of filters) {
      let taken = 0;
      const asked =
        typeof filter.limit === 'number' && Number.isFinite(filter.limit)
          ? Math.max(0, filter.limit)
          : this.limits.defaultLimit;
      const limit = Math.min(asked, this.limits.maxLimit);
      for (const event of stored) {
        if (taken >= limit) {
          break;
        }
        if (matchFilter(filter, event)) {
          found.set(event.id, event);
          taken++;
        }
      }
    }
    return [...found.values()].sort(newerFirst);
  }

  /**
   * Subscribes in-process (as the NWC service does): the listener gets every new event that
   * matches, not stored ones. Returns the unsubscribe function.
   */
  subscribe(filters: Filter[], listener: Listener): () => void {
    const subscription: Subscription = { filters, send: listener };
    this.subscriptions.add(subscription);
    return () => this.subscriptions.delete(subscription);
  }

  /** Checks, stores and passes on an event, from a socket or from inside the sandbox. */
  publish(event: NostrEvent): PublishResult {
    if (!isEventShape(event) || !HEX64.test(event.id) || !HEX64.test(event.pubkey)) {
      return { ok: false, message: 'invalid: malformed event' };
    }
    if (!verifyEvent(event)) {
      return { ok: false, message: 'invalid: bad event id or signature' };
    }
    const expiration = expirationOf(event);
    if (expiration !== undefined && expiration <= this.now()) {
      return { ok: false, message: 'invalid: event has expired' };
    }
    if (this.events.has(event.id)) {
      return { ok: true, message: 'duplicate: already have this event' };
    }
    if (!isEphemeral(event.kind)) {
      const key = replaceKey(event);
      if (key) {
        const previousId = this.replaceable.get(key);
        const previous = previousId ? this.events.get(previousId)?.event : undefined;
        if (previous && newerFirst(previous, event) <= 0) {
          return { ok: true, message: 'duplicate: have a newer event' };
        }
        if (previousId) {
          this.forget(previousId);
        }
        this.replaceable.set(key, event.id);
      }
      this.store(event);
    }
    for (const subscription of [...this.subscriptions]) {
      if (subscription.filters.some((filter) => matchFilter(filter, event))) {
        subscription.send(event);
      }
    }
    return { ok: true, message: '' };
  }

  private now(): number {
    return this.options.now ? this.options.now() : Math.floor(Date.now() / 1000);
  }

  private store(event: NostrEvent): void {
    const bytes = Buffer.byteLength(JSON.stringify(event));
    this.events.set(event.id, { event, bytes });
    this.storedBytes += bytes;
    while (
      this.events.size > this.limits.maxEvents ||
      (this.storedBytes > this.limits.maxStoredBytes && this.events.size > 0)
    ) {
      const oldest = this.events.keys().next().value as string;
      const dropped = this.events.get(oldest)!.event;
      this.forget(oldest);
      const key = replaceKey(dropped);
      if (key && this.replaceable.get(key) === oldest) {
        this.replaceable.delete(key);
      }
    }
  }

  private forget(id: string): void {
    const entry = this.events.get(id);
    if (entry) {
      this.events.delete(id);
      this.storedBytes -= entry.bytes;
    }
  }

  /** A client without `Origin` (not a browser), or a page the sandbox serves. */
  private mayConnect(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    return origin === undefined || (this.options.isAllowedOrigin?.(origin) ?? false);
  }

  /** Counts the connection against its address; over the cap, it is closed at once. */
  private admit(socket: WebSocket, remoteAddress: string | undefined): void {
    const address = remoteAddress ?? 'unknown';
    const open = this.connectionsByAddress.get(address) ?? 0;
    if (open >= this.limits.maxConnectionsPerAddress) {
      socket.close(POLICY_VIOLATION, 'too many connections from this address');
      return;
    }
    this.connectionsByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (this.connectionsByAddress.get(address) ?? 1) - 1;
      if (left > 0) {
        this.connectionsByAddress.set(address, left);
      } else {
        this.connectionsByAddress.delete(address);
      }
    });
    this.attach(socket);
  }

  private attach(socket: WebSocket): void {
    const subs = new Map<string, Subscription>();
    const send = (message: unknown[]) => {
      if (socket.readyState !== socket.OPEN) {
        return;
      }
      socket.send(JSON.stringify(message));
      // Output a client does not read piles up in this process; past the bound, let it go (a
      // close frame would only queue behind the rest).
      if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
        socket.terminate();
      }
    };
    const notice = (text: string) => send(['NOTICE', text]);
    const unsubscribe = (id: string) => {
      const existing = subs.get(id);
      if (existing) {
        this.subscriptions.delete(existing);
        subs.delete(id);
      }
    };

    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        notice('error: binary messages are not supported');
        return;
      }
      const bytes = Array.isArray(data)
        ? data.reduce((total, part) => total + part.length, 0)
        : (data as Buffer | ArrayBuffer).byteLength;
      let message: unknown;
      try {
        message = JSON.parse(data.toString());
      } catch {
        notice('error: could not parse message as JSON');
        return;
      }
      if (!Array.isArray(message) || typeof message[0] !== 'string') {
        notice('error: a message must be a JSON array starting with a string');
        return;
      }
      const [type, ...rest] = message as [string, ...unknown[]];
      if (type === 'EVENT') {
        const event = rest[0];
        const id = (event as { id?: unknown } | null)?.id;
        const result = this.publish(event as NostrEvent);
        if (typeof id === 'string') {
          send(['OK', id, result.ok, result.message]);
        } else {
          notice(`error: ${result.message}`);
        }
        return;
      }
      if (type === 'REQ') {
        const [id, ...filters] = rest;
        if (typeof id !== 'string' || id === '' || id.length > 64) {
          notice('error: invalid subscription id');
          return;
        }
        if (filters.length > MAX_FILTERS_PER_REQ) {
          unsubscribe(id);
          send(['CLOSED', id, `error: too many filters (at most ${MAX_FILTERS_PER_REQ})`]);
          return;
        }
        if (filters.length === 0 || !filters.every(isFilter)) {
          send(['CLOSED', id, 'error: a REQ needs at least one filter object']);
          return;
        }
        if (bytes > MAX_REQ_BYTES) {
          unsubscribe(id);
          send(['CLOSED', id, `error: REQ too large (at most ${MAX_REQ_BYTES / 1024} KB)`]);
          return;
        }
        unsubscribe(id);
        if (subs.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          send(['CLOSED', id, 'error: too many subscriptions']);
          return;
        }
        for (const event of this.query(filters)) {
          if (socket.readyState !== socket.OPEN) {
            return;
          }
          send(['EVENT', id, event]);
        }
        send(['EOSE', id]);
        const subscription: Subscription = {
          filters,
          send: (event) => send(['EVENT', id, event]),
        };
        subs.set(id, subscription);
        this.subscriptions.add(subscription);
        return;
      }
      if (type === 'CLOSE') {
        if (typeof rest[0] === 'string') {
          unsubscribe(rest[0]);
        }
        return;
      }
      notice(`error: unknown message type ${type}`);
    });
    socket.on('close', () => {
      for (const id of [...subs.keys()]) {
        unsubscribe(id);
      }
    });
    socket.on('error', () => socket.terminate());
  }
}
