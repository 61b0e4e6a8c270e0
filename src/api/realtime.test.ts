import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observed } from './fixtures/lnbits-observed';
import { parseWalletMessage, subscribeWallet, walletSocketUrl, watchForeground } from './realtime';
import type { RealtimeStatus, SocketLike } from './realtime';

const valid = observed.wsWalletMessage.body;

describe('parseWalletMessage', () => {
  it('accepts the message LNbits sends on the wallet channel', () => {
    const message = parseWalletMessage(valid);
    expect(message?.walletBalanceSat).toBe(986);
    expect(message?.payment.payment_hash).toBe(
      'c85b2ed4e3dae34f72e35b13cf35206907745eee97a8cb6137acbc7f56bc33a3',
    );
  });

  it.each([
    ['plain text injected with POST /api/v1/ws/{id}?data=hello', 'hello'],
    ['not JSON at all', '{"wallet_balance": 1'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['the payment-hash channel message', observed.wsPaymentHashMessage.body],
    ['a balance with no payment', '{"wallet_balance": 1000000}'],
    ['a payment with no balance', JSON.stringify({ payment: JSON.parse(valid).payment })],
    ['a balance as a string', JSON.stringify({ ...JSON.parse(valid), wallet_balance: '1000000' })],
    ['a fractional balance', JSON.stringify({ ...JSON.parse(valid), wallet_balance: 1.5 })],
    ['a negative balance', JSON.stringify({ ...JSON.parse(valid), wallet_balance: -1 })],
    ['a junk payment', JSON.stringify({ wallet_balance: 5, payment: { amount: 'lots' } })],
    [
      'a payment with an unknown status',
      JSON.stringify({
        ...JSON.parse(valid),
        payment: { ...JSON.parse(valid).payment, status: 'paid' },
      }),
    ],
  ])('rejects %s', (_label, data) => {
    expect(parseWalletMessage(data)).toBeNull();
  });

  it('rejects non-string frames', () => {
    expect(parseWalletMessage(new ArrayBuffer(8))).toBeNull();
    expect(parseWalletMessage(undefined)).toBeNull();
  });
});

describe('walletSocketUrl', () => {
  it('derives ws/wss from the server URL, or the app origin when empty', () => {
    expect(walletSocketUrl('', 'inkey1', 'http://127.0.0.1:5000')).toBe(
      'ws://127.0.0.1:5000/api/v1/ws/inkey1',
    );
    expect(walletSocketUrl('https://ln.example/sub', 'k', 'http://localhost:5173')).toBe(
      'wss://ln.example/sub/api/v1/ws/k',
    );
  });
});

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

describe('subscribeWallet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  function start() {
    const messages: number[] = [];
    const statuses: RealtimeStatus[] = [];
    const stop = subscribeWallet({
      serverUrl: '',
      channel: 'inkey1',
      appOrigin: 'https://wallet.example',
      createSocket: (url) => new FakeSocket(url),
      onMessage: (m) => messages.push(m.walletBalanceSat),
      onStatus: (s) => statuses.push(s),
      initialDelayMs: 1_000,
      maxDelayMs: 8_000,
    });
    return { messages, statuses, stop };
  }

  it('passes on valid messages only, dropping injected junk', () => {
    const { messages, statuses, stop } = start();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('wss://wallet.example/api/v1/ws/inkey1');
    socket.open();
    socket.receive('hello');
    socket.receive('{"wallet_balance": 999999999}');
    socket.receive(valid);
    socket.receive(JSON.stringify({ wallet_balance: 1, payment: { fake: true } }));
    expect(messages).toEqual([986]);
    expect(statuses).toEqual(['connecting', 'connected']);
    stop();
  });

  it('reports disconnects and reconnects with growing, capped delays', () => {
    const { statuses, stop } = start();
    FakeSocket.all[0]!.drop();
    expect(statuses.at(-1)).toBe('disconnected');
    expect(FakeSocket.all).toHaveLength(1);

    vi.advanceTimersByTime(1_000); // first retry within initialDelayMs
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2); // second delay is at least 1 s (half of 2 s)
    vi.advanceTimersByTime(1_001);
    expect(FakeSocket.all).toHaveLength(3);

    for (let i = 0; i < 6; i++) {
      FakeSocket.all.at(-1)!.drop();
      vi.advanceTimersByTime(8_000); // never longer than maxDelayMs
    }
    expect(FakeSocket.all).toHaveLength(9);

    FakeSocket.all.at(-1)!.open();
    expect(statuses.at(-1)).toBe('connected');
    FakeSocket.all.at(-1)!.drop();
    vi.advanceTimersByTime(1_000); // a successful open resets the backoff
    expect(FakeSocket.all).toHaveLength(10);
    stop();
  });

  it('stops for good when unsubscribed', () => {
    const { stop, messages } = start();
    const socket = FakeSocket.all[0]!;
    socket.open();
    stop();
    expect(socket.closed).toBe(true);
    socket.receive(valid);
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  it('reopens the socket at once back in the foreground, and asks for a re-read', () => {
    let foreground: (() => void) | undefined;
    const unwatch = vi.fn();
    const onForeground = vi.fn();
    const statuses: RealtimeStatus[] = [];
    const stop = subscribeWallet({
      serverUrl: '',
      channel: 'inkey1',
      appOrigin: 'https://wallet.example',
      createSocket: (url) => new FakeSocket(url),
      onMessage: () => {},
      onStatus: (s) => statuses.push(s),
      onForeground,
      watchForeground: (listener) => {
        foreground = listener;
        return unwatch;
      },
    });
    // Looks open, but died while the page was suspended: no close event ever came.
    const suspended = FakeSocket.all[0]!;
    suspended.open();
    foreground!();
    expect(suspended.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
    expect(onForeground).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'connected', 'connecting']);
    // The old socket's late close is not taken for the new one's.
    suspended.onclose?.({});
    expect(statuses.at(-1)).toBe('connecting');
    FakeSocket.all[1]!.open();
    expect(statuses.at(-1)).toBe('connected');

    stop();
    expect(unwatch).toHaveBeenCalledTimes(1);
  });

  it('reopens at once also while waiting out a reconnect delay', () => {
    let foreground: (() => void) | undefined;
    const stop = subscribeWallet({
      serverUrl: '',
      channel: 'inkey1',
      appOrigin: 'https://wallet.example',
      createSocket: (url) => new FakeSocket(url),
      onMessage: () => {},
      initialDelayMs: 30_000,
      watchForeground: (listener) => {
        foreground = listener;
        return () => {};
      },
    });
    FakeSocket.all[0]!.drop();
    foreground!();
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(60_000); // the pending retry was cancelled, not added
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });
});

describe('watchForeground', () => {
  function page() {
    const doc = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    const win = new EventTarget();
    return { doc, win };
  }

  it('fires when the page becomes visible, not when it is hidden', () => {
    const { doc, win } = page();
    const onForeground = vi.fn();
    const stop = watchForeground(onForeground, { document: doc, window: win });
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onForeground).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onForeground).toHaveBeenCalledTimes(1);
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onForeground).toHaveBeenCalledTimes(1);
  });

  it('fires on a restore from the back/forward cache, not on a first load', () => {
    const { doc, win } = page();
    const onForeground = vi.fn();
    watchForeground(onForeground, { document: doc, window: win });
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(onForeground).not.toHaveBeenCalled();
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(onForeground).toHaveBeenCalledTimes(1);
  });
});
