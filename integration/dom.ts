// A browser-like global scope for the hook integration tests, installed by importing this module
// FIRST (before React, react-dom or @testing-library/react, which look for `document` when they
// load). The tests run in vitest's node environment on purpose: vitest's happy-dom environment
// replaces `fetch`, `Request`, `AbortController`… with happy-dom's, which apply browser CORS
// rules and refuse Node's AbortSignal. Here happy-dom supplies the DOM, storage and WebSocket,
// while every networking class stays Node's own, so the app's API layer makes real HTTP calls to
// a real sandbox.
import { Window } from 'happy-dom';
import { afterAll } from 'vitest';
import { populateGlobal } from 'vitest/runtime';

/** Globals that must stay Node's. */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'FormData',
  'Blob',
  'File',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
] as const;

const scope = globalThis as unknown as Record<string, unknown>;

/** Node's fetch, as it was before the DOM was installed. */
export const nodeFetch: typeof fetch = globalThis.fetch;

const saved = new Map<string, unknown>();
for (const key of NODE_GLOBALS) {
  if (key in scope) {
    saved.set(key, scope[key]);
  }
}

const win = new Window({
  url: 'http://localhost:3000',
  settings: { disableErrorCapturing: true },
});
populateGlobal(globalThis, win, { bindFunctions: true });

for (const [key, value] of saved) {
  Object.defineProperty(globalThis, key, { value, writable: true, configurable: true });
}

afterAll(async () => {
  await win.happyDOM.abort();
  await win.happyDOM.close();
});
