import { describe, expect, it } from 'vitest';
import {
  MAX_SENT_RECORDS,
  counterpartyOf,
  findSentRecord,
  parseSentRecords,
  sentExtra,
  withSentRecord,
  type SentRecord,
} from './payment-counterparty';

const HASH = 'a'.repeat(64);
const local: SentRecord = {
  paymentHash: HASH,
  address: 'cafe@pay.example',
  domain: 'pay.example',
  name: 'Payment to cafe',
  note: 'Two flat whites',
  at: 1_700_000_000_000,
};

describe('counterpartyOf', () => {
  it('an address paid through the server: the note is the server’s, the address this device’s', () => {
    // What LNbits 1.5.1 kept for POST /api/v1/payments/lnurl (checked on a genuine server).
    const payment = {
      amount: -21_000,
      memo: 'Pay shop at the third-party LNURL host',
      extra: {
        success_action: '{"tag": "message", "message": "Thanks for paying shop!"}',
        comment: 'Two coffees',
        wallet_fiat_currency: 'USD',
      },
    };
    expect(counterpartyOf(payment)).toEqual({ note: 'Two coffees', source: 'server' });
    expect(counterpartyOf(payment, { ...local, note: 'Two coffees' })).toEqual({
      name: 'Payment to cafe',
      address: 'cafe@pay.example',
      note: 'Two coffees',
      source: 'device',
    });
  });

  it('an address paid directly: both kept by the server through the extra Send sends', () => {
    const extra = sentExtra(local);
    expect(extra).toEqual({ comment: 'Two flat whites', lnaddress: 'cafe@pay.example' });
    expect(counterpartyOf({ amount: -1_000, extra })).toEqual({
      address: 'cafe@pay.example',
      note: 'Two flat whites',
      source: 'server',
    });
    // Seen from this device, with its own record too: still the server's words.
    expect(counterpartyOf({ amount: -1_000, extra }, local)).toMatchObject({
      address: 'cafe@pay.example',
      note: 'Two flat whites',
      name: 'Payment to cafe',
      source: 'server',
    });
  });

  it('an LNURL without an address: its host, from this device', () => {
    const record: SentRecord = { paymentHash: HASH, domain: 'shop.example', at: 1 };
    expect(counterpartyOf({ amount: -1_000, extra: {} }, record)).toEqual({
      domain: 'shop.example',
      source: 'device',
    });
  });

  it('an incoming payment: the payer’s note, and the wallet’s own address it came to', () => {
    const payment = {
      amount: 5_000,
      extra: { tag: 'lnurlp', comment: 'Thanks!', lnaddress: 'Me@Pay.Example' },
    };
    expect(counterpartyOf(payment, local)).toEqual({
      note: 'Thanks!',
      ownAddress: 'me@pay.example',
      source: 'server',
    });
  });

  it('nothing known: null; odd values in extra are ignored', () => {
    expect(counterpartyOf({ amount: -1_000 })).toBeNull();
    expect(counterpartyOf({ amount: -1_000, extra: null })).toBeNull();
    expect(
      counterpartyOf({ amount: -1_000, extra: { comment: 42, lnaddress: 'not an address' } }),
    ).toBeNull();
    expect(counterpartyOf({ amount: -1_000, extra: { comment: '   ' } })).toBeNull();
  });

  it('sends no extra when there is nothing to keep', () => {
    expect(sentExtra({})).toBeUndefined();
    expect(sentExtra({ note: 'hi' })).toEqual({ comment: 'hi' });
  });
});

describe('the device’s records', () => {
  it('read back what was stored, skip what can’t be read, and stay bounded', () => {
    const other = { ...local, paymentHash: 'b'.repeat(64), at: 2 };
    const list = withSentRecord(withSentRecord([], local), other);
    expect(list.map((r) => r.paymentHash)).toEqual([other.paymentHash, HASH]);
    const stored = JSON.stringify([...list, { paymentHash: 'nope' }, 'junk']);
    expect(parseSentRecords(stored)).toEqual(list);
    expect(findSentRecord(parseSentRecords(stored), HASH)).toEqual(local);
    expect(parseSentRecords('not json')).toEqual([]);
    expect(parseSentRecords(null)).toEqual([]);

    // The same payment again replaces its record.
    expect(withSentRecord(list, { ...local, note: 'changed' })).toHaveLength(2);
    let many: SentRecord[] = [];
    for (let i = 0; i < MAX_SENT_RECORDS + 5; i += 1) {
      many = withSentRecord(many, { ...local, paymentHash: i.toString(16).padStart(64, '0') });
    }
    expect(many).toHaveLength(MAX_SENT_RECORDS);
  });
});
