import { describe, expect, it } from 'vitest';
import type { PayLink } from '@/api/lnurlp';
import {
  QUICK_LINK_MAX_SAT,
  isPaymentToLink,
  namedLinkInput,
  nextUsername,
  pickAddressLink,
  quickPayLinkInput,
  suggestUsername,
} from './lightning-address';

describe('suggestUsername', () => {
  it('makes a name lnurlp accepts from the wallet name', () => {
    expect(suggestUsername('Alice')).toBe('alice');
    expect(suggestUsername("Café Bob's")).toBe('cafe-bob-s');
    expect(suggestUsername('  My   Wallet!! ')).toBe('my-wallet');
    expect(suggestUsername('e2e_shop.v2')).toBe('e2e_shop.v2');
    expect(suggestUsername('a'.repeat(300))).toHaveLength(210);
  });

  it('falls back to "wallet" when nothing usable is left', () => {
    expect(suggestUsername('💰💰')).toBe('wallet');
    expect(suggestUsername('')).toBe('wallet');
  });

  it('always gives a valid lnurlp username', () => {
    for (const name of ['Ünïcödé', '--x--', '9', 'Ж', 'Tips & more']) {
      expect(suggestUsername(name)).toMatch(/^[a-z0-9-_.]{1,210}$/);
    }
  });
});

describe('nextUsername', () => {
  it('adds 2, then counts up', () => {
    expect(nextUsername('bob')).toBe('bob2');
    expect(nextUsername('bob2')).toBe('bob3');
    expect(nextUsername('bob-9')).toBe('bob-10');
  });

  it('keeps an all-digit name a number longer, and within 210 characters', () => {
    expect(nextUsername('42')).toBe('422');
    expect(nextUsername('a'.repeat(210))).toBe(`${'a'.repeat(209)}2`);
  });
});

describe('quickPayLinkInput', () => {
  it('is a sat link from 1 sat up with notes allowed', () => {
    expect(quickPayLinkInput('alice')).toEqual({
      description: 'Lightning address',
      min: 1,
      max: QUICK_LINK_MAX_SAT,
      comment_chars: 140,
      username: 'alice',
      disposable: false,
    });
  });

  it('makes a reusable code without a name when none is chosen', () => {
    expect(quickPayLinkInput(null)).toEqual({
      description: 'Lightning payment',
      min: 1,
      max: QUICK_LINK_MAX_SAT,
      comment_chars: 140,
      disposable: false,
    });
  });
});

describe('namedLinkInput', () => {
  it('keeps every value of the link, adding the name (lnurlp sets every field on update)', () => {
    const nameless = link({
      description: 'Lightning payment',
      min: 1,
      max: 10_000_000,
      comment_chars: 140,
      disposable: false,
      success_text: 'Thanks!',
    });
    expect(namedLinkInput(nameless, 'alice')).toMatchObject({
      description: 'Lightning address',
      wallet: 'w1',
      min: 1,
      max: 10_000_000,
      comment_chars: 140,
      success_text: 'Thanks!',
      username: 'alice',
      disposable: false,
    });
    expect(namedLinkInput(link({ description: 'Tips' }), 'bob').description).toBe('Tips');
  });

  it('sends a fiat link’s range in units, as lnurlp multiplies it again', () => {
    const fiat = link({ currency: 'EUR', min: 150, max: 2_000, fiat_base_multiplier: 100 });
    expect(namedLinkInput(fiat, 'shop')).toMatchObject({ min: 1.5, max: 20, currency: 'EUR' });
  });
});

const link = (patch: Partial<PayLink>): PayLink => ({
  id: 'id',
  wallet: 'w1',
  description: 'd',
  min: 1,
  max: 100,
  comment_chars: 0,
  ...patch,
});

describe('pickAddressLink', () => {
  it('prefers the first link with a username, of this wallet, priced in sats', () => {
    const links = [
      link({ id: 'plain' }),
      link({ id: 'other-wallet', wallet: 'w2', username: 'x' }),
      link({ id: 'fiat', username: 'y', currency: 'USD' }),
      link({ id: 'named', username: 'alice' }),
      link({ id: 'named-later', username: 'alice2' }),
    ];
    expect(pickAddressLink(links, 'w1')?.id).toBe('named');
  });

  it('takes a plain sat link when none has a username, and nothing from nothing', () => {
    expect(pickAddressLink([link({ id: 'fiat', currency: 'EUR' }), link({ id: 'p' })])?.id).toBe(
      'p',
    );
    expect(pickAddressLink([link({ id: 'usd', currency: 'USD' })])).toBeNull();
    expect(pickAddressLink([])).toBeNull();
  });
});

describe('isPaymentToLink', () => {
  const extra = { tag: 'lnurlp', link: 'L1' };
  it('is true only for money in through that link', () => {
    expect(isPaymentToLink({ amount: 1_000, extra }, 'L1')).toBe(true);
    expect(isPaymentToLink({ amount: 1_000, extra }, 'L2')).toBe(false);
    expect(isPaymentToLink({ amount: -1_000, extra }, 'L1')).toBe(false);
    expect(isPaymentToLink({ amount: 1_000, extra: { link: 'L1' } }, 'L1')).toBe(false);
  });
});
