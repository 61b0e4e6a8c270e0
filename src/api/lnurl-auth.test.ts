// What goes over the wire for a server-side LNURL-auth login, and how LNbits 1.5.1's answers
// (recorded from the genuine server) are read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LnurlError } from '@/lib/lnurl/errors';
import { ApiError } from './http';
import { loginWithLnurlAuth } from './lnurl-auth';

const auth = { serverUrl: 'https://ln.example', key: 'a'.repeat(32) };
const k1 = 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e';
const login = { callback: `https://site.example/auth?tag=login&k1=${k1}&action=login`, k1 };

function stub(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('loginWithLnurlAuth', () => {
  it('posts the login with the admin key in the header, never in the URL', async () => {
    const fetchMock = stub(200, { status: 'OK' });
    await expect(loginWithLnurlAuth(auth, login)).resolves.toEqual({ kind: 'ok' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://ln.example/api/v1/lnurlauth');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe(auth.key);
    expect(JSON.parse(init.body as string)).toEqual({
      tag: 'login',
      callback: login.callback,
      k1,
    });
  });

  it('reads LNbits 1.5.1’s 500 after the site answered as "unconfirmed"', async () => {
    // The genuine server's answer to a login the site accepted (and to one it refused).
    stub(500, { detail: 'Unexpected error! ID: 7TKs5FxZCPgdNuRA7wdnCL' });
    await expect(loginWithLnurlAuth(auth, login)).resolves.toEqual({ kind: 'unconfirmed' });
  });

  it('passes a site’s ERROR on, from a server that can say it', async () => {
    stub(200, { status: 'ERROR', reason: 'Nope.' });
    await expect(loginWithLnurlAuth(auth, login)).resolves.toEqual({
      kind: 'refused',
      reason: 'Nope.',
    });
  });

  it('throws the server’s reason when the site could not be asked', async () => {
    stub(400, { detail: 'All connection attempts failed' });
    const error = await loginWithLnurlAuth(auth, login).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'All connection attempts failed' });
    stub(403, { detail: 'Invalid adminkey.' });
    await expect(loginWithLnurlAuth(auth, login)).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a hostile code before asking the server', async () => {
    const fetchMock = stub(200, { status: 'OK' });
    const short = loginWithLnurlAuth(auth, { callback: login.callback, k1: 'ab'.repeat(16) });
    await expect(short).rejects.toMatchObject({ code: 'response' });
    const http = loginWithLnurlAuth(auth, { callback: 'http://site.example/auth', k1 });
    await expect(http).rejects.toBeInstanceOf(LnurlError);
    await expect(http).rejects.toMatchObject({ code: 'url' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not take an answer that is not LNURL for a result', async () => {
    stub(200, { status: 'MAYBE' });
    await expect(loginWithLnurlAuth(auth, login)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
