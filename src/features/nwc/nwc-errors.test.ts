import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { configRefusal } from './nwc-errors';

const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });

describe('configRefusal', () => {
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
