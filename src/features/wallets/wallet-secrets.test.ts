import { describe, expect, it } from 'vitest';
import type { WalletConnection } from '@/session';
import { lnbitsWalletLink, walletSecrets } from './wallet-secrets';

const ORIGIN = 'http://127.0.0.1:5000';

const created: WalletConnection = {
  id: 'local',
  serverUrl: '',
  name: 'New',
  key: 'admin-key',
  keyType: 'admin',
  inkey: 'invoice-key',
  walletId: 'wallet-id',
  userId: 'user-id',
  createdHere: true,
};

describe('walletSecrets', () => {
  it('lists the server as an absolute address, both keys and the LNbits link', () => {
    expect(
      walletSecrets(created, ORIGIN).map(({ label, value, secret }) => [label, value, secret]),
    ).toEqual([
      ['Server address', ORIGIN, false],
      ['Full-access key', 'admin-key', true],
      ['Receive-only key', 'invoice-key', true],
      ['LNbits wallet link', `${ORIGIN}/wallet?usr=user-id&wal=wallet-id`, true],
    ]);
  });

  it('shows only what it has: a receive-only wallet has no full-access key and no link', () => {
    const receiveOnly: WalletConnection = {
      id: 'r',
      serverUrl: 'https://lnbits.example.com/prefix',
      name: 'Tips',
      key: 'invoice-key',
      keyType: 'invoice',
    };
    expect(walletSecrets(receiveOnly, ORIGIN).map((s) => [s.label, s.value])).toEqual([
      ['Server address', 'https://lnbits.example.com/prefix'],
      ['Receive-only key', 'invoice-key'],
    ]);
  });

  it('builds the LNbits link under a path prefix, encoding its parts', () => {
    expect(lnbitsWalletLink('https://x.example/lnbits/', 'u&1', 'w 2')).toBe(
      'https://x.example/lnbits/wallet?usr=u%261&wal=w+2',
    );
  });
});
