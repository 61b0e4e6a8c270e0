// The app lock and keys at rest, in a real browser: IndexedDB, WebCrypto, reloads, the page going
// to the background. After locking, every storage area of the origin is read and searched for the
// wallet's keys in every form they could take.
import { expect, test, type Page } from './fixtures.ts';
import { PIN, expectLocked, setPinFromHome, setVisibility, tapPin } from './lock-support.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  openWallet,
  type TestWallet,
} from './support.ts';

interface StorageDump {
  text: string;
  cryptoKeys: Array<{ extractable: boolean; algorithm: string }>;
}

/** localStorage, sessionStorage, every IndexedDB database and store, and Cache Storage, as text. */
function dumpStorage(page: Page): Promise<StorageDump> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    const cryptoKeys: StorageDump['cryptoKeys'] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i) ?? '';
        parts.push(key, area.getItem(key) ?? '');
      }
    }
    const toText = (value: unknown) =>
      JSON.stringify(value, (_k, v: unknown) => {
        if (v instanceof CryptoKey) {
          cryptoKeys.push({ extractable: v.extractable, algorithm: v.algorithm.name });
          return `CryptoKey(${v.algorithm.name})`;
        }
        if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
          const bytes =
            v instanceof ArrayBuffer
              ? new Uint8Array(v)
              : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
          return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        }
        return v;
      });
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) {
        continue;
      }
      const db = await request(indexedDB.open(info.name));
      for (const name of Array.from(db.objectStoreNames)) {
        const store = db.transaction(name, 'readonly').objectStore(name);
        const [keys, values] = await Promise.all([
          request(store.getAllKeys()),
          request(store.getAll()),
        ]);
        parts.push(info.name, name, toText(keys), toText(values));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        parts.push(req.url, (await (await cache.match(req))?.text()) ?? '');
      }
    }
    return { text: parts.join('\n'), cryptoKeys };
  });
}

/** The forms a hex key could be stored in: as typed, its bytes, their hex and base64 (any offset). */
function keyForms(key: string): string[] {
  const ascii = Buffer.from(key, 'utf8');
  const raw = Buffer.from(key, 'hex');
  const forms = [key, key.toUpperCase(), ascii.toString('hex'), raw.toString('hex')];
  for (const bytes of [ascii, raw]) {
    for (let shift = 0; shift < 3; shift++) {
      const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
      // Only the characters made of the key's bytes alone, whatever precedes or follows them.
      const middle = encoded.slice(shift === 0 ? 0 : 4, -4);
      forms.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return forms;
}

async function expectNoKeyStored(page: Page, wallet: TestWallet) {
  const dump = await dumpStorage(page);
  expect(dump.text).toContain('pocketbits.vault.v1');
  for (const key of [wallet.adminkey, wallet.inkey]) {
    for (const form of keyForms(key)) {
      expect(dump.text.toLowerCase(), `found the key as ${form}`).not.toContain(form.toLowerCase());
    }
  }
  return dump;
}

test.describe('app lock', () => {
  test('no lock: the keys are stored only under a non-extractable device key', async ({ page }) => {
    const wallet = await createFundedWallet('Lock device', 2_000);
    // As an earlier version left it: the wallet in plain text in localStorage.
    await page.goto(`${appOrigin()}/connect`);
    await page.evaluate(
      ([adminkey, inkey, name, serverUrl]) =>
        localStorage.setItem(
          'pocketbits.wallets.v1',
          JSON.stringify({
            connections: [{ id: 'w1', serverUrl, name, key: adminkey, keyType: 'admin', inkey }],
            activeId: 'w1',
          }),
        ),
      // '' is the app's own server; against another LNbits the wallet lives there.
      [
        wallet.adminkey,
        wallet.inkey,
        wallet.name,
        wallet.serverUrl === appOrigin() ? '' : wallet.serverUrl,
      ],
    );
    await page.goto(appOrigin());
    await expect(page.getByTestId('balance')).toHaveText(/2,000/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pocketbits.wallets.v1')))
      .toBeNull();

    const dump = await expectNoKeyStored(page, wallet);
    expect(dump.cryptoKeys).toEqual([{ extractable: false, algorithm: 'AES-GCM' }]);
    // And the device key alone opens it again.
    await page.reload();
    await expect(page.getByTestId('balance')).toHaveText(/2,000/);
  });

  test('a PIN: locked on reload, waits after wrong PINs, opens with the right one', async ({
    page,
  }) => {
    await page.clock.install();
    const wallet = await createFundedWallet('Lock PIN', 3_000);
    await openWallet(page, wallet);
    await setPinFromHome(page);

    await page.reload();
    await expectLocked(page, wallet);
    const dump = await expectNoKeyStored(page, wallet);
    // With a PIN, no device key is kept: storage alone opens nothing.
    expect(dump.cryptoKeys).toEqual([]);

    for (let i = 1; i <= 5; i++) {
      await page.keyboard.type('111111');
      await expect(
        page.getByRole('status').filter({ hasText: /Wrong PIN|Too many/ }),
      ).toBeVisible();
      if (i < 5) {
        await expect(
          page.getByText(`Wrong PIN. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`),
        ).toBeVisible();
      }
    }
    await expect(page.getByText(/Too many wrong PINs\. Try again in 0:(30|29)\./)).toBeVisible();
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeDisabled();
    // The wait holds across a reload.
    await page.reload();
    await expect(page.getByText(/Too many wrong PINs\. Try again in 0:\d\d\./)).toBeVisible();

    await page.clock.fastForward('00:31');
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeEnabled();
    await tapPin(page, 'Enter your PIN', PIN);
    await expect(page.getByTestId('balance')).toHaveText(/3,000/);
  });

  test('locks after longer in the background than the chosen time, and by the Lock button', async ({
    page,
  }) => {
    await page.clock.install();
    const wallet = await createFundedWallet('Lock background', 1_000);
    await openWallet(page, wallet);
    await setPinFromHome(page);

    // Under the auto-lock time (1 minute by default): still open.
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('00:30');
    await setVisibility(page, 'visible');
    await expect(page.getByTestId('balance')).toBeVisible();

    await setVisibility(page, 'hidden');
    await page.clock.fastForward('01:01');
    await setVisibility(page, 'visible');
    await expectLocked(page, wallet);
    await expectNoKeyStored(page, wallet);

    await page.keyboard.type(PIN);
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.getByRole('button', { name: 'Lock now', exact: true }).click();
    await expectLocked(page, wallet);
    await expectNoKeyStored(page, wallet);
  });

  test('changing the PIN needs the current one; the old one then opens nothing; removing it', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('Lock change', 1_500);
    await openWallet(page, wallet);
    await setPinFromHome(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Change PIN' }).click();
    await tapPin(page, 'Enter your current PIN', '999999');
    await expect(page.getByText('Wrong PIN. 4 tries left before a wait.')).toBeVisible();
    await tapPin(page, 'Enter your current PIN', PIN);
    await tapPin(page, 'Choose a new PIN', '135791');
    await tapPin(page, 'Enter the same PIN again', '135791');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.reload();
    await expectLocked(page, wallet);
    await page.keyboard.type(PIN);
    await expect(page.getByText(/Wrong PIN/)).toBeVisible();
    await page.keyboard.type('135791');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await tapPin(page, 'Enter your PIN to go on', '135791');
    await expect(page.getByRole('link', { name: 'Set a PIN' })).toBeVisible();
    await page.goto(appOrigin());
    await expect(page.getByTestId('balance')).toHaveText(/1,500/);
    const dump = await expectNoKeyStored(page, wallet);
    expect(dump.cryptoKeys).toEqual([{ extractable: false, algorithm: 'AES-GCM' }]);
  });

  test('a passkey (WebAuthn PRF) unlocks beside the PIN', async ({ page }) => {
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
    const wallet = await createFundedWallet('Lock passkey', 1_000);
    await page.goto(`${origin}/connect`);
    if (wallet.serverUrl !== appOrigin()) {
      await page.getByLabel('Server address').fill(wallet.serverUrl);
    }
    await page.getByLabel('Wallet key').fill(wallet.adminkey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await setPinFromHome(page);

    await page.getByRole('link', { name: 'Settings' }).click();
    const toggle = page.getByRole('switch', { name: 'Unlock with a passkey' });
    await toggle.click();
    await tapPin(page, 'Enter your PIN to go on', PIN);
    await expect(toggle).toBeChecked();

    await page.reload();
    await expectLocked(page, wallet);
    await page.getByRole('button', { name: 'Unlock with passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Lock now', exact: true }).click();
    await expectLocked(page, wallet);
    const dump = await expectNoKeyStored(page, wallet);
    expect(dump.cryptoKeys).toEqual([]);
    // The PIN still opens it: a lost passkey loses nothing.
    await page.keyboard.type(PIN);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('asks for the PIN before a payment above the chosen amount', async ({ page }) => {
    const wallet = await createFundedWallet('Lock payer', 10_000);
    const payee = await createFundedWallet('Lock payee', 0);
    await openWallet(page, wallet);
    await setPinFromHome(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Ask for the PIN before large payments' }).check();
    await page.getByLabel('Ask above this many sats').fill('1000');
    // Taken when the field is left (a lower limit: no PIN asked).
    await page.getByLabel('Ask above this many sats').press('Enter');

    const invoice = await createInvoice(payee, 1_234, 'above the limit');
    await page.goto(`${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`);
    // A new page load starts locked; the link waits behind the PIN.
    await expectLocked(page, wallet);
    await page.keyboard.type(PIN);
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    const dialog = page.getByRole('dialog', { name: /Pay 1,234 sats/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toBeEnabled();

    await page.getByRole('button', { name: /^Pay\b/ }).click();
    await tapPin(page, 'Enter your PIN to go on', PIN);
    await expect(page.getByText(/Paid|Payment sent/).first()).toBeVisible();
  });
});
