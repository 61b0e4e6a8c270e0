// LNURL-auth through the sandbox as through LNbits 1.5.1: login codes scanned without a network
// call, `POST /api/v1/lnurlauth` signing with the wallet's LUD-05 key and answering 500 after any
// answer of the service, and the third-party host's login site that checks what it gets. Every
// status and body here is what the genuine LNbits gave for the same request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  deriveLinkingKey,
  lnurlAuthSeed,
  signK1,
  verifyLnurlAuthSignature,
} from '../../src/lib/lnurl-auth.ts';
import { decodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { LOGIN_VARIANTS, thirdPartyUrl } from '../third-party/host.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let host: string;
let alice: TestWallet;
let bob: TestWallet;

/** A login service that answers what a test asks, and tells which URLs it was called with. */
let oddService: Server;
let oddUrl: string;
const oddCalls: string[] = [];

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
  host = thirdPartyUrl(t.sandbox.context)!;
  alice = await t.newWallet('Alice');
  bob = await t.newWallet('Bob');
  oddService = createServer((request, response) => {
    oddCalls.push(request.url!);
    const mode = request.url!.split(/[/?]/)[1];
    const answers: Record<string, [number, string]> = {
      ok: [200, '{"status":"OK"}'],
      lower: [200, '{"status":"ok"}'],
      error: [200, '{"status":"ERROR","reason":"Nope."}'],
      http500: [500, '{"status":"ERROR","reason":"boom"}'],
      text: [200, 'hello'],
      nostatus: [200, '{"foo":1}'],
      weird: [200, '{"status":"MAYBE","n":1,"ok":true,"none":null}'],
      list: [200, '[1,2]'],
      numeric: [200, '{"status":5}'],
    };
    const [status, body] = answers[mode!] ?? [404, '{}'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => oddService.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(oddService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => oddService.close(resolve));
  await t.close();
});

const K1 = 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e';
const UNEXPECTED = /^Unexpected error! ID: \S+$/;

/** The linking key LUD-05 gives `wallet` for the third-party host (127.0.0.1, any port). */
const linkingKeyOf = (wallet: TestWallet) =>
  bytesToHex(deriveLinkingKey(lnurlAuthSeed(wallet.adminkey), '127.0.0.1').publicKey);

async function newLogin(site = 'site') {
  const response = await fetch(`${host}/login/${site}`);
  return (await response.json()) as { k1: string; url: string; lnurl: string };
}

async function loginStatus(k1: string) {
  const response = await fetch(`${host}/login/status/${k1}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lnurlauth = (wallet: TestWallet | string, body: unknown) =>
  t.api('POST', '/api/v1/lnurlauth', {
    key: typeof wallet === 'string' ? wallet : wallet.adminkey,
    body,
  });

describe('POST /api/v1/lnurlscan with a login code', () => {
  it('answers tag, callback and k1 without calling the site, bech32 or plain', async () => {
    const login = await newLogin();
    expect(decodeLnurl(login.lnurl)).toBe(login.url);
    for (const lnurl of [login.lnurl, login.url, `lightning:${login.lnurl}`]) {
      const scan = await t.api('POST', '/api/v1/lnurlscan', { key: alice.inkey, body: { lnurl } });
      expect(scan.status).toBe(200);
      expect(Object.keys(scan.body)).toEqual(['tag', 'callback', 'k1']);
      expect(scan.body).toEqual({ tag: 'login', callback: login.url, k1: login.k1 });
    }
    expect((await loginStatus(login.k1)).body.key).toBeNull();
  });

  it('takes any k1 as LNbits does, and fails unhandled without one', async () => {
    const scan = (lnurl: string) =>
      t.api('POST', '/api/v1/lnurlscan', { key: alice.inkey, body: { lnurl } });
    expect((await scan(`${oddUrl}/ok?tag=login&k1=abcd`)).body.k1).toBe('abcd');
    expect((await scan(`${oddUrl}/ok?tag=login&k1=zz`)).body.k1).toBe('zz');
    expect((await scan(`${oddUrl}/ok?tag=login&k1=ab&k1=cd`)).body.k1).toBe('ab');
    for (const lnurl of [`${oddUrl}/ok?tag=login`, `https://site.example/x?tag=login&k1=`]) {
      const missing = await scan(lnurl);
      expect(missing.status).toBe(500);
      expect(missing.body.detail).toMatch(UNEXPECTED);
    }
    expect(oddCalls).toEqual([]);
  });

  it('refuses a plain-http login on a public host: the hostile http-callback site', async () => {
    const login = await newLogin(LOGIN_VARIANTS.httpCallback);
    expect(login.url).toMatch(/^http:\/\/lnurl-login\.example\.com\//);
    const scan = await t.api('POST', '/api/v1/lnurlscan', {
      key: alice.inkey,
      body: { lnurl: login.lnurl },
    });
    expect([scan.status, scan.body]).toEqual([400, { detail: '' }]);
  });
});

describe('POST /api/v1/lnurlauth', () => {
  it('signs in with the LUD-05 key of the admin key, then answers 500 as LNbits 1.5.1 does', async () => {
    const login = await newLogin();
    const answer = await lnurlauth(alice, { tag: 'login', callback: login.url, k1: login.k1 });
    expect(answer.status).toBe(500);
    expect(answer.body.detail).toMatch(UNEXPECTED);
    // The site got the login all the same, from the key LUD-05 derives.
    expect((await loginStatus(login.k1)).body).toEqual({
      k1: login.k1,
      site: 'site',
      key: linkingKeyOf(alice),
      sig: signK1(login.k1, deriveLinkingKey(lnurlAuthSeed(alice.adminkey), '127.0.0.1'), {
        lnbitsCompatible: true,
      }).sig,
    });
  });

  it('sends that 500 without CORS headers, as LNbits does (its outermost error handler)', async () => {
    const login = await newLogin();
    // A page of this machine on another port (the app elsewhere than the server).
    const origin = { Origin: 'http://127.0.0.1:4173' };
    const answer = await t.api('POST', '/api/v1/lnurlauth', {
      key: alice.adminkey,
      body: { tag: 'login', callback: login.url, k1: login.k1 },
      headers: origin,
    });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    // Its other answers, a 400 included, carry them.
    const refused = await t.api('POST', '/api/v1/lnurlauth', {
      key: alice.adminkey,
      body: { tag: 'login', callback: 'http://site.example.com/x', k1: login.k1 },
      headers: origin,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps the callback’s query and adds key then sig, the signature LNbits makes', async () => {
    oddCalls.length = 0;
    await lnurlauth(alice, { callback: `${oddUrl}/ok?tag=login&k1=${K1}&action=login`, k1: K1 });
    expect(oddCalls).toHaveLength(1);
    const called = new URL(oddCalls[0]!, oddUrl);
    expect([...called.searchParams.keys()]).toEqual(['tag', 'k1', 'action', 'key', 'sig']);
    const expected = signK1(K1, deriveLinkingKey(lnurlAuthSeed(alice.adminkey), '127.0.0.1'), {
      lnbitsCompatible: true,
    });
    expect(called.searchParams.get('key')).toBe(expected.key);
    expect(called.searchParams.get('sig')).toBe(expected.sig);
  });

  it('is one identity per wallet and host: same key for every challenge, another for Bob', async () => {
    const first = await newLogin();
    const second = await newLogin();
    const third = await newLogin();
    await lnurlauth(alice, { callback: first.url, k1: first.k1 });
    await lnurlauth(alice, { callback: second.url, k1: second.k1 });
    await lnurlauth(bob, { callback: third.url, k1: third.k1 });
    const keyOf = async (k1: string) => (await loginStatus(k1)).body.key;
    expect(await keyOf(first.k1)).toBe(await keyOf(second.k1));
    expect(await keyOf(third.k1)).toBe(linkingKeyOf(bob));
    expect(linkingKeyOf(bob)).not.toBe(linkingKeyOf(alice));
  });

  it('answers 500 to a site that says ERROR too; the site still saw a valid login', async () => {
    const login = await newLogin(LOGIN_VARIANTS.error);
    const answer = await lnurlauth(alice, { callback: login.url, k1: login.k1 });
    expect(answer.status).toBe(500);
    expect((await loginStatus(login.k1)).body.key).toBe(linkingKeyOf(alice));
    const lower = await lnurlauth(alice, { callback: `${oddUrl}/lower`, k1: K1 });
    expect(lower.status).toBe(500);
  });

  it('signs a k1 shorter than 32 bytes, as LNbits does (the hostile short-k1 site)', async () => {
    const login = await newLogin(LOGIN_VARIANTS.shortK1);
    expect(login.k1).toMatch(/^[0-9a-f]{32}$/);
    const answer = await lnurlauth(alice, { callback: login.url, k1: login.k1 });
    expect(answer.status).toBe(500);
    expect((await loginStatus(login.k1)).body.key).toBe(linkingKeyOf(alice));
  });

  it('gives up on a slow site after 5 s with an empty detail', async () => {
    const login = await newLogin(LOGIN_VARIANTS.slow);
    const started = Date.now();
    const answer = await lnurlauth(alice, { callback: login.url, k1: login.k1 });
    expect([answer.status, answer.body]).toEqual([400, { detail: '' }]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('passes on what went wrong with the site’s answer, in the lnurl library’s words', async () => {
    const detail = async (mode: string) =>
      (await lnurlauth(alice, { callback: `${oddUrl}/${mode}`, k1: K1 })).body.detail;
    expect(await detail('http500')).toMatch(
      /^Server error '500 Internal Server Error' for url 'http:\/\/127\.0\.0\.1:\d+\/http500\?key=0[23][0-9a-f]{64}&sig=30[0-9a-f]+'\nFor more information check: https:\/\/developer\.mozilla\.org\/en-US\/docs\/Web\/HTTP\/Status\/500$/,
    );
    expect(await detail('text')).toBe('Expecting value: line 1 column 1 (char 0)');
    expect(await detail('nostatus')).toBe(
      'Expected Success or Error response. But no `status` given.',
    );
    expect(await detail('weird')).toBe(
      "Unknown response: {'status': 'MAYBE', 'n': 1, 'ok': True, 'none': None}",
    );
    expect(await detail('list')).toBe("'list' object has no attribute 'get'");
    expect(await detail('numeric')).toBe("'int' object has no attribute 'upper'");
    const refused = await lnurlauth(alice, { callback: 'http://127.0.0.1:1/x', k1: K1 });
    expect(refused.body).toEqual({ detail: 'All connection attempts failed' });
  });

  it('checks the challenge as python-ecdsa does before calling anyone', async () => {
    oddCalls.length = 0;
    const callback = `${oddUrl}/ok`;
    const detailFor = async (k1: unknown) => (await lnurlauth(alice, { callback, k1 })).body;
    expect(await detailFor('zz')).toEqual({
      detail: 'non-hexadecimal number found in fromhex() arg at position 0',
    });
    expect(await detailFor(5)).toEqual({
      detail: 'non-hexadecimal number found in fromhex() arg at position 1',
    });
    expect(await detailFor(`${K1}00`)).toEqual({
      detail: 'this curve (SECP256k1) is too short for the length of your digest (264)',
    });
    expect(await detailFor('')).toEqual({
      detail: "invalid literal for int() with base 16: b''",
    });
    expect(oddCalls).toEqual([]);
  });

  it('refuses callbacks as the lnurl library and the callback rules do', async () => {
    const body = (callback: unknown) => lnurlauth(alice, { callback, k1: K1 });
    expect(await body('http://site.example.com/login')).toMatchObject({
      status: 400,
      body: {
        detail: [
          {
            loc: ['body', 'callback'],
            msg: 'HTTP scheme is only allowed for localhost or onion addresses.',
            type: 'value_error.invalidurl',
          },
        ],
      },
    });
    expect((await body('not a url')).body).toEqual({
      detail: [
        {
          loc: ['body', 'callback', '__root__'],
          msg: 'invalid or missing URL scheme',
          type: 'value_error.url.scheme',
        },
      ],
    });
    expect((await body('')).body).toEqual({
      detail: [
        {
          loc: ['body', 'callback', '__root__'],
          msg: 'ensure this value has at least 1 characters',
          type: 'value_error.any_str.min_length',
          ctx: { limit_value: 1 },
        },
      ],
    });
    expect((await body('ftp://site.example.com/login')).status).toBe(500);
    expect((await body('https://192.168.1.1:8443/login')).body).toEqual({
      detail:
        'Callback not allowed. URL: https://192.168.1.1:8443/login. Netloc: 192.168.1.1:8443. Please check your admin settings.',
    });
  });

  it('reads the body as the lnurl library’s LnurlAuthResponse', async () => {
    const callback = `${oddUrl}/ok`;
    expect((await lnurlauth(alice, { callback })).body).toEqual({
      detail: [{ loc: ['body', 'k1'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect((await lnurlauth(alice, { callback, k1: null })).body).toEqual({
      detail: [
        {
          loc: ['body', 'k1'],
          msg: 'none is not an allowed value',
          type: 'type_error.none.not_allowed',
        },
      ],
    });
    expect((await lnurlauth(alice, [])).body).toEqual({
      detail: [
        { loc: ['body', 'callback'], msg: 'field required', type: 'value_error.missing' },
        { loc: ['body', 'k1'], msg: 'field required', type: 'value_error.missing' },
      ],
    });
    expect((await lnurlauth(alice, { callback, k1: K1, foo: 1 })).body).toEqual({
      detail: [
        { loc: ['body', 'foo'], msg: 'extra fields not permitted', type: 'value_error.extra' },
      ],
    });
    expect((await lnurlauth(alice, { callback, k1: K1, tag: 'bogus' })).status).toBe(500);
  });

  it('wants the admin key, and reports broken JSON before any key', async () => {
    const body = { callback: `${oddUrl}/ok`, k1: K1 };
    expect(await lnurlauth(alice.inkey, body)).toMatchObject({
      status: 403,
      body: { detail: 'Invalid adminkey.' },
    });
    expect(await lnurlauth('f'.repeat(32), body)).toMatchObject({
      status: 404,
      body: { detail: 'Wallet not found.' },
    });
    expect(await t.api('POST', '/api/v1/lnurlauth', { body })).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    const garbage = await t.api('POST', '/api/v1/lnurlauth', {
      rawBody: 'garbage',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.detail[0]).toMatchObject({ type: 'json_invalid', loc: ['body', 0] });
  });
});

describe('the third-party host’s login site', () => {
  const call = async (url: string) => (await fetch(url)).json() as Promise<Record<string, unknown>>;
  const signedUrl = (login: { url: string; k1: string }, adminKey: string) => {
    const { key, sig } = signK1(login.k1, deriveLinkingKey(lnurlAuthSeed(adminKey), '127.0.0.1'));
    return { url: `${login.url}&key=${key}&sig=${sig}`, key, sig };
  };

  it('lists its login sites', async () => {
    const index = await call(`${host}/`);
    expect(index.login).toEqual({
      honest: `${host}/login/site`,
      hostile: {
        httpCallback: `${host}/login/http-callback`,
        shortK1: `${host}/login/short-k1`,
        error: `${host}/login/error`,
        slow: `${host}/login/slow`,
      },
      status: `${host}/login/status/{k1}`,
    });
  });

  it('issues LUD-04 codes: a fresh 32-byte k1, tag=login and action=login', async () => {
    const a = await newLogin();
    const b = await newLogin();
    expect(a.k1).toMatch(/^[0-9a-f]{64}$/);
    expect(a.k1).not.toBe(b.k1);
    expect(a.url).toBe(`${host}/login/cb/site?tag=login&k1=${a.k1}&action=login`);
  });

  it('accepts a signature by the key it is sent with, low or high S, and remembers the key', async () => {
    const login = await newLogin();
    const signed = signedUrl(login, alice.adminkey);
    expect(verifyLnurlAuthSignature(login.k1, signed.key, signed.sig)).toBe(true);
    expect(await call(signed.url)).toEqual({ status: 'OK' });
    expect(await call(signed.url)).toEqual({ status: 'OK' });
    expect((await loginStatus(login.k1)).body.key).toBe(signed.key);
  });

  it('refuses a wrong signature, an unknown k1 and a second key for a k1', async () => {
    const login = await newLogin();
    const byAlice = signedUrl(login, alice.adminkey);
    const byBob = signedUrl(login, bob.adminkey);
    const forged = `${login.url}&key=${byBob.key}&sig=${byAlice.sig}`;
    expect(await call(forged)).toEqual({ status: 'ERROR', reason: 'Invalid signature.' });
    expect((await loginStatus(login.k1)).body.key).toBeNull();
    expect(await call(byAlice.url)).toEqual({ status: 'OK' });
    expect(await call(byBob.url)).toEqual({
      status: 'ERROR',
      reason: 'This k1 was already used by another key.',
    });
    const unknown = byAlice.url.replace(login.k1, 'ab'.repeat(32));
    expect(await call(unknown)).toEqual({ status: 'ERROR', reason: 'Unknown or expired k1.' });
    expect(await call(`${login.url}&sig=${byAlice.sig}`)).toMatchObject({ status: 'ERROR' });
    expect((await loginStatus('cd'.repeat(32))).status).toBe(404);
  });
});
