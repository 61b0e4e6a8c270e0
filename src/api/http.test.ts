import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { observed } from './fixtures/lnbits-observed';
import type { ObservedResponse } from './fixtures/lnbits-observed';
import { ApiError, buildUrl, isUnknownWalletKey, readDetail, request } from './http';
import type { RequestSpec } from './http';

const KEY = 'a266ede10e484a259fe885fc5793efeb';
const target = { serverUrl: 'http://127.0.0.1:5000' };
const AnySchema = z.unknown();

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(impl: (...args: FetchArgs) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function respondWith(response: ObservedResponse | { status: number; body: string }) {
  const status = response.status ?? 200;
  return stubFetch(async () => new Response(status === 204 ? null : response.body, { status }));
}

async function failure<T>(spec: Partial<RequestSpec<T>> = {}, timeoutMs?: number) {
  const error = await request(
    target,
    { path: '/api/v1/wallet', key: KEY, schema: AnySchema as never, ...spec },
    { timeoutMs },
  ).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  // The key must never leak into anything a person or a log could see.
  expect(apiError.message).not.toContain(KEY);
  expect(apiError.detail).not.toContain(KEY);
  expect(String(apiError)).not.toContain(KEY);
  expect(JSON.stringify({ ...apiError, message: apiError.message })).not.toContain(KEY);
  return apiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('sends the key only as X-Api-Key, never in the URL', async () => {
    const fetchMock = respondWith(observed.walletAdminKey);
    await request(target, { path: '/api/v1/wallet', key: KEY, schema: AnySchema });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5000/api/v1/wallet');
    expect(url).not.toContain(KEY);
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe(KEY);
    expect(init.credentials).toBe('omit');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = respondWith(observed.createInvoice);
    await request(target, {
      method: 'POST',
      path: '/api/v1/payments',
      key: KEY,
      body: { out: false, amount: 1000 },
      schema: AnySchema,
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ out: false, amount: 1000 });
  });

  it('accepts any 2xx (201 from POST /payments, 200 from /payments/lnurl)', async () => {
    respondWith(observed.createInvoice);
    await expect(request(target, { path: '/x', schema: AnySchema })).resolves.toMatchObject({
      status: 'pending',
    });
    respondWith({ status: 204, body: '' });
    await expect(request(target, { path: '/x', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('uses the same origin when the server URL is empty', () => {
    expect(buildUrl('', '/api/v1/wallet')).toBe('/api/v1/wallet');
    expect(
      buildUrl('https://h.example/lnbits/', '/api/v1/payments', { limit: 5, x: undefined }),
    ).toBe('https://h.example/lnbits/api/v1/payments?limit=5');
  });
});

describe('ApiError mapping', () => {
  it('401 No Api Key provided', async () => {
    respondWith(observed.noKey);
    const error = await failure();
    expect(error).toMatchObject({ kind: 'http', status: 401, detail: 'No Api Key provided.' });
    expect(error.body).toEqual({ detail: 'No Api Key provided.' });
  });

  it('403 Invalid adminkey / invoice key used to pay', async () => {
    respondWith({ status: 403, body: '{"detail":"Invalid adminkey."}' });
    expect(await failure()).toMatchObject({ status: 403, detail: 'Invalid adminkey.' });
    respondWith(observed.payWithInvoiceKey);
    expect(await failure()).toMatchObject({
      status: 403,
      detail: 'Invoice (or Admin) key required.',
    });
    respondWith(observed.extensionNotEnabled);
    expect(await failure()).toMatchObject({
      status: 403,
      detail: "Extension 'lnurlp' not enabled.",
    });
  });

  it('404 Wallet not found and Payment does not exist', async () => {
    respondWith(observed.wrongKey);
    expect(await failure()).toMatchObject({
      kind: 'http',
      status: 404,
      detail: 'Wallet not found.',
    });
    respondWith(observed.paymentUnknown);
    expect(await failure()).toMatchObject({ status: 404, detail: 'Payment does not exist.' });
  });

  it('400 with a validation list becomes one readable line', async () => {
    respondWith(observed.invalidJsonBody);
    const error = await failure();
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: '12: JSON decode error' });
    expect(Array.isArray((error.body as { detail: unknown }).detail)).toBe(true);

    respondWith({
      status: 400,
      body: '{"detail":[{"loc":["body","unit"],"msg":"Value error, The provided unit is not supported","type":"value_error"},{"loc":["body","amount"],"msg":"field required","type":"missing"}]}',
    });
    expect((await failure()).detail).toBe(
      'unit: Value error, The provided unit is not supported; amount: field required',
    );
  });

  it('400 with a plain detail string', async () => {
    respondWith(observed.createFiatInvoiceNoRate);
    expect(await failure()).toMatchObject({
      status: 400,
      detail: 'Could not get exchange rate for USD.',
    });
  });

  it('400 from decode uses {message}, not {detail}', async () => {
    respondWith(observed.decodeGarbage);
    expect(await failure()).toMatchObject({
      kind: 'http',
      status: 400,
      detail: 'Failed to decode: Bech32 string is not valid.',
    });
  });

  it('400 with an empty detail still has a readable detail', async () => {
    respondWith(observed.lnurlscanBolt11);
    const error = await failure();
    expect(error.status).toBe(400);
    expect(error.detail).not.toBe('');
  });

  it('520 carries the payment status', async () => {
    respondWith(observed.payInsufficient);
    expect(await failure()).toMatchObject({
      kind: 'http',
      status: 520,
      detail: 'Insufficient balance.',
      paymentStatus: 'failed',
    });
    respondWith({ status: 520, body: '{"detail":"Payment is still pending.","status":"pending"}' });
    expect((await failure()).paymentStatus).toBe('pending');
    respondWith(observed.createInvoiceAmountZero);
    expect(await failure()).toMatchObject({
      detail: 'Amountless invoices not supported.',
      paymentStatus: 'failed',
    });
  });

  it('only 520 sets paymentStatus', async () => {
    respondWith({ status: 400, body: '{"detail":"x","status":"failed"}' });
    expect((await failure()).paymentStatus).toBeUndefined();
  });

  it('a non-JSON error body (proxy page) keeps its text in body', async () => {
    respondWith({ status: 502, body: '<html>Bad Gateway</html>' });
    const error = await failure();
    expect(error).toMatchObject({ kind: 'http', status: 502, body: '<html>Bad Gateway</html>' });
    expect(error.detail).toMatch(/502/);
  });

  it('network failure → kind network, status 0', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure();
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('time-out → kind timeout, status 0', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    expect(await failure({}, 20)).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('a caller abort is passed through, not turned into an ApiError', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = request(
      target,
      { path: '/x', schema: AnySchema },
      { signal: controller.signal },
    );
    controller.abort(new Error('cancelled by caller'));
    await expect(pending).rejects.toThrow('cancelled by caller');
  });

  it('invalid JSON in a 2xx → invalid-response', async () => {
    respondWith({ status: 200, body: '<!doctype html><title>First install</title>' });
    const error = await failure();
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toMatch(/did not answer like LNbits/);
  });

  it('a 2xx of the wrong shape → invalid-response', async () => {
    respondWith({ status: 200, body: '{"name":"Alice","balance":"lots"}' });
    const error = await failure({
      schema: z.object({ name: z.string(), balance: z.int() }) as never,
    });
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toMatch(/did not answer like LNbits.*balance/);
    expect(error.issue).toMatch(/^balance: /);
    expect(error.body).toEqual({ name: 'Alice', balance: 'lots' });
  });

  it('redacts the key if a server echoes it', async () => {
    respondWith({ status: 404, body: JSON.stringify({ detail: `Wallet ${KEY} not found.` }) });
    const error = await failure();
    expect(error.detail).toBe('Wallet [redacted] not found.');
    expect(error.body).toEqual({ detail: 'Wallet [redacted] not found.' });
  });
});

describe('readDetail', () => {
  it('handles every LNbits error shape', () => {
    expect(readDetail({ detail: 'Wallet not found.' })).toBe('Wallet not found.');
    expect(readDetail({ detail: [{ loc: ['query', 'limit'], msg: 'bad', type: 't' }] })).toBe(
      'limit: bad',
    );
    expect(readDetail({ message: 'Failed to decode: x' })).toBe('Failed to decode: x');
    expect(readDetail({ detail: { domain: 'x', message: 'legacy' } })).toBe('legacy');
    expect(readDetail({ error: 'Rate limit exceeded: 200 per 1 minute' })).toBe(
      'Rate limit exceeded: 200 per 1 minute',
    );
    expect(readDetail('text')).toBeUndefined();
    expect(readDetail({ detail: '' })).toBeUndefined();
  });
});

describe('isUnknownWalletKey', () => {
  it('is LNbits’ 404 for a key it does not know, and nothing else', () => {
    const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });
    expect(isUnknownWalletKey(http(404, 'Wallet not found.'))).toBe(true);
    expect(isUnknownWalletKey(http(404, 'Payment does not exist.'))).toBe(false);
    expect(isUnknownWalletKey(http(401, 'Wallet not found.'))).toBe(false);
    expect(isUnknownWalletKey(new ApiError({ kind: 'network', status: 0, detail: 'x' }))).toBe(
      false,
    );
    expect(isUnknownWalletKey(new Error('Wallet not found.'))).toBe(false);
  });
});
