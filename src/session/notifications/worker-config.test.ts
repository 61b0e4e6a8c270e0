import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_WORDS } from '@/lib/push-notification';
import type { WalletConnection } from '../wallets/wallet-store';
import { MemoryStorage } from '../../../testing/memory-storage';
import { buildWorkerConfig } from './worker-config';

const connection = (id: string, serverUrl: string, walletId?: string): WalletConnection => ({
  id,
  serverUrl,
  name: `Wallet ${id}`,
  key: `admin-key-${id}`,
  keyType: 'admin',
  inkey: `invoice-key-${id}`,
  userId: `user-${id}`,
  accountToken: `token-${id}`,
  ...(walletId ? { walletId } : {}),
});

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('buildWorkerConfig', () => {
  it('names the wallets of each server that notifies, by their server id, with no secret', () => {
    const record = {
      'https://a.example': {
        scope: '/notify/a/',
        endpoint: 'https://push/a',
        walletIds: ['wa'],
        siteTitle: 'LNbits',
      },
    };
    const config = buildWorkerConfig(
      record,
      [
        connection('1', 'https://a.example', 'wa'),
        connection('2', 'https://a.example'), // no wallet id known: a push cannot name it
        connection('3', 'https://b.example', 'wb'), // another server, not on
      ],
      FALLBACK_WORDS,
    );
    expect(config).toEqual({
      v: 1,
      words: FALLBACK_WORDS,
      servers: [
        {
          scope: '/notify/a/',
          siteTitle: 'LNbits',
          wallets: [{ walletId: 'wa', localId: '1', name: 'Wallet 1' }],
        },
      ],
    });
    expect(JSON.stringify(config)).not.toMatch(/key-|user-|token-/);
  });
});
