import { describe, expect, it } from 'vitest';
import {
  MOVE_EXTRA_KEY,
  defaultPair,
  moveAmountProblem,
  moveExtra,
  movePlace,
  moveReview,
  onSameServer,
  pairProblem,
  readMove,
} from './move';
import type { MoveWallet } from './move';

const ORIGIN = 'http://127.0.0.1:5000';
const here: MoveWallet = { id: 'a', serverUrl: '', keyType: 'admin' };
const hereToo: MoveWallet = { id: 'b', serverUrl: 'http://127.0.0.1:5000/', keyType: 'admin' };
const there: MoveWallet = { id: 'c', serverUrl: 'https://lnbits.example', keyType: 'admin' };
const receiveOnly: MoveWallet = { id: 'd', serverUrl: '', keyType: 'invoice' };

describe('the move tag', () => {
  it('reads back what it wrote, on either side', () => {
    const extra = { ...moveExtra({ from: 'Savings', to: 'Spending' }), wallet_fiat_amount: 1 };
    expect(readMove(extra)).toEqual({ from: 'Savings', to: 'Spending' });
  });

  it('reads nothing from a payment without one, or with a malformed one', () => {
    expect(readMove(undefined)).toBeUndefined();
    expect(readMove({})).toBeUndefined();
    expect(readMove({ [MOVE_EXTRA_KEY]: 'yes' })).toBeUndefined();
    expect(readMove({ [MOVE_EXTRA_KEY]: { from: 1, to: 'x' } })).toBeUndefined();
  });

  it('makes names inert (no bidi or control characters)', () => {
    expect(readMove({ [MOVE_EXTRA_KEY]: { from: 'A\u202Eb', to: 'c\nd' } })).toEqual({
      from: 'Ab',
      to: 'c d',
    });
  });
});

describe('where a move is paid', () => {
  it("takes '' for the app's origin, and ignores a trailing slash", () => {
    expect(onSameServer(here, hereToo, ORIGIN)).toBe(true);
    expect(movePlace(here, hereToo, ORIGIN)).toBe('same-server');
  });

  it('counts another server as elsewhere (the routing reserve applies)', () => {
    expect(onSameServer(here, there, ORIGIN)).toBe(false);
    expect(movePlace(here, there, ORIGIN)).toBe('elsewhere');
  });
});

describe('which pairs can move', () => {
  it('refuses a receive-only source and the same wallet twice, takes a receive-only target', () => {
    expect(pairProblem(receiveOnly, here)).toBe('receive-only-source');
    expect(pairProblem(here, here)).toBe('same-wallet');
    expect(pairProblem(here, receiveOnly)).toBeNull();
  });

  it('starts from a wallet that can send, and another one to receive', () => {
    expect(defaultPair([receiveOnly, here, there])).toEqual({ from: here, to: receiveOnly });
    expect(defaultPair([receiveOnly, here, there], 'd', 'c')).toEqual({ from: here, to: there });
    expect(defaultPair([receiveOnly, here, there], 'c', 'c')).toEqual({
      from: there,
      to: receiveOnly,
    });
    expect(defaultPair([receiveOnly])).toBeNull();
    expect(defaultPair([here])).toBeNull();
  });
});

describe('the review', () => {
  it('has no reserve between wallets of one server, and both balances exact', () => {
    const review = moveReview({
      amountSat: 1_000,
      fromBalanceMsat: 5_000_000,
      toBalanceMsat: 2_000_000,
      place: 'same-server',
      serviceFee: null,
    });
    expect(review.cost.maxFeeMsat).toBe(0);
    expect(review.fromAfterAtLeastMsat).toBe(4_000_000);
    expect(review.toAfterMsat).toBe(3_000_000);
  });

  it('holds the routing reserve across servers, and never shows less than nothing left', () => {
    const review = moveReview({
      amountSat: 10_000,
      fromBalanceMsat: 10_000_000,
      toBalanceMsat: undefined,
      place: 'elsewhere',
      serviceFee: null,
    });
    expect(review.cost.maxFeeMsat).toBeGreaterThan(0);
    expect(review.cost.covered).toBe(false);
    expect(review.fromAfterAtLeastMsat).toBe(0);
    expect(review.toAfterMsat).toBeNull();
  });
});

describe('the amount', () => {
  const inside = { place: 'same-server' as const, serviceFee: null };
  const outside = { place: 'elsewhere' as const, serviceFee: null };
  it('says what is wrong with it', () => {
    expect(moveAmountProblem(null, 5_000_000, inside)).toBe('none-typed');
    expect(moveAmountProblem(0, 5_000_000, inside)).toBe('zero');
    expect(moveAmountProblem(5_001, 5_000_000, inside)).toBe('over-balance');
    expect(moveAmountProblem(5_000, 5_000_000, inside)).toBeNull();
    expect(moveAmountProblem(5_000, 5_000_000, outside)).toBe('over-max');
  });
});
