// The user id of a wallet link travels only in a POST body, and what comes back is checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccountByUserId, walletOfLink } from './account';
import { ApiError } from './http';

const usr = 'f4cb670d1c3f402bb40be3036fc645c3';
const wallet = {
  id: '1d8cdbac00164c388acd89c1d64f1b63',
  user: usr,
  name: 'Alice',
  adminkey: 'a266ede10e484a259fe885fc5793efeb',
  inkey: '92510da4d7e546a689b61f27f78f95c1',
};

afterEach(() => vi.unstubAllGlobals());

function stubAnswers(...answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getAccountByUserId', () => {
  it('logs in with the user id in the body, then reads the account with the token', async () => {
    const fetchMock = stubAnswers(
      { status: 200, body: { access_token: 'jwt', token_type: 'bearer' } },
      { status: 200, body: { id: usr, wallets: [wallet], admin: false } },
    );
    const account = await getAccountByUserId({ serverUrl: 'https://ln.example' }, usr);
    expect(account.wallets[0]).toMatchObject({ adminkey: wallet.adminkey, inkey: wallet.inkey });

    const [loginUrl, login] = fetchMock.mock.calls[0]!;
    expect(loginUrl).toBe('https://ln.example/api/v1/auth/usr');
    expect(login.method).toBe('POST');
    expect(JSON.parse(login.body as string)).toEqual({ usr });
    const [userUrl, user] = fetchMock.mock.calls[1]!;
    expect(userUrl).toBe('https://ln.example/api/v1/auth');
    expect((user.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    for (const [url] of fetchMock.mock.calls) {
      expect(url).not.toContain(usr);
    }
  });

  it('passes on the server’s refusal, with the user id blanked out of the error', async () => {
    stubAnswers({ status: 403, body: { detail: `Login by 'User ID' not allowed. ${usr}` } });
    const error = await getAccountByUserId({ serverUrl: '' }, usr).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).not.toContain(usr);
  });
});

describe('walletOfLink', () => {
  const second = { ...wallet, id: 'b'.repeat(32), name: 'Savings' };
  it('picks the wallet the link names, else the first', () => {
    const account = { id: usr, wallets: [wallet, second] };
    expect(walletOfLink(account, second.id)?.name).toBe('Savings');
    expect(walletOfLink(account)?.name).toBe('Alice');
    expect(walletOfLink(account, 'c'.repeat(32))).toBeUndefined();
  });
});
