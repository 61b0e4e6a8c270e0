import { afterEach, describe, expect, it, vi } from 'vitest';
import { LnurlError } from '@/lib/lnurl/errors';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import { LnurlDirectError, fetchLnurlDirect, isUnreachableDirectly, withdrawDirect } from './lnurl';

const URL_ = 'https://lnurl.example.com/lnurlp/alice';

const PAY_REQUEST = {
  tag: 'payRequest',
  callback: 'https://lnurl.example.com/lnurlp/cb/alice',
  minSendable: 1000,
  maxSendable: 100_000,
  metadata: JSON.stringify([['text/plain', 'Pay alice']]),
};

const WITHDRAW: WithdrawRequest = {
  tag: 'withdrawRequest',
  callback: 'https://lnurl.example.com/lnurlw/cb?id=1',
  callbackHost: 'lnurl.example.com',
  k1: 'k1 value',
  minWithdrawableMsat: 1000,
  maxWithdrawableMsat: 10_000,
  defaultDescription: '',
};

function stubFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchLnurlDirect', () => {
  it('makes one simple GET and ignores the HTTP status', async () => {
    const fetchMock = stubFetch(
      async () => new Response(JSON.stringify(PAY_REQUEST), { status: 500 }),
    );
    const result = await fetchLnurlDirect(URL_);
    expect(result.tag).toBe('payRequest');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(init.headers).toBeUndefined();
  });

  it('network failure → unreachable-directly, not retried', async () => {
    const fetchMock = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(fetchLnurlDirect(URL_));
    expect(error).toBeInstanceOf(LnurlDirectError);
    expect(isUnreachableDirectly(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('time-out → timeout kind', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const error = await failure(fetchLnurlDirect(URL_, { timeoutMs: 5 }));
    expect((error as LnurlDirectError).kind).toBe('timeout');
    expect(isUnreachableDirectly(error)).toBe(false);
  });

  it("a caller's abort propagates as it is", async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const pending = failure(fetchLnurlDirect(URL_, { signal: controller.signal }));
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it('non-JSON body → LnurlError response', async () => {
    stubFetch(async () => new Response('<html>hi</html>'));
    const error = await failure(fetchLnurlDirect(URL_));
    expect(error).toBeInstanceOf(LnurlError);
    expect((error as LnurlError).code).toBe('response');
  });
});

describe('withdrawDirect', () => {
  it('sends k1 and pr on the callback, keeping its query', async () => {
    const fetchMock = stubFetch(async () => new Response('{"status":"ok"}'));
    expect(await withdrawDirect(WITHDRAW, { pr: ' lnbc1xyz ' })).toEqual({ status: 'OK' });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'https://lnurl.example.com/lnurlw/cb?id=1&k1=k1%20value&pr=lnbc1xyz',
    );
  });

  it('ERROR → service-error with the reason; anything else → response', async () => {
    stubFetch(async () => new Response('{"status":"ERROR","reason":"Too late"}'));
    const refused = await failure(withdrawDirect(WITHDRAW, { pr: 'lnbc1xyz' }));
    expect((refused as LnurlError).reason).toBe('Too late');
    stubFetch(async () => new Response('{"ok":true}'));
    const odd = await failure(withdrawDirect(WITHDRAW, { pr: 'lnbc1xyz' }));
    expect((odd as LnurlError).code).toBe('response');
  });
});
