// An account's wallets over the wire: a user id only in the login body, the token as a Bearer
// header, the answers checked (shapes as the genuine LNbits 1.5.1 gave them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountWallet, resetWalletKeys } from './account-wallets';
import { ApiError } from './http';

const usr = '84b5a38c066f4b1a8dc95c961e590a3b';
const wallet = {
  id: 'fdea09910c494549a88af08f95bcc817',
  user: usr,
  wallet_type: 'lightning',
  adminkey: '91b5a3ab986d4f268aebe3a456c0e256',
  inkey: '179e431a83064b01b3c8700015a49c8c',
  name: 'second',
  shared_wallet_id: null,
  deleted: false,
  created_at: '2026-11-28T01:59:05.173891+00:00',
  updated_at: '2026-11-28T01:59:05.173894+00:00',
  currency: 'USD',
  balance_msat: 0,
  extra: { icon: 'flash_on', color: 'primary', pinned: false, shared_with: [] },
  stored_paylinks: { links: [] },
  share_permissions: [],
};

function stubAnswers(...answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('createAccountWallet', () => {
  it('uses a token it is given as a Bearer header', async () => {
    const fetchMock = stubAnswers({ status: 200, body: wallet });
    const created = await createAccountWallet(
      { serverUrl: 'https://ln.example', accessToken: 'jwt' },
      { name: 'second' },
    );
    expect(created).toMatchObject({ name: 'second', adminkey: wallet.adminkey });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://ln.example/api/v1/wallet');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBeUndefined();
    expect(JSON.parse(init.body as string)).toEqual({ name: 'second' });
  });

  it('logs in by user id in a POST body first, and never puts it in a URL', async () => {
    const fetchMock = stubAnswers(
      { status: 200, body: { access_token: 'jwt', token_type: 'bearer' } },
      { status: 200, body: { ...wallet, name: 'LNbits wallet' } },
    );
    await createAccountWallet({ serverUrl: 'https://ln.example', userId: usr });
    const [loginUrl, login] = fetchMock.mock.calls[0]!;
    expect(loginUrl).toBe('https://ln.example/api/v1/auth/usr');
    expect(JSON.parse(login.body as string)).toEqual({ usr });
    const [, create] = fetchMock.mock.calls[1]!;
    expect((create.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(JSON.parse(create.body as string)).toEqual({});
    for (const [url] of fetchMock.mock.calls) {
      expect(url).not.toContain(usr);
    }
  });

  it('passes the refusal on with the user id blanked out', async () => {
    stubAnswers({ status: 401, body: { detail: `User ID does not exist. ${usr}` } });
    const error = await createAccountWallet({ serverUrl: '', userId: usr }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).detail).not.toContain(usr);
  });
});

describe('resetWalletKeys', () => {
  it('PUTs the reset of the wallet and answers it with its new keys', async () => {
    const fresh = { ...wallet, adminkey: 'b'.repeat(32), inkey: 'c'.repeat(32) };
    const fetchMock = stubAnswers({ status: 200, body: fresh });
    const answer = await resetWalletKeys(
      { serverUrl: 'https://ln.example', accessToken: 'jwt' },
      wallet.id,
    );
    expect(answer).toMatchObject({ id: wallet.id, adminkey: fresh.adminkey, inkey: fresh.inkey });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`https://ln.example/api/v1/wallet/reset/${wallet.id}`);
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
  });

  it('says "Wallet not found" (LNbits’ words, no full stop) for a wallet of another account', async () => {
    stubAnswers({ status: 404, body: { detail: 'Wallet not found' } });
    await expect(
      resetWalletKeys({ serverUrl: '', accessToken: 'jwt' }, '0'.repeat(32)),
    ).rejects.toMatchObject({ status: 404, detail: 'Wallet not found' });
  });
});
