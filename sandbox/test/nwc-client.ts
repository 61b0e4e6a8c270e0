/**
 * A small NIP-47 (Nostr Wallet Connect) client for tests: connect with a pairing URI, send
 * requests, get decrypted responses. Depends only on nostr-tools and ws, so end-to-end tests can
 * reuse it against a running sandbox.
 *
 *   const client = await connectNwc(uri);
 *   const { result, error } = await client.request('get_balance');
 *   client.close();
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import * as nip04 from 'nostr-tools/nip04';
import * as nip44 from 'nostr-tools/nip44';
import { finalizeEvent, getPublicKey, type Event, type EventTemplate } from 'nostr-tools/pure';
import WebSocket from 'ws';
import { isValidNwcSecret, readNwcUri } from '../../src/lib/nwc.ts';

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
  /** Publishes any event and resolves with the relay's OK. */
  publish(event: Event): Promise<{ ok: boolean; message: string }>;
  /** Waits for the response to the request with this id. */
  response(requestId: string, timeoutMs?: number): Promise<NwcResponse>;
  close(): void;
}

/** Connects to the URI's first relay and subscribes to the wallet's responses to this client. */
export async function connectNwc(
  uri: string,
  defaults: { encryption?: NwcEncryption; timeoutMs?: number } = {},
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

  const responses = new Map<string, NwcResponse>();
  const waiters = new Map<string, (response: NwcResponse) => void>();
  const oks = new Map<string, (ok: { ok: boolean; message: string }) => void>();
  let eose!: () => void;
  const subscribed = new Promise<void>((resolve) => (eose = resolve));

  const decrypt = (event: Event): string => {
    const nip44Tagged = event.tags.some((t) => t[0] === 'encryption' && t[1] === 'nip44_v2');
    if (nip44Tagged || !event.content.includes('?iv=')) {
      return nip44.v2.decrypt(
        event.content,
        nip44.v2.utils.getConversationKey(secretKey, pairing.walletPubkey),
      );
    }
    return nip04.decrypt(secretKey, pairing.walletPubkey, event.content);
  };

  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown[];
    if (message[0] === 'EOSE' && message[1] === 'nwc') {
      eose();
    } else if (message[0] === 'OK') {
      oks.get(message[1] as string)?.({ ok: message[2] as boolean, message: message[3] as string });
      oks.delete(message[1] as string);
    } else if (message[0] === 'EVENT' && message[1] === 'nwc') {
      const event = message[2] as Event;
      const requestId = event.tags.find((t) => t[0] === 'e')?.[1];
      if (!requestId) {
        return;
      }
      const body = JSON.parse(decrypt(event)) as Omit<NwcResponse, 'event'>;
      const response = { ...body, event };
      const waiter = waiters.get(requestId);
      if (waiter) {
        waiters.delete(requestId);
        waiter(response);
      } else {
        responses.set(requestId, response);
      }
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

  const client: NwcClient = {
    walletPubkey: pairing.walletPubkey,
    clientPubkey,
    relay,
    buildRequest(method, params = {}, options = {}) {
      const encryption = options.encryption ?? defaults.encryption ?? 'nip04';
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
      return new Promise((resolve) => {
        oks.set(event.id, resolve);
        socket.send(JSON.stringify(['EVENT', event]));
      });
    },
    response(requestId, timeoutMs = defaults.timeoutMs ?? 5000) {
      const ready = responses.get(requestId);
      if (ready) {
        responses.delete(requestId);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(requestId);
          reject(new Error(`no NWC response to ${requestId} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.set(requestId, (response) => {
          clearTimeout(timer);
          resolve(response);
        });
      });
    },
    async request(method, params = {}, options = {}) {
      const event = client.buildRequest(method, params, options);
      const waiting = client.response(event.id, options.timeoutMs);
      const ok = await client.publish(event);
      if (!ok.ok) {
        throw new Error(`the relay refused the request: ${ok.message}`);
      }
      return waiting;
    },
    close() {
      socket.close();
    },
  };
  return client;
}
