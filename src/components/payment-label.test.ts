import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { shownCounterparty } from '@/lib/payment-counterparty';
import { STATE_WORDS, paymentSubtitleNote, paymentTitle } from './payment-label';

describe('STATE_WORDS', () => {
  it('has the one word of docs/design.md for each state', () => {
    expect(Object.fromEntries(Object.entries(STATE_WORDS).map(([k, v]) => [k, i18n._(v)]))).toEqual(
      {
        received: 'Received',
        paid: 'Paid',
        pending: 'Pending',
        failed: 'Failed',
        waiting: 'Waiting for payment',
        expired: 'Expired',
      },
    );
  });
});

describe('paymentTitle', () => {
  it('is who, else the note, else what the payment is', () => {
    expect(paymentTitle({ name: 'Ana', address: 'ana@x.example', noteFrom: 'none' }, 'paid')).toBe(
      'Ana',
    );
    expect(paymentTitle({ address: 'ana@x.example', noteFrom: 'none' }, 'paid')).toBe(
      'ana@x.example',
    );
    expect(paymentTitle({ note: 'coffee', noteFrom: 'memo' }, 'received')).toBe('coffee');
    expect(paymentTitle({ noteFrom: 'none' }, 'received')).toBe('Received');
    expect(paymentTitle({ noteFrom: 'none' }, 'waiting')).toBe('Request');
    expect(paymentTitle({ noteFrom: 'none' }, 'expired')).toBe('Request');
    expect(paymentTitle({ noteFrom: 'none' }, 'failed')).toBe('Payment');
  });

  it('titles money in through a Lightning address by the payer’s note, never the link’s name', () => {
    const extra = { tag: 'lnurlp', link: 'L1', comment: 'Thanks for lunch!', lnaddress: 'me@x' };
    const tip = shownCounterparty({ amount: 21_000, memo: 'Lightning address', extra });
    expect(paymentTitle(tip, 'received')).toBe('Thanks for lunch!');
    const silent = shownCounterparty({
      amount: 21_000,
      memo: 'Lightning address',
      extra: { ...extra, comment: undefined },
    });
    expect(paymentTitle(silent, 'received')).toBe('Received');
  });

  it('puts the note under who it went to', () => {
    expect(paymentSubtitleNote({ address: 'a@b', note: 'rent', noteFrom: 'written' })).toBe('rent');
    expect(paymentSubtitleNote({ note: 'rent', noteFrom: 'memo' })).toBeUndefined();
  });
});
