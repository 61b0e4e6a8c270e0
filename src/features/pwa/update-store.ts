// Whether a new version of the app is installed and waiting, and how to switch to it. The service
// worker registration (register.ts) feeds it; the update banner reads it.

type Listener = () => void;

let waiting = false;
let activate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return waiting;
}

/** Called when a new service worker has installed and waits for this page's consent. */
export function setUpdateWaiting(apply: () => Promise<void>): void {
  waiting = true;
  activate = apply;
  listeners.forEach((listener) => listener());
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  await activate?.();
}
