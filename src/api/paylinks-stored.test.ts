// Stored pay links over the wire: read through the no-op PATCH, replaced by PUT (answers as the
// genuine LNbits 1.5.1 gave them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from './keys';
import {
  forgetStoredPayLink,
  getStoredPayLinks,
  putStoredPayLinks,
  readStoredPayLinks,
  storedPayLinksKey,
  updateStoredPayLinks,
} from './paylinks-stored';

const auth = { serverUrl: 'https://ln.example', key: 'a'.repeat(32) };
const walletId = 'w'.repeat(32);
const stored = {
  lnurl: 'LNURL1DP68GUP69UHNZV3H9CCZUVPWXYAR2DEEXUHHQCTEWD6X7UN9VSXDG74L',
  label: 'Probe paystored',
  last_used: 1795831110,
};
const address = { lnurl: 'shop@shop.example', label: 'Shop', last_used: 1795831111 };

function stubAnswers(...answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const call = (fetchMock: ReturnType<typeof stubAnswers>, i = 0) => {
  const [url, init] = fetchMock.mock.calls[i]!;
  return {
    url,
    method: init.method,
    key: (init.headers as Record<string, string>)['X-Api-Key'],
    body: init.body === undefined ? undefined : (JSON.parse(init.body as string) as unknown),
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('stored pay links', () => {
  it('are read from the Wallet model a no-op PATCH answers', async () => {
    const fetchMock = stubAnswers({
      status: 200,
      body: { id: walletId, name: 'w', stored_paylinks: { links: [stored] } },
    });
    await expect(getStoredPayLinks(auth)).resolves.toEqual([stored]);
    expect(call(fetchMock)).toEqual({
      url: 'https://ln.example/api/v1/wallet',
      method: 'PATCH',
      key: auth.key,
      body: {},
    });
  });

  it('are replaced by PUT for the key’s own wallet, which answers the list', async () => {
    const fetchMock = stubAnswers({ status: 200, body: [stored, address] });
    const input = [stored, { lnurl: address.lnurl, label: address.label }];
    await expect(putStoredPayLinks(auth, walletId, input)).resolves.toEqual([stored, address]);
    expect(call(fetchMock)).toEqual({
      url: `https://ln.example/api/v1/wallet/stored_paylinks/${walletId}`,
      method: 'PUT',
      key: auth.key,
      body: { links: input },
    });
  });

  it('passes LNbits’ refusal of another wallet on', async () => {
    stubAnswers({ status: 403, body: { detail: 'You cannot modify this wallet' } });
    await expect(putStoredPayLinks(auth, 'other', [])).rejects.toMatchObject({
      status: 403,
      detail: 'You cannot modify this wallet',
    });
  });

  it('forget one by reading the list and putting it back without it', async () => {
    const fetchMock = stubAnswers(
      { status: 200, body: { stored_paylinks: { links: [stored, address, stored] } } },
      { status: 200, body: [address] },
    );
    await expect(forgetStoredPayLink(auth, walletId, stored.lnurl)).resolves.toEqual([address]);
    expect(call(fetchMock, 1).body).toEqual({ links: [address] });
  });

  it('are read with the wallet’s own id, which replacing them needs', async () => {
    stubAnswers({ status: 200, body: { id: walletId, stored_paylinks: { links: [stored] } } });
    await expect(readStoredPayLinks(auth)).resolves.toEqual({ walletId, links: [stored] });
    stubAnswers({ status: 200, body: { stored_paylinks: { links: [stored] } } });
    await expect(readStoredPayLinks(auth)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('change by reading, changing and putting back to the id the read gave', async () => {
    const fetchMock = stubAnswers(
      { status: 200, body: { id: walletId, stored_paylinks: { links: [stored, address] } } },
      { status: 200, body: [{ ...address, label: 'Renamed' }] },
    );
    await expect(
      updateStoredPayLinks(auth, (links) =>
        links.filter((l) => l.lnurl !== stored.lnurl).map((l) => ({ ...l, label: 'Renamed' })),
      ),
    ).resolves.toEqual({ walletId, links: [{ ...address, label: 'Renamed' }] });
    expect(call(fetchMock, 1)).toEqual({
      url: `https://ln.example/api/v1/wallet/stored_paylinks/${walletId}`,
      method: 'PUT',
      key: auth.key,
      body: { links: [{ ...address, label: 'Renamed' }] },
    });
  });

  it('refuse a list that does not look like LNbits’', async () => {
    stubAnswers({ status: 200, body: [{ lnurl: 'x', label: 'y', last_used: 'soon' }] });
    await expect(putStoredPayLinks(auth, walletId, [])).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('have a query key under the wallet', () => {
    expect(storedPayLinksKey(walletId).slice(0, 2)).toEqual([...walletKeys.all(walletId)]);
  });
});
