// Integration: the wallet balance hook and the wallet websocket against a real sandbox, through
// the real API layer and a real QueryClientProvider.
import { nodeFetch } from './dom';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/http';
import type { ApiError } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { createQueryClient } from '@/app/query-client';
import { useRealtimeStatus, useWalletBalance, useWalletRealtime } from '@/session';
import {
  balanceMsat,
  cleanupAll,
  connectionFor,
  installFetchRecorder,
  payThroughApi,
  renderWithClient,
  requestsTo,
  startSandbox,
} from './hook-harness';

beforeAll(installFetchRecorder);
afterEach(cleanupAll);

describe('test set-up', () => {
  it("uses Node's fetch under a happy-dom document", () => {
    expect(typeof document.createElement).toBe('function');
    expect(typeof sessionStorage.getItem).toBe('function');
    // The recorder wraps Node's fetch; happy-dom's fetch is not in the way.
    expect(nodeFetch.toString()).not.toContain('happy');
    expect(new AbortController().signal).toBeInstanceOf(AbortSignal);
  });
});

describe('useWalletBalance', () => {
  it('reads the balance (msat) and name from the sandbox, and a refetch shows a payment', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Balance wallet', 2_000);
    const friend = await t.newWallet('Friend', 5_000);
    const connection = connectionFor(t, wallet, 'invoice');

    const { result, client } = renderWithClient(() => useWalletBalance(connection));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ name: 'Balance wallet', balance: 2_000_000 });
    // The answer came from the sandbox over HTTP, with the key in the header.
    const reads = requestsTo(t, '/api/v1/wallet');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.status).toBe(200);
    expect(reads[0]!.url.search).toBe('');

    // Another wallet pays this one through the API.
    const invoice = await t.invoice(wallet, 1_234, 'from a friend');
    await payThroughApi(t, friend, invoice.bolt11);
    expect(await balanceMsat(t, wallet)).toBe(3_234_000);

    // Invalidating the wallet's queries (what the websocket and the send flow do) re-reads it.
    await act(() => client.invalidateQueries({ queryKey: walletKeys.all(connection.id) }));
    await waitFor(() => expect(result.current.data?.balance).toBe(3_234_000));
    expect(requestsTo(t, '/api/v1/wallet')).toHaveLength(2);
  });

  it('an admin key also returns the wallet id', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Admin wallet', 10);
    const connection = connectionFor(t, wallet, 'admin');
    const { result } = renderWithClient(() => useWalletBalance(connection));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ name: 'Admin wallet', balance: 10_000, id: wallet.id });
  });

  it('ends in an ApiError 404 for an unknown key, without retrying (app QueryClient)', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Real wallet', 1);
    const connection = { ...connectionFor(t, wallet, 'invoice'), key: 'f'.repeat(32) };

    // The app's own client: reads are retried only after network failures, never after an answer.
    const { result } = renderWithClient(() => useWalletBalance(connection), createQueryClient());
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).kind).toBe('http');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Wallet not found.');
    expect(result.current.failureCount).toBe(1);
    expect(requestsTo(t, '/api/v1/wallet')).toHaveLength(1);
  });

  it('ends in a network ApiError when the server is down', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Gone', 1);
    const connection = connectionFor(t, wallet);
    await t.close();

    const { result } = renderWithClient(() => useWalletBalance(connection));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as ApiError).kind).toBe('network');
    expect((result.current.error as ApiError).status).toBe(0);
  });
});

describe('useWalletRealtime + useWalletBalance', () => {
  it('a payment pushed over the websocket refreshes the balance (no polling while connected)', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Live wallet', 100);
    const payer = await t.newWallet('Payer', 5_000);
    const connection = connectionFor(t, wallet, 'admin');

    const { result } = renderWithClient(() => {
      useWalletRealtime(connection);
      return { balance: useWalletBalance(connection), realtime: useRealtimeStatus(connection.id) };
    });
    await waitFor(() => expect(result.current.realtime).toBe('connected'));
    await waitFor(() => expect(result.current.balance.data?.balance).toBe(100_000));
    const readsBefore = requestsTo(t, '/api/v1/wallet').length;

    const invoice = await t.invoice(wallet, 777, 'live');
    await payThroughApi(t, payer, invoice.bolt11);
    // Well before the 5 s poll would run, and polling is off while the socket is connected.
    await waitFor(() => expect(result.current.balance.data?.balance).toBe(777_000 + 100_000), {
      timeout: 3_000,
    });
    expect(requestsTo(t, '/api/v1/wallet').length).toBeGreaterThan(readsBefore);
  });

  it('a forged websocket message only triggers a re-read: the balance stays the server’s', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Target', 50);
    const connection = connectionFor(t, wallet, 'invoice');

    const { result } = renderWithClient(() => {
      useWalletRealtime(connection);
      return { balance: useWalletBalance(connection), realtime: useRealtimeStatus(connection.id) };
    });
    await waitFor(() => expect(result.current.realtime).toBe('connected'));
    await waitFor(() => expect(result.current.balance.data?.balance).toBe(50_000));

    // Anyone may inject a message into the channel. Make it look like a genuine one.
    const real = await t.invoice(wallet, 1, 'template');
    const template = await t.api<{ details: Record<string, unknown> }>(
      'GET',
      `/api/v1/payments/${real.payment_hash}`,
      { key: wallet.inkey },
    );
    const forged = JSON.stringify({
      wallet_balance: 999_999,
      payment: { ...template.body.details, status: 'success', amount: 999_949_000 },
    });
    const readsBefore = requestsTo(t, '/api/v1/wallet').length;
    const injected = await t.api(
      'POST',
      `/api/v1/ws/${wallet.inkey}?data=${encodeURIComponent(forged)}`,
    );
    expect(injected.status).toBe(200);

    await waitFor(() =>
      expect(requestsTo(t, '/api/v1/wallet').length).toBeGreaterThan(readsBefore),
    );
    await waitFor(() => expect(result.current.balance.isFetching).toBe(false));
    expect(result.current.balance.data?.balance).toBe(50_000);
  });

  it('reports disconnected after unmount', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Short-lived', 0);
    const connection = connectionFor(t, wallet, 'invoice');
    const { result, unmount } = renderWithClient(() => {
      useWalletRealtime(connection);
      return useRealtimeStatus(connection.id);
    });
    await waitFor(() => expect(result.current).toBe('connected'));
    unmount();
    const after = renderWithClient(() => useRealtimeStatus(connection.id));
    expect(after.result.current).toBe('disconnected');
  });
});
