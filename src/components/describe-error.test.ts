import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { describeError, isChunkLoadError, isPlainWords } from './describe-error';

const http = (status: number, detail: string, paymentStatus?: 'pending' | 'failed' | 'success') =>
  new ApiError({ kind: 'http', status, detail, paymentStatus });

/** Nothing a person should have to read: DNS errors, errno names, stacks, JSON, URLs. */
const RAW = /getaddrinfo|ENOTFOUND|ECONNREFUSED|Errno|Traceback|[{}[\]]|https?:\/\/|\bat \S+ \(/;

// Each known LNbits error text (docs/lnbits-behaviour.md, the recorded bodies in src/api/fixtures, the sandbox) with the status it
// comes with, and what the person is told.
const KNOWN: [status: number, detail: string, title: string, message: RegExp][] = [
  [404, 'Wallet not found.', 'Wallet key not recognised', /isn't known to the server/],
  [401, 'No Api Key provided.', 'No wallet key sent', /needs a wallet key/],
  [403, 'Invalid adminkey.', 'Needs full access', /receive only/],
  [403, 'Invoice (or Admin) key required.', 'Needs full access', /full access/],
  [401, 'Missing user ID or access token.', 'Not signed in to the server', /Connect the wallet/],
  [401, 'Invalid access token.', 'Not signed in to the server', /account/],
  [401, 'Session expired.', 'Not signed in to the server', /account/],
  [401, 'User not found.', 'Not signed in to the server', /account/],
  [403, 'User not allowed.', 'Not allowed on this server', /some accounts/],
  [403, "Extension 'lnurlp' not enabled.", 'Extension not enabled', /lnurlp extension/],
  [403, "User not authorized for extension 'lnurlp'.", 'Extension not available', /admins/],
  [403, 'Not your wallet.', 'That belongs to another wallet', /Switch/],
  [403, 'Not your pay link.', 'That belongs to another wallet', /Switch/],
  [404, 'Pay link does not exist.', 'That link no longer exists', /deleted/],
  [404, 'Withdraw link does not exist.', 'That link no longer exists', /deleted/],
  [404, 'Payment does not exist.', 'Payment not found', /no record/],
  [404, 'Not Found', 'Not available on this server', /older LNbits/],
  [520, 'Insufficient balance.', 'Payment failed', /isn’t enough in this wallet/],
  [
    520,
    'You must reserve at least (2  sat) to cover potential routing fees.',
    'Payment failed',
    /keep 2 sats back for network fees/,
  ],
  [520, 'Internal invoice already paid.', 'Payment failed', /paid already/],
  [520, 'Payment already paid.', 'Payment failed', /paid already/],
  [520, 'Failed payment was already paid on the fundingsource.', 'Payment failed', /paid after/],
  [520, 'Payment is failed node, retrying is not possible.', 'Payment failed', /new invoice/],
  [520, 'Payment failed: Only internal invoices can be used!', 'Payment failed', /same server/],
  [520, 'Only incoming payments allowed.', 'Payment failed', /only lets wallets receive/],
  [520, 'Bolt11 decoding failed.', 'Payment failed', /isn’t a Lightning invoice/],
  [400, 'Missing BOLT11 invoice', 'The server said no', /isn’t a Lightning invoice/],
  [520, 'Invalid invoice. Bolt11 changed.', 'Payment failed', /changed/],
  [400, 'Invoice expired.', 'The server said no', /expired/],
  [520, 'Hold invoices are not supported by this wallet.', 'Payment failed', /kind of invoice/],
  [520, 'Amountless invoices not supported.', 'Payment failed', /can’t be zero/],
  [
    520,
    'Invoice amount 10000001 sats is too high. Max allowed: 10000000 sats.',
    'Payment failed',
    /at most 10,000,000 sats/,
  ],
  [520, 'Wallet balance cannot exceed 500 sats.', 'Payment failed', /at most 500 sats/],
  [
    520,
    'The time limit of 10 seconds between payments has been reached.',
    'Payment failed',
    /every 10 seconds/,
  ],
  [400, 'Daily withdrawal limit of 1000 sats reached.', 'Daily limit reached', /1,000 sats a day/],
  [520, 'Wallet does not have permission to pay invoices.', 'Payment failed', /not pay/],
  [400, 'Must use full satoshis.', 'The server said no', /whole number/],
  [400, 'Could not get exchange rate for USD.', 'Exchange rate unavailable', /USD exchange rate/],
  [400, "Currency 'XYZ' not allowed.", 'Currency not supported', /doesn’t convert/],
  [400, 'unit: The provided unit is not supported', 'Currency not supported', /Pick another/],
  [400, 'Amount 5000000 not in range 2000000 - 3000000', 'Amount out of range', /2,000 and 3,000/],
  [400, 'Invalid Lightning address.', 'That isn’t a Lightning address', /name@example.com/],
  [400, '[Errno -2] Name or service not known', 'That address doesn’t exist', /couldn’t be found/],
  [400, 'getaddrinfo ENOTFOUND nobody.invalid', 'That address doesn’t exist', /spelling/],
  [
    400,
    "Client error '404 Not Found' for url 'https://a.example/.well-known/lnurlp/bob'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404",
    'That address doesn’t exist',
    /couldn’t be found/,
  ],
  [400, 'timed out', 'The service didn’t answer', /down/],
  [400, 'connect ECONNREFUSED 127.0.0.1:9', 'The service didn’t answer', /down/],
  [
    400,
    "Server error '503 Service Unavailable' for url 'https://a.example/cb'",
    'The service didn’t answer',
    /later/,
  ],
  [
    400,
    'Not allowed to contact http://10.0.0.1/x',
    'Your server won’t contact that service',
    /admin/,
  ],
  [
    400,
    'Callback not allowed. URL: https://x. Please check your admin settings.',
    'Your server won’t contact that service',
    /admin/,
  ],
  [400, 'Invalid JSON from https://a.example/x', 'The service answered wrongly', /Lightning/],
  [400, 'Invalid metadata.', 'The service answered wrongly', /Lightning/],
  [400, 'hardening:  string is too long', 'The server refused a value', /Check what you entered/],
];

describe('describeError: LNbits texts in plain words, the original under Details', () => {
  it.each(KNOWN)('%i %s', (status, detail, title, message) => {
    const described = describeError(http(status, detail));
    expect(described.title).toBe(title);
    expect(described.message).toMatch(message);
    expect(described.message).not.toMatch(RAW);
    expect(described.details).toBe(`HTTP ${status}: ${detail}`);
  });

  it.each([
    // Unknown texts: plain words are kept; anything technical is replaced and kept under Details.
    [400, 'Username already taken.', 'Username already taken.'],
    [400, 'Min is greater than max', 'Min is greater than max.'],
    [400, 'amount: Input should be a valid number', 'amount: Input should be a valid number.'],
    [400, '{"error":"weird"}', 'The server couldn’t do this'],
    [400, 'KeyError: payment_hash', 'The server couldn’t do this'],
    [400, 'Traceback (most recent call last):\n  File "x.py"', 'The server couldn’t do this'],
    [520, 'Payment failed: no route found', 'Payment failed: no route found.'],
  ])('unknown %i %s', (status, detail, shown) => {
    const described = describeError(http(status, detail));
    expect(described.message.startsWith(shown)).toBe(true);
    expect(described.message).not.toMatch(RAW);
    expect(described.details).toBe(`HTTP ${status}: ${detail}`);
  });

  it('keeps the status words for unknown server failures and rate limits', () => {
    expect(describeError(http(500, 'Unexpected error! ID: x'))).toMatchObject({
      title: 'Server error',
      details: 'HTTP 500: Unexpected error! ID: x',
    });
    expect(describeError(http(429, 'Rate limit exceeded: 200 per 1 minute')).title).toBe(
      'Too many requests',
    );
    expect(describeError(http(403, 'Forbidden by proxy')).title).toBe('Not allowed');
  });

  it('network, time-out and non-LNbits answers: under Details only the browser’s or the schema’s words', () => {
    const network = new ApiError({
      kind: 'network',
      status: 0,
      detail: 'Could not reach the server.',
      cause: new TypeError('Failed to fetch'),
    });
    expect(describeError(network)).toMatchObject({
      title: "Can't reach the server",
      details: 'Failed to fetch',
    });
    expect(
      describeError(new ApiError({ kind: 'network', status: 0, detail: 'x' })).details,
    ).toBeUndefined();
    const timeout = describeError(
      new ApiError({ kind: 'timeout', status: 0, detail: 'The server did not answer in time.' }),
    );
    expect(timeout.title).toMatch(/too long/);
    expect(timeout.details).toBeUndefined();
    const invalid = describeError(
      new ApiError({
        kind: 'invalid-response',
        status: 200,
        detail: 'The server did not answer like LNbits (balance: Invalid input).',
        issue: 'balance: Invalid input',
      }),
    );
    expect(invalid.title).toMatch(/LNbits/);
    expect(invalid.details).toBe('balance: Invalid input');
  });

  it('a pending payment says so, whatever the text', () => {
    expect(describeError(http(520, 'Payment is still pending.', 'pending'))).toMatchObject({
      title: 'Payment pending',
      message: expect.stringMatching(/still pending/) as unknown,
    });
  });

  it('plain exceptions: words kept, stacks and JSON folded away', () => {
    expect(describeError(new Error('boom')).message).toBe('boom.');
    const raw = describeError(new Error('getaddrinfo ENOTFOUND a.example'));
    expect(raw).toEqual({
      title: 'Something went wrong',
      message: 'Please try again.',
      details: 'getaddrinfo ENOTFOUND a.example',
    });
    expect(describeError('weird').title).toBe('Something went wrong');
  });

  it('recognises a failed lazy import', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(isChunkLoadError(error)).toBe(true);
    expect(describeError(error).title).toMatch(/couldn't load/);
  });

  it('words a refused invoice as such, not as a failed payment', () => {
    const refused = http(
      520,
      'Invoice amount 20000000 sats is too high. Max allowed: 10000000 sats.',
      'failed',
    );
    expect(describeError(refused).title).toBe('Payment failed');
    expect(describeError(refused, 'invoice')).toMatchObject({
      title: "Couldn't create the invoice",
      message: 'That’s more than this server allows at once: at most 10,000,000 sats.',
    });
  });
});

describe('isPlainWords', () => {
  it('tells a sentence from machine talk', () => {
    expect(isPlainWords('Username already taken.')).toBe(true);
    expect(isPlainWords('')).toBe(false);
    expect(isPlainWords('x'.repeat(161))).toBe(false);
    expect(isPlainWords('ValueError: bad')).toBe(false);
    expect(isPlainWords('see https://a.example')).toBe(false);
  });
});
