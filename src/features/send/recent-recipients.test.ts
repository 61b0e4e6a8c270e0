import { describe, expect, it } from 'vitest';
import {
  MAX_RECIPIENTS,
  loadRecipients,
  recipientsKey,
  saveRecipients,
  withRecipient,
  withoutRecipient,
} from './recent-recipients';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const alice = { code: 'alice@example.com', label: 'alice@example.com', paidAt: 1 };
const shop = { code: 'LNURL1SHOP', label: 'shop.example', paidAt: 2 };

describe('recent recipients', () => {
  it('puts the latest first, once, whatever the case of the code', () => {
    const list = withRecipient(withRecipient([], alice), shop);
    expect(list.map((r) => r.code)).toEqual(['LNURL1SHOP', 'alice@example.com']);
    const again = withRecipient(list, { ...alice, code: 'Alice@Example.com', paidAt: 3 });
    expect(again.map((r) => r.paidAt)).toEqual([3, 2]);
  });

  it('keeps at most five', () => {
    let list: (typeof alice)[] = [];
    for (let i = 0; i < 8; i += 1) {
      list = withRecipient(list, { code: `p${i}@x.com`, label: `p${i}@x.com`, paidAt: i });
    }
    expect(list).toHaveLength(MAX_RECIPIENTS);
    expect(list[0]!.code).toBe('p7@x.com');
  });

  it('removes one', () => {
    expect(withoutRecipient([alice, shop], 'alice@example.com')).toEqual([shop]);
  });

  it('stores per wallet and reads anything broken as none', () => {
    const storage = memoryStorage();
    saveRecipients(storage, 'w1', [alice]);
    expect(loadRecipients(storage, 'w1')).toEqual([alice]);
    expect(loadRecipients(storage, 'w2')).toEqual([]);
    storage.setItem(recipientsKey('w1'), '{not json');
    expect(loadRecipients(storage, 'w1')).toEqual([]);
    storage.setItem(recipientsKey('w1'), JSON.stringify([{ code: '', label: 'x', paidAt: 1 }]));
    expect(loadRecipients(storage, 'w1')).toEqual([]);
    expect(loadRecipients(undefined, 'w1')).toEqual([]);
  });

  it('keeps the list under a key the wallet’s removal clears (pocketbits.….<wallet id>)', () => {
    // session/wallets/wallet-traces.ts removes every such key with the wallet.
    expect(recipientsKey('0f1e2d3c')).toMatch(/^pocketbits\..*\.0f1e2d3c$/);
  });
});
