// Issue 14's browser proof, in the normal build: the pseudo-locale (?lang=pseudo) on every screen
// finds words that came from no catalog and text that does not fit; Spanish from the browser's
// language through a whole payment and a whole invoice; German at 360×740 with nothing past the
// screen's edge. Phone size only (playwright.config.ts): the German test sets its own viewport.
import { expect, test, type Page } from './fixtures.ts';
import {
  WORDS_THE_SAME_IN_EVERY_LANGUAGE,
  findLayoutProblems,
  findUnaccentedWords,
  serverCurrencyCodes,
} from './i18n-checks.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  payInvoice,
  type TestWallet,
} from './support.ts';

type Screen =
  | 'welcome'
  | 'connect'
  | 'home'
  | 'send-review'
  | 'receive'
  | 'history'
  | 'settings'
  | 'more'
  | 'nwc'
  | 'nwc-connect'
  | 'scan'
  | 'home-pocket'
  | 'move'
  | 'move-amount';

/**
 * Connects to `wallet` the way a person does, in whatever language the app speaks: the fields by
 * their names (the server's only when the wallet lives elsewhere than the app), Enter to submit.
 */
async function connect(page: Page, wallet: TestWallet, query = '') {
  await page.goto(`${appOrigin()}/connect${query}`);
  if (wallet.serverUrl !== appOrigin()) {
    await page.locator('input[name="server"]').fill(wallet.serverUrl);
  }
  const key = page.locator('input[name="key"]');
  await key.fill(wallet.adminkey);
  await key.press('Enter');
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** The requests for the pseudo-locale's transform, a chunk of its own that only `?lang=pseudo` loads. */
function pseudoTransformLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/\/pseudo-locale-[\w-]+\.js$/.test(request.url())) {
      loads.push(request.url());
    }
  });
  return loads;
}

/** Lets lazy parts (catalogs, rates, lists) arrive before a screen is judged. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the pseudo-locale', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every screen: no word from outside the catalogs, nothing clipped or past the edge', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const wallet = await createFundedWallet('Pseudo wallet', 50_000);
    const payee = await createFundedWallet('Pseudo payee', 0);
    const invoice = await createInvoice(payee, 12_345, 'Pseudo coffee');
    // What a person typed or a server wrote: shown as it is in every language. The funding
    // payment's memo is the sandbox's (or support.ts's, on another LNbits).
    const userData = [
      'Pseudo wallet',
      'Pseudo payee',
      'Pseudo coffee',
      'Sandbox faucet',
      'Pocketbits e2e funding',
      appOrigin(),
    ];
    const allowedWords = [
      ...WORDS_THE_SAME_IN_EVERY_LANGUAGE,
      ...(await serverCurrencyCodes(wallet.serverUrl)),
    ];
    const transformLoads = pseudoTransformLoads(page);

    const untranslated: string[] = [];
    const layout: string[] = [];
    const check = async (screen: Screen) => {
      await settled(page);
      const words = await findUnaccentedWords(page, allowedWords, userData);
      untranslated.push(...words.map((word) => `${screen}: ${JSON.stringify(word)}`));
      const problems = await findLayoutProblems(page, userData);
      layout.push(...problems.map((problem) => `${screen}: ${JSON.stringify(problem)}`));
    };

    // Before any wallet: the welcome and the connect screens. The address turns it on for the tab.
    await page.goto(`${appOrigin()}/welcome?lang=pseudo`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await check('welcome');
    await page.goto(`${appOrigin()}/connect`);
    await expect(page.locator('input[name="key"]')).toBeVisible();
    await check('connect');
    expect(transformLoads.length, 'the transform, a chunk of its own, was loaded').toBeGreaterThan(
      0,
    );

    await connect(page, wallet);
    await check('home');

    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    await expect(page.getByTestId('send-amount')).toHaveText(/12,345/);
    await expect(page.getByTestId('pay-bar').getByRole('button')).toBeEnabled();
    await check('send-review');

    const screens: Array<[Screen, string]> = [
      ['receive', '/receive'],
      ['history', '/history'],
      ['settings', '/settings'],
      ['more', '/more'],
      ['nwc', '/more/nwc'],
      ['nwc-connect', '/more/nwc/connect?app=zeus'],
    ];
    for (const [screen, path] of screens) {
      await page.goto(`${appOrigin()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(screen);
    }
    // The scanner with no camera: its problem state, once the camera has answered.
    await page.goto(`${appOrigin()}/scan`);
    await expect(page.getByRole('alert')).toBeVisible();
    await check('scan');

    // A second wallet: the whole pocket on Home, then a move's first two steps.
    await connect(page, payee);
    await page.getByRole('radio').nth(1).check();
    await expect(page.getByTestId('pocket-total')).toBeVisible();
    await check('home-pocket');
    await page.goto(`${appOrigin()}/move`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('move');
    await page.getByTestId('flow-action').getByRole('button').click();
    await expect(page.locator('input[inputmode="numeric"]')).toBeVisible();
    await check('move-amount');

    // The pseudo-locale is the tab's, never the person's choice.
    expect(
      await page.evaluate(() => localStorage.getItem('pocketbits.settings.v1') ?? ''),
    ).not.toContain('pseudo');
    expect(untranslated, `words from no catalog:\n${untranslated.join('\n')}`).toEqual([]);
    expect(layout, `text that does not fit:\n${layout.join('\n')}`).toEqual([]);
  });
});

test.describe('in Spanish, from the browser’s language', () => {
  test.use({ locale: 'es-ES' });

  test('pays an invoice and makes one with an amount, in Spanish words and numbers', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Billetera de Ana', 50_000);
    const payee = await createFundedWallet('Café', 0);
    const payer = await createFundedWallet('Cliente', 50_000);
    const invoice = await createInvoice(payee, 12_345, 'Café para dos');
    const transformLoads = pseudoTransformLoads(page);

    // Nothing chosen: the browser's language decides.
    await connect(page, wallet);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Pocketbits · Billetera Lightning');
    // CLDR Spanish groups from 10 000 on: "50.000", where English writes "50,000".
    await expect(page.getByTestId('balance')).toHaveText(/^\s*50\.000\b/);
    const actions = page.getByRole('navigation', { name: 'Acciones rápidas' });

    // Send: the code in, the review, Pay, the outcome.
    await actions.getByRole('link', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { name: 'Enviar', level: 1 })).toBeVisible();
    await page.locator('main input[type="text"]').fill(invoice.bolt11);
    await expect(page.getByTestId('send-amount')).toHaveText(/^12\.345\s+sats$/);
    await expect(page.getByTestId('send-description')).toHaveText('Café para dos');
    const pay = page.getByTestId('pay-bar').getByRole('button');
    await expect(pay).toHaveAccessibleName('Pagar 12.345 sats');
    await expect(page.getByText(/no se puede deshacer/)).toBeVisible();
    await pay.click();
    const paid = page.getByTestId('outcome-screen');
    await expect(paid.getByTestId('outcome-amount')).toHaveText('12.345 sats');
    await expect(page.getByRole('status', { name: /^Pagad[oa]\b/ })).toBeVisible();
    await paid.getByRole('link', { name: 'Listo' }).click();
    await expect(page.getByTestId('balance')).toHaveText(/^\s*37\.655\b/);

    // Receive: an invoice with an amount, the invoice, paid.
    await actions.getByRole('link', { name: 'Recibir' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recibir', level: 1 })).toBeVisible();
    // Receive opens on the wallet's code; "Add amount" leads to the keypad.
    await page.getByRole('link', { name: 'Agregar monto' }).click();
    const amountField = page.getByRole('textbox', { name: 'Monto', exact: true });
    await expect(amountField).toBeVisible();
    await amountField.fill('12345');
    const create = page.getByRole('button', { name: 'Crear solicitud' });
    await create.click();
    await expect(page.getByTestId('invoice-amount')).toHaveText('12.345 sats');
    await expect(page.getByRole('status').filter({ hasText: /Esperando el pago/ })).toBeVisible();
    const bolt11 = ((await page.getByTestId('invoice-text').textContent()) ?? '').trim();
    expect(bolt11).toMatch(/^lnbc123450n1/);
    await payInvoice(payer, bolt11);
    const received = page.getByTestId('outcome-screen');
    await expect(received.getByTestId('outcome-amount')).toHaveText('12.345 sats');
    await expect(page.getByRole('status', { name: /^Recib/ })).toBeVisible();
    await received.getByRole('link', { name: 'Listo' }).click();
    await expect(page.getByTestId('balance')).toHaveText(/^\s*50\.000\b/);
    expect(transformLoads, 'the pseudo-locale costs a real language nothing').toEqual([]);
  });
});

test.describe('in German at 360×740', () => {
  test.use({ locale: 'de-DE', viewport: { width: 360, height: 740 } });

  test('Home, Send review, Receive and History fit the screen', async ({ page }) => {
    const wallet = await createFundedWallet('Wallet von Jürgen', 1_234_567);
    const payee = await createFundedWallet('Bäckerei', 0);
    const invoice = await createInvoice(payee, 12_345, 'Brötchen und Kaffee');
    // What a person typed or a server wrote (the funding payment's memo on another LNbits):
    // a long memo may end in an ellipsis on purpose.
    const userData = [
      'Wallet von Jürgen',
      'Bäckerei',
      'Brötchen und Kaffee',
      'Pocketbits e2e funding',
      appOrigin(),
    ];
    await connect(page, wallet);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('balance')).toHaveText(/^\s*1\.234\.567\b/);

    // The words are German (docs/i18n.md's glossary).
    const expectGermanHeading = (heading: string) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const layout: string[] = [];
    const check = async (name: Screen) => {
      await settled(page);
      await page.screenshot({ path: `test-results/de-360-${name}.png`, fullPage: true });
      const problems = await findLayoutProblems(page, userData);
      layout.push(...problems.map((problem) => `${name}: ${JSON.stringify(problem)}`));
    };

    await check('home');
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    await expect(page.getByTestId('send-amount')).toHaveText(/^12\.345\s+sats$/);
    await expectGermanHeading('Rechnung bezahlen');
    await check('send-review');
    // Send is a flow of its own: back to its start, then Home, where Receive is one of the quick
    // actions.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expectGermanHeading('Senden');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page
      .getByRole('navigation', { name: 'Schnellaktionen' })
      .getByRole('link', { name: 'Empfangen' })
      .click();
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectGermanHeading('Empfangen');
    await check('receive');
    // Receive has the screen to itself (no tab bar): Back to Home, then the History tab.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await nav.getByRole('link', { name: 'Verlauf' }).click();
    await expect(page.getByTestId('history-end')).toBeVisible();
    await expectGermanHeading('Verlauf');
    await check('history');

    expect(layout, `text that does not fit:\n${layout.join('\n')}`).toEqual([]);
  });
});
