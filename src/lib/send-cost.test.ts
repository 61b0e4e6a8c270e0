import { describe, expect, it } from 'vitest';
import {
  maxFeeMsat,
  maxSendableSat,
  sendCost,
  serviceFeeMsat,
  shownOutgoingMsat,
  type CostContext,
  type PayeePlace,
} from './send-cost';

const elsewhere: CostContext = { place: 'elsewhere', serviceFee: null };
const sameServer: CostContext = { place: 'same-server', serviceFee: null };

describe('sendCost', () => {
  it('counts the routing reserve in what is left (the review used to leave it out)', () => {
    // 300,000 sats to pay from 585,400: "up to 3,000" and so at least 282,400 left, not 285,400.
    const cost = sendCost(585_400_000, 300_000_000, elsewhere);
    expect(cost.maxFeeMsat).toBe(3_000_000);
    expect(cost.leftAtLeastMsat).toBe(282_400_000);
    expect(cost.covered).toBe(true);
  });

  it('holds back no reserve for an invoice of the same server (fee_reserve(internal=True) is 0)', () => {
    const cost = sendCost(10_000_000, 10_000_000, sameServer);
    expect(cost).toMatchObject({
      routingMsat: 0,
      maxFeeMsat: 0,
      leftAtLeastMsat: 0,
      covered: true,
    });
    // The same payment leaving the server needs the reserve, which the balance lacks.
    expect(sendCost(10_000_000, 10_000_000, elsewhere)).toMatchObject({
      routingMsat: 100_000,
      leftAtLeastMsat: -100_000,
      covered: false,
    });
  });

  it('treats an address on the server’s own host as inside it, and an unknown place as outside', () => {
    const places: [PayeePlace, number][] = [
      ['same-server', 0],
      ['same-host', 0],
      ['elsewhere', 2_500],
      ['unknown', 2_500],
    ];
    for (const [place, feeMsat] of places) {
      expect(maxFeeMsat(250_000, { place, serviceFee: null }), place).toBe(feeMsat);
    }
  });

  it('adds the service fee on top, inside the server too (the waiver is not public)', () => {
    const serviceFee = { percent: 0.5, maxSat: 0 };
    expect(sendCost(20_000_000, 10_000_000, { place: 'elsewhere', serviceFee })).toMatchObject({
      routingMsat: 100_000,
      serviceMsat: 50_000,
      maxFeeMsat: 150_000,
      leftAtLeastMsat: 9_850_000,
    });
    expect(sendCost(20_000_000, 10_000_000, { place: 'same-server', serviceFee })).toMatchObject({
      routingMsat: 0,
      serviceMsat: 50_000,
      leftAtLeastMsat: 9_950_000,
    });
  });
});

describe('serviceFeeMsat', () => {
  it('is int(amount / 100 × percent), capped at serviceFeeMax sats when that is above 0', () => {
    expect(serviceFeeMsat(10_000_000, null)).toBe(0);
    expect(serviceFeeMsat(10_000_000, { percent: 0, maxSat: 10 })).toBe(0);
    expect(serviceFeeMsat(10_000_000, { percent: 1, maxSat: 0 })).toBe(100_000);
    expect(serviceFeeMsat(10_000_000, { percent: 1, maxSat: 50 })).toBe(50_000);
    expect(serviceFeeMsat(12_345, { percent: 0.3, maxSat: 0 })).toBe(37); // 123.45 × 0.3 = 37.035
    // The float steps of Python's `amount_msat / 100 * percent`: 1,001 / 100 × 7 = 70.07…
    expect(serviceFeeMsat(1_001, { percent: 7, maxSat: 0 })).toBe(70);
  });
});

describe('maxSendableSat', () => {
  it('on a 90,034-sat wallet paying elsewhere: 89,142 sats, and nothing left to speak of', () => {
    const max = maxSendableSat(90_034_000, elsewhere);
    expect(max).toBe(89_142);
    expect(sendCost(90_034_000, max * 1_000, elsewhere)).toMatchObject({
      maxFeeMsat: 891_420,
      leftAtLeastMsat: 580,
      covered: true,
    });
  });

  it('inside the server: everything, to the last whole sat', () => {
    expect(maxSendableSat(90_034_999, sameServer)).toBe(90_034);
    expect(maxSendableSat(90_034_000, { place: 'same-host', serviceFee: null })).toBe(90_034);
  });

  it('is the largest amount the server lets go, with fees, reserves and service fees', () => {
    const contexts: CostContext[] = [
      elsewhere,
      sameServer,
      { place: 'elsewhere', serviceFee: { percent: 1, maxSat: 0 } },
      { place: 'elsewhere', serviceFee: { percent: 2.5, maxSat: 30 } },
      { place: 'same-server', serviceFee: { percent: 1, maxSat: 0 } },
    ];
    for (const context of contexts) {
      for (const balanceMsat of [0, 1_999, 2_000, 3_000, 999_999, 10_000_000, 123_456_789]) {
        const amountSat = maxSendableSat(balanceMsat, context);
        const fits = (sat: number) => sendCost(balanceMsat, sat * 1_000, context).covered;
        expect(amountSat === 0 || fits(amountSat), JSON.stringify(context)).toBe(true);
        expect(fits(amountSat + 1), JSON.stringify(context)).toBe(false);
      }
    }
  });
});

describe('shownOutgoingMsat', () => {
  it('shows a failed payment at the amount asked, not with the reserve LNbits held for it', () => {
    // 300 sats out of the server: LNbits wrote fee = -reserve (max(2 sats, 1 %)) while it tried.
    const reserve = maxFeeMsat(300_000, elsewhere);
    expect(reserve).toBe(3_000);
    const failed = { amount: -300_000, fee: -reserve, status: 'failed' as const };
    expect(shownOutgoingMsat(failed)).toBe(300_000);
    // The same payment while out: the reserve is held back; once paid, the fee it took counts.
    expect(shownOutgoingMsat({ ...failed, status: 'pending' })).toBe(303_000);
    expect(shownOutgoingMsat({ amount: -300_000, fee: -1_200, status: 'success' })).toBe(301_200);
    // Whichever sign the server wrote them with.
    expect(shownOutgoingMsat({ amount: 300_000, fee: 3_000, status: 'failed' })).toBe(300_000);
  });
});
