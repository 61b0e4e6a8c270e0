import { afterEach, describe, expect, it, vi } from 'vitest';
import { LnurlError } from '@/lib/lnurl/errors';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { describePath, resolveLnurl } from './resolve-lnurl';

const payRequest = {
  tag: 'payRequest',
  callback: 'https://pay.example.com/cb',
  minSendable: 1000,
  maxSendable: 5_000_000,
  metadata: '[["text/plain","Coffee"]]',
  commentAllowed: 10,
};
const target: LnurlTarget = {
  url: 'https://pay.example.com/.well-known/lnurlp/bob',
  domain: 'pay.example.com',
  scanCode: 'bob@pay.example.com',
  address: 'bob@pay.example.com',
  onion: false,
  askFirst: false,
};
const wallet = { serverUrl: 'https://lnbits.example.org', key: 'inkey-123' };

function stubFetch(handler: (url: string, init?: RequestInit) => Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    calls.push({ url, init });
    return handler(url, init);
  });
  return calls;
}

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('resolveLnurl', () => {
  it('asks the host directly, with no key, and says so', async () => {
    const calls = stubFetch(() => json(payRequest));
    const resolved = await resolveLnurl(wallet, target);
    expect(resolved).toMatchObject({ tag: 'payRequest', path: { via: 'direct' } });
    expect(resolved.raw).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(target.url);
    expect(JSON.stringify(calls[0]!.init ?? {})).not.toContain('inkey-123');
    expect(calls[0]!.init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('falls back to lnurlscan on the server when the browser gets no answer', async () => {
    const calls = stubFetch((url) =>
      url.startsWith(wallet.serverUrl) ? json(payRequest) : Promise.reject(new TypeError('cors')),
    );
    const resolved = await resolveLnurl(wallet, target);
    expect(resolved).toMatchObject({
      tag: 'payRequest',
      path: { via: 'server', because: 'blocked' },
      raw: payRequest,
    });
    expect(calls[1]!.url).toBe('https://lnbits.example.org/api/v1/lnurlscan');
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ lnurl: 'bob@pay.example.com' });
  });

  it('does not fall back when the host answered with a refusal', async () => {
    const calls = stubFetch(() => json({ status: 'ERROR', reason: 'No such user' }));
    await expect(resolveLnurl(wallet, target)).rejects.toBeInstanceOf(LnurlError);
    expect(calls).toHaveLength(1);
  });

  it('goes through the server for .onion hosts', async () => {
    const calls = stubFetch(() => json(payRequest));
    const resolved = await resolveLnurl(wallet, { ...target, onion: true });
    expect(resolved.path).toEqual({ via: 'server', because: 'onion' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/v1/lnurlscan');
  });

  it('checks the server’s copy like a direct answer (no http callbacks)', async () => {
    stubFetch((url) =>
      url.startsWith(wallet.serverUrl)
        ? json({ ...payRequest, callback: 'http://evil.example.com/cb' })
        : Promise.reject(new TypeError('cors')),
    );
    await expect(resolveLnurl(wallet, target)).rejects.toMatchObject({ code: 'url' });
  });
});

describe('describePath', () => {
  it('tells the user which way the LNURL went', () => {
    expect(describePath({ via: 'direct' }, 'a.example')).toMatch(/directly from this device/);
    expect(describePath({ via: 'server', because: 'blocked' }, 'a.example')).toMatch(
      /doesn’t accept requests from browsers/,
    );
    expect(describePath({ via: 'server', because: 'onion' }, 'a.example')).toMatch(/Tor/);
  });
});
