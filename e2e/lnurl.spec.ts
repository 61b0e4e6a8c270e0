/**
 * LNURL in the wallet, against the sandbox's own LNURL endpoints and its "third-party" hosts on
 * other loopback ports: one with CORS on (the browser talks to it directly) and one that blocks
 * browsers (the wallet falls back to LNbits' lnurlscan and payments/lnurl).
 */
import { expect, test, type Browser, type Page, type PolicyViolations } from './fixtures.ts';
import {
  appOrigin,
  balanceSat,
  createFundedWallet,
  openWallet,
  requiresSandbox,
  type TestWallet,
  openFromHome,
  expectInViewClearOfNavigation,
} from './support';

interface SandboxInfo {
  third_party_url: string | null;
  third_party_blocked_url: string | null;
}

async function sandboxInfo(): Promise<{ open: string; blocked: string }> {
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as SandboxInfo;
  if (!info.third_party_url || !info.third_party_blocked_url) {
    throw new Error('the sandbox was started without its third-party hosts');
  }
  return { open: info.third_party_url, blocked: info.third_party_blocked_url };
}

async function hostCodes(base: string) {
  const listing = (await (await fetch(`${base}/`)).json()) as {
    pay: {
      honest: { address: string; lnurl: string };
      aes: { address: string; lnurl: string };
      hostile: Record<string, { address: string; lnurl: string }>;
    };
    withdraw: { lnurl: string };
  };
  return listing;
}

/** Opens Send with a code, as a deep link or a scan would. */
async function openSendWith(page: Page, wallet: TestWallet, code: string) {
  await openWallet(page, wallet);
  await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: code }).toString()}`);
  // Send's start, or the code's own screen titled with whom it pays.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const sendField = (page: Page) => page.getByLabel('Invoice, LNURL or Lightning address');
const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });

/**
 * Opens Send with a new code, as a scan or a link does: a recognised code opens its own screen,
 * one that can't be paid stays on the start with a notice.
 */
async function enterCode(page: Page, code: string) {
  await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: code }).toString()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The hash of the wallet's latest outgoing payment, as its server lists it. */
async function latestOutgoingHash(wallet: TestWallet): Promise<string> {
  const response = await fetch(`${wallet.serverUrl}/api/v1/payments?limit=10`, {
    headers: { 'X-Api-Key': wallet.inkey },
  });
  const list = (await response.json()) as { payment_hash: string; amount: number }[];
  const outgoing = list.find((payment) => payment.amount < 0);
  if (!outgoing) {
    throw new Error('the wallet has no outgoing payment');
  }
  return outgoing.payment_hash;
}

const detailUrl = (hash: string) => `${appOrigin()}/history/${hash}`;

/**
 * A payment's detail in a second, fresh browser connected to the same wallet: what it shows of
 * whom and the note is only what the server keeps, and it never says "kept on this device".
 */
async function openDetailOnAnotherDevice(
  browser: Browser,
  policyViolations: PolicyViolations,
  wallet: TestWallet,
  hash: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await policyViolations.watch(context);
  const page = await context.newPage();
  await openWallet(page, wallet);
  await page.goto(detailUrl(hash));
  await expect(page.getByTestId('payment-amount')).toBeVisible();
  return { page, close: () => context.close() };
}

const keypad = (page: Page) => page.getByRole('group', { name: 'Amount keypad' });
async function tap(page: Page, keys: string) {
  for (const key of keys) {
    await keypad(page)
      .getByRole('button', { name: key === '.' ? 'Decimal point' : key, exact: true })
      .click();
  }
}

test.describe('LNURL', () => {
  const THIRD_PARTY = 'the third-party LNURL hosts run inside the sandbox';

  test('pays a Lightning address with a comment, straight from the browser', async ({
    page,
    browser,
    policyViolations,
  }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const { pay } = await hostCodes(open);
    const payer = await createFundedWallet('LN address payer', 5_000);

    await openSendWith(page, payer, '');
    await sendField(page).fill(pay.honest.address);
    const host = new URL(open).host;
    await expect(page.getByTestId('lnurl-domain')).toHaveText(host);
    await expect(page.getByTestId('lnurl-identifier')).toHaveText(pay.honest.address);
    await expect(page.getByTestId('lnurl-description')).toHaveText(
      'Pay shop at the third-party LNURL host',
    );
    // How it travels is under Details, not on the main text.
    await expect(page.getByTestId('lnurl-path')).toBeHidden();
    await expect(page.getByTestId('lnurl-path')).toContainText('directly from this device');
    await expect(page.getByText(/From 1 sat to 1,000,000 sats/)).toBeVisible();

    await amountField(page).fill('1,500');
    await page.getByRole('button', { name: 'Add a note' }).click();
    await page.getByLabel(/^Note for/).fill('Two coffees, thanks!');
    await expect(page.getByText('20 / 140 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay 1,500 sats' }).click();

    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    await expect(page.getByTestId('outcome-amount')).toHaveText(/^1,500\s+sats$/);
    await expect(page.getByTestId('success-message')).toHaveText('Thanks for paying shop!');
    await expect(page.getByTestId('outcome-who')).toHaveText(`To ${pay.honest.address}`);
    await expect(page.getByTestId('outcome-note')).toHaveText('“Two coffees, thanks!”');
    await expect(page.getByTestId('lnurl-paid-path')).toContainText('checked before paying');
    expect(await balanceSat(payer)).toBe(3_500);

    // Paid directly, the address and the note went to LNbits with the payment (`extra`): the
    // detail shows them here and on another device alike, and says nothing of this device.
    const hash = await latestOutgoingHash(payer);
    await page.goto(detailUrl(hash));
    await expect(page.getByTestId('payment-counterparty')).toContainText(pay.honest.address);
    await expect(page.getByTestId('payment-note')).toHaveText('“Two coffees, thanks!”');
    await expect(page.getByTestId('payment-kept-on-device')).toHaveCount(0);
    const other = await openDetailOnAnotherDevice(browser, policyViolations, payer, hash);
    try {
      await expect(other.page.getByTestId('payment-counterparty')).toHaveText(pay.honest.address);
      await expect(other.page.getByTestId('payment-note')).toHaveText('“Two coffees, thanks!”');
      await expect(other.page.getByTestId('payment-kept-on-device')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('a double tap on Pay asks for one invoice and pays once', async ({ page }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const { pay } = await hostCodes(open);
    const payer = await createFundedWallet('Double tapper', 1_000);
    let callbacks = 0;
    page.on('request', (request) => {
      if (request.url().includes('/lnurlp/cb/')) {
        callbacks += 1;
      }
    });
    await openSendWith(page, payer, pay.honest.lnurl);
    await amountField(page).fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay 100 sats' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    expect(callbacks).toBe(1);
    expect(await balanceSat(payer)).toBe(900);
  });

  test('shows and decrypts an aes successAction with the payment proof', async ({ page }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const { pay } = await hostCodes(open);
    const payer = await createFundedWallet('AES payer', 2_000);

    await openSendWith(page, payer, pay.aes.lnurl);
    await amountField(page).fill('21');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay 21 sats' }).click();
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    await expect(
      page.getByText('Your voucher code is encrypted with the payment proof.'),
    ).toBeVisible();
    await expect(page.getByTestId('success-secret')).toHaveText(
      /^Your voucher code: [0-9A-F]{12}$/,
    );
  });

  test(
    'withdraws from the sandbox faucet on its own Receive screen',
    { tag: '@both-sizes' },
    async ({ page }) => {
      requiresSandbox(THIRD_PARTY);
      const wallet = await createFundedWallet('Faucet user', 0);
      // An empty wallet on the sandbox is offered the faucet on Home; Send hands the code over.
      await openWallet(page, wallet);
      await page.getByRole('link', { name: 'Withdraw from the sandbox faucet' }).click();
      await expect(page).toHaveURL(/\/receive\/withdraw$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Receive from / })).toBeVisible();
      // The most on offer is filled in; the keypad changes it, a wrong amount flagged at once.
      const amount = page.getByLabel('Amount', { exact: true });
      await expect(amount).toHaveValue('100,000');
      await keypad(page).getByRole('button', { name: '1', exact: true }).click();
      await expect(page.getByText('The most you can withdraw is 100,000 sats.')).toBeVisible();
      await amount.fill('');
      await tap(page, '5000');
      const receive = page.getByRole('button', { name: 'Receive 5,000 sats' });
      // Within reach without scrolling, above the navigation, as Pay is on Send's review.
      await expect(receive).toBeInViewport({ ratio: 1 });
      // A double tap asks for the sats once.
      await receive.dblclick();
      const done = page.getByRole('status', { name: 'Received 5,000 sats' });
      await expect(done).toBeVisible();
      await expect(done.getByTestId('outcome-amount')).toHaveText(/^5,000\s+sats$/);
      expect(await balanceSat(wallet)).toBe(5_000);
      await done.getByRole('link', { name: 'Done' }).click();
      await expect(page.getByTestId('balance')).toHaveText(/^\s*5,000\b/);
    },
  );

  test('an invoice-key wallet can withdraw, but not pay an LNURL', async ({ page }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const codes = await hostCodes(open);
    const wallet = await createFundedWallet('Receive-only LNURL', 1_000);
    await openWallet(page, wallet, 'invoice');
    await page.goto(
      `${appOrigin()}/send?${new URLSearchParams({ invoice: codes.withdraw.lnurl }).toString()}`,
    );
    await page.getByLabel('Amount', { exact: true }).fill('700');
    await page.getByRole('button', { name: 'Receive 700 sats' }).click();
    await expect(page.getByTestId('outcome-amount')).toHaveText(/^700\s+sats$/);
    expect(await balanceSat(wallet)).toBe(1_700);

    await page.getByRole('link', { name: 'Done' }).click();
    await openFromHome(page, 'Send');
    await sendField(page).fill(codes.pay.honest.address);
    await expect(page.getByText(/This wallet is receive only: it can receive/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);
  });

  test('falls back to the LNbits server when the host blocks browsers', async ({
    page,
    browser,
    policyViolations,
  }) => {
    requiresSandbox(THIRD_PARTY);
    const { blocked } = await sandboxInfo();
    const codes = await hostCodes(blocked);
    const payer = await createFundedWallet('Fallback payer', 3_000);

    await openSendWith(page, payer, codes.pay.honest.lnurl);
    await expect(page.getByTestId('lnurl-path')).toContainText(
      'doesn’t accept requests from browsers, so your LNbits server talks to it for you',
    );
    await amountField(page).fill('250');
    await page.getByRole('button', { name: 'Add a note' }).click();
    await page.getByLabel(/^Note for/).fill('via the server');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay 250 sats' }).click();
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    await expect(page.getByTestId('success-message')).toHaveText('Thanks for paying shop!');
    await expect(page.getByTestId('lnurl-paid-path')).toContainText(
      'Paid through your LNbits server',
    );
    expect(await balanceSat(payer)).toBe(2_750);

    // LNbits' payments/lnurl keeps the note but not whom: the detail says so on this device, and
    // another device shows the note without whom, and says nothing of a device.
    const hash = await latestOutgoingHash(payer);
    await page.goto(detailUrl(hash));
    await expect(page.getByTestId('payment-counterparty')).toBeVisible();
    await expect(page.getByTestId('payment-note')).toHaveText('“via the server”');
    await expect(page.getByTestId('payment-kept-on-device')).toHaveText(
      'Who you paid is kept on this device only: another device connected to this wallet won’t show it.',
    );
    const other = await openDetailOnAnotherDevice(browser, policyViolations, payer, hash);
    try {
      await expect(other.page.getByTestId('payment-note')).toHaveText('“via the server”');
      await expect(other.page.getByTestId('payment-counterparty')).toHaveCount(0);
      await expect(other.page.getByTestId('payment-kept-on-device')).toHaveCount(0);
    } finally {
      await other.close();
    }

    // A withdrawal from the same host goes through LNbits' lnurl_withdraw.
    await page.goto(
      `${appOrigin()}/send?${new URLSearchParams({ invoice: codes.withdraw.lnurl }).toString()}`,
    );
    await expect(page.getByTestId('lnurl-path')).toContainText('your LNbits server');
    await page.getByLabel('Amount', { exact: true }).fill('400');
    await page.getByRole('button', { name: 'Receive 400 sats' }).click();
    await expect(page.getByTestId('outcome-amount')).toHaveText(/^400\s+sats$/);
    expect(await balanceSat(payer)).toBe(3_150);
  });

  test('a reload while the server pays an LNURL finds that payment and never pays twice', async ({
    page,
  }) => {
    requiresSandbox(THIRD_PARTY);
    const { blocked } = await sandboxInfo();
    const codes = await hostCodes(blocked);
    const payer = await createFundedWallet('LNURL reload payer', 3_000);
    let lnurlPayCalls = 0;
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/v1/payments/lnurl'
      ) {
        lnurlPayCalls += 1;
      }
    });

    await openSendWith(page, payer, codes.pay.honest.lnurl);
    await expect(page.getByTestId('lnurl-path')).toContainText('your LNbits server');
    // The server pays, but its answer (with the payment hash) never reaches the page.
    let serverPaid!: () => void;
    const paid = new Promise<void>((resolve) => (serverPaid = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/payments/lnurl', async (route) => {
      await route.fetch();
      serverPaid();
      await released;
      await route.abort().catch(() => undefined);
    });
    await amountField(page).fill('250');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Pay 250 sats' }).click();
    await paid;
    await page.reload();
    release();
    await page.unroute('**/api/v1/payments/lnurl');

    // The attempt was recorded before the request left; the screen finds its payment by itself.
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    await expect(page.getByTestId('outcome-amount')).toHaveText(/^250\s+sats$/);
    await expect(page.getByTestId('success-message')).toHaveText('Thanks for paying shop!');
    await expect(page.getByTestId('lnurl-paid-path')).toContainText(
      'Paid through your LNbits server',
    );
    expect(lnurlPayCalls).toBe(1);
    expect(await balanceSat(payer)).toBe(2_750);
  });

  test('refuses invoices that don’t match what was asked, and pays nothing', async ({ page }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const { pay } = await hostCodes(open);
    const payer = await createFundedWallet('Careful payer', 2_000);
    await openSendWith(page, payer, '');

    const attempt = async (code: string) => {
      await enterCode(page, code);
      await amountField(page).fill('100');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Pay 100 sats' }).click();
    };

    // Each refusal has the Failed screen. Trying the same service again would get the same wrong
    // invoice, so no Try again: the other way is through the LNbits server, or Done.
    const noTryAgain = () => expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await attempt(pay.hostile.wrongAmount!.lnurl);
    const failed = page.getByRole('status', { name: 'Failed 100 sats' });
    await expect(failed).toContainText('sent a wrong invoice');
    await expect(page.getByTestId('lnurl-error')).toHaveText(
      /invoice for another amount than the 100 sats you chose — nothing was paid/,
    );
    await noTryAgain();

    await attempt(pay.hostile.wrongHash!.lnurl);
    await expect(page.getByTestId('lnurl-error')).toHaveText(
      /does not match the description this service showed/,
    );
    await noTryAgain();

    await attempt(pay.hostile.badSuccessAction!.lnurl);
    await expect(page.getByTestId('lnurl-error')).toHaveText(
      /after-payment action of an unknown kind, so nothing was paid/,
    );
    await noTryAgain();

    await enterCode(page, pay.hostile.httpCallback!.lnurl);
    await expect(page.getByTestId('lnurl-error')).toContainText(/unsafe callback address/);

    // Script in the metadata is shown as text, never run.
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await enterCode(page, pay.hostile.script!.lnurl);
    await expect(page.getByTestId('lnurl-description')).toContainText(
      '<script>alert("pwned")</script>',
    );
    expect(dialogs).toBe(0);
    expect(await balanceSat(payer)).toBe(2_000);
  });

  test('a web+lightning: link opens the code in Send', async ({ page }) => {
    requiresSandbox(THIRD_PARTY);
    const { open } = await sandboxInfo();
    const { pay } = await hostCodes(open);
    const payer = await createFundedWallet('Link opener', 100);
    // What the browser hands to /send?invoice=%s after registerProtocolHandler.
    await openSendWith(page, payer, `web+lightning:${pay.honest.lnurl}`);
    await expect(page.getByTestId('lnurl-domain')).toHaveText(new URL(open).hostname);
    await expect(amountField(page)).toBeVisible();
  });

  test('broken and unsupported codes get messages that name them', async ({ page }) => {
    const payer = await createFundedWallet('Code tester', 100);
    await openSendWith(page, payer, '');
    const notice = page.getByRole('alert');
    const cases: [string, RegExp][] = [
      ['hello world', /doesn't look like a Lightning invoice, LNURL or Lightning address/],
      [
        'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWF',
        /LNURL/,
      ],
      ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', /on-chain Bitcoin address/],
      [
        `nostr+walletconnect://${'a'.repeat(64)}?relay=wss://relay.example.com&secret=${'b'.repeat(64)}`,
        /Nostr Wallet Connect/,
      ],
      ['alice@example', /Lightning address has an invalid domain/],
      ['lno1qcp4256ypq', /offer|BOLT 12|can’t|cannot/i],
    ];
    for (const [code, message] of cases) {
      await enterCode(page, code);
      await expect(notice, code).toContainText(message);
      await expect(sendField(page)).toHaveValue(code);
    }
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);
  });

  test(
    'keypad in sats: the other unit live, out of range flagged while typing, Max, review',
    { tag: '@both-sizes' },
    async ({ page }) => {
      requiresSandbox(THIRD_PARTY);
      const { open } = await sandboxInfo();
      const { pay } = await hostCodes(open);
      const payer = await createFundedWallet('Keypad payer', 5_000);
      await openSendWith(page, payer, pay.honest.address);
      // Recognised: the raw code is folded under Details, the balance in sight.
      await expect(page.getByTestId('lnurl-identifier')).toBeVisible();
      await expect(sendField(page)).toBeHidden();

      await tap(page, '9999');
      await expect(amountField(page)).toHaveValue('9,999');
      await expect(page.getByTestId('keypad-other-unit')).toHaveText(/^≈ \$\d/);
      // Flagged before anything is pressed but keys.
      await expect(page.getByText('Your balance is 5,000 sats.')).toBeVisible();
      await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
      await tap(page, '999');
      await expect(page.getByText('The most you can send is 1,000,000 sats.')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('form', { name: 'Review payment' })).toHaveCount(0);

      // Max leaves room for the 1 % fee reserve: 4,950 + 49.5 fits in 5,000.
      await page.getByRole('button', { name: 'Max' }).click();
      await expect(amountField(page)).toHaveValue('4,950');
      await page.getByRole('button', { name: 'Delete last digit' }).click();
      await page.getByRole('button', { name: 'Delete last digit' }).click();
      await tap(page, '00');
      await expect(amountField(page)).toHaveValue('4,900');
      await expect(amountField(page)).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Continue' }).click();

      const review = page.getByRole('form', { name: 'Review payment' });
      await expect(review.getByTestId('review-amount')).toHaveText('4,900 sats');
      await expect(
        page.getByRole('heading', { level: 1 }).getByTestId('lnurl-identifier'),
      ).toHaveText(pay.honest.address);
      await expect(review.getByTestId('review-fee')).toHaveText('up to 49 sats');
      // What is left counts the most the fee can be: 5,000 − 4,900 − 49.
      await expect(review.getByTestId('review-balance-after')).toHaveText('at least 51 sats');
      const payButton = page.getByRole('button', { name: 'Pay 4,900 sats' });
      for (const viewport of [
        { width: 360, height: 740 },
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await expectInViewClearOfNavigation(page, payButton);
      }
      await payButton.click();
      await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
      expect(await balanceSat(payer)).toBe(100);
    },
  );

  test(
    'keypad in fiat pays what fiatToSat makes of it, as LNbits converts',
    { tag: '@both-sizes' },
    async ({ page }) => {
      requiresSandbox(THIRD_PARTY);
      const { open } = await sandboxInfo();
      const { pay } = await hostCodes(open);
      const payer = await createFundedWallet('Fiat keypad payer', 50_000);
      const conversion = await fetch(`${payer.serverUrl}/api/v1/conversion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from_: 'USD', amount: 1.5 }),
      });
      const { sats } = (await conversion.json()) as { sats: number };
      const expected = new Intl.NumberFormat('en-US').format(sats);

      await openSendWith(page, payer, pay.honest.lnurl);
      await page.getByRole('button', { name: 'Enter in USD' }).click();
      await tap(page, '1.5');
      await expect(amountField(page)).toHaveValue('1.5');
      await expect(page.getByTestId('keypad-other-unit')).toHaveText(`${expected} sats`);
      await page.getByRole('button', { name: 'Enter in sats' }).click();
      await expect(amountField(page)).toHaveValue(expected);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByTestId('review-amount')).toHaveText(`${expected} sats`);
      await page.getByRole('button', { name: `Pay ${expected} sats` }).click();
      await expect(page.getByTestId('outcome-amount')).toHaveText(`${expected} sats`);
      expect(await balanceSat(payer)).toBe(50_000 - sats);
    },
  );

  test(
    'recent recipients: a paid address is offered next time, and can be removed',
    { tag: '@both-sizes' },
    async ({ page }) => {
      requiresSandbox(THIRD_PARTY);
      const { open } = await sandboxInfo();
      const { pay } = await hostCodes(open);
      const payer = await createFundedWallet('Recents payer', 1_000);
      await openSendWith(page, payer, pay.honest.address);
      await tap(page, '21');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Pay 21 sats' }).click();
      await page.getByRole('link', { name: 'Done' }).click();

      await openFromHome(page, 'Send');
      const recent = page.getByRole('region', { name: 'Recent' });
      const person = recent.getByRole('button', { name: pay.honest.address, exact: true });
      // Who, the last amount and when.
      await expect(person).toHaveAccessibleDescription(/^21 sats · /);
      await person.click();
      await expect(page.getByTestId('lnurl-identifier')).toHaveText(pay.honest.address);

      await page.getByRole('button', { name: 'Back' }).click();
      await recent
        .getByRole('button', { name: `Remove ${pay.honest.address} from this list` })
        .click();
      await expect(recent).toHaveCount(0);
      await page.reload();
      await expect(sendField(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent' })).toHaveCount(0);
    },
  );
});
