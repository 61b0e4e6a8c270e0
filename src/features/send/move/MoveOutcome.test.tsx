// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentState } from '../payment-machine';
import type { InvoiceRecord } from '../pending-payment';
import { MoveOutcome } from './MoveOutcome';
import type { MoveModel } from './useMove';

afterEach(cleanup);

const HASH = 'c'.repeat(64);
const sent: InvoiceRecord = {
  kind: 'invoice',
  walletId: 'w1',
  paymentHash: HASH,
  bolt11: 'lnbc-not-decodable',
  startedAt: 1,
};
const moved: InvoiceRecord = {
  ...sent,
  move: { toWalletId: 'w2', from: 'Checking', to: 'Savings' },
};

function model(state: PaymentState, balances: { from?: number; to?: number } = {}): MoveModel {
  return {
    payer: { state, reset: () => undefined },
    names: { from: 'Checking', to: 'Savings' },
    fromBalance: { data: balances.from === undefined ? undefined : { balance: balances.from } },
    toBalance: { data: balances.to === undefined ? undefined : { balance: balances.to } },
  } as unknown as MoveModel;
}

describe('the outcome of a move', () => {
  it('says Moved, from where to where, with both balances as the servers give them now', () => {
    const state: PaymentState = {
      step: 3,
      phase: 'paid',
      record: moved,
      details: { amountMsat: 1_200_000, feeMsat: 0 },
      earlier: false,
    };
    render(
      <MemoryRouter>
        <MoveOutcome move={model(state, { from: 3_800_000, to: 1_900_000 })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: /^Moved/ })).toBeTruthy();
    expect(screen.getByTestId('outcome-who').textContent).toBe('From Checking to Savings');
    expect(screen.getByTestId('move-balance-from').textContent).toBe('3,800 sats');
    expect(screen.getByTestId('move-balance-to').textContent).toBe('1,900 sats');
  });

  it('shows an open payment of another kind on record as what it is, never as a move', () => {
    const state: PaymentState = {
      step: 0,
      phase: 'confirming',
      record: sent,
      reason: 'reload',
      notFound: 0,
      lookups: 0,
    };
    render(
      <MemoryRouter>
        <MoveOutcome move={model(state)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: /Checking this payment/ })).toBeTruthy();
    expect(screen.queryByTestId('outcome-who')).toBeNull();

    cleanup();
    const paid: PaymentState = { step: 1, phase: 'paid', record: sent, earlier: false };
    render(
      <MemoryRouter>
        <MoveOutcome move={model(paid)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: /^Paid/ })).toBeTruthy();
    expect(screen.queryByText(/Moved/)).toBeNull();
  });
});

describe('a move another step asked for', () => {
  it('leads on to that step once moved, instead of Done', () => {
    const state: PaymentState = {
      step: 3,
      phase: 'paid',
      record: moved,
      details: { amountMsat: 1_200_000, feeMsat: 0 },
      earlier: false,
    };
    render(
      <MemoryRouter>
        <MoveOutcome move={model(state)} then="/more/nwc/connect?wallet=w2" />
      </MemoryRouter>,
    );
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/more/nwc/connect?wallet=w2');
    expect(screen.queryByRole('link', { name: 'Done' })).toBeNull();
  });
});
