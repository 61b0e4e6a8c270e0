/**
 * Logging in with the wallet (LNURL-auth, LUD-04/05) at the sandbox's third-party login site,
 * which checks every signature and remembers the key that answered each challenge. The wallets
 * live on the sandbox, or on a genuine LNbits (E2E_SERVER_URL): the site runs in the sandbox
 * either way, and LNbits' own `/api/v1/lnurlauth` must give the key the app derived itself.
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import {
  WORDS_THE_SAME_IN_EVERY_LANGUAGE,
  findLayoutProblems,
  findUnaccentedWords,
} from './i18n-checks.ts';
import {
  appOrigin,
  createFundedWallet,
  expectInViewClearOfNavigation,
  openFromHome,
  openWallet,
  walletServerUrl,
  type TestWallet,
} from './support';

interface LoginCode {
  k1: string;
  url: string;
  lnurl: string;
}

/** The login site; `blocked`: its twin that refuses browsers (CORS), reached by servers only. */
async function loginSite(blocked = false): Promise<string> {
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
    third_party_url: string | null;
    third_party_blocked_url: string | null;
  };
  const url = blocked ? info.third_party_blocked_url : info.third_party_url;
  if (!url) {
    throw new Error('the sandbox was started without its third-party hosts');
  }
  return url;
}

/** A fresh login code from the site (`site` is an honest one; the others are hostile variants). */
async function freshCode(site = 'site', blocked = false): Promise<LoginCode> {
  return (await (await fetch(`${await loginSite(blocked)}/login/${site}`)).json()) as LoginCode;
}

/** The key that answered a challenge, as the site verified it (null while none has). */
async function keySeenBySite(k1: string, blocked = false): Promise<string | null> {
  const seen = (await (await fetch(`${await loginSite(blocked)}/login/status/${k1}`)).json()) as {
    key: string | null;
  };
  return seen.key;
}

/** Every request the page sends to the login site's callbacks, with its headers. */
function watchCallbacks(page: Page) {
  const sent: { url: URL; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/login/cb/')) {
      sent.push({ url: new URL(request.url()), headers: request.headers() });
    }
  });
  return sent;
}

const sendField = (page: Page) => page.getByLabel('Invoice, LNURL or Lightning address');

/** Pastes a code into Send, as a person does, and waits for the login screen. */
async function openLoginFromSend(page: Page, code: string) {
  await openFromHome(page, 'Send');
  await sendField(page).fill(code);
  await expect(page).toHaveURL(/\/send\/login$/);
  await expect(
    page.getByRole('heading', { name: 'Log in with your wallet', level: 1 }),
  ).toBeVisible();
}

test.describe('LNURL-auth', () => {
  let wallet: TestWallet;

  test.beforeEach(async ({ page }) => {
    wallet = await createFundedWallet('Login wallet', 0);
    await openWallet(page, wallet);
  });

  test('logs in with a signature the site verifies, the same key each time, the key LNbits gives', async ({
    page,
  }) => {
    const sent = watchCallbacks(page);
    const first = await freshCode();
    await openLoginFromSend(page, first.lnurl);
    const site = new URL(await loginSite());
    await expect(page.getByTestId('login-domain')).toHaveText(site.hostname);
    await expect(page.getByText('Log in to')).toBeVisible();
    await expect(page.getByText('Login wallet')).toBeVisible();
    await expect(page.getByTestId('login-identity')).toContainText('the same key');
    const shownKey = (await page.getByTestId('login-linking-key').textContent())!;
    expect(shownKey).toMatch(/^0[23][0-9a-f]{64}$/);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Logged in' })).toBeVisible();
    await expect(page.getByTestId('login-answer')).toContainText(`${site.hostname} accepted`);
    // The site checked the signature (it answers ERROR otherwise) and kept the key.
    expect(await keySeenBySite(first.k1)).toBe(shownKey);

    // Only the callback's own query and key and sig went to the site: no key, no cookie.
    expect(sent).toHaveLength(1);
    expect([...sent[0]!.url.searchParams.keys()].sort()).toEqual(
      ['action', 'k1', 'key', 'sig', 'tag'].sort(),
    );
    expect(sent[0]!.url.searchParams.get('k1')).toBe(first.k1);
    expect(Object.keys(sent[0]!.headers).map((name) => name.toLowerCase())).not.toContain(
      'x-api-key',
    );
    expect(sent[0]!.headers.cookie).toBeUndefined();
    expect(sent[0]!.url.href).not.toContain(wallet.adminkey);

    // A second login, as a scan hands it over (a link into Send): the same identity.
    const second = await freshCode();
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: second.url })}`);
    await expect(page).toHaveURL(/\/send\/login$/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Logged in' })).toBeVisible();
    expect(await keySeenBySite(second.k1)).toBe(shownKey);

    // The wallet's server, asked to log in for the same wallet and site, signs with that key too
    // (LNbits 1.5.1 then answers 500 whatever the site said; the site is the judge).
    const third = await freshCode();
    const response = await fetch(`${walletServerUrl()}/api/v1/lnurlauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Api-Key': wallet.adminkey },
      body: JSON.stringify({ tag: 'login', callback: third.url, k1: third.k1 }),
    });
    expect(response.status).toBe(500);
    expect(await keySeenBySite(third.k1)).toBe(shownKey);
  });

  test('a site the browser can’t reach is logged in to through the server, with the same key', async ({
    page,
  }) => {
    const code = await freshCode('site', true);
    await openLoginFromSend(page, code.lnurl);
    const shownKey = await page.getByTestId('login-linking-key').textContent();
    await page.getByRole('button', { name: 'Log in' }).click();
    // LNbits 1.5.1 signs and calls the site, then answers 500: the app says what it knows.
    await expect(
      page.getByRole('heading', { name: 'The site may have logged you in' }),
    ).toBeVisible();
    await expect(page.getByTestId('login-path')).toContainText('your server signed');
    expect(await keySeenBySite(code.k1, true)).toBe(shownKey);
  });

  test('reports the site’s refusal with its reason', async ({ page }) => {
    const code = await freshCode('error');
    await openLoginFromSend(page, code.lnurl);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Not logged in' })).toBeVisible();
    await expect(page.getByTestId('login-reason')).toHaveText(
      'It said: “Logins are closed today.”',
    );
    // It refused after checking the signature: the key it saw is the wallet's.
    expect(await keySeenBySite(code.k1)).toMatch(/^0[23][0-9a-f]{64}$/);
  });

  test('reports a site that does not answer in time', async ({ page }) => {
    test.setTimeout(60_000);
    const code = await freshCode('slow');
    await openLoginFromSend(page, code.lnurl);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Not logged in' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('login-failure')).toContainText('didn’t answer in time');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('refuses hostile codes in Send and sends them nothing', async ({ page }) => {
    const sent = watchCallbacks(page);
    const plainHttp = await freshCode('http-callback');
    expect(plainHttp.url).toMatch(/^http:\/\/lnurl-login\.example\.com\//);
    await openFromHome(page, 'Send');
    await sendField(page).fill(plainHttp.lnurl);
    await expect(page.getByTestId('send-notice')).toBeVisible();
    await expect(page).toHaveURL(/\/send$/);

    const shortK1 = await freshCode('short-k1');
    await sendField(page).fill(shortK1.lnurl);
    await expect(page.getByTestId('send-notice')).toContainText(
      'login link (LNURL-auth) is incomplete',
    );
    await expect(page).toHaveURL(/\/send$/);
    expect(sent).toEqual([]);
    expect(await keySeenBySite(shortK1.k1)).toBeNull();
  });

  test('a receive-only wallet is told it needs full access', async ({ page }) => {
    await openWallet(page, wallet, 'invoice');
    const code = await freshCode();
    await openLoginFromSend(page, code.lnurl);
    await expect(page.getByRole('heading', { name: 'Logging in needs full access' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Connect with full access' })).toBeVisible();
  });

  test('fits a small phone, with no accessibility violation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const code = await freshCode();
    await openLoginFromSend(page, code.lnurl);
    await expectInViewClearOfNavigation(page, page.getByRole('button', { name: 'Log in' }));
    await expectInViewClearOfNavigation(page, page.getByTestId('login-domain'));
    await expectNoAxeViolations(page, 'the login screen at 360×740');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Logged in' })).toBeVisible();
  });
});

test.describe('LNURL-auth in the pseudo-locale', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the login screen and its outcome: every word from a catalog, nothing clipped', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Pseudo login wallet', 0);
    await openWallet(page, wallet);
    const code = await freshCode();
    const site = new URL(await loginSite());
    const userData = ['Pseudo login wallet', site.hostname, appOrigin(), new URL(appOrigin()).host];
    const problems: string[] = [];
    const check = async (where: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const words = await findUnaccentedWords(page, WORDS_THE_SAME_IN_EVERY_LANGUAGE, userData);
      const layout = await findLayoutProblems(page, userData);
      problems.push(...[...words, ...layout].map((found) => `${where}: ${JSON.stringify(found)}`));
    };
    await page.goto(`${appOrigin()}/?lang=pseudo`);
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: code.lnurl })}`);
    await expect(page).toHaveURL(/\/send\/login$/);
    await expect(page.getByTestId('login-domain')).toBeVisible();
    await check('login');
    await page.getByTestId('flow-action').getByRole('button').click();
    await expect(page.getByTestId('login-answer')).toBeVisible();
    await check('logged in');
    expect(problems).toEqual([]);
  });
});
