import { describe, expect, it } from 'vitest';
import { explainPaymentFailure } from './payment-failure';

describe('explainPaymentFailure', () => {
  it('explains LNbits failure details', () => {
    expect(explainPaymentFailure('Insufficient balance.')).toMatch(/not have enough sats/);
    expect(
      explainPaymentFailure('You must reserve at least (2  sat) to cover potential routing fees.'),
    ).toMatch(/reserve/);
    expect(explainPaymentFailure('Payment failed: Only internal invoices can be used!')).toMatch(
      /same server/,
    );
    expect(explainPaymentFailure('Something new')).toBeUndefined();
  });
});
