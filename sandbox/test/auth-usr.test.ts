// Login by the user id of an LNbits wallet link, as LNbits 1.5.1 answers it (auth_api.py,
// decorators.py check_user_exists), with the auth method user-id-only allowed and refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MODEL_KEYS, startTestSandbox, type TestSandbox } from './harness.ts';

interface AccountWallet {
  id: string;
  user: string;
  adminkey: string;
  inkey: string;
  name: string;
}

const USER_KEYS = [
  'id',
  'activated',
  'created_at',
  'updated_at',
  'email',
  'username',
  'pubkey',
  'external_id',
  'extensions',
  'wallets',
  'admin',
  'super_user',
  'fiat_providers',
  'has_password',
  'extra',
  'ui_customization',
];

describe('user-id-only allowed (the LNbits default)', () => {
  let t: TestSandbox;
  let wallet: AccountWallet;

  beforeAll(async () => {
    t = await startTestSandbox();
    wallet = (await t.api<AccountWallet>('POST', '/api/v1/account', { body: { name: 'Alice' } }))
      .body;
  });
  afterAll(() => t.close());

  it('trades the user id for a bearer token, and the token for the account with every key', async () => {
    const login = await t.api<{ access_token: string; token_type: string }>(
      'POST',
      '/api/v1/auth/usr',
      { body: { usr: wallet.user } },
    );
    expect(login.status).toBe(200);
    expect(login.body.token_type).toBe('bearer');
    expect(login.headers.get('set-cookie')).toContain('cookie_access_token=');

    const user = await t.api<{ id: string; wallets: AccountWallet[] }>('GET', '/api/v1/auth', {
      headers: { Authorization: `Bearer ${login.body.access_token}` },
    });
    expect(user.status).toBe(200);
    expect(Object.keys(user.body)).toEqual(USER_KEYS);
    expect(user.body.id).toBe(wallet.user);
    expect(user.body.wallets).toHaveLength(1);
    expect(Object.keys(user.body.wallets[0]!)).toEqual(WALLET_MODEL_KEYS);
    expect(user.body.wallets[0]).toMatchObject({
      id: wallet.id,
      adminkey: wallet.adminkey,
      inkey: wallet.inkey,
      name: 'Alice',
    });
  });

  it('answers GET /api/v1/auth?usr= as the wallet page does', async () => {
    const user = await t.api<{ id: string }>('GET', `/api/v1/auth?usr=${wallet.user}`);
    expect(user.status).toBe(200);
    expect(user.body.id).toBe(wallet.user);
  });

  it("refuses unknown users, bad tokens, no credential, and a usr that isn't a UUID4", async () => {
    const unknown = '0f2b7e3c9d4a4e1b8c6d5a4b3c2d1e0f';
    expect((await t.api('POST', '/api/v1/auth/usr', { body: { usr: unknown } })).body).toEqual({
      detail: 'User ID does not exist.',
    });
    const unknownQuery = await t.api('GET', `/api/v1/auth?usr=${unknown}`);
    expect([unknownQuery.status, unknownQuery.body]).toEqual([401, { detail: 'User not found.' }]);
    const badToken = await t.api('GET', '/api/v1/auth', {
      headers: { Authorization: 'Bearer not.a.token' },
    });
    expect([badToken.status, badToken.body]).toEqual([401, { detail: 'Invalid access token.' }]);
    const none = await t.api('GET', '/api/v1/auth');
    expect([none.status, none.body]).toEqual([401, { detail: 'Missing user ID or access token.' }]);
    const notUuid = await t.api('GET', '/api/v1/auth?usr=abc');
    expect([notUuid.status, notUuid.body]).toEqual([
      400,
      {
        detail: [
          { loc: ['query', 'usr'], msg: 'value is not a valid uuid', type: 'type_error.uuid' },
        ],
      },
    ]);
    const missing = await t.api('POST', '/api/v1/auth/usr', { body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('user-id-only left out of auth_allowed_methods', () => {
  let t: TestSandbox;
  let user: string;

  beforeAll(async () => {
    t = await startTestSandbox({ userIdLogin: false });
    user = (await t.api<AccountWallet>('POST', '/api/v1/account', { body: {} })).body.user;
  });
  afterAll(() => t.close());

  it('refuses the login and the ?usr= form in LNbits’ words', async () => {
    const login = await t.api('POST', '/api/v1/auth/usr', { body: { usr: user } });
    expect([login.status, login.body]).toEqual([
      403,
      { detail: "Login by 'User ID' not allowed." },
    ]);
    const query = await t.api('GET', `/api/v1/auth?usr=${user}`);
    expect([query.status, query.body]).toEqual([
      401,
      { detail: 'Missing user ID or access token.' },
    ]);
  });
});
