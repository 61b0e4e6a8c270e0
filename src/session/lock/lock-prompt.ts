// "Ask for the PIN before …": one request at a time, answered by the LockPrompt dialog the app
// mounts once. A second ask while one is open gets the same answer (a double tap asks once).
import { getLockState } from '../wallets/wallet-store';

export interface PromptRequest {
  /** What the PIN is asked for, in words: "Pay 25,000 sats". */
  reason: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let pending: {
  request: PromptRequest;
  answer: Promise<boolean>;
  settle: (ok: boolean) => void;
} | null = null;

function notify() {
  listeners.forEach((listener) => listener());
}

/**
 * Resolves true once the person has entered the PIN, false if they cancel (or the app locks
 * meanwhile); true at once when no PIN is set.
 */
export function confirmWithLock(reason: string): Promise<boolean> {
  if (!getLockState().pinSet) {
    return Promise.resolve(true);
  }
  if (pending) {
    return pending.answer;
  }
  let settle: (ok: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  pending = { request: { reason }, answer, settle };
  notify();
  return answer;
}

export function settlePrompt(ok: boolean): void {
  const current = pending;
  pending = null;
  current?.settle(ok);
  notify();
}

export function pendingPrompt(): PromptRequest | null {
  return pending?.request ?? null;
}

export function subscribePrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
