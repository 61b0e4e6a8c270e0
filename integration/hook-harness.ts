// Shared pieces of the hook integration tests: a real sandbox on a loopback port, wallet
// connections pointing at it, a QueryClient with the app's defaults, and a record of every HTTP
// request the app's API layer makes (so a test can see that calls really reach the sandbox, and
// count them). Import './dom' before this module.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { queryDefaults } from '@/app/query-client';
import type { KeyType, WalletConnection } from '@/session';
// The tests drive the real sandbox in-process: they live outside src/ and sandbox/, so neither
// of those imports the other.
import { startTestSandbox } from '../sandbox/test/harness.ts';
import type { TestSandbox, TestWallet } from '../sandbox/test/harness.ts';
import { nodeFetch } from './dom';

export type { TestSandbox, TestWallet };

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed, when there was one. */
  body: unknown;
  status: number;
}

/**
 * Every request made by the app's API layer. `src/api/http.ts` always sends
 * `credentials: 'omit'`; the test harness' own calls (t.api) don't, which tells the two apart.
 */
export const appRequests: RecordedRequest[] = [];

let recorderInstalled = false;
/** The app's requests sent and not yet answered. */
let appRequestsInFlight = 0;

/** Wraps Node's fetch (still the one doing the work) to record the app's requests. */
export function installFetchRecorder(): void {
  if (recorderInstalled) {
    return;
  }
  recorderInstalled = true;
  const recording: typeof fetch = async (input, init) => {
    const fromApp = init?.credentials === 'omit';
    appRequestsInFlight += fromApp ? 1 : 0;
    let response: Response;
    try {
      response = await nodeFetch(input, init);
    } finally {
      appRequestsInFlight -= fromApp ? 1 : 0;
    }
    if (fromApp) {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      let body: unknown;
      if (typeof init.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      appRequests.push({ method: init.method ?? 'GET', url, body, status: response.status });
    }
    return response;
  };
  globalThis.fetch = recording;
}

/** The app's requests to one sandbox, optionally only those to one path. */
export function requestsTo(t: TestSandbox, pathname?: string): RecordedRequest[] {
  const origin = new URL(t.baseUrl).origin;
  return appRequests.filter(
    (r) => r.url.origin === origin && (pathname === undefined || r.url.pathname === pathname),
  );
}

/**
 * Waits until the app has finished what it started: no request of its own in flight, no query
 * fetching and no mutation running. A call the app should not make shows up as one of these the
 * moment it starts, so "nothing happened" is read after this, never after a pause.
 */
export async function appIdle(client: QueryClient): Promise<void> {
  await waitFor(() => {
    expect(appRequestsInFlight).toBe(0);
    expect(client.isFetching()).toBe(0);
    expect(client.isMutating()).toBe(0);
  });
}

const sandboxes: TestSandbox[] = [];
const clients: QueryClient[] = [];

/** A fresh in-memory sandbox, closed by `cleanupAll`. */
export async function startSandbox(
  overrides: Parameters<typeof startTestSandbox>[0] = {},
): Promise<TestSandbox> {
  const t = await startTestSandbox(overrides);
  sandboxes.push(t);
  return t;
}

/** A wallet connection as the app stores it, pointing at the sandbox. */
export function connectionFor(
  t: TestSandbox,
  wallet: TestWallet,
  keyType: KeyType = 'admin',
  withInkey = true,
): WalletConnection {
  const connection: WalletConnection = {
    id: crypto.randomUUID(),
    serverUrl: t.baseUrl,
    name: wallet.name,
    key: keyType === 'admin' ? wallet.adminkey : wallet.inkey,
    keyType,
  };
  if (withInkey) {
    connection.inkey = wallet.inkey;
  }
  return connection;
}

/** The app's query defaults, without read retries (a failure shows at once). */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      ...queryDefaults,
      queries: { ...queryDefaults.queries, retry: false },
    },
  });
  clients.push(client);
  return client;
}

/** Renders a hook inside a QueryClientProvider. */
export function renderWithClient<Result>(
  hook: () => Result,
  client: QueryClient = testQueryClient(),
) {
  if (!clients.includes(client)) {
    clients.push(client);
  }
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { ...renderHook(hook, { wrapper }), client };
}

/** Unmounts everything, empties the caches and closes the sandboxes. */
export async function cleanupAll(): Promise<void> {
  cleanup();
  for (const client of clients.splice(0)) {
    client.clear();
  }
  await Promise.all(sandboxes.splice(0).map((t) => t.close()));
}

/** The payer's outgoing payments (all statuses), read from the sandbox with the payer's key. */
export async function outgoingPayments(t: TestSandbox, wallet: TestWallet) {
  const response = await t.api<{ data: Array<{ amount: number; fee: number; status: string }> }>(
    'GET',
    '/api/v1/payments/paginated?limit=100&amount[lt]=0',
    { key: wallet.inkey },
  );
  if (response.status !== 200) {
    throw new Error(`listing failed: ${response.status}`);
  }
  return response.body.data;
}

/** The wallet's balance in msat, read from the sandbox. */
export async function balanceMsat(t: TestSandbox, wallet: TestWallet): Promise<number> {
  const response = await t.api<{ balance: number }>('GET', '/api/v1/wallet', {
    key: wallet.inkey,
  });
  return response.body.balance;
}

/** Pays an invoice from `payer` through the sandbox API (not through the app). */
export async function payThroughApi(t: TestSandbox, payer: TestWallet, bolt11: string) {
  const response = await t.api('POST', '/api/v1/payments', {
    key: payer.adminkey,
    body: { out: true, bolt11 },
  });
  if (response.status !== 201) {
    throw new Error(`payment failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as { payment_hash: string; status: string };
}
