// The app lock as someone holding the unlocked phone, or a script in the page, would try it. Every
// way to the keys or the money asks for the PIN first, through the one prompt the key screen uses,
// and cancelling changes nothing; the date on the phone does not shorten a wait or keep the app
// open; tabs trying PINs at once are each counted; a check never says yes by default.
import { expect, test, type Page } from './fixtures.ts';
import {
  PIN,
  expectLocked,
  lockPrompt,
  setPinFromHome,
  setVisibility,
  tapPin,
} from './lock-support.ts';
import { appOrigin, createFundedWallet, openWallet, type TestWallet } from './support.ts';

// Each PIN check runs scrypt in the page, and a backup file's 128 MiB more.
test.describe.configure({ timeout: 90_000 });

async function lockedWallet(page: Page, name: string, amountSat = 1_000): Promise<TestWallet> {
  const wallet = await createFundedWallet(name, amountSat);
  await openWallet(page, wallet);
  await setPinFromHome(page);
  return wallet;
}

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** Cancels the prompt asked for `reason`, and checks that it went. */
async function cancelPrompt(page: Page, reason: string | RegExp) {
  const prompt = lockPrompt(page, reason);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);
}

/** Enters the PIN in the prompt asked for `reason`. */
async function answerPrompt(page: Page, reason: string | RegExp) {
  await expect(lockPrompt(page, reason)).toBeVisible();
  await tapPin(page, 'Enter your PIN to go on', PIN);
  await expect(lockPrompt(page, reason)).toHaveCount(0);
}

const storedSettings = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('pocketbits.settings.v1') ?? '{}') as {
        autoLockAfterMs?: number;
        confirmPaymentsAboveSat?: number | null;
      },
  );

test.describe('with the app unlocked, the PIN guards every way to the keys and the money', () => {
  test('downloading a backup file', async ({ page }) => {
    await lockedWallet(page, 'Gate backup');
    await openSettings(page);
    await page.getByRole('link', { name: 'Download backup file' }).click();
    const passphrase = 'purple kettle morning rain';
    await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
    await page.getByLabel('Type the passphrase again').fill(passphrase);
    let downloads = 0;
    page.on('download', () => downloads++);

    await page.getByRole('button', { name: 'Download backup file' }).click();
    await cancelPrompt(page, /backup file/);
    await expect(page.getByRole('button', { name: 'Download backup file' })).toBeEnabled();
    await expect(page.getByText('Backup file saved')).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup file' }).click();
    await answerPrompt(page, /backup file/);
    await download;
    await expect(page.getByRole('status')).toContainText('Backup file saved');
    expect(downloads).toBe(1);
  });

  test('asking for the PIN before fewer payments, or none', async ({ page }) => {
    await lockedWallet(page, 'Gate payments');
    await openSettings(page);
    const ask = page.getByRole('switch', { name: 'Ask for the PIN before large payments' });
    // Turning it on makes the lock stronger: nothing to ask.
    await ask.check();
    const limit = page.getByLabel('Ask above this many sats');
    await expect(limit).toHaveValue('10000');
    expect((await storedSettings(page)).confirmPaymentsAboveSat).toBe(10_000);

    // A lower limit asks before more payments: taken as it is.
    await limit.fill('5000');
    await limit.press('Enter');
    await expect.poll(async () => (await storedSettings(page)).confirmPaymentsAboveSat).toBe(5_000);
    await expect(lockPrompt(page, /PIN before/)).toHaveCount(0);

    // A higher one asks fewer: the PIN first, and cancelled, the limit stays.
    await limit.fill('50000');
    await limit.press('Enter');
    await cancelPrompt(page, 'Ask for the PIN before fewer payments');
    await expect(limit).toHaveValue('5000');
    expect((await storedSettings(page)).confirmPaymentsAboveSat).toBe(5_000);

    // Off: the PIN first; cancelled, it stays on.
    await ask.click();
    await cancelPrompt(page, 'Stop asking for the PIN before payments');
    await expect(ask).toBeChecked();
    expect((await storedSettings(page)).confirmPaymentsAboveSat).toBe(5_000);

    await ask.click();
    await answerPrompt(page, 'Stop asking for the PIN before payments');
    await expect(ask).not.toBeChecked();
    expect((await storedSettings(page)).confirmPaymentsAboveSat).toBeNull();
  });

  test('locking later after time in the background', async ({ page }) => {
    await lockedWallet(page, 'Gate auto-lock');
    await openSettings(page);
    const later = page.getByRole('radio', { name: '15 min' });
    await later.click();
    await cancelPrompt(page, 'Lock later after time in the background');
    await expect(page.getByRole('radio', { name: '1 min' })).toBeChecked();
    expect((await storedSettings(page)).autoLockAfterMs ?? 60_000).toBe(60_000);

    // Sooner is stronger: taken at once.
    await page.getByRole('radio', { name: 'At once' }).check();
    await expect.poll(async () => (await storedSettings(page)).autoLockAfterMs).toBe(0);

    await later.click();
    await answerPrompt(page, 'Lock later after time in the background');
    await expect(later).toBeChecked();
    expect((await storedSettings(page)).autoLockAfterMs).toBe(15 * 60_000);
  });

  test('a Wallet Connect connection that can spend', async ({ page }) => {
    await lockedWallet(page, 'Gate nwc');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'More' })
      .click();
    await page.getByRole('link', { name: /Wallet Connect \(NWC\)/ }).click();

    await page.getByRole('link', { name: /^Other app/ }).click();
    const form = page.getByRole('form', { name: 'New connection' });
    await form.getByLabel('Name').fill('Zap app');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await cancelPrompt(page, 'Let “Zap app” spend from this wallet');
    // Nothing was registered: the form is still there, and no secret was shown.
    await expect(form).toBeVisible();
    await expect(page.getByRole('region', { name: 'Connection created' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create connection' }).click();
    await answerPrompt(page, 'Let “Zap app” spend from this wallet');
    await expect(page.getByRole('region', { name: 'Connection created' })).toBeVisible();
    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    const list = page.getByRole('list', { name: 'Connections' });
    await expect(list.getByRole('article')).toHaveCount(1);

    // One that cannot spend is no way to the money: nothing to ask.
    await page.getByRole('link', { name: /^Other app/ }).click();
    await form.getByLabel('Name').fill('Reader');
    await form.getByRole('button', { name: 'Change permissions' }).click();
    await form.getByRole('radio', { name: 'Read only' }).check();
    await page.getByRole('button', { name: 'Create connection' }).click();
    await expect(page.getByRole('region', { name: 'Connection created' })).toBeVisible();
  });

  test('removing a wallet', async ({ page }) => {
    await lockedWallet(page, 'Gate remove');
    await openSettings(page);
    const wallets = page.getByRole('region', { name: 'Wallets' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Remove Gate remove' }).click();
    await page
      .getByRole('group', { name: 'Remove Gate remove?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await cancelPrompt(page, 'Remove Gate remove from this device');
    await expect(wallets).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove Gate remove' }).click();
    await page
      .getByRole('group', { name: 'Remove Gate remove?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await answerPrompt(page, 'Remove Gate remove from this device');
    await expect(page.getByRole('button', { name: 'Remove Gate remove' })).toHaveCount(0);
  });
});

test.describe('the PIN pad’s limits hold', () => {
  test('setting the date forward does not end a wait, even after a reload', async ({ page }) => {
    await page.clock.install();
    const wallet = await lockedWallet(page, 'Clock forward');
    await page.reload();
    await expectLocked(page, wallet);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.type('111111');
      await expect(
        page.getByRole('status').filter({ hasText: /Wrong PIN|Too many/ }),
      ).toBeVisible();
    }
    await expect(page.getByText(/Too many wrong PINs\. Try again in 0:(30|29)\./)).toBeVisible();

    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(pageNow + 2 * 60 * 60_000);
    // A tick of the countdown after the date moved: still waiting, by the clock that did not.
    await page.clock.runFor(2_000);
    await expect(page.getByText(/Too many wrong PINs\. Try again in 0:2\d\./)).toBeVisible();
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeDisabled();
    await page.reload();
    await expect(page.getByText(/Too many wrong PINs\. Try again in 0:[0-2]\d\./)).toBeVisible();
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeDisabled();

    await page.clock.fastForward('00:31');
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    await tapPin(page, 'Enter your PIN', PIN);
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('setting the date back while in the background does not keep the app open', async ({
    page,
  }) => {
    await page.clock.install();
    const wallet = await lockedWallet(page, 'Clock back');
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('01:01');
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(pageNow - 60 * 60_000);
    await setVisibility(page, 'visible');
    await expectLocked(page, wallet);
  });

  for (const path of ['Web Locks', 'IndexedDB'] as const) {
    test(`eight tabs entering a wrong PIN at once are each counted (${path})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      if (path === 'IndexedDB') {
        // A browser without the Web Locks API: the count is kept in one IndexedDB transaction.
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'locks', {
            configurable: true,
            get: () => undefined,
          }),
        );
      }
      const wallet = await lockedWallet(page, `Eight tabs ${path}`);
      const tabs = [page];
      for (let i = 1; i < 8; i++) {
        tabs.push(await context.newPage());
      }
      await Promise.all(tabs.map((tab) => tab.goto(appOrigin())));
      for (const tab of tabs) {
        await expectLocked(tab, wallet);
        await tab.keyboard.type('11111');
      }
      // The sixth digit in every tab at once.
      await Promise.all(tabs.map((tab) => tab.keyboard.press('1')));
      // Eight PIN checks at once, each a calibrated scrypt (about half a second on one core).
      for (const tab of tabs) {
        await expect(tab.getByText(/Too many wrong PINs\. Try again in/)).toBeVisible({
          timeout: 30_000,
        });
      }
      const stored = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('pocketbits.lock.attempts.v1') ?? '{}') as {
            failures?: number;
          },
      );
      // Five counted as wrong; the other three came during the wait and checked nothing.
      expect(stored.failures).toBe(5);
    });
  }

  test('removing the stored vault in the page does not make any PIN right', async ({ page }) => {
    await lockedWallet(page, 'Fail closed');
    await openSettings(page);
    await page.evaluate(() => localStorage.removeItem('pocketbits.vault.v1'));
    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await tapPin(page, 'Enter your PIN to go on', '000000');
    await expect(lockPrompt(page, 'Remove the PIN').getByText(/Wrong PIN/)).toBeVisible();
    await lockPrompt(page, 'Remove the PIN').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Remove PIN' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set a PIN' })).toHaveCount(0);
  });
});

/** The PIN wrap of the stored vault record, as a copy of the storage would show it. */
function storedWraps(page: Page) {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('pocketbits.vault.v1') ?? '{}') as {
          wraps?: {
            pin?: { kdf: { N: number; r: number; p: number }; secret?: string };
            passkey?: unknown;
            device?: unknown;
          };
        }
      ).wraps ?? {},
  );
}

test.describe('a stronger secret where the person wants one', () => {
  test('a passphrase, at a cost fitted to the device, locks and opens the app', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Passphrase lock', 1_000);
    await openWallet(page, wallet);
    await openSettings(page);
    await page.getByRole('link', { name: 'Set a PIN' }).click();
    await page.getByRole('radio', { name: 'Passphrase' }).check();
    await expect(page.getByText(/Out of reach of anyone guessing/)).toBeVisible();
    const passphrase = 'purple kettle morning rain';
    const choose = page.getByRole('group', { name: 'Choose a passphrase' });
    await choose.locator('input').fill('too short');
    await choose.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await choose.locator('input').fill(passphrase);
    await choose.getByRole('button', { name: 'Next' }).click();
    const again = page.getByRole('group', { name: 'Enter the same passphrase again' });
    await again.locator('input').fill(passphrase);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('A passphrase is set.', { exact: false })).toBeVisible();

    const wraps = await storedWraps(page);
    expect(wraps.pin?.secret).toBe('passphrase');
    // Calibrated on this device: never below the floor (32 MiB), within the 64 MiB ceiling.
    expect(wraps.pin!.kdf.N * wraps.pin!.kdf.r).toBeGreaterThanOrEqual(2 ** 15 * 8);
    expect(wraps.pin!.kdf.N * wraps.pin!.kdf.r).toBeLessThanOrEqual(2 ** 16 * 8);

    await page.reload();
    await expectLocked(page, wallet);
    const unlock = page.getByRole('group', { name: 'Enter your passphrase' });
    await unlock.locator('input').fill('purple kettle evening rain');
    await unlock.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Wrong passphrase. 4 tries left before a wait.')).toBeVisible();
    await page
      .getByRole('group', { name: 'Enter your passphrase' })
      .locator('input')
      .fill(passphrase);
    await page
      .getByRole('group', { name: 'Enter your passphrase' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('with a passkey, the PIN can go: the keys at rest then need the passkey alone', async ({
    page,
  }) => {
    // WebAuthn wants a domain name, not an IP address: the same sandbox, by name.
    const origin = appOrigin().replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        ctap2Version: 'ctap2_1',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        hasPrf: true,
        automaticPresenceSimulation: true,
      },
    });
    const wallet = await createFundedWallet('Passkey alone', 1_000);
    await page.goto(`${origin}/connect`);
    if (wallet.serverUrl !== appOrigin()) {
      await page.getByLabel('Server address').fill(wallet.serverUrl);
    }
    await page.getByLabel('Wallet key').fill(wallet.adminkey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await setPinFromHome(page);
    await openSettings(page);
    await page.getByRole('switch', { name: 'Unlock with a passkey' }).click();
    await answerPrompt(page, 'Turn on passkey unlock');
    await expect(page.getByRole('switch', { name: 'Unlock with a passkey' })).toBeChecked();

    await page.getByRole('switch', { name: 'Passkey only, no PIN kept' }).click();
    await expect(page.getByText(/Only your passkey opens Pocketbits/)).toBeVisible();
    const wraps = await storedWraps(page);
    expect(Object.keys(wraps)).toEqual(['passkey']);

    await page.reload();
    await expectLocked(page, wallet);
    await expect(page.getByRole('button', { name: '1', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Unlock with passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});
