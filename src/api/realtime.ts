// The wallet websocket: ws(s)://<server>/api/v1/ws/<inkey>. The channel is unauthenticated and
// anyone who knows its name can inject text into it (POST /api/v1/ws/{id}), so every message is
// checked against the LNbits shape before it is passed on. Reconnects with capped backoff and
// reports its status so callers can poll while it is down, and reopens at once when the page comes
// back to the foreground (a phone suspends a backgrounded page, and its socket may then be dead
// without ever reporting a close).
import { z } from 'zod/mini';
import { toWebSocketUrl } from '@/lib/server-url';
import { PaymentSchema } from './schemas';
import type { Payment } from './schemas';
import { appOrigin } from './app-origin';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

export const WalletMessageSchema = z.object({
  /** SATS (not msat): the wallet balance after the payment. */
  wallet_balance: z.int().check(z.nonnegative()),
  payment: PaymentSchema,
});

export interface WalletMessage {
  walletBalanceSat: number;
  payment: Payment;
}

/** Returns the message when it is a genuine wallet notification, null for anything else. */
export function parseWalletMessage(data: unknown): WalletMessage | null {
  if (typeof data !== 'string' || data.length > 100_000) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = WalletMessageSchema.safeParse(json);
  if (!parsed.success) {
    return null;
  }
  return { walletBalanceSat: parsed.data.wallet_balance, payment: parsed.data.payment };
}

export function walletSocketUrl(serverUrl: string, channel: string, appOrigin: string): string {
  return toWebSocketUrl(serverUrl, `/api/v1/ws/${encodeURIComponent(channel)}`, appOrigin);
}

/** The part of WebSocket this module uses (lets tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/**
 * Calls `onForeground` when the page becomes visible again or is restored from the back/forward
 * cache (`pageshow` with `persisted`: iOS Safari restores a home-screen app this way). Returns the
 * function that stops listening.
 */
export function watchForeground(
  onForeground: () => void,
  targets: {
    document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
    window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  } = { document: globalThis.document, window: globalThis.window },
): () => void {
  const { document: doc, window: win } = targets;
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') {
      onForeground();
    }
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) {
      onForeground();
    }
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  win?.addEventListener('pageshow', onPageShow);
  return () => {
    doc?.removeEventListener('visibilitychange', onVisibility);
    win?.removeEventListener('pageshow', onPageShow);
  };
}

export interface WalletSubscription {
  /** '' = the app's origin. */
  serverUrl: string;
  /** The wallet's invoice key (the admin key also works as a channel). */
  channel: string;
  onMessage: (message: WalletMessage) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /**
   * Back in the foreground: the socket has been reopened, and whatever arrived while the page was
   * away was never sent to it, so the caller re-reads.
   */
  onForeground?: () => void;
  /** Defaults to watchForeground (the page's visibility and back/forward cache). */
  watchForeground?: (onForeground: () => void) => () => void;
  /** Defaults to the page's origin (app-origin.ts). */
  appOrigin?: string;
  createSocket?: (url: string) => SocketLike;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** Opens the wallet channel and keeps it open until the returned function is called. */
export function subscribeWallet(options: WalletSubscription): () => void {
  const {
    onMessage,
    onStatus,
    onForeground,
    watchForeground: watch = watchForeground,
    initialDelayMs = 1_000,
    maxDelayMs = 30_000,
    createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike,
  } = options;
  const url = walletSocketUrl(options.serverUrl, options.channel, options.appOrigin ?? appOrigin());

  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let status: RealtimeStatus | undefined;

  const report = (next: RealtimeStatus) => {
    if (next === status) {
      return;
    }
    status = next;
    onStatus?.(next);
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer !== undefined) {
      return;
    }
    const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
    attempt += 1;
    // Jitter spreads the reconnects of many clients after a server restart.
    const delayMs = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delayMs);
  };

  const connect = () => {
    if (stopped) {
      return;
    }
    report('connecting');
    let current: SocketLike;
    try {
      current = createSocket(url);
    } catch {
      report('disconnected');
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
      report('connected');
    };
    current.onmessage = (event) => {
      const message = parseWalletMessage(event.data);
      if (message) {
        onMessage(message);
      }
    };
    current.onerror = () => {
      // A close event always follows; reconnecting is handled there.
    };
    current.onclose = () => {
      if (socket !== current) {
        return;
      }
      socket = null;
      report('disconnected');
      scheduleReconnect();
    };
  };

  const onOnline = () => {
    if (socket || stopped) {
      return;
    }
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    connect();
  };
  globalThis.addEventListener?.('online', onOnline);

  /** Closes the socket without reporting it (its handlers go first). */
  const dropSocket = () => {
    const current = socket;
    socket = null;
    if (current) {
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      current.close();
    }
  };

  // A socket that looks open may have died while the page was suspended (no close event comes
  // until a write times out, minutes later): a new one costs one handshake and is sure.
  const stopWatching = watch(() => {
    if (stopped) {
      return;
    }
    dropSocket();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    connect();
    onForeground?.();
  });

  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    globalThis.removeEventListener?.('online', onOnline);
    stopWatching();
    dropSocket();
  };
}
