import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { configRefusal, providerProblem } from './nwc-errors';

const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });

describe('server answers', () => {
  it('knows a server without a provider', () => {
    expect(providerProblem(http(404, 'Not Found'))).toBe('missing');
    expect(providerProblem(http(403, "Extension 'nwcprovider' not enabled."))).toBe('disabled');
    expect(providerProblem(http(403, "User not authorized for extension 'nwcprovider'."))).toBe(
      'disabled',
    );
    expect(providerProblem(http(404, 'Wallet not found.'))).toBeNull();
    expect(providerProblem(http(403, 'Invalid adminkey.'))).toBeNull();
    expect(providerProblem(new ApiError({ kind: 'network', status: 0, detail: 'x' }))).toBeNull();
  });

  it('words refusals of the provider settings', () => {
    expect(configRefusal(http(401, 'Invalid credentials.'), 'sign-in')).toBe(
      'The server refused the sign-in: Invalid credentials.',
    );
    expect(configRefusal(http(404, 'Not Found'), 'sign-in')).toMatch(/does not offer account/);
    expect(configRefusal(http(403, 'User not authorized.'), 'config')).toMatch(
      /only an LNbits admin account/,
    );
    expect(configRefusal(http(500, 'boom'), 'config')).toBeNull();
  });
});
