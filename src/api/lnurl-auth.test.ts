// What goes over the wire for a server-side LNURL-auth login, and how LNbits 1.5.1's answers
// (recorded from the genuine server) are read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveLinkingKey, lnurlAuthSeed, verifyLnurlAuthSignature } from '@/lib/lnurl-auth';
import { LnurlError } from '@/lib/lnurl/errors';
import { ApiError } from './http';
import { loginDirect, loginWithLnurlAuth } from './lnurl-auth';

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

  it('reads a failure the server answers right after as LNbits’ 500 without CORS headers', async () => {
    // Cross-origin, the genuine 500 carries no Access-Control-Allow-Origin: the browser sees
    // no answer. The server answering a wallet read just after shows it was that 500.
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/api/v1/lnurlauth')) {
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify({ id: 'w', name: 'w', balance: 0 }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(loginWithLnurlAuth(auth, login)).resolves.toEqual({ kind: 'unconfirmed' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://ln.example/api/v1/lnurlauth',
      'https://ln.example/api/v1/wallet',
    ]);
    // Offline: the read fails too, and the failure is passed on as it is.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(loginWithLnurlAuth(auth, login)).rejects.toMatchObject({ kind: 'network' });
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

describe('loginDirect', () => {
  const adminKey = '0123456789abcdef0123456789abcdef';

  it('sends the callback’s own query with key and sig added, and nothing else', async () => {
    const fetchMock = stub(200, { status: 'OK' });
    await expect(loginDirect(adminKey, login)).resolves.toEqual({ kind: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(url);
    expect(`${sent.origin}${sent.pathname}`).toBe('https://site.example/auth');
    expect([...sent.searchParams.keys()]).toEqual(['tag', 'k1', 'action', 'key', 'sig']);
    expect(sent.searchParams.get('k1')).toBe(k1);
    const key = sent.searchParams.get('key')!;
    const sig = sent.searchParams.get('sig')!;
    // The wallet's LUD-05 key for this domain, compressed, and a DER signature of k1 by it.
    const linking = deriveLinkingKey(lnurlAuthSeed(adminKey), 'site.example');
    expect(key).toBe(bytesToHex(linking.publicKey));
    expect(key).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(sig).toMatch(/^30[0-9a-f]+$/);
    expect(verifyLnurlAuthSignature(k1, key, sig)).toBe(true);
    // No key, cookie or referrer goes with it.
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('omit');
    expect(init.referrerPolicy).toBe('no-referrer');
    expect(init.method).toBe('GET');
    expect(url).not.toContain(adminKey);
  });

  it('gives the same key to the same domain, and another to another domain', async () => {
    const fetchMock = stub(200, { status: 'OK' });
    const keyOf = async (callback: string) => {
      await loginDirect(adminKey, { callback, k1 });
      return new URL(fetchMock.mock.calls.at(-1)![0]).searchParams.get('key');
    };
    const first = await keyOf(`https://site.example/a?tag=login&k1=${k1}`);
    expect(await keyOf(`https://site.example/b?tag=login&k1=${k1}`)).toBe(first);
    expect(await keyOf(`https://other.example/a?tag=login&k1=${k1}`)).not.toBe(first);
  });

  it('reports the site’s ERROR with its reason', async () => {
    stub(200, { status: 'ERROR', reason: 'Logins are closed today.' });
    await expect(loginDirect(adminKey, login)).resolves.toEqual({
      kind: 'refused',
      reason: 'Logins are closed today.',
    });
  });

  it('refuses an http callback off loopback and a k1 that is not 32 bytes, sending nothing', async () => {
    const fetchMock = stub(200, { status: 'OK' });
    const http = loginDirect(adminKey, {
      callback: `http://site.example/auth?tag=login&k1=${k1}`,
      k1,
    });
    await expect(http).rejects.toMatchObject({ name: 'LnurlError', code: 'url' });
    for (const bad of ['ab'.repeat(16), 'zz'.repeat(32), `${k1}00`, '']) {
      await expect(
        loginDirect(adminKey, { callback: login.callback, k1: bad }),
      ).rejects.toMatchObject({ name: 'LnurlError', code: 'response' });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a slow site as a time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    await expect(loginDirect(adminKey, login, { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'LnurlDirectError',
      kind: 'timeout',
    });
  });

  it('says a site it could not reach is unreachable directly (the server path may try)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(loginDirect(adminKey, login)).rejects.toMatchObject({
      kind: 'unreachable-directly',
    });
  });

  it('does not read an answer that is not LNURL as a login', async () => {
    stub(200, { status: 'MAYBE' });
    await expect(loginDirect(adminKey, login)).rejects.toMatchObject({ code: 'response' });
    stub(200, ['OK']);
    await expect(loginDirect(adminKey, login)).rejects.toMatchObject({ code: 'response' });
  });
});
