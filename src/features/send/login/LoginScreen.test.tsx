// @vitest-environment happy-dom
// The login screen against a stubbed network: what it says for each answer a site (or the
// wallet's server) can give, and that a hostile code never reaches the network.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LnurlAuthApi from '@/api/lnurl-auth';
import type * as Session from '@/session';
import type { WalletConnection } from '@/session';
import { verifyLnurlAuthSignature } from '@/lib/lnurl-auth';
import { LoginScreen } from './LoginScreen';

const state = vi.hoisted(() => ({
  wallet: null as WalletConnection | null,
  directOptions: undefined as { timeoutMs?: number } | undefined,
}));
vi.mock('@/session', async (original) => ({
  ...(await original<typeof Session>()),
  useActiveWallet: () => state.wallet,
}));
// The real direct call, with a time-out a test can shorten.
vi.mock('@/api/lnurl-auth', async (original) => {
  const real = await original<typeof LnurlAuthApi>();
  return {
    ...real,
    loginDirect: (...[key, code]: Parameters<typeof real.loginDirect>) =>
      real.loginDirect(key, code, state.directOptions),
  };
});

const k1 = '9c1f1b0f3a5e4d6c7b8a99887766554433221100ffeeddccbbaa998877665544';
const siteCode = (query = `tag=login&k1=${k1}&action=login`) =>
  `https://shop.example/lnurl-auth?${query}`;
const fullAccess = {
  id: 'w1',
  name: 'Pocket',
  serverUrl: 'https://lnbits.example',
  key: '0123456789abcdef0123456789abcdef',
  keyType: 'admin',
} as WalletConnection;

type Handler = (url: URL, init: RequestInit) => Promise<Response> | Response;
function network(handler: Handler) {
  const fetchMock = vi.fn((input: string, init: RequestInit) => handler(new URL(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function open(code: string | null, wallet: WalletConnection = fullAccess) {
  state.wallet = wallet;
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[{ pathname: '/send/login', state: code ? { loginCode: code } : null }]}
      >
        <Routes>
          <Route path="/send/login" element={<LoginScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  state.directOptions = undefined;
});

describe('LoginScreen', () => {
  it('names the site and the wallet, logs in once with a signature the site can check', async () => {
    const fetchMock = network((url) => {
      const key = url.searchParams.get('key')!;
      const sig = url.searchParams.get('sig')!;
      const ok = verifyLnurlAuthSignature(url.searchParams.get('k1')!, key, sig);
      return json(ok ? { status: 'OK' } : { status: 'ERROR', reason: 'bad sig' });
    });
    open(siteCode());
    expect(screen.getByTestId('login-domain').textContent).toBe('shop.example');
    expect(screen.getByText('Log in to')).toBeTruthy();
    expect(screen.getByText('Pocket')).toBeTruthy();
    expect(screen.getByTestId('login-identity').textContent).toMatch(/same key.*reset/);
    const shownKey = screen.getByTestId('login-linking-key').textContent;
    expect(shownKey).toMatch(/^0[23][0-9a-f]{64}$/);
    const button = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Logged in' })).toBeTruthy();
    expect(screen.getByTestId('login-answer').textContent).toContain('shop.example accepted');
    expect(screen.getByTestId('login-path').textContent).toContain('this device');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = new URL(fetchMock.mock.calls[0]![0]);
    expect(sent.searchParams.get('key')).toBe(shownKey);
  });

  it('names what the site asks for (register, link, auth)', () => {
    network(() => json({ status: 'OK' }));
    open(siteCode(`tag=login&k1=${k1}&action=register`));
    expect(screen.getByText('Create an account at')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('reports a site’s ERROR with its reason, as plain text', async () => {
    network(() => json({ status: 'ERROR', reason: '<b>Logins are closed</b> today.' }));
    open(siteCode());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Not logged in' })).toBeTruthy();
    expect(screen.getByTestId('login-answer').textContent).toBe('shop.example refused the login.');
    // The site's words, as inert text: its markup is dropped, never rendered.
    const reason = screen.getByTestId('login-reason');
    expect(reason.textContent).toBe('It said: “Logins are closed today.”');
    expect(reason.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reports a slow site, and offers to try again', async () => {
    state.directOptions = { timeoutMs: 30 };
    network(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    open(siteCode());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Not logged in' })).toBeTruthy();
    expect(screen.getByTestId('login-failure').textContent).toMatch(
      /shop\.example didn’t answer in time/,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('goes through the server when the site can’t be reached, reading LNbits’ 500 as maybe', async () => {
    const fetchMock = network((url, init) => {
      if (url.host === 'shop.example') {
        throw new TypeError('Failed to fetch');
      }
      expect(url.pathname).toBe('/api/v1/lnurlauth');
      expect((init.headers as Record<string, string>)['X-Api-Key']).toBe(fullAccess.key);
      return json({ detail: 'Unexpected error! ID: abc' }, 500);
    });
    open(siteCode());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'The site may have logged you in' }),
    ).toBeTruthy();
    expect(screen.getByTestId('login-path').textContent).toContain('your server signed');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says plainly that a receive-only wallet needs full access, and sends nothing', () => {
    const fetchMock = network(() => json({ status: 'OK' }));
    open(siteCode(), { ...fullAccess, keyType: 'invoice' });
    expect(screen.getByTestId('login-domain').textContent).toBe('shop.example');
    expect(screen.getByRole('heading', { name: 'Logging in needs full access' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never signs a hostile code: http off loopback, a short k1, none at all', () => {
    const fetchMock = network(() => json({ status: 'OK' }));
    for (const code of [
      `http://shop.example/lnurl-auth?tag=login&k1=${k1}`,
      siteCode(`tag=login&k1=${k1.slice(0, 32)}`),
      siteCode(`tag=login&k1=${'zz'.repeat(32)}`),
      null,
    ]) {
      open(code);
      expect(screen.getByText('There is no login code here')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
