import { describe, expect, it } from 'vitest';
import { decodeLnurl, encodeLnurl } from '@/lib/lnurl/codec';
import { lightningQrPayload } from '@/lib/qr-payload';
import { formatPayLinkRange, payLinkAddress } from './paylink-display';
import { payLinkLnurl } from './paylink-lnurl';

describe('payLinkAddress', () => {
  it('is username@host with the port, or the link’s own domain', () => {
    expect(payLinkAddress({ username: 'alice', domain: null }, '127.0.0.1:5000')).toBe(
      'alice@127.0.0.1:5000',
    );
    expect(payLinkAddress({ username: 'alice', domain: 'pay.example.com' }, 'x:1')).toBe(
      'alice@pay.example.com',
    );
  });

  it('is null without a username', () => {
    expect(payLinkAddress({ username: null, domain: null }, 'host')).toBeNull();
    expect(payLinkAddress({ username: '', domain: null }, 'host')).toBeNull();
  });
});

describe('payLinkLnurl', () => {
  it('uses the server’s lnurl field, upper-cased', () => {
    const lnurl = payLinkLnurl(
      {
        id: 'abc',
        lnurl: encodeLnurl('https://server.example/lnurlp/abc').toLowerCase(),
        domain: null,
      },
      'https://ignored.example.com',
    );
    expect(lnurl).toBe(encodeLnurl('https://server.example/lnurlp/abc'));
  });

  it('builds <server>/lnurlp/<id> when the field is missing, and round-trips', () => {
    const lnurl = payLinkLnurl(
      { id: 'Xy12ab', lnurl: null, domain: null },
      'http://127.0.0.1:5000/',
    );
    expect(lnurl).toMatch(/^LNURL1[0-9A-Z]+$/);
    expect(decodeLnurl(lnurl!)).toBe('http://127.0.0.1:5000/lnurlp/Xy12ab');
  });

  it('uses https://<domain> when the link has a domain', () => {
    const lnurl = payLinkLnurl(
      { id: 'Xy12ab', lnurl: undefined, domain: 'pay.example.com' },
      'http://127.0.0.1:5000',
    );
    expect(decodeLnurl(lnurl!)).toBe('https://pay.example.com/lnurlp/Xy12ab');
  });

  it('is null for plain http on a public host (lnurlp cannot encode that either)', () => {
    expect(payLinkLnurl({ id: 'a', lnurl: null, domain: null }, 'http://192.168.1.5:5000')).toBe(
      null,
    );
  });

  it('goes into the QR code behind LIGHTNING:, in alphanumeric mode', () => {
    const lnurl = payLinkLnurl({ id: 'Xy12ab', lnurl: null, domain: null }, 'https://a.example')!;
    const payload = lightningQrPayload(lnurl.toLowerCase());
    expect(payload).toBe(`LIGHTNING:${lnurl}`);
    // QR alphanumeric mode: digits, capitals and a few symbols only.
    expect(payload).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });
});

describe('formatPayLinkRange', () => {
  const sat = { currency: null, fiat_base_multiplier: 100 };
  it('shows a fixed amount or a range in sats', () => {
    expect(formatPayLinkRange({ ...sat, min: 1000, max: 1000 })).toBe('1,000 sats');
    expect(formatPayLinkRange({ ...sat, min: 1, max: 1 })).toBe('1 sat');
    expect(formatPayLinkRange({ ...sat, min: 10, max: 100000 })).toBe('10 – 100,000 sats');
  });

  it('divides fiat links by fiat_base_multiplier', () => {
    expect(
      formatPayLinkRange(
        { currency: 'USD', fiat_base_multiplier: 100, min: 150, max: 150 },
        'en-US',
      ),
    ).toBe('$1.50');
    expect(
      formatPayLinkRange(
        { currency: 'EUR', fiat_base_multiplier: 100, min: 100, max: 2000 },
        'en-US',
      ),
    ).toBe('€1.00 – €20.00');
    expect(
      formatPayLinkRange(
        { currency: 'USD', fiat_base_multiplier: null, min: 250, max: 250 },
        'en-US',
      ),
    ).toBe('$2.50');
    expect(
      formatPayLinkRange({ currency: 'USD', fiat_base_multiplier: 1, min: 3, max: 3 }, 'en-US'),
    ).toBe('$3.00');
  });
});
