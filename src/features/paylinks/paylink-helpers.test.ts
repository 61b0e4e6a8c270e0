import { describe, expect, it } from 'vitest';
import { lightningQrPayload } from '@/lib/qr-payload';
import { ApiError } from '@/api/http';
import { decodeLnurl, encodeLnurl } from '@/lib/lnurl';
import {
  EMPTY_PAY_LINK_FORM,
  extensionProblem,
  formatPayLinkRange,
  payLinkAddress,
  payLinkLnurl,
  validatePayLinkForm,
} from './paylink-helpers';
import type { PayLinkFormValues } from './paylink-helpers';

const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });

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

describe('validatePayLinkForm', () => {
  const form = (patch: Partial<PayLinkFormValues>): PayLinkFormValues => ({
    ...EMPTY_PAY_LINK_FORM,
    description: 'Tips',
    ...patch,
  });

  it('builds a range link with comments and a lower-cased username', () => {
    expect(
      validatePayLinkForm(
        form({ minText: '10', maxText: '100,000', commentCharsText: '140', username: ' Alice ' }),
      ),
    ).toEqual({
      ok: true,
      input: { description: 'Tips', min: 10, max: 100_000, comment_chars: 140, username: 'alice' },
    });
  });

  it('builds a fixed link; an empty username is null and empty comments are 0', () => {
    expect(
      validatePayLinkForm(form({ amountMode: 'fixed', amountText: '2,100', commentCharsText: '' })),
    ).toEqual({
      ok: true,
      input: { description: 'Tips', min: 2_100, max: 2_100, comment_chars: 0, username: null },
    });
  });

  it('needs a description', () => {
    const result = validatePayLinkForm(form({ description: '   ' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.description).toMatch(/description/i);
  });

  it('refuses amounts that are not whole sats ≥ 1, and min above max', () => {
    const bad = validatePayLinkForm(form({ minText: '0', maxText: '1.5' }));
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['max', 'min']);
    const crossed = validatePayLinkForm(form({ minText: '500', maxText: '100' }));
    expect(!crossed.ok && crossed.errors.max).toMatch(/at least the minimum/);
    const fixed = validatePayLinkForm(form({ amountMode: 'fixed', amountText: '' }));
    expect(!fixed.ok && Object.keys(fixed.errors)).toEqual(['amount']);
  });

  it('allows 0–799 comment characters', () => {
    expect(validatePayLinkForm(form({ commentCharsText: '799' })).ok).toBe(true);
    expect(validatePayLinkForm(form({ commentCharsText: '800' })).ok).toBe(false);
    expect(validatePayLinkForm(form({ commentCharsText: '-1' })).ok).toBe(false);
  });

  it('checks the username like lnurlp: a-z 0-9 - _ . up to 210', () => {
    expect(validatePayLinkForm(form({ username: 'a.b-c_d9' })).ok).toBe(true);
    const spaced = validatePayLinkForm(form({ username: 'al ice' }));
    expect(!spaced.ok && spaced.errors.username).toMatch(/letters/);
    expect(validatePayLinkForm(form({ username: 'bob@x' })).ok).toBe(false);
    expect(validatePayLinkForm(form({ username: 'a'.repeat(210) })).ok).toBe(true);
    const long = validatePayLinkForm(form({ username: 'a'.repeat(211) }));
    expect(!long.ok && long.errors.username).toMatch(/210/);
  });
});

describe('extensionProblem', () => {
  it('is missing for a 404 of the path itself (no lnurlp, legacy server)', () => {
    expect(extensionProblem(http(404, 'Not Found'))).toBe('missing');
    expect(extensionProblem(http(404, '404 Not Found'))).toBe('missing');
  });

  it('is disabled for lnurlp’s 403s', () => {
    expect(extensionProblem(http(403, "Extension 'lnurlp' not enabled."))).toBe('disabled');
    expect(extensionProblem(http(403, "User not authorized for extension 'lnurlp'."))).toBe(
      'disabled',
    );
  });

  it('is null for other failures', () => {
    expect(extensionProblem(http(404, 'Wallet not found.'))).toBeNull();
    expect(extensionProblem(http(404, 'Pay link does not exist.'))).toBeNull();
    expect(extensionProblem(http(403, 'Invalid adminkey.'))).toBeNull();
    expect(
      extensionProblem(new ApiError({ kind: 'network', status: 0, detail: 'offline' })),
    ).toBeNull();
    expect(extensionProblem(new Error('x'))).toBeNull();
  });
});
