import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { extensionProblem as problemOf } from './extension-problem';

const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });
const extensionProblem = (error: unknown) => problemOf(error, 'lnurlp');

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

describe('extensionProblem of nwcprovider', () => {
  it('knows a server without the provider, and nothing else', () => {
    expect(problemOf(http(404, 'Not Found'), 'nwcprovider')).toBe('missing');
    expect(problemOf(http(403, "Extension 'nwcprovider' not enabled."), 'nwcprovider')).toBe(
      'disabled',
    );
    expect(
      problemOf(http(403, "User not authorized for extension 'nwcprovider'."), 'nwcprovider'),
    ).toBe('disabled');
    // Another extension's refusal is not this one's.
    expect(problemOf(http(403, "Extension 'lnurlp' not enabled."), 'nwcprovider')).toBeNull();
    expect(problemOf(http(404, 'Wallet not found.'), 'nwcprovider')).toBeNull();
    expect(problemOf(http(403, 'Invalid adminkey.'), 'nwcprovider')).toBeNull();
  });
});
