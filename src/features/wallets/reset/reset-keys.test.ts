import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { Account } from '@/api/account';
import type { WalletModel } from '@/api/core';
import { walletInAccount } from '@/session';
import { NotInAccountError, keysAfterReset, resetKeys } from './reset-keys';
import type { ResetCalls } from './reset-keys';

const wallet = (id: string, adminkey: string, inkey: string): WalletModel => ({
  id,
  user: 'user-1',
  name: id,
  adminkey,
  inkey,
});
const OLD = wallet('w1', 'admin-old', 'in-old');
const NEW = wallet('w1', 'admin-new', 'in-new');
const OTHER = wallet('w2', 'admin-2', 'in-2');
const account = (...wallets: WalletModel[]): Account => ({ id: 'user-1', wallets });
const here = { key: 'admin-old', keyType: 'admin' as const, inkey: 'in-old' };

function calls(over: Partial<ResetCalls> = {}): ResetCalls {
  return {
    login: vi.fn(async () => 'token'),
    account: vi.fn(async () => account(OTHER, OLD)),
    reset: vi.fn(async () => NEW),
    ...over,
  };
}

describe('walletInAccount', () => {
  it('finds the wallet by id or by either key, and nothing else', () => {
    const both = account(OTHER, OLD);
    expect(walletInAccount(both, { key: 'x', walletId: 'w1' })).toBe(OLD);
    expect(walletInAccount(both, { key: 'admin-old' })).toBe(OLD);
    expect(walletInAccount(both, { key: 'in-old' })).toBe(OLD);
    expect(walletInAccount(both, { key: 'x', inkey: 'in-old' })).toBe(OLD);
    expect(walletInAccount(both, { key: 'nobody' })).toBeUndefined();
  });
});

describe('keysAfterReset', () => {
  it('keeps the kind of access, takes the new keys and brings the backup reminder back', () => {
    expect(keysAfterReset({ keyType: 'admin' }, NEW)).toEqual({
      key: 'admin-new',
      inkey: 'in-new',
      walletId: 'w1',
      createdHere: true,
      backedUpAt: undefined,
    });
    expect(keysAfterReset({ keyType: 'invoice' }, NEW).key).toBe('in-new');
  });
});

describe('resetKeys', () => {
  it('resets the wallet that holds this device key, by its server id', async () => {
    const server = calls();
    expect((await resetKeys(here, { userId: 'u' }, server)).key).toBe('admin-new');
    expect(server.reset).toHaveBeenCalledWith('token', 'w1');
    expect(server.reset).toHaveBeenCalledTimes(1);
  });

  it('refuses an account without this wallet, resetting nothing', async () => {
    const server = calls({ account: vi.fn(async () => account(OTHER)) });
    await expect(resetKeys(here, { userId: 'u' }, server)).rejects.toBeInstanceOf(
      NotInAccountError,
    );
    expect(server.reset).not.toHaveBeenCalled();
  });

  it('a lost answer: the account is read again and the new keys are kept', async () => {
    const lost = new ApiError({ kind: 'network', status: 0, detail: 'no answer' });
    const account1 = vi
      .fn<ResetCalls['account']>()
      .mockResolvedValueOnce(account(OLD))
      .mockResolvedValueOnce(account(NEW));
    const server = calls({ account: account1, reset: vi.fn(async () => Promise.reject(lost)) });
    expect((await resetKeys(here, { accessToken: 't' }, server)).key).toBe('admin-new');
    expect(server.reset).toHaveBeenCalledTimes(1);
  });

  it('a lost answer with the keys unchanged is a failure, not asked again', async () => {
    const lost = new ApiError({ kind: 'network', status: 0, detail: 'no answer' });
    const server = calls({ reset: vi.fn(async () => Promise.reject(lost)) });
    await expect(resetKeys(here, { accessToken: 't' }, server)).rejects.toBe(lost);
    expect(server.reset).toHaveBeenCalledTimes(1);
  });

  it('a refusal is reported as it is, without reading the account again', async () => {
    const refused = new ApiError({ kind: 'http', status: 404, detail: 'Wallet not found.' });
    const server = calls({ reset: vi.fn(async () => Promise.reject(refused)) });
    await expect(resetKeys(here, { accessToken: 't' }, server)).rejects.toBe(refused);
    expect(server.account).toHaveBeenCalledTimes(1);
  });
});
