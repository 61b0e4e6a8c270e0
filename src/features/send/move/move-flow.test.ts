import { describe, expect, it } from 'vitest';
import {
  inAppPath,
  startAmountSat,
  startEntry,
  MOVE_INVOICE_FRESH_MS,
  initialMoveFlow,
  invoiceToPay,
  invoiceToRequest,
  isStale,
  moveFlowTransition,
} from './move-flow';
import type { MoveFlowEvent, MoveFlowState } from './move-flow';

const run = (events: MoveFlowEvent[], from: MoveFlowState = initialMoveFlow) =>
  events.reduce(moveFlowTransition, from);
const invoice = (amountSat: number, hash = 'a'.repeat(64)) => ({
  paymentHash: hash,
  bolt11: `lnbc-${amountSat}`,
  amountSat,
  madeAt: 1_000,
});

describe('a move before its payment', () => {
  it('asks for the receiving invoice once on Continue, and offers Move once it is there', () => {
    const review = run([{ type: 'CONTINUE', amountSat: 1_000 }]);
    expect(invoiceToRequest(review)).toEqual({ request: 1, amountSat: 1_000 });
    expect(invoiceToPay(review)).toBeNull();
    const ready = run([{ type: 'INVOICE_READY', request: 1, invoice: invoice(1_000) }], review);
    expect(invoiceToRequest(ready)).toBeNull();
    expect(invoiceToPay(ready)).toEqual(invoice(1_000));
  });

  it('ignores the answer for an earlier Continue: the review pays the amount it shows', () => {
    const state = run([
      { type: 'CONTINUE', amountSat: 1_000 },
      { type: 'BACK' },
      { type: 'CONTINUE', amountSat: 2_000 },
      { type: 'INVOICE_READY', request: 1, invoice: invoice(1_000) },
    ]);
    expect(invoiceToPay(state)).toBeNull();
    expect(invoiceToRequest(state)).toEqual({ request: 2, amountSat: 2_000 });
    const ready = run([{ type: 'INVOICE_READY', request: 2, invoice: invoice(2_000) }], state);
    expect(invoiceToPay(ready)?.amountSat).toBe(2_000);
  });

  it('never swaps the invoice under the review once it has one', () => {
    const state = run([
      { type: 'CONTINUE', amountSat: 1_000 },
      { type: 'INVOICE_READY', request: 1, invoice: invoice(1_000, 'a'.repeat(64)) },
      { type: 'INVOICE_READY', request: 1, invoice: invoice(1_000, 'b'.repeat(64)) },
    ]);
    expect(invoiceToPay(state)?.paymentHash).toBe('a'.repeat(64));
  });

  it('says a refused invoice, and asks again only when told to', () => {
    const failed = run([
      { type: 'CONTINUE', amountSat: 1_000 },
      { type: 'INVOICE_FAILED', request: 1, error: new Error('offline') },
    ]);
    expect(invoiceToRequest(failed)).toBeNull();
    expect(failed.step === 'review' && failed.error).toBeInstanceOf(Error);
    const again = run([{ type: 'RETRY' }], failed);
    expect(invoiceToRequest(again)).toEqual({ request: 2, amountSat: 1_000 });
  });

  it('takes no Continue without an amount', () => {
    expect(run([{ type: 'CONTINUE', amountSat: 0 }])).toEqual(initialMoveFlow);
  });

  it('asks again for an invoice gone stale, and offers Move only once the new one is there', () => {
    const ready = run([
      { type: 'CONTINUE', amountSat: 1_000 },
      { type: 'INVOICE_READY', request: 1, invoice: invoice(1_000) },
    ]);
    expect(isStale(invoiceToPay(ready)!, 1_000 + MOVE_INVOICE_FRESH_MS)).toBe(false);
    expect(isStale(invoiceToPay(ready)!, 1_001 + MOVE_INVOICE_FRESH_MS)).toBe(true);
    const renewed = run([{ type: 'RETRY' }], ready);
    expect(invoiceToPay(renewed)).toBeNull();
    expect(invoiceToRequest(renewed)).toEqual({ request: 2, amountSat: 1_000 });
  });
});

describe('the amount a move starts from', () => {
  it('takes a whole positive number of sats from the address, and nothing else', () => {
    expect(startAmountSat('5000')).toBe(5000);
    for (const value of [null, '', '0', '-5', '1.5', 'abc', '1e30']) {
      expect(startAmountSat(value)).toBeUndefined();
    }
    expect(startEntry(5000)).toEqual({ unit: 'sat', text: '5000' });
    expect(startEntry(undefined).text).toBe('');
  });
});

describe('where Continue leads after a move', () => {
  it('keeps a path of this app', () => {
    expect(inAppPath('/more/nwc/connect?wallet=a&budget=5')).toBe(
      '/more/nwc/connect?wallet=a&budget=5',
    );
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil', 'more']) {
      expect(inAppPath(value)).toBeNull();
    }
  });
});
