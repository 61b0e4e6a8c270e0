// @vitest-environment happy-dom
// LUD-16: a Lightning address is a pay request and nothing else. A service that answers one with a
// withdrawal is not followed to the withdraw screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import type { WalletConnection } from '@/session';
import { sendTargetOf } from '../input/send-target';
import type { Payer } from '../usePayment';
import { LnurlFlow } from './LnurlFlow';

const wallet = {
  id: 'w1',
  serverUrl: 'https://lnbits.example',
  key: 'a'.repeat(32),
  keyType: 'admin',
} as WalletConnection;
const payer = { state: { phase: 'idle' } } as unknown as Payer;

const withdrawRequest = {
  tag: 'withdrawRequest',
  callback: 'https://faucet.example/withdraw/cb',
  k1: 'k'.repeat(32),
  minWithdrawable: 1_000,
  maxWithdrawable: 10_000,
  defaultDescription: 'Free sats',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function flowFor(code: string) {
  const sendTarget = sendTargetOf(code);
  if (sendTarget.kind !== 'lnurl') {
    throw new Error(`not an LNURL target: ${sendTarget.kind}`);
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/send']}>
        <Routes>
          <Route
            path="/send"
            element={
              <LnurlFlow
                wallet={wallet}
                target={sendTarget.target}
                payer={payer}
                onBack={() => undefined}
                readOnlyNotice={null}
              />
            }
          />
          <Route path={paths.withdraw.path} element={<p>The withdraw screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LnurlFlow', () => {
  it('does not open the withdraw screen for a Lightning address that answers with one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(withdrawRequest)),
    );
    flowFor('faucet@faucet.example');
    expect(await screen.findByText(/A Lightning address is only for paying/)).toBeTruthy();
    expect(screen.queryByText('The withdraw screen')).toBeNull();
  });

  it('still opens it for a withdraw LNURL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(withdrawRequest)),
    );
    flowFor('https://faucet.example/withdraw/1');
    // A plain https link is looked up only when asked: say yes, as a person does.
    screen.getByRole('button', { name: 'Look it up as a Lightning link' }).click();
    expect(await screen.findByText('The withdraw screen')).toBeTruthy();
  });
});
