// Which wallets have a live websocket right now, and who wants to hear their messages.
// Written by useWalletRealtime (one socket per wallet), read by any screen.
import type { RealtimeStatus, WalletMessage } from '@/api/realtime';

const statuses = new Map<string, RealtimeStatus>();
const statusListeners = new Set<() => void>();
const messageListeners = new Map<string, Set<(message: WalletMessage) => void>>();

export function getRealtimeStatus(walletId: string | undefined): RealtimeStatus {
  return (walletId && statuses.get(walletId)) || 'disconnected';
}

export function setRealtimeStatus(walletId: string, status: RealtimeStatus): void {
  if (statuses.get(walletId) === status) {
    return;
  }
  statuses.set(walletId, status);
  statusListeners.forEach((listener) => listener());
}

export function subscribeRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Hears every validated websocket message of a wallet (e.g. to notice an invoice was paid). */
export function onWalletMessage(
  walletId: string,
  listener: (message: WalletMessage) => void,
): () => void {
  const set = messageListeners.get(walletId) ?? new Set();
  set.add(listener);
  messageListeners.set(walletId, set);
  return () => set.delete(listener);
}

export function emitWalletMessage(walletId: string, message: WalletMessage): void {
  messageListeners.get(walletId)?.forEach((listener) => listener(message));
}
