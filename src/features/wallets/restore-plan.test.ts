import { describe, expect, it } from 'vitest';
import type { BackupWallet } from '@/lib/backup-file';
import type { WalletConnection } from '@/session';
import { planRestore, restoredAppWalletMarks, toBackupWallets } from './restore-plan';

const ORIGIN = 'http://127.0.0.1:5000';
const OTHER = 'https://lnbits.example.com';

const here = (fields: Partial<WalletConnection> & { key: string }): WalletConnection => ({
  id: `local-${fields.key}`,
  serverUrl: '',
  name: 'Here',
  keyType: 'admin',
  ...fields,
});

const inFile = (fields: Partial<BackupWallet> & { key: string }): BackupWallet => ({
  serverUrl: ORIGIN,
  name: 'From file',
  keyType: 'admin',
  ...fields,
});

describe('toBackupWallets', () => {
  it('writes absolute server addresses and only the fields a restore needs', () => {
    const wallets = toBackupWallets(
      [
        here({ key: 'k1', inkey: 'i1', walletId: 'w1', userId: 'u1', createdHere: true }),
        here({ key: 'k2', serverUrl: OTHER, keyType: 'invoice', backedUpAt: '2026-01-01' }),
      ],
      ORIGIN,
    );
    expect(wallets).toEqual([
      {
        serverUrl: ORIGIN,
        name: 'Here',
        key: 'k1',
        keyType: 'admin',
        inkey: 'i1',
        walletId: 'w1',
        userId: 'u1',
      },
      { serverUrl: OTHER, name: 'Here', key: 'k2', keyType: 'invoice' },
    ]);
  });
});

describe('planRestore', () => {
  it('adds a wallet that is not here, its server made relative to this app', () => {
    expect(
      planRestore([], [inFile({ key: 'k1' }), inFile({ key: 'k2', serverUrl: OTHER })], ORIGIN),
    ).toEqual([
      { kind: 'add', wallet: { serverUrl: '', name: 'From file', key: 'k1', keyType: 'admin' } },
      { kind: 'add', wallet: { serverUrl: OTHER, name: 'From file', key: 'k2', keyType: 'admin' } },
    ]);
  });

  it('finds a wallet already here by its key and fills in only what was missing', () => {
    const existing = here({ key: 'k1', walletId: 'w1' });
    const steps = planRestore(
      [existing],
      [inFile({ key: 'k1', walletId: 'other', inkey: 'i1', userId: 'u1', name: 'Renamed' })],
      ORIGIN,
    );
    expect(steps).toEqual([
      { kind: 'already-here', existing, fill: { inkey: 'i1', userId: 'u1' } },
    ]);
  });

  it('asks when the same wallet is here with another key', () => {
    // Added here with its invoice key; the file has the admin key of the same wallet.
    const receiveOnly = here({ key: 'i1', keyType: 'invoice' });
    const byWalletId = here({ key: 'old-admin', walletId: 'w2' });
    const steps = planRestore(
      [receiveOnly, byWalletId],
      [inFile({ key: 'k1', inkey: 'i1' }), inFile({ key: 'new-admin', walletId: 'w2' })],
      ORIGIN,
    );
    expect(steps.map((step) => step.kind)).toEqual(['conflict', 'conflict']);
    expect(steps[0]).toMatchObject({ existing: receiveOnly, incoming: { key: 'k1' } });
    expect(steps[1]).toMatchObject({ existing: byWalletId, incoming: { key: 'new-admin' } });
  });

  it('tells wallets on other servers apart even with the same key', () => {
    const steps = planRestore(
      [here({ key: 'k1' })],
      [inFile({ key: 'k1', serverUrl: OTHER })],
      ORIGIN,
    );
    expect(steps.map((step) => step.kind)).toEqual(['add']);
  });

  it('restores a wallet listed twice in the file once', () => {
    const steps = planRestore([], [inFile({ key: 'k1' }), inFile({ key: 'k1' })], ORIGIN);
    expect(steps).toHaveLength(1);
  });

  it('never plans a wallet whose server address Connect would refuse, nor stores one raw', () => {
    const steps = planRestore(
      [],
      [
        inFile({ key: 'k1', serverUrl: 'http://127.0.0.1:5700/?x=1#frag' }),
        inFile({ key: 'k2', serverUrl: 'https://evil.example\\@lnbits.example.com' }),
        inFile({ key: 'k3', serverUrl: `${OTHER}/api/v1/` }),
      ],
      ORIGIN,
    );
    expect(steps).toEqual([
      { kind: 'add', wallet: { ...inFile({ key: 'k3' }), serverUrl: OTHER } },
    ]);
  });
});

describe('the app-wallet mark (Wallet Connect: a wallet made for an app)', () => {
  const spending = here({ key: 'k1', walletId: 'w1' });
  const forApp = here({ key: 'k2', walletId: 'w2', appWalletOf: spending.id });

  it('is written as the place in the file of the wallet it was made from', () => {
    const [first, second] = toBackupWallets([spending, forApp], ORIGIN);
    expect(first).not.toHaveProperty('appWalletOf');
    expect(second).toMatchObject({ key: 'k2', appWalletOf: 0 });
    // In another order, another place.
    expect(toBackupWallets([forApp, spending], ORIGIN)[0]).toMatchObject({ appWalletOf: 1 });
  });

  it('is left out when the wallet it was made from is no longer here', () => {
    expect(toBackupWallets([forApp], ORIGIN)[0]).not.toHaveProperty('appWalletOf');
  });

  it('is never part of a planned wallet (local ids are made on restore)', () => {
    const [step] = planRestore([], [inFile({ key: 'k2', appWalletOf: 0 })], ORIGIN);
    expect(step).toEqual({
      kind: 'add',
      wallet: { serverUrl: '', name: 'From file', key: 'k2', keyType: 'admin' },
    });
  });

  it('comes back between the wallets as restored, whatever their new local ids', () => {
    const file = toBackupWallets([spending, forApp], ORIGIN);
    const restored = [
      { ...here({ key: 'k1', walletId: 'w1' }), id: 'new-1' },
      { ...here({ key: 'k2', walletId: 'w2' }), id: 'new-2' },
    ];
    expect(restoredAppWalletMarks(restored, file, ORIGIN)).toEqual([
      { id: 'new-2', appWalletOf: 'new-1' },
    ]);
  });

  it('links to a wallet that was here already, found by key or wallet id', () => {
    const file = toBackupWallets([spending, forApp], ORIGIN);
    const device = [
      here({ key: 'other-key', walletId: 'w1' }),
      { ...forApp, appWalletOf: undefined },
    ];
    expect(restoredAppWalletMarks(device, file, ORIGIN)).toEqual([
      { id: forApp.id, appWalletOf: device[0]!.id },
    ]);
  });

  it('keeps a mark the device has, and makes none that points nowhere or at itself', () => {
    const file = toBackupWallets([spending, forApp], ORIGIN);
    expect(restoredAppWalletMarks([spending, forApp], file, ORIGIN)).toEqual([]);
    const device = [{ ...forApp, appWalletOf: undefined }];
    expect(restoredAppWalletMarks(device, file, ORIGIN)).toEqual([]);
    const odd = [inFile({ key: 'k2', appWalletOf: 0 }), inFile({ key: 'k3', appWalletOf: 7 })];
    expect(restoredAppWalletMarks([here({ key: 'k2' }), here({ key: 'k3' })], odd, ORIGIN)).toEqual(
      [],
    );
  });
});
