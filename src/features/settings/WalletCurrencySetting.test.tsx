// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletConnection } from '@/session';
import { WalletCurrencySetting } from './WalletCurrencySetting';

const admin = {
  id: 'w1',
  serverUrl: 'https://lnbits.example',
  name: 'Main',
  key: 'a'.repeat(32),
  keyType: 'admin',
} as WalletConnection;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server whose wallet has `currency`; PATCH bodies are kept, a currency in one is taken. */
function serverWith(currency: string) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { currency?: string };
    bodies.push(body);
    currency = body.currency ?? currency;
    return Response.json({ id: 'x', user: 'u', name: 'Main', adminkey: 'a', inkey: 'i', currency });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

function show(wallet: WalletConnection, currency: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WalletCurrencySetting wallet={wallet} currency={currency} />
    </QueryClientProvider>,
  );
}

describe('WalletCurrencySetting', () => {
  it('offers one tap to keep the currency on the server, then says it does', async () => {
    const { bodies } = serverWith('USD');
    show(admin, 'EUR');
    fireEvent.click(await screen.findByRole('button', { name: 'Keep EUR values on the server' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The server now keeps each new payment’s value in EUR.',
    );
    // Read with the no-op PATCH, then set: the admin key's one call that does both.
    expect(bodies).toEqual([{}, { currency: 'EUR' }]);
  });

  it('offers nothing when the server keeps that currency already', async () => {
    const { bodies } = serverWith('eur');
    show(admin, 'EUR');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(bodies).toEqual([{}]);
  });

  it('asks nothing with an invoice key, which the server would refuse', () => {
    const { fetchMock } = serverWith('USD');
    show({ ...admin, keyType: 'invoice' }, 'EUR');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
