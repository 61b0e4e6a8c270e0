// Web Push calls: the key read from the page as LNbits writes it, the account credential in a
// header or a POST body (never a URL, never a wallet key), and the endpoint parameter encoded so
// that LNbits' base64-then-unquote reading gives the endpoint back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import {
  getWebPushPublicKey,
  getWebPushSettings,
  subscribeWebPush,
  unsubscribeWebPush,
} from './webpush';

// The public key and the settings line as the genuine LNbits 1.5.1 served them (abridged).
const PUBKEY =
  'BJqWF-N-omdC-SX8KGNbuDhRFVFXKaQNdVLRnE6fAVZC8rGBga7d_ITaktVEzQB1OS9Ru-95doHI277_8gPfwCQ';
const lnbitsPage = (settings: string) =>
  `<html>\n  <body>\n    <script type="text/javascript">\n      const RENDERED_ROUTE = '/'\n      const SETTINGS = ${settings}\n      const CURRENCIES = ["AED"]\n    </script>\n  </body>\n</html>\n`;
const SETTINGS = `{"adSpaceTitle": "Supported by", "siteDescription": "The world\\u0027s most powerful suite of bitcoin tools.", "version": "1.5.1", "webpushPubkey": "${PUBKEY}"}`;

const usr = 'f4cb670d1c3f402bb40be3036fc645c3';
const record = {
  endpoint: 'https://push.example/send/abc',
  user: usr,
  data: '{}',
  host: 'ln.example',
  timestamp: '2026-11-28T01:54:25+00:00',
};

afterEach(() => vi.unstubAllGlobals());

function stubAnswers(...answers: { status: number; body: string }[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift()!;
    return new Response(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getWebPushPublicKey', () => {
  it("reads webpushPubkey from the SETTINGS line of the server's page", async () => {
    const fetchMock = stubAnswers({ status: 200, body: lnbitsPage(SETTINGS) });
    expect(await getWebPushPublicKey({ serverUrl: 'https://ln.example/' })).toBe(PUBKEY);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://ln.example/');
    expect(init.credentials).toBe('omit');
  });

  it('reads the site title beside it (the memo LNbits pushes for an invoice without one)', async () => {
    stubAnswers({
      status: 200,
      body: lnbitsPage(SETTINGS.replace('{', '{"siteTitle": "LNbits", ')),
    });
    expect(await getWebPushSettings({ serverUrl: '' })).toEqual({
      publicKey: PUBKEY,
      siteTitle: 'LNbits',
    });
    stubAnswers({ status: 200, body: '<html><body>nginx</body></html>' });
    expect(await getWebPushSettings({ serverUrl: '' })).toEqual({
      publicKey: null,
      siteTitle: null,
    });
  });

  it('is null for a page without settings, or settings without a key', async () => {
    stubAnswers({ status: 200, body: '<html><body>nginx</body></html>' });
    expect(await getWebPushPublicKey({ serverUrl: '' })).toBeNull();
    stubAnswers({ status: 200, body: lnbitsPage('{"webpushPubkey": null}') });
    expect(await getWebPushPublicKey({ serverUrl: '' })).toBeNull();
  });

  it('refuses a key that is not a P-256 point, and passes on an HTTP failure', async () => {
    stubAnswers({ status: 200, body: lnbitsPage(`{"webpushPubkey": "${PUBKEY.slice(1)}A"}`) });
    const wrong = await getWebPushPublicKey({ serverUrl: '' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).kind).toBe('invalid-response');
    stubAnswers({ status: 200, body: lnbitsPage('{"webpushPubkey": }') });
    expect(await getWebPushPublicKey({ serverUrl: '' }).catch((e: unknown) => e)).toBeInstanceOf(
      ApiError,
    );
    stubAnswers({ status: 502, body: 'Bad Gateway' });
    const failed = await getWebPushPublicKey({ serverUrl: '' }).catch((e: unknown) => e);
    expect((failed as ApiError).status).toBe(502);
  });
});

describe('subscribeWebPush', () => {
  const subscription = { endpoint: record.endpoint, keys: { p256dh: 'p', auth: 'a' } };

  it('posts the subscription as a JSON string with the access token', async () => {
    const fetchMock = stubAnswers({ status: 201, body: JSON.stringify(record) });
    const saved = await subscribeWebPush(
      { serverUrl: 'https://ln.example' },
      { accessToken: 'jwt' },
      subscription,
    );
    expect(saved).toEqual(record);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://ln.example/api/v1/webpush');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer jwt');
    expect(headers['X-Api-Key']).toBeUndefined();
    expect(JSON.parse(init.body as string)).toEqual({
      subscription: JSON.stringify(subscription),
    });
  });

  it('buys a token with the user id first, in a POST body', async () => {
    const fetchMock = stubAnswers(
      { status: 200, body: '{"access_token": "jwt", "token_type": "bearer"}' },
      { status: 201, body: JSON.stringify(record) },
    );
    await subscribeWebPush({ serverUrl: 'https://ln.example' }, { userId: usr }, subscription);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://ln.example/api/v1/auth/usr',
      'https://ln.example/api/v1/webpush',
    ]);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ usr });
  });

  it("passes on LNbits' refusal", async () => {
    stubAnswers({ status: 401, body: '{"detail": "Missing user ID or access token."}' });
    const error = await subscribeWebPush(
      { serverUrl: '' },
      { accessToken: '' },
      subscription,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, detail: 'Missing user ID or access token.' });
  });
});

describe('unsubscribeWebPush', () => {
  it('sends the endpoint as URL-encoded base64, a % in it escaped, and gives the count', async () => {
    const fetchMock = stubAnswers({ status: 200, body: '{"count": 1}' });
    const endpoint = 'https://push.example/~~~/a%20b';
    expect(await unsubscribeWebPush({ serverUrl: '' }, { accessToken: 'jwt' }, endpoint)).toBe(1);
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://app.example');
    expect(url.pathname).toBe('/api/v1/webpush');
    // "~~~" gives a "+" in base64: escaped, with the "/" and "=", so none turns into a space.
    expect(fetchMock.mock.calls[0]![0].split('endpoint=')[1]).toMatch(/^[A-Za-z0-9%]+$/);
    const sent = url.searchParams.get('endpoint')!;
    expect(atob(sent)).toBe('https://push.example/~~~/a%2520b');
    expect(fetchMock.mock.calls[0]![1].method).toBe('DELETE');
  });
});
