// Integration: receiving (create an invoice, wait for it to be paid) and sending (pay at most
// once, the pending-payment record) against a real sandbox, through the real API layer.
import './dom';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Payment } from '@/api/core';
import type { ApiError } from '@/api/http';
import { useLatestPayments } from '@/features/home/useLatestPayments';
import { useCreateInvoice } from '@/features/receive/amount/useCreateInvoice';
import { INVOICE_POLL_MS } from '@/features/receive/poll-interval';
import { useInvoiceStatus } from '@/features/receive/amount/useInvoiceStatus';
import {
  PENDING_PAYMENT_KEY,
  readPendingPayment,
  recordPendingPayment,
  sessionStore,
} from '@/features/send/pending-payment';
import { usePayment } from '@/features/send/usePayment';
import { useWalletBalance, useWalletRealtime } from '@/session';
import { fiatToSat } from '@/lib/amount';
import { decodeBolt11 } from '@/lib/bolt11';
import {
  appIdle,
  balanceMsat,
  cleanupAll,
  connectionFor,
  installFetchRecorder,
  outgoingPayments,
  payThroughApi,
  renderWithClient,
  requestsTo,
  startSandbox,
} from './hook-harness';
import type { TestSandbox } from './hook-harness';

beforeAll(installFetchRecorder);
beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.useRealTimers();
  await cleanupAll();
});

const hourFromNow = () => Math.floor(Date.now() / 1000) + 3_600;

/** The app's pay calls to the sandbox (POST /api/v1/payments with out: true). */
const payCalls = (t: TestSandbox) =>
  requestsTo(t, '/api/v1/payments').filter(
    (r) => r.method === 'POST' && (r.body as { out?: boolean } | undefined)?.out === true,
  );

describe('useCreateInvoice', () => {
  it('creates an invoice whose BOLT-11 decodes to the asked amount, and refreshes the lists', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Receiver', 0);
    const connection = connectionFor(t, wallet, 'invoice');

    const { result } = renderWithClient(() => ({
      create: useCreateInvoice(connection),
      latest: useLatestPayments(connection),
    }));
    await waitFor(() => expect(result.current.latest.data?.data).toEqual([]));

    let payment: Payment | undefined;
    await act(async () => {
      payment = await result.current.create.mutateAsync({ amount: 2_100, memo: 'Flat white' });
    });
    expect(payment!.amount).toBe(2_100_000);
    expect(payment!.status).toBe('pending');

    const decoded = decodeBolt11(payment!.bolt11);
    expect(decoded.amountMsat).toBe(2_100_000n);
    expect(decoded.paymentHash).toBe(payment!.payment_hash);
    expect(decoded.description).toBe('Flat white');
    expect(decoded.network).toBe('mainnet');

    // The request carried out: false (an invoice, never a payment) and the invoice key.
    const posts = requestsTo(t, '/api/v1/payments').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ amount: 2_100, memo: 'Flat white', out: false });

    // onSuccess invalidated the wallet's payment lists: the home list shows the new invoice
    // without waiting for its 15 s poll.
    await waitFor(() =>
      expect(result.current.latest.data?.data.map((p) => p.payment_hash)).toEqual([
        payment!.payment_hash,
      ]),
    );
  });

  it('creates a fiat-denominated invoice at the sandbox rate', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Fiat receiver', 0);
    const connection = connectionFor(t, wallet, 'invoice');
    const rate = await t.api<{ rate: number }>('GET', '/api/v1/rate/EUR');

    const { result } = renderWithClient(() => useCreateInvoice(connection));
    let payment: Payment | undefined;
    await act(async () => {
      payment = await result.current.mutateAsync({ amount: 1.5, unit: 'EUR', memo: 'Euros' });
    });
    const sats = Number(decodeBolt11(payment!.bolt11).amountMsat) / 1_000;
    // The Receive preview's rule, and LNbits': truncated (2,004.8 → 2,004, not 2,005).
    expect(sats).toBe(fiatToSat(1.5, rate.body.rate));
    expect(sats).toBe(2_004);
  });

  it('surfaces a refusal (negative amount) as an ApiError', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Receiver', 0);
    const connection = connectionFor(t, wallet, 'invoice');
    const { result } = renderWithClient(() => useCreateInvoice(connection));
    act(() => result.current.mutate({ amount: -5 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', kind: 'http' });
    expect((result.current.error as ApiError).status).toBeGreaterThanOrEqual(400);
  });
});

describe('useInvoiceStatus', () => {
  it('polls until the invoice is paid through the API, then refreshes the balance', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Receiver', 0);
    const payer = await t.newWallet('Payer', 10_000);
    const connection = connectionFor(t, wallet, 'invoice');
    const invoice = await t.invoice(wallet, 4_321, 'watched');
    // Time runs as usual, and the test moves it on by a poll interval instead of waiting for one.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const { result, client } = renderWithClient(() => ({
      status: useInvoiceStatus(connection, {
        paymentHash: invoice.payment_hash,
        expiresAt: hourFromNow(),
      }),
      balance: useWalletBalance(connection),
    }));
    await waitFor(() => expect(result.current.status.lookup.isSuccess).toBe(true));
    expect(result.current.status.state).toBe('pending');
    expect(result.current.status.realtime).toBe('disconnected');
    expect(result.current.balance.data?.balance).toBe(0);

    await payThroughApi(t, payer, invoice.bolt11);
    // The next poll (the socket is down) picks it up.
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    await waitFor(() => expect(result.current.status.state).toBe('paid'));
    const lookups = requestsTo(t, `/api/v1/payments/${invoice.payment_hash}`);
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    // Paid: the wallet's cached data was invalidated, so the balance is re-read at once.
    await waitFor(() => expect(result.current.balance.data?.balance).toBe(4_321_000), {
      timeout: 1_000,
    });

    // Settled: no more polling, however many intervals pass.
    await appIdle(client);
    const count = requestsTo(t, `/api/v1/payments/${invoice.payment_hash}`).length;
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_POLL_MS * 3));
    await appIdle(client);
    expect(requestsTo(t, `/api/v1/payments/${invoice.payment_hash}`)).toHaveLength(count);
  });

  it('a forged "paid" websocket message does not mark the invoice paid', async () => {
    const t = await startSandbox();
    const wallet = await t.newWallet('Receiver', 0);
    const connection = connectionFor(t, wallet, 'invoice');
    const invoice = await t.invoice(wallet, 50, 'not really paid');

    const { result } = renderWithClient(() => {
      useWalletRealtime(connection);
      return useInvoiceStatus(connection, {
        paymentHash: invoice.payment_hash,
        expiresAt: hourFromNow(),
      });
    });
    await waitFor(() => expect(result.current.realtime).toBe('connected'));
    await waitFor(() => expect(result.current.lookup.isSuccess).toBe(true));
    const before = requestsTo(t, `/api/v1/payments/${invoice.payment_hash}`).length;

    const details = await t.api<{ details: Record<string, unknown> }>(
      'GET',
      `/api/v1/payments/${invoice.payment_hash}`,
      { key: wallet.inkey },
    );
    const forged = JSON.stringify({
      wallet_balance: 50,
      payment: { ...details.body.details, status: 'success' },
    });
    await t.api('POST', `/api/v1/ws/${wallet.inkey}?data=${encodeURIComponent(forged)}`);

    // The message makes the hook ask the server, whose answer decides.
    await waitFor(() =>
      expect(requestsTo(t, `/api/v1/payments/${invoice.payment_hash}`).length).toBeGreaterThan(
        before,
      ),
    );
    await waitFor(() => expect(result.current.lookup.isFetching).toBe(false));
    expect(result.current.state).toBe('pending');
    expect(result.current.lookup.data?.paid).toBe(false);
  });
});

describe('usePayment (invoices)', () => {
  it('pays an invoice exactly once when pay is called twice quickly', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Payer', 10_000);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 1_234, 'once only');
    const decoded = decodeBolt11(invoice.bolt11);
    const request = { paymentHash: decoded.paymentHash, bolt11: decoded.paymentRequest };

    // What sessionStorage held at the moment each POST left: the record must already be there.
    const storedWhenSent: Array<string | null> = [];
    const inner = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.method === 'POST') {
        storedWhenSent.push(sessionStorage.getItem(PENDING_PAYMENT_KEY));
      }
      return inner(input, init);
    };
    onTestFinished(() => {
      globalThis.fetch = inner;
    });

    const { result, unmount, client } = renderWithClient(() => usePayment(connection));
    expect(result.current.state.phase).toBe('idle');

    act(() => {
      result.current.payInvoice(request);
      result.current.payInvoice(request);
    });
    expect(result.current.state.phase).toBe('paying');
    // A third tap after the re-render (the button is still there for a moment).
    act(() => result.current.payInvoice(request));

    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    const state = result.current.state;
    expect(state.phase === 'paid' && state.details?.amountMsat).toBe(1_234_000);

    // And once more after success: still nothing.
    act(() => result.current.payInvoice(request));
    await appIdle(client);

    expect(payCalls(t)).toHaveLength(1);
    expect(payCalls(t)[0]!.body).toMatchObject({ out: true, bolt11: decoded.paymentRequest });
    expect(storedWhenSent).toHaveLength(1);
    expect(JSON.parse(storedWhenSent[0]!)).toEqual([
      expect.objectContaining({ walletId: connection.id, paymentHash: decoded.paymentHash }),
    ]);
    const outgoing = await outgoingPayments(t, payer);
    expect(outgoing).toHaveLength(1);
    expect(outgoing[0]).toMatchObject({ amount: -1_234_000, status: 'success' });
    expect(await balanceMsat(t, payer)).toBe(10_000_000 - 1_234_000 + outgoing[0]!.fee);
    expect(await balanceMsat(t, payee)).toBe(1_234_000);
    // The outcome is known: the record stays, settled, so a reload shows it; leaving forgets it.
    expect(readPendingPayment(sessionStore(), connection.id)).toMatchObject({ settled: true });
    unmount();
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('a refusal (insufficient balance) ends failed, pays nothing, and allows another try', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Poor payer', 100);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 1_000, 'too much');
    const decoded = decodeBolt11(invoice.bolt11);

    const { result } = renderWithClient(() => usePayment(connection));
    act(() =>
      result.current.payInvoice({ paymentHash: decoded.paymentHash, bolt11: invoice.bolt11 }),
    );
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
    const state = result.current.state;
    expect(state.phase === 'failed' && state.error).toMatchObject({ status: 520 });
    expect(readPendingPayment(sessionStore(), connection.id)).toMatchObject({ settled: true });
    expect(await outgoingPayments(t, payer)).toHaveLength(0);
    expect(await balanceMsat(t, payer)).toBe(100_000);

    // Back to the form: the machine accepts a new attempt, and the old record is forgotten.
    act(() => result.current.reset());
    expect(result.current.state.phase).toBe('idle');
    expect(readPendingPayment(sessionStore(), connection.id)).toBeNull();
    const small = await t.invoice(payee, 60, 'affordable');
    const smallHash = decodeBolt11(small.bolt11).paymentHash;
    act(() => result.current.payInvoice({ paymentHash: smallHash, bolt11: small.bolt11 }));
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    expect(payCalls(t)).toHaveLength(2);
    expect(await balanceMsat(t, payer)).toBe(40_000);
  });

  it('after a reload with a pending record, re-reads the payment instead of paying again', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Payer', 5_000);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 2_000, 'paid before the reload');
    const decoded = decodeBolt11(invoice.bolt11);
    // The payment went through, but the page was reloaded before the answer arrived.
    await payThroughApi(t, payer, invoice.bolt11);
    recordPendingPayment(sessionStore(), {
      kind: 'invoice',
      walletId: connection.id,
      paymentHash: decoded.paymentHash,
      bolt11: decoded.paymentRequest,
      startedAt: Date.now() - 5_000,
    });

    const { result, client } = renderWithClient(() => usePayment(connection));
    expect(result.current.state.phase).toBe('confirming');
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    const state = result.current.state;
    expect(state.phase === 'paid' && state.details?.amountMsat).toBe(2_000_000);

    // Pay is refused after a confirmed success, and nothing was ever posted by the app.
    act(() =>
      result.current.payInvoice({ paymentHash: decoded.paymentHash, bolt11: invoice.bolt11 }),
    );
    await appIdle(client);
    expect(payCalls(t)).toHaveLength(0);
    expect(requestsTo(t, `/api/v1/payments/${decoded.paymentHash}`).length).toBeGreaterThan(0);
    expect(await outgoingPayments(t, payer)).toHaveLength(1);
    expect(await balanceMsat(t, payer)).toBe(3_000_000);
    expect(readPendingPayment(sessionStore(), connection.id)).toMatchObject({ settled: true });
  });

  it('after a reload, a payment the server never saw ends not-sent and can then be paid', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Payer', 5_000);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 300, 'never sent');
    const decoded = decodeBolt11(invoice.bolt11);
    recordPendingPayment(sessionStore(), {
      kind: 'invoice',
      walletId: connection.id,
      paymentHash: decoded.paymentHash,
      bolt11: decoded.paymentRequest,
      startedAt: Date.now() - 5_000,
    });

    const { result, client } = renderWithClient(() => usePayment(connection));
    expect(result.current.state.phase).toBe('confirming');
    // Two "Payment does not exist." answers, 2 s apart.
    await waitFor(() => expect(result.current.state.phase).toBe('not-sent'), { timeout: 5_000 });
    await appIdle(client);
    expect(result.current.state.phase).toBe('not-sent');
    expect(payCalls(t)).toHaveLength(0);
    expect(readPendingPayment(sessionStore(), connection.id)).toMatchObject({ settled: true });

    act(() => result.current.reset());
    act(() =>
      result.current.payInvoice({ paymentHash: decoded.paymentHash, bolt11: invoice.bolt11 }),
    );
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    expect(payCalls(t)).toHaveLength(1);
    expect(await outgoingPayments(t, payer)).toHaveLength(1);
    expect(await balanceMsat(t, payee)).toBe(300_000);
  });

  // Regression: the final phase refreshes the wallet's queries; that refresh once covered the
  // hook's own status lookup too, which flipped 'not-sent' back to 'pending' and read the payment
  // again and again (3 to 19 lookups instead of 2).
  it('reads the payment exactly twice before deciding not-sent', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Payer', 5_000);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 300, 'never sent');
    const decoded = decodeBolt11(invoice.bolt11);
    recordPendingPayment(sessionStore(), {
      kind: 'invoice',
      walletId: connection.id,
      paymentHash: decoded.paymentHash,
      bolt11: decoded.paymentRequest,
      startedAt: Date.now() - 5_000,
    });
    const phases: string[] = [];
    const { result, client } = renderWithClient(() => {
      const send = usePayment(connection);
      phases.push(send.state.phase);
      return send;
    });
    await waitFor(() => expect(result.current.state.phase).toBe('not-sent'), { timeout: 5_000 });
    await appIdle(client);
    expect(requestsTo(t, `/api/v1/payments/${decoded.paymentHash}`)).toHaveLength(2);
    // Once decided, it stays decided.
    expect(phases.slice(phases.indexOf('not-sent'))).not.toContain('confirming');
  });

  it('"already paid" by this wallet (a lost reply, another tab) resolves to success, not a second payment', async () => {
    const t = await startSandbox();
    const payer = await t.newWallet('Payer', 5_000);
    const payee = await t.newWallet('Payee', 0);
    const connection = connectionFor(t, payer, 'admin');
    const invoice = await t.invoice(payee, 700, 'other tab');
    const decoded = decodeBolt11(invoice.bolt11);
    await payThroughApi(t, payer, invoice.bolt11);

    const { result } = renderWithClient(() => usePayment(connection));
    act(() =>
      result.current.payInvoice({ paymentHash: decoded.paymentHash, bolt11: invoice.bolt11 }),
    );
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    const state = result.current.state;
    // Refused, and settled by this wallet's own earlier payment: said so, with that payment's time.
    expect(state.phase === 'paid' && state.earlier).toBe(true);
    expect(state.phase === 'paid' && state.details?.time).toBeTruthy();
    expect(payCalls(t)).toHaveLength(1);
    expect(payCalls(t)[0]!.status).toBe(520);
    expect(await outgoingPayments(t, payer)).toHaveLength(1);
    expect(await balanceMsat(t, payer)).toBe(4_300_000);
  });
});
