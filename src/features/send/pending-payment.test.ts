import { describe, expect, it } from 'vitest';
import {
  clearPendingPayment,
  hasOpenPayment,
  PENDING_PAYMENT_KEY,
  readPendingPayment,
  recordPendingPayment,
  recordToResume,
  sentRecordOfPayment,
} from './pending-payment';
import type { InvoiceRecord, LnurlServerRecord } from './pending-payment';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const record = (
  walletId: string,
  paymentHash = HASH_A,
  startedAt = 1_700_000_000_000,
): InvoiceRecord => ({
  kind: 'invoice',
  walletId,
  paymentHash,
  bolt11: 'lnbc10n1xyz',
  startedAt,
});

/** An LNURL paid through the server, as recordPendingPayment keeps it: 21 sats from wallet w1. */
function serverAttempt(
  fields: Pick<LnurlServerRecord, 'code' | 'startedAt'> & Partial<LnurlServerRecord>,
): LnurlServerRecord {
  return { kind: 'lnurl-server', walletId: 'w1', amountMsat: 21_000, comment: '', ...fields };
}
describe('pending payment record', () => {
  it('is written, read per wallet and cleared', () => {
    const s = memoryStorage();
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(recordPendingPayment(s, record('w1'))).toBe(true);
    expect(recordPendingPayment(s, record('w2', HASH_B))).toBe(true);
    expect(readPendingPayment(s, 'w1')).toEqual(record('w1'));
    expect(readPendingPayment(s, 'w2')).toMatchObject({ paymentHash: HASH_B });
    clearPendingPayment(s, 'w1', record('w1'));
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(readPendingPayment(s, 'w2')).not.toBeNull();
    clearPendingPayment(s, 'w2');
    expect(s.map.has(PENDING_PAYMENT_KEY)).toBe(false);
  });

  it('keeps one record per wallet; a clear for another attempt leaves it alone', () => {
    const s = memoryStorage();
    recordPendingPayment(s, record('w1', HASH_A, 1));
    recordPendingPayment(s, record('w1', HASH_B, 2));
    expect(readPendingPayment(s, 'w1')).toMatchObject({ paymentHash: HASH_B });
    clearPendingPayment(s, 'w1', record('w1', HASH_A, 1));
    expect(readPendingPayment(s, 'w1')).toMatchObject({ paymentHash: HASH_B });
  });

  it('keeps the note for me with the attempt, however long, so a reload loses neither', () => {
    const s = memoryStorage();
    const noted = { ...record('w1'), internalMemo: 'rent, '.repeat(200) };
    recordPendingPayment(s, noted);
    expect(readPendingPayment(s, 'w1')).toEqual(noted);
  });

  it('reads a record written before records had a kind as an invoice', () => {
    const s = memoryStorage();
    const { kind: _kind, ...old } = record('w1');
    s.setItem(PENDING_PAYMENT_KEY, JSON.stringify([old]));
    expect(readPendingPayment(s, 'w1')).toEqual(record('w1'));
  });

  it('keeps an LNURL paid through the server, and its invoice once known, as the same attempt', () => {
    const s = memoryStorage();
    const attempt = serverAttempt({ code: 'shop@example.com', startedAt: 5 });
    recordPendingPayment(s, attempt);
    expect(readPendingPayment(s, 'w1')).toEqual(attempt);
    const known: InvoiceRecord = {
      ...record('w1', HASH_A, 5),
      lnurl: { code: attempt.code, via: 'server' },
    };
    recordPendingPayment(s, known);
    expect(readPendingPayment(s, 'w1')).toEqual(known);
    clearPendingPayment(s, 'w1', attempt);
    expect(readPendingPayment(s, 'w1')).toBeNull();
  });

  it('a Send opened with a code resumes an open record, but not a settled one', () => {
    const open = record('w1');
    const settled = { ...open, settled: true };
    expect(recordToResume(open, '')).toBe(open);
    expect(recordToResume(open, 'lnbc1other')).toBe(open);
    expect(recordToResume(settled, '')).toBe(settled);
    expect(recordToResume(settled, 'lnbc1other')).toBeNull();
    expect(recordToResume(null, '')).toBeNull();
  });

  it('an outcome marked settled is no longer open, but is still kept for a reload', () => {
    const s = memoryStorage();
    recordPendingPayment(s, record('w1'));
    expect(hasOpenPayment(s, 'w1')).toBe(true);
    recordPendingPayment(s, { ...record('w1'), settled: true });
    expect(hasOpenPayment(s, 'w1')).toBe(false);
    expect(readPendingPayment(s, 'w1')).toMatchObject({ settled: true });
    expect(hasOpenPayment(s, 'w2')).toBe(false);
  });

  it('survives broken or missing storage', () => {
    const s = memoryStorage();
    s.setItem(PENDING_PAYMENT_KEY, '{not json');
    expect(readPendingPayment(s, 'w1')).toBeNull();
    s.setItem(PENDING_PAYMENT_KEY, JSON.stringify([{ walletId: 'w1', paymentHash: 'short' }]));
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(readPendingPayment(undefined, 'w1')).toBeNull();
    expect(recordPendingPayment(undefined, record('w1'))).toBe(false);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordPendingPayment(full, record('w1'))).toBe(false);
  });
});

describe('a move on record', () => {
  const move = { ...record('w1'), move: { toWalletId: 'w2', from: 'Checking', to: 'Savings' } };

  it('keeps the receiving wallet and both names through storage', () => {
    const s = memoryStorage();
    recordPendingPayment(s, move);
    expect(readPendingPayment(s, 'w1')).toEqual(move);
  });

  it('is shown settled only by the screen that asks for it; open, by every screen', () => {
    const isMoveToW2 = (r: { kind: string; move?: { toWalletId: string } }) =>
      r.kind === 'invoice' && r.move?.toWalletId === 'w2';
    const settled = { ...move, settled: true };
    expect(recordToResume(settled, '', isMoveToW2)).toEqual(settled);
    expect(recordToResume({ ...record('w1'), settled: true }, '', isMoveToW2)).toBeNull();
    expect(recordToResume(record('w1'), '', isMoveToW2)).toEqual(record('w1'));
  });
});

describe('what this device keeps of a payment to an LNURL', () => {
  const payee = { address: 'cafe@pay.example', domain: 'pay.example', name: 'Pay cafe' };
  const paid = (via: 'direct' | 'server'): InvoiceRecord => ({
    ...record('w1'),
    lnurl: { code: 'cafe@pay.example', via, payee, comment: 'Two coffees' },
    internalMemo: 'Split with Ben',
  });

  it('keeps the note for me of the server path, which LNbits’ payments/lnurl drops', () => {
    expect(sentRecordOfPayment(paid('server'))).toEqual({
      paymentHash: HASH_A,
      ...payee,
      note: 'Two coffees',
      privateNote: 'Split with Ben',
      at: 1_700_000_000_000,
    });
  });

  it('leaves the direct path’s note for me to the server, which keeps it', () => {
    expect(sentRecordOfPayment(paid('direct'))).not.toHaveProperty('privateNote');
    expect(sentRecordOfPayment(paid('direct'))).toMatchObject({ note: 'Two coffees' });
  });

  it('keeps nothing for an invoice that was not an LNURL', () => {
    expect(sentRecordOfPayment({ ...record('w1'), internalMemo: 'x' })).toBeUndefined();
  });

  it('carries the note for me of a server-path attempt across a reload', () => {
    const storage = memoryStorage();
    const attempt = serverAttempt({
      code: 'cafe@pay.example',
      startedAt: 1,
      payee,
      internalMemo: 'Split with Ben',
    });
    recordPendingPayment(storage, attempt);
    expect(readPendingPayment(storage, 'w1')).toEqual(attempt);
  });
});
