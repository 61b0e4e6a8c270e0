// What Send learns before paying: whether the wallet's server issued the invoice (asked without a
// key) and which service fee the server charges (from the settings its page carries).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicePlace } from './core';
import { getServiceFee, readServiceFee } from './public-settings';

afterEach(() => vi.unstubAllGlobals());

function stubAnswer(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const HASH = 'c104d25246a47079303ad37ac7b847c9581b4b53a5122a60bf8ef3c06c2e7a25';

describe('invoicePlace', () => {
  it('asks without a key: 200 open means an invoice of this server, 404 one it does not know', async () => {
    // As the genuine LNbits 1.5.1 answered for an open invoice of its own, asked without a key.
    const open = stubAnswer(
      200,
      '{"paid":false,"preimage":"15610f957924444b90bfd2f4ecfd6402de75c4a44c3afc942b0543e13f360927"}',
    );
    expect(await invoicePlace({ serverUrl: 'https://ln.example' }, HASH)).toBe('open-here');
    const [url, init] = open.mock.calls[0]!;
    expect(url).toBe(`https://ln.example/api/v1/payments/${HASH}`);
    expect(new Headers(init.headers).has('X-Api-Key')).toBe(false);

    stubAnswer(404, '{"detail":"Payment does not exist."}');
    expect(await invoicePlace({ serverUrl: '' }, HASH)).toBe('not-here');
    stubAnswer(200, '{"paid":true,"preimage":"00"}');
    expect(await invoicePlace({ serverUrl: '' }, HASH)).toBe('paid');
    stubAnswer(200, '{"paid":false,"status":"failed"}');
    expect(await invoicePlace({ serverUrl: '' }, HASH)).toBe('failed');
  });

  it('leaves other failures to the caller (an unknown place, not a guess)', async () => {
    stubAnswer(500, '{"detail":"boom"}');
    await expect(invoicePlace({ serverUrl: '' }, HASH)).rejects.toMatchObject({ status: 500 });
  });
});

describe('service fee from the public settings', () => {
  it('is charged only with a fee wallet, percent capped at serviceFeeMax sats', () => {
    expect(
      readServiceFee({ serviceFee: 0.0, serviceFeeMax: 0, serviceFeeWallet: null }),
    ).toBeNull();
    expect(
      readServiceFee({ serviceFee: 1.5, serviceFeeMax: 0, serviceFeeWallet: null }),
    ).toBeNull();
    expect(readServiceFee({ serviceFee: 0, serviceFeeMax: 10, serviceFeeWallet: 'w' })).toBeNull();
    expect(readServiceFee({ serviceFee: 1.5, serviceFeeMax: 0, serviceFeeWallet: 'w' })).toEqual({
      percent: 1.5,
      maxSat: 0,
    });
    expect(readServiceFee({ serviceFee: 2, serviceFeeMax: 30, serviceFeeWallet: 'w' })).toEqual({
      percent: 2,
      maxSat: 30,
    });
    expect(readServiceFee(null)).toBeNull();
    expect(readServiceFee({ serviceFee: 'lots', serviceFeeWallet: 'w' })).toBeNull();
  });

  it('is read from the SETTINGS line of the server’s page', async () => {
    const page = `<html><script>\n      const SETTINGS = {"serviceFee": 1.0, "serviceFeeMax": 50, "serviceFeeWallet": "abc", "version": "1.5.1"}\n</script></html>`;
    const fetchMock = stubAnswer(200, page);
    expect(await getServiceFee({ serverUrl: 'https://ln.example' })).toEqual({
      percent: 1,
      maxSat: 50,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://ln.example/');
    stubAnswer(200, '<html>no settings here</html>');
    expect(await getServiceFee({ serverUrl: '' })).toBeNull();
  });
});
