import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT, hasUnsafeCharacter } from './fixtures/hostile-text';
import {
  counterpartyOf,
  isPayLinkPayment,
  keptOnlyOnDevice,
  keptOnlyOnDeviceAmong,
  privateNoteAmong,
  privateNoteOf,
  shownCounterparty,
  shownCounterpartyAmong,
  sentExtra,
  type SentRecord,
} from './payment-counterparty';
import { MAX_SENT_RECORDS, findSentRecord, parseSentRecords, withSentRecord } from './sent-record';

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

describe('keptOnlyOnDevice', () => {
  it('the server path: LNbits keeps the comment, never the address — whom is this device’s', () => {
    // POST /api/v1/payments/lnurl (core/views/lnurl_api.py) keeps `comment`, not the address.
    const payment = { amount: -21_000, extra: { comment: 'Two flat whites' } };
    expect(keptOnlyOnDevice(payment, local)).toBe('who');
    // Without a comment kept either (none was sent, or an old server): both are this device's.
    expect(keptOnlyOnDevice({ amount: -21_000, extra: {} }, local)).toBe('who-and-note');
    expect(keptOnlyOnDevice({ amount: -21_000 }, local)).toBe('who-and-note');
  });

  it('the direct path: the extra Send sends keeps both, so nothing is only here', () => {
    const payment = { amount: -1_000, extra: sentExtra(local) };
    expect(keptOnlyOnDevice(payment, local)).toBeNull();
    // The address kept, the note not (sent as the invoice was fetched, not kept): the note only.
    const addressOnly = { amount: -1_000, extra: { lnaddress: 'cafe@pay.example' } };
    expect(keptOnlyOnDevice(addressOnly, local)).toBe('note');
    expect(keptOnlyOnDevice(addressOnly, { ...local, note: '  ' })).toBeNull();
  });

  it('an LNURL without an address: its host is this device’s', () => {
    const record: SentRecord = { paymentHash: HASH, domain: 'shop.example', at: 1 };
    expect(keptOnlyOnDevice({ amount: -1_000, extra: { comment: 'hi' } }, record)).toBe('who');
  });

  it('nothing from this device: null, and never for money in', () => {
    const payment = { amount: -1_000, extra: { comment: 'hi' } };
    expect(keptOnlyOnDevice(payment)).toBeNull();
    expect(keptOnlyOnDevice(payment, null)).toBeNull();
    // A record of the same hash can't speak for an incoming payment (counterpartyOf agrees).
    expect(keptOnlyOnDevice({ amount: 5_000, extra: { tag: 'lnurlp' } }, local)).toBeNull();
  });

  it('agrees with counterpartyOf’s source, and finds the record by hash', () => {
    const serverPath = { amount: -21_000, extra: { comment: 'x' }, payment_hash: HASH };
    expect(counterpartyOf(serverPath, local)?.source).toBe('device');
    expect(keptOnlyOnDeviceAmong(serverPath, [local])).toBe('who');
    expect(keptOnlyOnDeviceAmong({ ...serverPath, payment_hash: 'b'.repeat(64) }, [local])).toBe(
      null,
    );
    const direct = { amount: -1_000, extra: sentExtra(local) };
    expect(counterpartyOf(direct, local)?.source).toBe('server');
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

// What LNbits 1.5.1 with lnurlp 1.3.2 answered for a payment through a Lightning address with a
// comment (GET /api/v1/payments/{hash} on the oracle; lnurlp views_lnurl.py api_lnurl_callback).
const throughAddress = {
  amount: 21_000,
  memo: 'Lightning address',
  extra: {
    tag: 'lnurlp',
    link: 'fTmgv3',
    extra: '21000',
    comment: 'Thanks for lunch!',
    lnaddress: 'ana@pay.example',
    wallet_fiat_currency: 'USD',
    wallet_fiat_amount: 0.018,
    wallet_fiat_rate: 1149.4,
  },
};

describe('shownCounterparty, money in', () => {
  it('takes the payer’s comment as the note, not the link’s description', () => {
    expect(shownCounterparty(throughAddress)).toEqual({
      note: 'Thanks for lunch!',
      noteFrom: 'written',
      ownAddress: 'ana@pay.example',
    });
    expect(isPayLinkPayment(throughAddress)).toBe(true);
  });

  it('has no note when the payer wrote none (the memo is the link’s own name)', () => {
    const { comment: _, ...extra } = throughAddress.extra;
    expect(shownCounterparty({ ...throughAddress, extra })).toEqual({
      noteFrom: 'none',
      ownAddress: 'ana@pay.example',
    });
  });

  it('never takes the receiving address for the payer', () => {
    const who = shownCounterparty(throughAddress);
    expect(who.address).toBeUndefined();
    expect(who.name).toBeUndefined();
    expect(shownCounterparty({ ...throughAddress, amount: -21_000 }).ownAddress).toBeUndefined();
  });

  it('reads a request’s own memo as its note', () => {
    expect(shownCounterparty({ amount: 5_000, memo: ' Coffee for two ', extra: {} })).toEqual({
      note: 'Coffee for two',
      noteFrom: 'memo',
    });
    expect(shownCounterparty({ amount: 5_000, memo: ' ', extra: {} })).toEqual({
      noteFrom: 'none',
    });
  });

  it('makes a hostile comment inert, and ignores one that is not text', () => {
    const hostile = shownCounterparty({
      ...throughAddress,
      extra: { ...throughAddress.extra, comment: HOSTILE_TEXT },
    });
    expect(hasUnsafeCharacter(hostile.note!)).toBe(false);
    expect(hostile.note!.length).toBeLessThanOrEqual(800);
    expect(
      shownCounterparty({ ...throughAddress, extra: { ...throughAddress.extra, comment: 42 } })
        .note,
    ).toBeUndefined();
  });
});

describe('shownCounterparty, money out', () => {
  it('takes who from this device’s record, the note from it or else the invoice’s memo', () => {
    const paid = { amount: -5_000, memo: 'Invoice text', extra: {} };
    const record: SentRecord = { paymentHash: HASH, domain: 'pay.example', name: 'Ana', at: 1 };
    expect(shownCounterparty(paid, { ...record, address: 'ana@pay.example' })).toEqual({
      name: 'Ana',
      address: 'ana@pay.example',
      note: 'Invoice text',
      noteFrom: 'memo',
    });
    expect(shownCounterparty(paid, { ...record, note: 'Lunch' })).toEqual({
      name: 'Ana',
      domain: 'pay.example',
      note: 'Lunch',
      noteFrom: 'written',
    });
    expect(shownCounterparty(paid)).toEqual({ note: 'Invoice text', noteFrom: 'memo' });
  });
});

describe('shownCounterpartyAmong: the one rule for rows, the detail and the CSV', () => {
  const other: SentRecord = { paymentHash: 'b'.repeat(64), domain: 'other.example', at: 2 };
  const records = withSentRecord(withSentRecord([], local), other);
  const sent = { payment_hash: HASH, amount: -21_000, memo: 'Payment to cafe', extra: {} };

  it('names whom a payment went to from this device’s record of that payment', () => {
    expect(shownCounterpartyAmong(sent, records)).toEqual(shownCounterparty(sent, local));
    expect(shownCounterpartyAmong(sent, records)).toMatchObject({
      name: 'Payment to cafe',
      address: 'cafe@pay.example',
      note: 'Two flat whites',
      noteFrom: 'written',
    });
  });

  it('takes no other payment’s record, and none for money in', () => {
    const unrecorded = { ...sent, payment_hash: 'c'.repeat(64) };
    expect(shownCounterpartyAmong(unrecorded, records)).toEqual({
      note: 'Payment to cafe',
      noteFrom: 'memo',
    });
    const incoming = { ...sent, amount: 21_000, memo: 'Lunch' };
    expect(shownCounterpartyAmong(incoming, records)).toEqual({ note: 'Lunch', noteFrom: 'memo' });
  });

  it('what LNbits keeps wins over the device’s record', () => {
    const kept = { ...sent, extra: { lnaddress: 'Bob@Pay.example', comment: 'On me' } };
    expect(shownCounterpartyAmong(kept, records)).toMatchObject({
      address: 'bob@pay.example',
      note: 'On me',
    });
  });
});

describe('privateNoteOf: the note for me, the server’s or this device’s', () => {
  const sent = { payment_hash: HASH, amount: -21_000, extra: {} };
  const kept: SentRecord = { ...local, privateNote: 'Split with Ben' };

  it('reads what the server keeps (extra.internal_memo) as kept on the server', () => {
    const onServer = { ...sent, extra: { internal_memo: 'Rent, March' } };
    expect(privateNoteOf(onServer, kept)).toEqual({ text: 'Rent, March', keptOn: 'server' });
    expect(privateNoteOf(onServer)).toEqual({ text: 'Rent, March', keptOn: 'server' });
  });

  it('falls back to this device’s record where LNbits dropped it, said to be the device’s', () => {
    expect(privateNoteOf(sent, kept)).toEqual({ text: 'Split with Ben', keptOn: 'device' });
    expect(privateNoteAmong(sent, withSentRecord([], kept))).toEqual({
      text: 'Split with Ben',
      keptOn: 'device',
    });
  });

  it('finds none without either, for another payment’s record, or for money in', () => {
    expect(privateNoteOf(sent, local)).toBeUndefined();
    expect(privateNoteOf(sent)).toBeUndefined();
    expect(privateNoteAmong({ ...sent, payment_hash: 'c'.repeat(64) }, [kept])).toBeUndefined();
    expect(privateNoteOf({ ...sent, amount: 21_000 }, kept)).toBeUndefined();
  });

  it('makes the device’s note inert and drops a blank one', () => {
    const hostile = privateNoteOf(sent, { ...local, privateNote: HOSTILE_TEXT });
    expect(hostile && hasUnsafeCharacter(hostile.text)).toBe(false);
    expect(privateNoteOf(sent, { ...local, privateNote: '  ' })).toBeUndefined();
  });

  it('is kept in the device’s stored records, and read back', () => {
    const [read] = parseSentRecords(JSON.stringify([kept]));
    expect(read?.privateNote).toBe('Split with Ben');
  });
});
