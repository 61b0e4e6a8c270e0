// The check every screen makes looks for the record's own key: were they to differ, a payment seen
// while hidden and a removed wallet would never reach the notification code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../testing/memory-storage';
import { anyNotificationsOn } from './any-on';
import { setServerNotifications } from './record';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('anyNotificationsOn', () => {
  it('is true exactly while the record names a server', () => {
    expect(anyNotificationsOn()).toBe(false);
    setServerNotifications('https://ln.example', {
      scope: '/notify/x/',
      endpoint: 'https://push.example/1',
      walletIds: ['w'],
      siteTitle: null,
    });
    expect(anyNotificationsOn()).toBe(true);
    setServerNotifications('https://ln.example', null);
    expect(anyNotificationsOn()).toBe(false);
  });
});
