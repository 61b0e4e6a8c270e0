import { describe, expect, it } from 'vitest';
import {
  expiryText,
  formatRelative,
  isExpired,
  lastUsedText,
  permissionsText,
} from './connection-text';
import { DAY, T0, connection } from './test-connection';

describe('connection rows', () => {
  it('formats relative times both ways', () => {
    expect(formatRelative(T0 + 30, T0)).toBe('just now');
    expect(formatRelative(T0 + 3 * DAY, T0)).toBe('in 3 days');
    expect(formatRelative(T0 - 5 * 60, T0)).toBe('5 minutes ago');
  });

  it('says expiry in words, 0 being never', () => {
    expect(expiryText(0, T0)).toBe('Never expires');
    expect(expiryText(T0 + 6 * DAY, T0)).toBe('Expires in 6 days');
    expect(expiryText(T0 - 2 * 3600, T0)).toBe('Expired 2 hours ago');
    expect(isExpired(connection({ expires_at: T0 }), T0)).toBe(true);
    expect(isExpired(connection({ expires_at: 0 }), T0)).toBe(false);
  });

  it('says "never used" for 0 and for the registration stamp', () => {
    expect(lastUsedText(connection({ last_used: 0 }), T0)).toBe('Never used');
    expect(lastUsedText(connection(), T0 + 100)).toBe('Never used');
    expect(lastUsedText(connection({ last_used: T0 + 60 }), T0 + 60 + 300)).toBe(
      'Last used 5 minutes ago',
    );
  });

  it('names permissions briefly, unknown ones by the server’s name or id', () => {
    expect(permissionsText(['pay', 'invoice', 'balance'])).toBe('Send, Receive, Balance');
    expect(
      permissionsText(['sign'], { sign: { name: 'Sign messages', methods: [], default: true } }),
    ).toBe('Sign messages');
    expect(permissionsText([])).toBe('No permissions');
  });
});
