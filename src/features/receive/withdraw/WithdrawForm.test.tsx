// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '@/api/core';
import { ApiError } from '@/api/http';
import type * as Lnurl from '@/api/lnurl';
import { LnurlDirectError } from '@/api/lnurl';
import type * as Session from '@/session';
import type { WalletConnection } from '@/session';
import { LnurlError } from '@/lib/lnurl/errors';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { WithdrawForm } from './WithdrawForm';
import { faucetRequest } from './fixtures/withdraw-request';

const api = vi.hoisted(() => ({
  createInvoice: vi.fn(),
  getPayment: vi.fn(),
  listPayments: vi.fn(),
  withdrawDirect: vi.fn(),
}));
vi.mock('@/api/core', async (original) => ({
  ...(await original<typeof Core>()),
  createInvoice: api.createInvoice,
  getPayment: api.getPayment,
  listPayments: api.listPayments,
}));
vi.mock('@/api/lnurl', async (original) => ({
  ...(await original<typeof Lnurl>()),
  withdrawDirect: api.withdrawDirect,
}));
vi.mock('@/session', async (original) => ({
  ...(await original<typeof Session>()),
  useFiatRate: () => ({ data: null }),
}));

const wallet = {
  id: 'w1',
  serverUrl: 'https://lnbits.example',
  key: 'i'.repeat(32),
  keyType: 'invoice',
} as WalletConnection;
const target: LnurlTarget = {
  url: 'https://faucet.example/w',
  domain: 'faucet.example',
  scanCode: 'LNURL1',
  onion: false,
  askFirst: false,
};
const request = faucetRequest;

beforeEach(() => {
  api.createInvoice.mockResolvedValue({ bolt11: 'lnbc1', payment_hash: 'h1', extra: {} });
  api.getPayment.mockResolvedValue({ paid: false });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function renderForm(via: 'direct' | 'server' = 'direct') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = via === 'direct' ? { via } : { via, because: 'blocked' as const };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WithdrawForm wallet={wallet} target={target} request={request} path={path} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountField = () => screen.getByLabelText('Amount');
const key = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('WithdrawForm', () => {
  it('offers the most on the keypad, flags a wrong amount while typing, names the source', () => {
    renderForm();
    expect(screen.getByLabelText('Where the sats come from').textContent).toContain(
      'faucet.exampleTest sats',
    );
    expect((amountField() as HTMLInputElement).value).toBe('100,000');
    expect(screen.getByText(/From 1,000 sats to 100,000 sats/)).toBeTruthy();
    key('1');
    expect(screen.getByText('The most you can withdraw is 100,000 sats.')).toBeTruthy();
    for (const _digit of '1000001') {
      key('Delete last digit');
    }
    expect((amountField() as HTMLInputElement).value).toBe('');
    key('5');
    key('0');
    key('0');
    expect(screen.getByText('The least you can withdraw is 1,000 sats.')).toBeTruthy();
    key('0');
    expect(screen.getByRole('button', { name: 'Receive 5,000 sats' })).toBeTruthy();
  });

  it('asks once for a double tap, then waits for the service: pending, then received', async () => {
    let accept!: (value: unknown) => void;
    api.withdrawDirect.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    renderForm();
    const receive = screen.getByRole('button', { name: 'Receive 100,000 sats' });
    await act(async () => {
      fireEvent.click(receive);
      fireEvent.click(receive);
    });
    expect(api.createInvoice).toHaveBeenCalledTimes(1);
    expect(api.withdrawDirect).toHaveBeenCalledTimes(1);
    // Only the invoice goes to the service; the invoice was made with this wallet's own key.
    expect(api.withdrawDirect.mock.calls[0]![1]).toEqual({ pr: 'lnbc1' });
    expect(api.createInvoice.mock.calls[0]![1]).toMatchObject({
      amount: 100_000,
      memo: 'Test sats',
    });

    await act(async () => accept({ status: 'OK' }));
    const pending = await screen.findByRole('status', { name: 'On its way 100,000 sats' });
    expect(pending.dataset.tone).toBe('pending');
    expect(screen.getByTestId('withdraw-pending').textContent).toContain(
      'You can leave this screen',
    );

    // The server's word, never an assumption: received only once the invoice reads paid.
    api.getPayment.mockResolvedValue({ paid: true });
    const received = await screen.findByRole(
      'status',
      { name: 'Received 100,000 sats' },
      { timeout: 4_000 },
    );
    expect(received.dataset.tone).toBe('success');
    expect(received.textContent).toContain('From faucet.example');
  });

  it('says what the service refused, and keeps the form to try again', async () => {
    api.withdrawDirect.mockRejectedValue(
      new LnurlError('service-error', 'refused', { reason: 'Already claimed' }),
    );
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Receive 100,000 sats' }));
    });
    expect(await screen.findByText('It said: “Already claimed”')).toBeTruthy();
    expect(screen.getByText('faucet.example refused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive 100,000 sats' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /^Received/ })).toBeNull();
  });

  it('reads the invoice back after a lost answer, never calling the service again', async () => {
    api.withdrawDirect.mockRejectedValue(new LnurlDirectError('unreachable-directly', 'blocked'));
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Receive 100,000 sats' }));
    });
    // What went wrong, and the other way, while the invoice is read.
    expect(await screen.findByText('Couldn’t reach faucet.example from this device')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Receive through your LNbits server instead' }),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.getPayment).toHaveBeenCalledWith(wallet, 'h1', expect.anything()),
    );

    // The service got it after all: the server says the invoice is paid.
    api.getPayment.mockResolvedValue({ paid: true });
    expect(
      await screen.findByRole('status', { name: 'Received 100,000 sats' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(api.createInvoice).toHaveBeenCalledTimes(1);
    expect(api.withdrawDirect).toHaveBeenCalledTimes(1);
  });

  it('looks for the server path’s invoice when its answer is lost, never making another', async () => {
    api.createInvoice.mockRejectedValue(
      new ApiError({ kind: 'timeout', status: 0, detail: 'timed out' }),
    );
    api.listPayments.mockResolvedValue([
      {
        payment_hash: 'h2',
        bolt11: 'lnbc2',
        amount: 100_000_000,
        memo: 'Test sats',
        status: 'pending',
        time: new Date().toISOString(),
      },
    ]);
    api.getPayment.mockResolvedValue({ paid: true });
    renderForm('server');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Receive 100,000 sats' }));
    });
    expect(
      await screen.findByRole('status', { name: 'Received 100,000 sats' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(api.getPayment).toHaveBeenCalledWith(wallet, 'h2', expect.anything());
    expect(api.createInvoice).toHaveBeenCalledTimes(1);
    expect(api.createInvoice.mock.calls[0]![1]).toMatchObject({
      lnurl_withdraw: { tag: 'withdrawRequest', k1: 'k1' },
    });
    expect(api.withdrawDirect).not.toHaveBeenCalled();
  });
});
