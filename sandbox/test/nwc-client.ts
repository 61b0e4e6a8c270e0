/**
 * A small NIP-47 (Nostr Wallet Connect) client for tests: connect with a pairing URI, send
 * requests, get decrypted responses. Depends only on nostr-tools and ws, so end-to-end tests can
 * reuse it against a running sandbox or a genuine LNbits (nwcprovider behind nostrclient).
 *
 *   const client = await connectNwc(uri);
 *   const { result, error } = await client.request('get_balance');
 *   client.close();
 *
 * It speaks as every genuine service understands: requests are NIP-04 (nwcprovider 1.1.2 leaves
 * NIP-44 requests unanswered), and a request is done when its response event arrives, never when
 * the relay says `OK` (nostrclient does not pass `OK` on to its clients).
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import * as nip04 from 'nostr-tools/nip04';
import * as nip44 from 'nostr-tools/nip44';
import { finalizeEvent, getPublicKey, type Event, type EventTemplate } from 'nostr-tools/pure';
import WebSocket from 'ws';
import { isValidNwcSecret, readNwcUri } from '../../src/lib/nwc.ts';

/**
 * `nip04` is what NIP-47 services answer; `nip44_v2` is there to show which services leave such a
 * request unanswered (both the sandbox and nwcprovider 1.1.2 do).
 */
export type NwcEncryption = 'nip04' | 'nip44_v2';

export interface PairingUri {
  walletPubkey: string;
  relays: string[];
  secret: string;
  lud16?: string;
}

export interface NwcError {
  code: string;
  message: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are per method
export interface NwcResponse<T = any> {
  result_type: string;
  result?: T;
  error?: NwcError;
  /** The kind-23195 event the answer came in. */
  event: Event;
}

export interface RequestOptions {
  encryption?: NwcEncryption;
  /** NIP-40 expiration tag (unix seconds). */
  expiration?: number;
  timeoutMs?: number;
}

/** A relay's `["OK", id, accepted, message]`, as `{ ok, message }`. */
export interface RelayReply {
  ok: boolean;
  message: string;
}

/** A pairing URI the app's own reader accepts, with a usable secret; throws otherwise. */
export function parsePairingUri(uri: string): PairingUri {
  const reading = readNwcUri(uri);
  if (!reading.ok) {
    throw new Error(`not a NWC pairing URI (${reading.problem}): ${uri}`);
  }
  const { walletPubkey, relays, secret, lud16 } = reading.uri;
  if (!isValidNwcSecret(secret)) {
    throw new Error('a pairing URI needs a relay and a 64-hex secret');
  }
  return { walletPubkey, relays, secret: secret.toLowerCase(), lud16 };
}

export interface NwcClient {
  readonly walletPubkey: string;
  readonly clientPubkey: string;
  readonly relay: string;
  /** Sends one request and waits for its response (or rejects after the timeout). */
  request<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    params?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<NwcResponse<T>>;
  /** The encrypted request event `request` would send, without sending it. */
  buildRequest(method: string, params?: Record<string, unknown>, options?: RequestOptions): Event;
  /** Publishes any event; what follows is read from `response` (or, on a relay that sends it, `relayReply`). */
  publish(event: Event): void;
  /**
   * The relay's `OK` for an event published on this connection: a NIP-01 relay (the sandbox's)
   * sends one, nostrclient never does, so only tests of the sandbox's relay wait for it.
   */
  relayReply(eventId: string, timeoutMs?: number): Promise<RelayReply>;
  /** Waits for the response to the request with this id. */
  response(requestId: string, timeoutMs?: number): Promise<NwcResponse>;
  close(): void;
}

/**
 * Messages keyed by event id that may arrive before or after someone waits for them: kept until
 * taken, or handed straight to the waiter.
 */
class Mailbox<T> {
  private readonly arrived = new Map<string, T>();
  private readonly waiters = new Map<string, (value: T) => void>();

  deliver(id: string, value: T): void {
    const waiter = this.waiters.get(id);
    if (waiter) {
      this.waiters.delete(id);
      waiter(value);
    } else {
      this.arrived.set(id, value);
    }
  }

  take(id: string, timeoutMs: number, what: string): Promise<T> {
    const ready = this.arrived.get(id);
    if (ready !== undefined) {
      this.arrived.delete(id);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(id);
        reject(new Error(`no ${what} ${id} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  }
}

/** Connects to the URI's first relay and subscribes to the wallet's responses to this client. */
export async function connectNwc(
  uri: string,
  defaults: { timeoutMs?: number } = {},
): Promise<NwcClient> {
  const pairing = parsePairingUri(uri);
  const secretKey = hexToBytes(pairing.secret);
  const clientPubkey = getPublicKey(secretKey);
  const relay = pairing.relays[0]!;
  const socket = new WebSocket(relay);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const responses = new Mailbox<NwcResponse>();
  const replies = new Mailbox<RelayReply>();
  let eose!: () => void;
  const subscribed = new Promise<void>((resolve) => (eose = resolve));

  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown[];
    if (message[0] === 'EOSE' && message[1] === 'nwc') {
      eose();
    } else if (message[0] === 'OK') {
      replies.deliver(message[1] as string, {
        ok: message[2] as boolean,
        message: message[3] as string,
      });
    } else if (message[0] === 'EVENT' && message[1] === 'nwc') {
      const event = message[2] as Event;
      const requestId = event.tags.find((t) => t[0] === 'e')?.[1];
      if (!requestId) {
        return;
      }
      // NIP-47 services answer in NIP-04. An answer in anything else is still delivered, as an
      // error of this client's own, so a test expecting no answer at all sees that one came.
      let body: Omit<NwcResponse, 'event'>;
      try {
        body = JSON.parse(
          nip04.decrypt(secretKey, pairing.walletPubkey, event.content),
        ) as typeof body;
      } catch (error) {
        body = {
          result_type: '',
          error: { code: 'CLIENT_UNREADABLE', message: `not NIP-04 JSON: ${String(error)}` },
        };
      }
      responses.deliver(requestId, { ...body, event });
    }
  });
  socket.send(
    JSON.stringify([
      'REQ',
      'nwc',
      { kinds: [23195], authors: [pairing.walletPubkey], '#p': [clientPubkey] },
    ]),
  );
  await subscribed;

  const sign = (template: EventTemplate) => finalizeEvent(template, secretKey);
  const defaultTimeoutMs = defaults.timeoutMs ?? 5000;

  const client: NwcClient = {
    walletPubkey: pairing.walletPubkey,
    clientPubkey,
    relay,
    buildRequest(method, params = {}, options = {}) {
      const encryption = options.encryption ?? 'nip04';
      const plaintext = JSON.stringify({ method, params });
      const content =
        encryption === 'nip44_v2'
          ? nip44.v2.encrypt(
              plaintext,
              nip44.v2.utils.getConversationKey(secretKey, pairing.walletPubkey),
            )
          : nip04.encrypt(secretKey, pairing.walletPubkey, plaintext);
      const tags = [['p', pairing.walletPubkey]];
      if (encryption === 'nip44_v2') {
        tags.push(['encryption', 'nip44_v2']);
      }
      if (options.expiration !== undefined) {
        tags.push(['expiration', String(options.expiration)]);
      }
      return sign({ kind: 23194, created_at: Math.floor(Date.now() / 1000), content, tags });
    },
    publish(event) {
      socket.send(JSON.stringify(['EVENT', event]));
    },
    relayReply(eventId, timeoutMs = defaultTimeoutMs) {
      return replies.take(eventId, timeoutMs, 'relay OK for');
    },
    response(requestId, timeoutMs = defaultTimeoutMs) {
      return responses.take(requestId, timeoutMs, 'NWC response to');
    },
    request(method, params = {}, options = {}) {
      const event = client.buildRequest(method, params, options);
      const answer = client.response(event.id, options.timeoutMs);
      client.publish(event);
      return answer;
    },
    close() {
      socket.close();
    },
  };
  return client;
}
