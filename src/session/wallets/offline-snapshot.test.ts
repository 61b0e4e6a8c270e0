import { describe, expect, it } from 'vitest';
import { clearSnapshots, readSnapshot, saveSnapshot, snapshotKey } from './offline-snapshot';
import { MemoryStorage } from '../../../testing/memory-storage';

describe('offline snapshots', () => {
  it('keeps one entry per wallet, a part at a time', () => {
    const store = new MemoryStorage();
    saveSnapshot('w1', 'balance', { savedAt: 1, data: { balance: 5 } }, store);
    saveSnapshot('w1', 'latest', { savedAt: 2, data: { data: [], total: 0 } }, store);
    saveSnapshot('w2', 'balance', { savedAt: 3, data: { balance: 7 } }, store);
    expect(readSnapshot('w1', 'balance', store)).toEqual({ savedAt: 1, data: { balance: 5 } });
    expect(readSnapshot('w1', 'latest', store)?.savedAt).toBe(2);
    expect(readSnapshot('w1', 'history', store)).toBeNull();
    expect(readSnapshot('w2', 'balance', store)?.data).toEqual({ balance: 7 });
    expect([...store.map.keys()].sort()).toEqual([snapshotKey('w1'), snapshotKey('w2')]);
  });

  it('never replaces a newer answer with an older one', () => {
    const store = new MemoryStorage();
    saveSnapshot('w1', 'balance', { savedAt: 10, data: 'new' }, store);
    saveSnapshot('w1', 'balance', { savedAt: 5, data: 'old' }, store);
    expect(readSnapshot('w1', 'balance', store)?.data).toBe('new');
  });

  it('reads nothing from damaged storage', () => {
    const store = new MemoryStorage();
    store.setItem(snapshotKey('w1'), '{not json');
    expect(readSnapshot('w1', 'balance', store)).toBeNull();
    store.setItem(snapshotKey('w1'), JSON.stringify({ balance: { data: 1 } }));
    expect(readSnapshot('w1', 'balance', store)).toBeNull();
    saveSnapshot('w1', 'balance', { savedAt: 1, data: 2 }, store);
    expect(readSnapshot('w1', 'balance', store)?.data).toBe(2);
  });

  it('clears a wallet without touching the others', () => {
    const store = new MemoryStorage();
    saveSnapshot('w1', 'balance', { savedAt: 1, data: 1 }, store);
    saveSnapshot('w2', 'balance', { savedAt: 1, data: 2 }, store);
    clearSnapshots('w1', store);
    expect(readSnapshot('w1', 'balance', store)).toBeNull();
    expect(readSnapshot('w2', 'balance', store)?.data).toBe(2);
  });
});
