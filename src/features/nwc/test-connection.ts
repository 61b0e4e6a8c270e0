/* eslint-disable lingui/no-unlocalized-strings -- test data, never on a screen */
import type { NwcConnection } from '@/api/nwc';

/** A budget's created_at, and the registration time of test connections. */
export const T0 = 1_795_305_600;
export const DAY = 86_400;

/** A connection as the list returns it, registered at T0 and never used since. */
export function connection(data: Partial<NwcConnection['data']> = {}): NwcConnection {
  return {
    data: {
      pubkey: 'ab'.repeat(32),
      wallet: 'w1',
      description: 'Zapper',
      expires_at: 0,
      permissions: 'pay invoice',
      created_at: T0,
      last_used: T0,
      ...data,
    },
    budgets: [],
  };
}
