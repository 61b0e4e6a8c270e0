import { finalizeEvent, generateSecretKey, getPublicKey, type Event } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  MAX_FILTERS_PER_REQ,
  MAX_REQ_BYTES,
  NostrRelay,
  POLICY_VIOLATION,
  RELAY_LIMITS,
} from '../nwc/relay.ts';
import { startTestSandbox } from './harness.ts';

/** A raw NIP-01 connection that records every message. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: unknown[][] = [];
  const waiters: { test: (m: unknown[]) => boolean; resolve: (m: unknown[]) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown[];
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = (test: (m: unknown[]) => boolean, timeoutMs = 2000) => {
    const found = messages.find(test);
    if (found) {
      messages.splice(messages.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise<unknown[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          messages.splice(messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  };
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return {
    socket,
    messages,
    send,
    next,
    async publish(event: Event) {
      send(['EVENT', event]);
      return next((m) => m[0] === 'OK' && m[1] === event.id);
    },
    /** Subscribes and collects the stored events up to EOSE. */
    async req(id: string, ...filters: object[]) {
      send(['REQ', id, ...filters]);
      await next((m) => m[0] === 'EOSE' && m[1] === id);
      const stored = messages.filter((m) => m[0] === 'EVENT' && m[1] === id);
      for (const m of stored) {
        messages.splice(messages.indexOf(m), 1);
      }
      return stored.map((m) => m[2] as Event);
    },
    close: () => socket.close(),
  };
}

/** The event as it crosses the wire (without nostr-tools' `verified` symbol). */
const plain = (event: Event) => JSON.parse(JSON.stringify(event)) as Event;

const alice = generateSecretKey();
const bob = generateSecretKey();
let createdAt = Math.floor(Date.now() / 1000) - 1000;
const sign = (secret: Uint8Array, kind: number, tags: string[][] = [], content = '', at?: number) =>
  finalizeEvent({ kind, tags, content, created_at: at ?? createdAt++ }, secret);

let relay: NostrRelay;
let url: string;

beforeAll(async () => {
  relay = new NostrRelay({ maxEvents: 50 });
  url = await relay.listen(0);
});
afterAll(() => relay.close());

describe('NIP-01 relay', () => {
  it('listens on loopback', () => {
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });

  it('accepts a signed event with OK true and serves it to a REQ, then EOSE', async () => {
    const c = await connect(url);
    const event = sign(alice, 1, [], 'hello');
    expect(await c.publish(event)).toEqual(['OK', event.id, true, '']);
    expect(await c.publish(event)).toEqual([
      'OK',
      event.id,
      true,
      'duplicate: already have this event',
    ]);
    const found = await c.req('s1', { ids: [event.id] });
    expect(found).toEqual([plain(event)]);
    c.close();
  });

  it('refuses bad signatures, bad ids and expired events', async () => {
    const c = await connect(url);
    const good = sign(alice, 1, [], 'original');
    const forged = { ...good, content: 'changed' };
    expect(await c.publish(forged)).toEqual([
      'OK',
      good.id,
      false,
      'invalid: bad event id or signature',
    ]);
    const other = sign(bob, 1, [], 'other');
    expect((await c.publish({ ...good, sig: other.sig })).slice(0, 3)).toEqual([
      'OK',
      good.id,
      false,
    ]);
    const expired = sign(alice, 1, [['expiration', String(Math.floor(Date.now() / 1000) - 1)]]);
    expect(await c.publish(expired)).toEqual([
      'OK',
      expired.id,
      false,
      'invalid: event has expired',
    ]);
    expect(await c.req('s2', { ids: [good.id, expired.id] })).toEqual([]);
    c.close();
  });

  it('filters by authors, kinds, #e, #p, since, until and limit (newest first)', async () => {
    const c = await connect(url);
    const bobPk = getPublicKey(bob);
    const base = 1_700_000_000;
    const e1 = sign(alice, 7001, [], 'a1', base + 1);
    const e2 = sign(alice, 7001, [['p', bobPk]], 'a2', base + 2);
    const e3 = sign(bob, 7001, [['e', e1.id]], 'b3', base + 3);
    const e4 = sign(bob, 7002, [], 'b4', base + 4);
    for (const e of [e1, e2, e3, e4]) {
      await c.publish(e);
    }
    const ids = (events: Event[]) => events.map((e) => e.content);
    expect(ids(await c.req('k', { kinds: [7001, 7002], since: base }))).toEqual([
      'b4',
      'b3',
      'a2',
      'a1',
    ]);
    expect(ids(await c.req('a', { kinds: [7001], authors: [getPublicKey(alice)] }))).toEqual([
      'a2',
      'a1',
    ]);
    expect(ids(await c.req('p', { '#p': [bobPk] }))).toEqual(['a2']);
    expect(ids(await c.req('e', { '#e': [e1.id] }))).toEqual(['b3']);
    expect(
      ids(await c.req('t', { kinds: [7001, 7002], since: base + 2, until: base + 3 })),
    ).toEqual(['b3', 'a2']);
    expect(ids(await c.req('l', { kinds: [7001, 7002], limit: 2 }))).toEqual(['b4', 'b3']);
    expect(ids(await c.req('or', { kinds: [7002] }, { ids: [e1.id] }))).toEqual(['b4', 'a1']);
    c.close();
  });

  it('passes new events to live subscriptions until CLOSE', async () => {
    const listener = await connect(url);
    const publisher = await connect(url);
    await listener.req('live', { kinds: [7100] });
    const first = sign(alice, 7100, [], 'first');
    await publisher.publish(first);
    expect(await listener.next((m) => m[0] === 'EVENT')).toEqual(['EVENT', 'live', plain(first)]);
    listener.send(['CLOSE', 'live']);
    // A socket's messages are handled in order: the EOSE of a later REQ means CLOSE was handled.
    await listener.req('probe', { kinds: [7100] });
    const second = sign(alice, 7100, [], 'second');
    await publisher.publish(second);
    // A new event goes to the live subscriptions in the order they were made, 'live' before
    // 'probe': once 'probe' has it, 'live' would have had it first.
    expect(await listener.next((m) => m[0] === 'EVENT')).toEqual(['EVENT', 'probe', plain(second)]);
    expect(listener.messages.filter((m) => m[0] === 'EVENT')).toEqual([]);
    listener.close();
    publisher.close();
  });

  it('broadcasts ephemeral events (20000–29999) without storing them', async () => {
    const listener = await connect(url);
    const publisher = await connect(url);
    await listener.req('eph', { kinds: [23194] });
    const event = sign(alice, 23194, [], 'ephemeral');
    expect((await publisher.publish(event)).slice(0, 3)).toEqual(['OK', event.id, true]);
    expect(await listener.next((m) => m[0] === 'EVENT')).toEqual(['EVENT', 'eph', plain(event)]);
    expect(await publisher.req('later', { ids: [event.id] })).toEqual([]);
    listener.close();
    publisher.close();
  });

  it('keeps only the latest replaceable event (10000–19999) per pubkey and kind', async () => {
    const c = await connect(url);
    const base = 1_750_000_000;
    const old = sign(alice, 13194, [], 'old', base);
    const recent = sign(alice, 13194, [], 'new', base + 10);
    const bobs = sign(bob, 13194, [], 'bob', base);
    await c.publish(old);
    await c.publish(recent);
    await c.publish(bobs);
    const stale = sign(alice, 13194, [], 'stale', base + 5);
    expect((await c.publish(stale)).slice(0, 3)).toEqual(['OK', stale.id, true]);
    const found = await c.req('r', { kinds: [13194] });
    expect(found.map((e) => e.content).sort()).toEqual(['bob', 'new']);
    c.close();
  });

  it('answers NOTICE to garbage and CLOSED to a REQ without filters', async () => {
    const c = await connect(url);
    c.socket.send('not json');
    expect(await c.next((m) => m[0] === 'NOTICE')).toEqual(['NOTICE', expect.any(String)]);
    c.send(['HELLO']);
    expect(await c.next((m) => m[0] === 'NOTICE')).toEqual([
      'NOTICE',
      'error: unknown message type HELLO',
    ]);
    c.send(['REQ', 'x']);
    expect((await c.next((m) => m[0] === 'CLOSED')).slice(0, 2)).toEqual(['CLOSED', 'x']);
    c.close();
  });

  it('drops the oldest stored events beyond its cap', async () => {
    const small = new NostrRelay({ maxEvents: 3 });
    try {
      const events = [1, 2, 3, 4, 5].map((n) => sign(alice, 1, [], `n${n}`));
      for (const e of events) {
        expect(small.publish(e).ok).toBe(true);
      }
      expect(small.query([{ kinds: [1] }]).map((e) => e.content)).toEqual(['n5', 'n4', 'n3']);
    } finally {
      await small.close();
    }
  });

  it('calls in-process subscribers for matching events only', () => {
    const seen: string[] = [];
    const stop = relay.subscribe([{ kinds: [7200] }], (e) => seen.push(e.content));
    relay.publish(sign(alice, 7200, [], 'yes'));
    relay.publish(sign(alice, 7201, [], 'no'));
    stop();
    relay.publish(sign(alice, 7200, [], 'after'));
    expect(seen).toEqual(['yes']);
  });
});

describe('NIP-01 relay memory bounds', () => {
  it('drops the oldest stored events beyond its byte bound', async () => {
    const events = [1, 2, 3, 4, 5].map((n) => sign(alice, 1, [], `${n}`.repeat(1000)));
    const eventBytes = JSON.stringify(plain(events[0]!)).length;
    const small = new NostrRelay({ maxStoredBytes: eventBytes * 3 + 10 });
    for (const e of events) {
      expect(small.publish(e).ok).toBe(true);
    }
    expect(small.stored).toEqual({ events: 3, bytes: eventBytes * 3 });
    expect(small.query([{ kinds: [1] }]).map((e) => e.content[0])).toEqual(['5', '4', '3']);
  });

  it('answers a REQ without limit with the default count, and never more than the maximum', () => {
    const bounded = new NostrRelay({ defaultLimit: 2, maxLimit: 3 });
    for (let n = 0; n < 5; n++) {
      bounded.publish(sign(alice, 1, [], `n${n}`));
    }
    expect(bounded.query([{ kinds: [1] }])).toHaveLength(2);
    expect(bounded.query([{ kinds: [1], limit: 100 }])).toHaveLength(3);
    expect(bounded.query([{ kinds: [1], limit: 1 }])).toHaveLength(1);
    expect(bounded.query([{ kinds: [1], limit: 0 }])).toHaveLength(0);
  });

  it('closes connections from one address beyond its cap, and frees a place on close', async () => {
    const capped = new NostrRelay({ maxConnectionsPerAddress: 2 });
    const cappedUrl = await capped.listen(0);
    try {
      const a = await connect(cappedUrl);
      const b = await connect(cappedUrl);
      const refused = new WebSocket(cappedUrl);
      const [code] = await new Promise<[number]>((resolve) =>
        refused.once('close', (closeCode) => resolve([closeCode])),
      );
      expect(code).toBe(POLICY_VIOLATION);
      a.close();
      await new Promise((resolve) => a.socket.once('close', resolve));
      const c = await connect(cappedUrl);
      expect((await c.req('ok', { kinds: [1] })).length).toBe(0);
      b.close();
      c.close();
    } finally {
      await capped.close();
    }
  });

  it('disconnects a client that does not read what it asked for', async () => {
    const strict = new NostrRelay({ maxBufferedBytes: 64 * 1024 });
    const strictUrl = await strict.listen(0);
    try {
      const content = 'x'.repeat(100_000);
      for (let n = 0; n < 30; n++) {
        strict.publish(sign(bob, 1, [], content));
      }
      const sleeper = await connect(strictUrl);
      sleeper.socket.pause();
      const closed = new Promise<number>((resolve) => sleeper.socket.once('close', resolve));
      // 30 MB of answers: more than the kernel's socket buffers hold, so the rest would wait here.
      for (let n = 0; n < 10; n++) {
        sleeper.send(['REQ', `all-${n}`, { kinds: [1] }]);
      }
      const reader = await connect(strictUrl);
      expect(await reader.req('one', { kinds: [1], limit: 1 })).toHaveLength(1);
      sleeper.socket.resume();
      expect(await closed).toBe(1006);
      expect(sleeper.messages.filter((m) => m[0] === 'EVENT').length).toBeLessThan(300);
      // The client that reads is still served.
      expect(await reader.req('two', { kinds: [1], limit: 2 })).toHaveLength(2);
      reader.close();
    } finally {
      await strict.close();
    }
  }, 20_000);
});

describe('NIP-01 relay time bounds', () => {
  it('closes a REQ with more than 20 filters, and takes one with 20', async () => {
    const client = await connect(url);
    const filters = (count: number) => Array.from({ length: count }, () => ({ kinds: [2] }));
    // The 7,400 filters that once held the event loop for a third of a second.
    client.send(['REQ', 'flood', ...filters(7400)]);
    expect(await client.next((m) => m[1] === 'flood')).toEqual([
      'CLOSED',
      'flood',
      `error: too many filters (at most ${MAX_FILTERS_PER_REQ})`,
    ]);
    client.send(['REQ', 'many', ...filters(MAX_FILTERS_PER_REQ + 1)]);
    expect((await client.next((m) => m[1] === 'many'))[0]).toBe('CLOSED');
    expect(await client.req('twenty', ...filters(MAX_FILTERS_PER_REQ))).toEqual([]);
    client.close();
  });

  it('closes a REQ larger than 16 KB, which replaces (and so ends) one of the same id', async () => {
    const client = await connect(url);
    await client.req('sub', { kinds: [42] });
    const ids = Array.from({ length: 260 }, (_, n) => n.toString(16).padStart(64, '0'));
    expect(JSON.stringify(['REQ', 'sub', { ids }]).length).toBeGreaterThan(MAX_REQ_BYTES);
    client.send(['REQ', 'sub', { ids }]);
    expect(await client.next((m) => m[1] === 'sub')).toEqual([
      'CLOSED',
      'sub',
      'error: REQ too large (at most 16 KB)',
    ]);
    // The earlier subscription of that id is gone too: a new kind-42 event reaches no one there.
    const event = sign(alice, 42);
    await client.publish(event);
    expect(await client.req('after', { ids: [event.id] })).toHaveLength(1);
    expect(client.messages.filter((m) => m[0] === 'EVENT' && m[1] === 'sub')).toEqual([]);
    client.close();
  });
});

describe('NIP-01 relay and browsers', () => {
  /** Opens a connection as a browser page of `origin` would; the HTTP status when refused. */
  function open(relayUrl: string, origin?: string): Promise<number | 'open'> {
    const socket = new WebSocket(relayUrl, origin === undefined ? {} : { origin });
    return new Promise((resolve) => {
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
    });
  }

  it("takes the sandbox's own pages and clients without Origin; refuses every other page", async () => {
    const t = await startTestSandbox();
    try {
      const relayUrl = t.sandbox.context.nwc!.relay.url!;
      const port = new URL(t.baseUrl).port;
      expect(await open(relayUrl)).toBe('open');
      expect(await open(relayUrl, `http://127.0.0.1:${port}`)).toBe('open');
      expect(await open(relayUrl, `http://localhost:${port}`)).toBe('open');
      for (const origin of [
        'https://evil.example',
        `http://evil.example:${port}`, // a name re-pointed at 127.0.0.1
        `http://127.0.0.1:${Number(port) + 1}`, // another local page
        `https://127.0.0.1:${port}`,
        'null',
      ]) {
        expect(await open(relayUrl, origin), origin).toBe(403);
      }
      // A page cannot take the places of real clients: all refused, and a client still gets in.
      const pages = await Promise.all(
        Array.from({ length: RELAY_LIMITS.maxConnectionsPerAddress + 1 }, () =>
          open(relayUrl, 'https://evil.example'),
        ),
      );
      expect(new Set(pages)).toEqual(new Set([403]));
      const client = await connect(relayUrl);
      expect(await client.req('ok', { kinds: [1] })).toEqual([]);
      client.close();
    } finally {
      await t.close();
    }
  });

  it('refuses every page when it is told of no origin', async () => {
    const bare = new NostrRelay();
    const bareUrl = await bare.listen(0);
    try {
      expect(await open(bareUrl, 'http://127.0.0.1:5000')).toBe(403);
      expect(await open(bareUrl)).toBe('open');
    } finally {
      await bare.close();
    }
  });
});
