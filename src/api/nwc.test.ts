import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './http';
import { getNwcPairingTemplate, loginForAccessToken } from './nwc';

function stub(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nwc extras', () => {
  it('asks for the pairing template with the placeholder, no key', async () => {
    const fetchMock = stub(200, '"nostr+walletconnect://b075?relay=ws://r&secret={SECRET}"');
    expect(await getNwcPairingTemplate({ serverUrl: 'https://ln.example' })).toBe(
      'nostr+walletconnect://b075?relay=ws://r&secret={SECRET}',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://ln.example/nwcprovider/api/v1/pairing/%7BSECRET%7D');
    expect(new Headers(init?.headers).get('X-Api-Key')).toBeNull();
  });

  it('signs in for an access token, and keeps the password out of a refusal', async () => {
    const ok = stub(200, '{"access_token":"jwt.x.y","token_type":"bearer"}');
    expect(
      await loginForAccessToken({ serverUrl: '' }, { username: 'admin', password: 'hunter22' }),
    ).toBe('jwt.x.y');
    expect(ok.mock.calls[0]![0]).toBe('/api/v1/auth');
    expect(ok.mock.calls[0]![1]?.method).toBe('POST');

    stub(400, '{"detail":[{"loc":["body","password"],"msg":"bad hunter22","input":"hunter22"}]}');
    const error = await loginForAccessToken(
      { serverUrl: '' },
      { username: 'admin', password: 'hunter22' },
    ).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(JSON.stringify(error)).not.toContain('hunter22');
    expect(isApiError(error) && error.detail).not.toContain('hunter22');
    expect(isApiError(error) && error.body).toBeUndefined();
  });
});
