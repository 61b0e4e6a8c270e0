// Integration: a payment that carries a fee (the sandbox's `--service-fee`, LNbits' service fee
// settings) reads the same on Home and in History, fee included, and matches the balance.
import './dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, flattenPages } from '@/features/history/history-query';
import { PaymentRow } from '@/components/PaymentRow';
import { usePaymentHistory } from '@/features/history/usePaymentHistory';
import { LatestPayments } from '@/features/home/LatestPayments';
import { useWalletBalance } from '@/session';
import {
  cleanupAll,
  connectionFor,
  installFetchRecorder,
  payThroughApi,
  renderWithClient,
  startSandbox,
} from './hook-harness';

beforeAll(installFetchRecorder);
afterEach(cleanupAll);

describe('a payment with a service fee', () => {
  it('shows amount + fee on Home and in History, as the balance lost it', async () => {
    // 1 % on payments between the sandbox's wallets: 10,000 sats cost 10,100. LNbits writes the
    // fee of such a payment positive (`"fee": 100000`), which the screens must read as a cost.
    const t = await startSandbox({ serviceFee: { percent: 1, maxSat: 0, internal: true } });
    const payer = await t.newWallet('Payer', 20_000);
    const payee = await t.newWallet('Payee', 0);
    const invoice = await t.invoice(payee, 10_000, 'Rent share');
    const paid = await payThroughApi(t, payer, invoice.bolt11);
    expect(paid).toMatchObject({ status: 'success' });
    expect((paid as unknown as { fee: number }).fee).toBe(100_000);

    const connection = connectionFor(t, payer);
    const hooks = renderWithClient(() => ({
      history: usePaymentHistory(connection, NO_FILTERS),
      balance: useWalletBalance(connection),
    }));
    await waitFor(() => expect(hooks.result.current.history.isSuccess).toBe(true));
    await waitFor(() => expect(hooks.result.current.balance.isSuccess).toBe(true));
    expect(hooks.result.current.balance.data?.balance).toBe(9_900_000);
    const [payment] = flattenPages(hooks.result.current.history.data!.pages);
    expect(payment).toMatchObject({ amount: -10_000_000, fee: 100_000, memo: 'Rent share' });

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={hooks.client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    render(
      <>
        <section data-testid="home">
          <LatestPayments wallet={connection} denomination="sats" hidden={false} />
        </section>
        <section data-testid="history">
          <PaymentRow payment={payment!} denomination="sats" fiat={null} now={new Date()} />
        </section>
      </>,
      { wrapper },
    );
    const home = within(screen.getByTestId('home'));
    const history = within(screen.getByTestId('history'));
    await waitFor(() => expect(home.getByText('Rent share')).toBeTruthy());
    // 20,000 − 9,900 left: both lists show what the balance lost, fee included.
    expect(home.getByText(/10,100 sats/)).toBeTruthy();
    expect(history.getByText(/10,100 sats/)).toBeTruthy();
    expect(screen.queryByText(/^[-−]?\s*10,000 sats/)).toBeNull();
  });
});
