import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSandboxProcess } from '../../testing/sandbox-process.ts';

/**
 * A bounded flood of the sandbox as `npm start` runs it (a child process, so its memory can be
 * measured): clients that subscribe to everything and never read, publishers of the largest
 * events, more relay connections than allowed, a wallet-websocket listener that never reads, and
 * an oversized frame. The process must stay under RSS_BOUND_MB and keep answering.
 */

const RSS_BOUND_MB = 300;
/** Big events published, each sent live to every subscription of every sleeper. */
const EVENT_COUNT = 40;
const EVENT_CONTENT_BYTES = 120_000;
const SLEEPERS = 3;
const SUBSCRIPTIONS_PER_SLEEPER = 60;
const PUBLISHERS = 3;
/** Pushes into a wallet-websocket channel, 12 KB each (a URL stays under Node's 16 KB limit). */
const CHANNEL_PUSHES = 800;

let child: ChildProcess;
let apiBase: string;
let relayUrl: string;
let thirdPartyUrl: string;
let peakRssMb = 0;
let sampler: ReturnType<typeof setInterval>;

function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(status, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024;
}

function sample() {
  if (child.pid !== undefined && child.exitCode === null) {
    peakRssMb = Math.max(peakRssMb, rssMb(child.pid));
  }
}

beforeAll(async () => {
  const sandbox = await startSandboxProcess(
    ['--port', '0', '--third-party-port', '0', '--no-demo'],
    { fromSource: true, timeoutMs: 30_000 },
  );
  child = sandbox.child;
  apiBase = sandbox.origin;
  relayUrl = sandbox.line('NWC relay:')!;
  thirdPartyUrl = sandbox.line('Third-party LNURL host:')!;
  sampler = setInterval(sample, 25);
}, 40_000);

afterAll(() => {
  clearInterval(sampler);
  child.kill('SIGTERM');
});

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closeCode(socket: WebSocket): Promise<number> {
  if (socket.readyState === WebSocket.CLOSED) {
    return Promise.resolve(-1);
  }
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

/** Subscribes to everything many times over, waits for the EOSEs, then stops reading. */
async function sleeper(): Promise<WebSocket> {
  const socket = await open(relayUrl);
  let eose = 0;
  const ready = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if (String(data).startsWith('["EOSE"') && ++eose === SUBSCRIPTIONS_PER_SLEEPER) {
        resolve();
      }
    }),
  );
  for (let n = 0; n < SUBSCRIPTIONS_PER_SLEEPER; n++) {
    socket.send(JSON.stringify(['REQ', `all-${n}`, {}]));
  }
  await ready;
  socket.pause();
  return socket;
}

async function answers(path: string, init?: RequestInit): Promise<number> {
  const response = await fetch(apiBase + path, { ...init, signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}

describe('a bounded flood', () => {
  it(`keeps the sandbox under ${RSS_BOUND_MB} MB and answering`, async () => {
    const startRssMb = rssMb(child.pid!);

    // Relay: sleepers subscribed to everything, publishers of big events that never read either.
    const sleepers = await Promise.all(Array.from({ length: SLEEPERS }, sleeper));
    const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, () => open(relayUrl)));
    for (const publisher of publishers) {
      publisher.pause();
    }
    const secret = generateSecretKey();
    const content = 'f'.repeat(EVENT_CONTENT_BYTES);
    const createdAt = Math.floor(Date.now() / 1000);
    for (let n = 0; n < EVENT_COUNT; n++) {
      const event = finalizeEvent(
        { kind: 1, tags: [], content, created_at: createdAt - n },
        secret,
      );
      publishers[n % PUBLISHERS]!.send(JSON.stringify(['EVENT', event]));
    }

    // Wallet websocket: a listener that never reads, anyone pushing into its channel, and a frame
    // far bigger than the socket takes.
    const wsBase = apiBase.replace('http', 'ws');
    const listener = await open(`${wsBase}/api/v1/ws/flood`);
    listener.pause();
    const listenerClosed = closeCode(listener);
    const bigFrameSender = await open(`${wsBase}/api/v1/ws/other`);
    const bigFrameClosed = closeCode(bigFrameSender);
    bigFrameSender.send(Buffer.alloc(1024 * 1024));
    const data = 'p'.repeat(12_000);
    for (let n = 0; n < CHANNEL_PUSHES; n += 8) {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          answers(`/api/v1/ws/flood?data=${data}`, { method: 'POST' }),
        ),
      );
    }

    // More relay connections than one address may hold.
    const extra = await Promise.all(
      Array.from({ length: 40 }, () => open(relayUrl).catch(() => undefined)),
    );
    const extraCodes = await Promise.all(
      extra.map((socket) =>
        socket
          ? Promise.race([
              closeCode(socket),
              new Promise<number>((resolve) => setTimeout(() => resolve(0), 1_000)),
            ])
          : -1,
      ),
    );
    expect(extraCodes.filter((code) => code === 1008).length).toBeGreaterThan(0);

    // Let the relay work through what it was sent, then let the sleepers read: they were cut off.
    // The relay answers a fresh connection only once it has read what came before: its EOSE (or,
    // past the connection cap, its refusal) is the sign.
    const probe = await open(relayUrl).catch(() => undefined);
    if (probe) {
      const answered = new Promise<void>((resolve) => {
        probe.on('message', (data) => String(data).startsWith('["EOSE"') && resolve());
        probe.once('close', () => resolve());
      });
      probe.send(JSON.stringify(['REQ', 'probe', { limit: 1 }]));
      await answered;
      probe.terminate();
    }
    sample();
    for (const socket of [...sleepers, listener]) {
      socket.resume();
    }
    expect(await Promise.all(sleepers.map(closeCode))).toEqual(sleepers.map(() => 1006));
    expect(await listenerClosed).toBe(1006);
    expect(await bigFrameClosed).toBe(1009);
    for (const socket of [...publishers, ...extra]) {
      socket?.terminate();
    }

    // Every endpoint still answers.
    expect(await answers('/api/v1/health')).toBe(200);
    expect(await answers('/sandbox/info')).toBe(200);
    expect(
      await answers('/sandbox/wallets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ balance_sat: 1 }),
      }),
    ).toBe(200);
    expect((await fetch(thirdPartyUrl, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
    const reader = await open(relayUrl);
    const stored = await new Promise<number>((resolve) => {
      let count = 0;
      reader.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as unknown[];
        if (message[0] === 'EVENT') {
          count++;
        } else if (message[0] === 'EOSE') {
          resolve(count);
        }
      });
      reader.send(JSON.stringify(['REQ', 'after', { kinds: [1] }]));
    });
    // The store kept what fits in its byte bound, newest first: not every event, but some.
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(EVENT_COUNT);
    reader.close();
    const live = await open(`${wsBase}/api/v1/ws/after`);
    const pushed = new Promise<string>((resolve) =>
      live.once('message', (m) => resolve(String(m))),
    );
    expect(await answers('/api/v1/ws/after?data=hello', { method: 'POST' })).toBe(200);
    expect(await pushed).toBe('hello');
    live.close();

    sample();
    console.log(
      `flood: RSS ${startRssMb.toFixed(0)} MB at start, ${peakRssMb.toFixed(0)} MB at most`,
    );
    expect(peakRssMb).toBeLessThan(RSS_BOUND_MB);
  }, 60_000);
});
