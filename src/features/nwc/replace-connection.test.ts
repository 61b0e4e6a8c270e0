import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import type { NwcConnection, NwcRegistration } from '@/api/nwc';
import { pubkeyOfSecret, readNwcUri } from '@/lib/nwc';
import { replaceNwcConnection, type ConnectionCalls } from './replace-connection';

const WALLET = { serverUrl: 'http://127.0.0.1:5650', key: 'admin-key' };
const SERVICE = {
  walletPubkey: 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4',
  relays: ['ws://127.0.0.1:5650/nostrclient/api/v1/relay'],
};
const OLD_PUBKEY = 'ab'.repeat(32);
const DAY = 86_400;

const previous: NwcConnection = {
  data: {
    pubkey: OLD_PUBKEY,
    wallet: 'w1',
    description: 'Zap app',
    expires_at: 0,
    permissions: 'pay info',
    created_at: 1_795_305_600,
    last_used: 1_795_305_600,
  },
  budgets: [
    {
      id: 1,
      budget_msats: 10_000_000,
      refresh_window: 7 * DAY,
      created_at: 1_795_305_600,
      used_budget_msats: 0,
    },
  ],
};
const edited: NwcRegistration = {
  permissions: ['pay', 'info'],
  description: 'Zap app',
  expires_at: 0,
  budgets: [{ budget_msats: 100_000_000, refresh_window: 7 * DAY, created_at: 1_795_305_600 }],
};

/** Fake nwcprovider calls that record what was asked, in order. */
function recordingCalls(failures: { register?: Error; remove?: Error } = {}) {
  const log: string[] = [];
  const calls: ConnectionCalls = {
    register: async (_wallet, pubkey, registration) => {
      log.push(`PUT ${pubkey}`);
      if (failures.register) {
        throw failures.register;
      }
      return {
        data: { ...previous.data, pubkey, description: registration.description },
        budgets: registration.budgets.map((b, i) => ({ ...b, id: 10 + i, used_budget_msats: 0 })),
      };
    },
    remove: async (_wallet, pubkey) => {
      log.push(`DELETE ${pubkey}`);
      if (failures.remove) {
        throw failures.remove;
      }
      return { message: 'deleted' };
    },
  };
  return { log, calls };
}

describe('replacing a connection (an edit)', () => {
  it('registers a new key with the new limits, then deletes the old key; never re-registers the old one', async () => {
    const { log, calls } = recordingCalls();
    const replaced = await replaceNwcConnection(WALLET, SERVICE, previous, edited, calls);

    const reading = readNwcUri(replaced.pairingUri);
    if (!reading.ok) {
      throw new Error(reading.problem);
    }
    const newPubkey = pubkeyOfSecret(reading.uri.secret!);
    expect(newPubkey).not.toBe(OLD_PUBKEY);
    expect(reading.uri).toMatchObject(SERVICE);
    expect(log).toEqual([`PUT ${newPubkey}`, `DELETE ${OLD_PUBKEY}`]);
    expect(replaced.connection.data.pubkey).toBe(newPubkey);
    expect(replaced.connection.budgets).toMatchObject([{ budget_msats: 100_000_000 }]);
    expect(replaced.oldKeptBecause).toBeNull();
  });

  it('changes nothing when the new registration is refused', async () => {
    const refusal = new ApiError({ kind: 'http', status: 400, detail: 'Invalid description' });
    const { log, calls } = recordingCalls({ register: refusal });
    await expect(replaceNwcConnection(WALLET, SERVICE, previous, edited, calls)).rejects.toBe(
      refusal,
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^PUT /);
  });

  it('still hands over the new secret when the old key cannot be deleted, with the reason', async () => {
    const offline = new ApiError({ kind: 'network', status: 0, detail: 'offline' });
    const { calls } = recordingCalls({ remove: offline });
    const replaced = await replaceNwcConnection(WALLET, SERVICE, previous, edited, calls);
    expect(replaced.pairingUri).toMatch(/^nostr\+walletconnect:\/\/.+&secret=[0-9a-f]{64}$/);
    expect(replaced.oldKeptBecause).toBe(offline);
  });
});
