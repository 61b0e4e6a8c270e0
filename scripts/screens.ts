/**
 * `npm run screens`: a screenshot of every screen and state, light and dark, so a reviewer sees the
 * whole app in one place. Builds the app when dist is missing or stale, starts a sandbox in memory,
 * makes a funded wallet with some history, walks the app as a person would, and writes
 * `NN-<screen>-<state>-<light|dark>.png` and an index.html showing them all into screens/
 * (git-ignored). Not part of `npm test`.
 *
 *   npm run screens -- [--lang de] [--size 1280x800] [--out DIR] [--only home,send-review,…]
 *
 * --lang shows the app in another of its languages (the browser's locale, which the app follows);
 * --size another viewport (default 390x844, a phone); each combination writes its own folder
 * (screens/de, screens/1280x800) unless --out names one. --only takes states by name or prefix
 * (`send` is every send-… state); their numbers stay as in a full run.
 *
 * The states come in journeys: each a fresh browser that reaches its states in turn, photographing
 * each in light and then dark (the app follows the colour scheme live). A state that can't be
 * reached (a control renamed, say) is named, with the rest of its journey, and the run exits 1
 * after writing everything else.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Frame, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { openFramingPage, sameSiteUrl, stripFramingHeaders } from '../e2e/framing-support.ts';
import {
  call,
  createInvoice,
  createWallet,
  payInvoice,
  walletStorage,
  type BenchWallet,
} from '../bench/lib/sandbox.ts';
import { encodeBolt11 } from '../sandbox/lightning/bolt11.ts';
import { startSandboxProcess } from '../testing/sandbox-process.ts';
import { APP_LOCALES, SOURCE_LOCALE, isAppLocale, type AppLocale } from '../src/lib/locale.ts';
import { distProblem } from './dist-info.mjs';
import {
  PHONE_VIEWPORT,
  THEMES,
  defaultOutDir,
  indexHtml,
  isScreensOutput,
  isWanted,
  notReachedFileName,
  parseViewport,
  planShots,
  shotFileName,
  type IndexEntry,
  type PlannedShot,
  type Theme,
  type Viewport,
} from './lib/screens-plan.ts';
import { SOFT_HYPHEN, loadUiWords, type UiWords } from './lib/ui-words.ts';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    only: { type: 'string' },
    lang: { type: 'string', default: SOURCE_LOCALE },
    size: { type: 'string' },
  },
});

/** The PIN the lock journey chooses. */
const PIN = '246810';
/** Above this, the app asks for the PIN before paying (Settings); the lock journey pays more. */
const PIN_LIMIT_SAT = 1_000;

interface World {
  origin: string;
  /** The wallet the app is connected to: paid, received, an open and an expired request. */
  wallet: BenchWallet;
  /** A café's wallet, with a Lightning address on this sandbox. */
  shop: BenchWallet;
  shopAddress: string;
  /** A paid payment of the wallet's, for its detail screen. */
  paidHash: string;
  /** An unpaid invoice of the wallet's that has expired, for its detail screen. */
  expiredHash: string;
  /** A new unpaid invoice of the café's, to pay. */
  shopInvoice: (amountSat: number, memo: string) => Promise<string>;
  /**
   * An invoice of a node this sandbox is not, with an amount and not expired: the sandbox fails
   * to pay it as LNbits' FakeWallet does ("Only internal invoices can be used!").
   */
  foreignInvoice: (amountSat: number, memo: string) => string;
  /** The sandbox faucet's LNURL-withdraw. */
  faucetLnurl: string;
  /** An LNbits account's wallet link (user id and wallet id), as LNbits shows it. */
  walletLink: string;
  /** A fresh LNURL-auth login code of the sandbox's third-party login site. */
  loginCode: () => Promise<string>;
}

interface Journey {
  /** The states it photographs, in the order it reaches them. */
  shots: readonly string[];
  /** Whether the browser starts with the world's wallet connected (else: a first run). */
  withWallet: boolean;
  run: (steps: Steps) => Promise<void>;
}

interface Steps {
  page: Page;
  world: World;
  /** The app's words in the language shown (labels to find controls by). */
  words: UiWords;
  /** Photographs the state now on screen, light and dark (the app in `frame`, when it is in one). */
  shoot: (name: string, frame?: FrameTarget) => Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Small helpers for the journeys

/** `text` literally, a soft hyphen in it optional (see messagePattern). */
const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll(SOFT_HYPHEN, `${SOFT_HYPHEN}?`);

/**
 * A name that starts with these words, in the language shown or in English: an outcome's status
 * is its title and then its amount ("Paid 2,500 sats"), the Filters button its count too.
 */
const startsWith = (words: UiWords, english: string, context?: string) => {
  const shown = escapeRegExp(words.text(english, context));
  const source = escapeRegExp(english);
  return new RegExp(`^(?:${shown}|${source})(?:\\s|$)`);
};

/** A name that ends with these words: the balance button is the balance, then what a tap does. */
const endsWith = (words: UiWords, english: string) =>
  new RegExp(`(?:${escapeRegExp(words.text(english))}|${escapeRegExp(english)})$`);

/**
 * A message with its placeholders filled in (`Show {label}` with the label's own words), as the
 * whole name of a control.
 */
const filledIn = (words: UiWords, english: string, values: Record<string, string>) => {
  const fill = (message: string) =>
    escapeRegExp(message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
  return new RegExp(`^(?:${fill(words.text(english))}|${fill(english)})$`);
};

const heading = (page: Page | Frame, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

const mainNav = (page: Page, words: UiWords) =>
  page.getByRole('navigation', { name: words.name('Main', 'the main navigation') });

/** Home's Receive, Scan and Send: the one place they are offered. */
const quickActions = (page: Page, words: UiWords) =>
  page.getByRole('navigation', { name: words.name('Quick actions') });

const keypad = (page: Page, words: UiWords) =>
  page.getByRole('group', { name: words.name('Amount keypad') });

/** The amount field the keypad writes in ("Amount", its unit beside it). */
const amountField = (page: Page, words: UiWords) =>
  page.getByLabel(words.name('Amount'), { exact: true });

/** Taps `digits` on the amount keypad, as a thumb would. */
async function tapAmount(page: Page, words: UiWords, digits: string) {
  for (const digit of digits) {
    await keypad(page, words).getByRole('button', { name: digit, exact: true }).click();
  }
}

/** Taps `pin` on the PIN pad with this name. */
async function tapPin(page: Page, padName: RegExp, pin: string) {
  const pad = page.getByRole('group', { name: padName });
  for (const digit of pin) {
    await pad.getByRole('button', { name: digit, exact: true }).click();
  }
}

const sendUrl = (origin: string, code: string) =>
  `${origin}/send?${new URLSearchParams({ invoice: code })}`;

const sendField = (page: Page, words: UiWords) =>
  page.getByLabel(words.name('Invoice, LNURL or Lightning address'));

const payButton = (page: Page, words: UiWords) =>
  page.getByRole('button', { name: words.name('Pay {amount}') });

/** The context of a request's "Expired" (src/components/payment-label.ts). */
const EXPIRED_CONTEXT = 'payment state: a request nobody paid in time';

const outcome = (page: Page) => page.getByTestId('outcome-screen');

/** The outcome whose title is `title` ("Paid", "Failed", "Received"), its amount after it. */
const outcomeTitled = (page: Page, words: UiWords, title: string) =>
  page.getByRole('status', { name: startsWith(words, title) });

const doneLink = (page: Page, words: UiWords) =>
  outcome(page).getByRole('link', { name: words.name('Done') });

// ---------------------------------------------------------------------------------------------
// The journeys, in the order a reviewer reads them

const journeys: Journey[] = [
  {
    // A first run: no wallet on the device.
    shots: ['welcome', 'connect', 'connect-key-shown', 'connect-wallet-link', 'restore'],
    withWallet: false,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/welcome`);
      await heading(page).waitFor();
      await shoot('welcome');

      await page.goto(`${world.origin}/connect`);
      const keyField = page.getByLabel(words.name('Wallet key or LNbits wallet link'));
      await keyField.waitFor();
      await shoot('connect');

      await keyField.fill(world.wallet.adminkey);
      await page.getByRole('button', { name: words.name('Show key') }).click();
      await page.getByRole('button', { name: words.name('Hide key') }).waitFor();
      await shoot('connect-key-shown');

      await keyField.fill(world.walletLink);
      await page
        .getByRole('switch', { name: words.name('Remember the LNbits wallet link') })
        .waitFor();
      await shoot('connect-wallet-link');

      await page.goto(`${world.origin}/connect/restore`);
      await page.getByLabel(words.name('Backup file')).waitFor();
      await shoot('restore');
    },
  },
  {
    // A wallet made in the app: the keys to save, then Home's reminder when saving is put off.
    shots: ['wallet-backup', 'home-backup-reminder'],
    withWallet: false,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/connect`);
      await page
        .getByRole('button', { name: words.name('Create a new wallet on this server') })
        .click();
      const label = { label: words.text('Full-access key') };
      await page.getByRole('button', { name: filledIn(words, 'Show {label}', label) }).click();
      await page.getByRole('button', { name: filledIn(words, 'Hide {label}', label) }).waitFor();
      await shoot('wallet-backup');

      await page.getByRole('button', { name: words.name('Later') }).click();
      await page.getByRole('region', { name: words.name('Back up reminder') }).waitFor();
      await shoot('home-backup-reminder');
    },
  },
  {
    // Home: the balance, the quick actions and the latest payments (open requests are History's).
    shots: ['home', 'home-balance-hidden'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(world.origin);
      await page.getByTestId('balance').waitFor();
      await quickActions(page, words).waitFor();
      // The oldest of the wallet's payments is listed: the list is complete.
      await page
        .getByRole('region', { name: words.name('Latest payments') })
        .getByRole('link')
        .filter({ hasText: 'Flat white' })
        .waitFor();
      await shoot('home');

      await page.getByRole('button', { name: endsWith(words, 'Hide balance') }).click();
      await page
        .getByRole('button', { name: endsWith(words, 'Balance hidden. Show balance') })
        .waitFor();
      await shoot('home-balance-hidden');
    },
  },
  {
    // Paying the café's Lightning address (amount on the keypad, a note, a review titled by the
    // recipient), then Send's start offering it again, then an invoice, one that stays pending
    // and one that fails.
    shots: [
      'send-address-amount',
      'send-review-address',
      'send-paid',
      'send-start-recent',
      'send-review-invoice',
      'send-pending',
      'send-failed',
    ],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(sendUrl(world.origin, world.shopAddress));
      await keypad(page, words).waitFor();
      await tapAmount(page, words, '2500');
      await page.getByRole('button', { name: words.name('Add a note') }).click();
      await page.getByLabel(words.name('Note for {recipient}')).fill('Two flat whites, thanks!');
      await shoot('send-address-amount');

      await page.getByRole('button', { name: words.name('Continue') }).click();
      await payButton(page, words).waitFor();
      await shoot('send-review-address');

      await payButton(page, words).click();
      await outcomeTitled(page, words, 'Paid').waitFor();
      await shoot('send-paid');

      // Send again, from Home: the address just paid is offered among the recent recipients.
      await doneLink(page, words).click();
      await page.getByTestId('balance').waitFor();
      await quickActions(page, words)
        .getByRole('link', { name: words.name('Send'), exact: true })
        .click();
      await sendField(page, words).waitFor();
      await page
        .getByRole('region', { name: words.name('Recent') })
        .getByRole('button', { name: world.shopAddress, exact: true })
        .waitFor();
      await shoot('send-start-recent');

      const croissant = await world.shopInvoice(1_800, 'Croissant and juice');
      await page.goto(sendUrl(world.origin, croissant));
      await payButton(page, words).waitFor();
      await shoot('send-review-invoice');

      // As with a slow funding source: the server says pending, and keeps saying it.
      await page.route('**/api/v1/payments', async (route) => {
        if (route.request().method() !== 'POST') {
          return route.fallback();
        }
        const response = await route.fetch();
        const body = { ...((await response.json()) as object), status: 'pending' };
        await route.fulfill({ response, json: body });
      });
      await page.route(/\/api\/v1\/payments\/[0-9a-f]{64}$/, (route) =>
        route.fulfill({ json: { paid: false, status: 'pending', preimage: null } }),
      );
      await payButton(page, words).click();
      await page.getByTestId('send-pending').waitFor();
      await shoot('send-pending');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // It settles (the sandbox paid it at once); then moving on, as Send keeps an outcome on
      // screen until the person leaves it.
      await outcomeTitled(page, words, 'Paid').waitFor();
      await doneLink(page, words).click();
      await page.getByTestId('balance').waitFor();

      // A real refusal: the sandbox pays only its own invoices, as LNbits' FakeWallet does.
      await page.goto(sendUrl(world.origin, world.foreignInvoice(4_200, 'Concert tickets')));
      await payButton(page, words).click();
      await outcomeTitled(page, words, 'Failed').waitFor();
      await shoot('send-failed');
    },
  },
  {
    // A website's login code, pasted in Send, opens the login screen.
    shots: ['login'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/send`);
      await sendField(page, words).fill(await world.loginCode());
      await page.waitForURL(/\/send\/login$/);
      await heading(page, words.name('Log in with your wallet')).waitFor();
      await page.getByTestId('login-domain').waitFor();
      await shoot('login');
    },
  },
  {
    // The sandbox faucet's LNURL-withdraw, pasted in Send, opens its own Receive screen.
    shots: ['withdraw', 'withdraw-received'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/send`);
      await sendField(page, words).fill(world.faucetLnurl);
      await page.waitForURL(/\/receive\/withdraw$/);
      await keypad(page, words).waitFor();
      await amountField(page, words).fill('');
      await tapAmount(page, words, '21000');
      await shoot('withdraw');

      await page.getByRole('button', { name: words.name('Receive {amount}') }).click();
      await outcomeTitled(page, words, 'Received').waitFor();
      await shoot('withdraw-received');
    },
  },
  {
    // Receive opens on the wallet's own reusable code; "Add amount" leads to a request with an amount, full screen, and its outcome.
    shots: ['receive', 'receive-amount', 'receive-invoice', 'receive-received'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(world.origin);
      await quickActions(page, words)
        .getByRole('link', { name: words.name('Receive'), exact: true })
        .click();
      // Its Lightning address where it has one, else its reusable LNURL code.
      await page
        .getByRole('img', { name: words.name('QR code of your Lightning address') })
        .or(page.getByRole('img', { name: words.name('QR code to pay you') }))
        .first()
        .waitFor();
      await shoot('receive');

      await page.getByRole('link', { name: words.name('Add amount') }).click();
      await keypad(page, words).waitFor();
      await tapAmount(page, words, '4500');
      await page.getByLabel(words.name('Note (optional)')).fill('Dinner split');
      await shoot('receive-amount');

      await page.getByRole('button', { name: words.name('Create request') }).click();
      const invoiceText = page.getByTestId('invoice-text');
      await page.getByRole('img', { name: words.name('QR code of the request') }).waitFor();
      // The invoice's text is under Details, folded away.
      await invoiceText.waitFor({ state: 'attached' });
      await shoot('receive-invoice');

      await payInvoice(world.origin, world.shop, ((await invoiceText.textContent()) ?? '').trim());
      await outcomeTitled(page, words, 'Received').waitFor();
      await shoot('receive-received');
    },
  },
  {
    // History, its filters sheet (requests chosen), the list that leaves, the balance chart, and
    // two payments' details.
    shots: [
      'history',
      'history-filters',
      'history-requests',
      'history-balance-chart',
      'history-detail',
      'history-detail-expired',
    ],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(world.origin);
      await mainNav(page, words)
        .getByRole('link', { name: words.name('History'), exact: true })
        .click();
      await page.getByTestId('history-end').waitFor();
      await page.getByText(words.name('Expired', EXPIRED_CONTEXT)).first().waitFor();
      await shoot('history');

      await page.getByRole('button', { name: startsWith(words, 'Filters') }).click();
      const filters = page.getByRole('dialog', { name: words.name('Filters') });
      await filters.waitFor();
      await filters.getByRole('radio', { name: words.name('Requests', 'History filter') }).check();
      await shoot('history-filters');

      await filters.getByRole('button', { name: words.name('Show payments') }).click();
      await filters.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: words.name('Payments') })
        .getByRole('link')
        .filter({ hasText: 'Lunch split' })
        .waitFor();
      await page.getByTestId('history-end').waitFor();
      await shoot('history-requests');

      // A fresh History: the chart over all the payments.
      await page.goto(`${world.origin}/history`);
      await page.getByRole('button', { name: words.name('Show the balance chart') }).click();
      const chart = page.getByTestId('balance-chart');
      await chart.getByTestId('balance-chart-balance').waitFor();
      await chart.scrollIntoViewIfNeeded();
      await shoot('history-balance-chart');

      await page.goto(`${world.origin}/history/${world.paidHash}`);
      await heading(page).waitFor();
      await page.getByTestId('payment-amount').waitFor();
      await shoot('history-detail');

      await page.goto(`${world.origin}/history/${world.expiredHash}`);
      await heading(page, words.name('Expired', EXPIRED_CONTEXT)).waitFor();
      await shoot('history-detail-expired');
    },
  },
  {
    // Settings (its Notifications part, loaded when scrolled to), More, the camera refused.
    shots: ['settings', 'settings-notifications', 'backup-file', 'more', 'scan-camera-denied'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/settings`);
      await heading(page).waitFor();
      await shoot('settings');

      const notifications = page.getByRole('region', { name: words.name('Notifications') });
      await notifications.scrollIntoViewIfNeeded();
      await notifications
        .getByTestId('server-notifications')
        .or(notifications.getByTestId('notifications-unavailable'))
        .first()
        .waitFor();
      await notifications.scrollIntoViewIfNeeded();
      await shoot('settings-notifications');

      for (const [name, path] of [
        ['backup-file', '/settings/backup-file'],
        ['more', '/more'],
      ] as const) {
        await page.goto(world.origin + path);
        await heading(page).waitFor();
        await shoot(name);
      }
      // The person said no to the camera (the browser's answer to "Block"): the scanner says how
      // to allow it and offers its ways round one.
      await page.addInitScript({
        content: `navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
      });
      await page.goto(`${world.origin}/scan`);
      await heading(page).waitFor();
      await page.getByRole('alert').getByText(words.name('Camera access is blocked')).waitFor();
      await shoot('scan-camera-denied');
    },
  },
  {
    // Wallet Connect with nothing connected: "Connect an app" and its presets, an app's connect
    // step, then the pairing QR code.
    shots: ['nwc', 'nwc-connect', 'nwc-pairing'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/more/nwc`);
      await page.getByRole('heading', { name: words.name('Connect an app') }).waitFor();
      await shoot('nwc');

      await page.getByRole('link', { name: startsWith(words, 'Zeus') }).click();
      await page.waitForURL(/\/more\/nwc\/connect/);
      const form = page.getByRole('form', { name: words.name('New connection') });
      await form.waitFor();
      await shoot('nwc-connect');

      await page.getByRole('button', { name: words.name('Create connection') }).click();
      const created = page.getByRole('region', { name: words.name('Connection created') });
      await created
        .getByRole('img', { name: words.name('QR code of the connection secret') })
        .waitFor();
      await shoot('nwc-pairing');
    },
  },
  {
    // A PIN: choosing it, the setting for large payments, the lock screen, the prompt before Pay.
    shots: ['pin-setup', 'settings-with-pin', 'lock-screen', 'pin-prompt'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/settings/pin`);
      const choose = words.name('Choose a PIN');
      await page.getByRole('group', { name: choose }).waitFor();
      await tapPin(page, choose, PIN.slice(0, 2));
      await shoot('pin-setup');
      await tapPin(page, choose, PIN.slice(2));
      await tapPin(page, words.name('Enter the same PIN again'), PIN);
      await page.waitForURL(`${world.origin}/settings`);

      await page
        .getByRole('switch', { name: words.name('Ask for the PIN before large payments') })
        .check();
      const limit = page.getByLabel(words.name('Ask above this many sats'));
      await limit.fill(String(PIN_LIMIT_SAT));
      // Taken when the field is left (a lower limit asks for nothing).
      await limit.press('Enter');
      await shoot('settings-with-pin');

      // A new page load starts locked; the payment link waits behind the PIN.
      const bolt11 = await world.shopInvoice(PIN_LIMIT_SAT * 3, 'Birthday cake');
      await page.goto(sendUrl(world.origin, bolt11));
      await heading(page, words.name('Pocketbits is locked')).waitFor();
      await shoot('lock-screen');

      await page.keyboard.type(PIN);
      await payButton(page, words).click();
      await page.getByRole('dialog').getByRole('group').waitFor();
      await shoot('pin-prompt');
    },
  },
  {
    // Inside another website's frame, on a host that sends no headers refusing it.
    shots: ['framed-notice'],
    withWallet: true,
    run: async ({ page, world, shoot }) => {
      await stripFramingHeaders(page, world.origin);
      const openFramed = async () => {
        const frame = await openFramingPage(
          page,
          sameSiteUrl(world.origin),
          `${world.origin}/send`,
        );
        await heading(frame).waitFor();
        return frame;
      };
      await openFramed();
      // The notice takes the colour scheme it opens in: opened again for each.
      await shoot('framed-notice', openFramed);
    },
  },
  {
    // Moving sats between two wallets of this device: the café's wallet connected beside the
    // everyday one, then the choice of the two, the amount, the review and Moved. Last, so the
    // money it moves changes no other journey's screens.
    shots: ['move-choose', 'move-amount', 'move-review', 'moved'],
    withWallet: true,
    run: async ({ page, world, words, shoot }) => {
      await page.goto(`${world.origin}/connect`);
      await page
        .getByLabel(words.name('Wallet key or LNbits wallet link'))
        .fill(world.shop.adminkey);
      await page.getByRole('button', { name: words.name('Connect', 'verb, a button') }).click();
      await page.getByTestId('balance').waitFor();

      await page.goto(`${world.origin}/move`);
      const choose = async (legend: string, context: string, wallet: string) =>
        page
          .getByRole('group', { name: words.name(legend, context) })
          .getByRole('radio', { name: new RegExp(escapeRegExp(wallet)) })
          .check();
      await choose('From', 'the wallet a move takes sats from', world.wallet.name);
      await choose('To', 'the wallet a move puts sats in', world.shop.name);
      await shoot('move-choose');

      await page.getByRole('button', { name: words.name('Continue') }).click();
      await keypad(page, words).waitFor();
      await tapAmount(page, words, '20000');
      await shoot('move-amount');

      await page.getByRole('button', { name: words.name('Continue') }).click();
      await heading(page, words.name('Review move')).waitFor();
      const move = page.getByRole('button', {
        name: words.name('Move', 'a button: move the sats now'),
      });
      await move.and(page.locator(':enabled')).waitFor();
      await shoot('move-review');

      await move.click();
      await outcomeTitled(page, words, 'Moved').waitFor();
      await shoot('moved');
    },
  },
];

// ---------------------------------------------------------------------------------------------

function buildIfNeeded(): void {
  const problem = distProblem({ root: process.cwd(), distDir: resolve('dist') });
  if (problem) {
    console.log(`${problem} Building it first (npm run build)…`);
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } else {
    execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  }
}

/** The wallet the app shows, with a little history, and what the journeys pay and withdraw. */
async function makeWorld(origin: string): Promise<World> {
  const { third_party_url: loginSite } = await call<{ third_party_url: string | null }>(
    origin,
    'GET',
    '/sandbox/info',
  );
  if (!loginSite) {
    throw new Error('the sandbox was started without its third-party hosts');
  }
  const wallet = await createWallet(origin, 'Everyday', 250_000);
  // Its funding (the sandbox's one payment so far), four weeks back: the chart starts there.
  const [funding] = await call<Array<{ payment_hash: string }>>(
    origin,
    'GET',
    '/api/v1/payments?limit=1',
    undefined,
    wallet.inkey,
  );
  const shop = await createWallet(origin, 'Corner Café', 50_000);
  const friend = await createWallet(origin, 'Sam', 80_000);
  const username = 'cafe';
  await call(
    origin,
    'POST',
    '/lnurlp/api/v1/links',
    {
      description: 'Corner Café',
      min: 1,
      max: 1_000_000,
      comment_chars: 140,
      username,
      success_text: 'Thanks! Your order is on its way.',
    },
    shop.adminkey,
  );
  const coffee = await createInvoice(origin, shop, 3_500, 'Flat white');
  await payInvoice(origin, wallet, coffee.bolt11);
  const rent = await createInvoice(origin, wallet, 42_000, 'Rent share');
  await payInvoice(origin, friend, rent.bolt11);
  const refund = await createInvoice(origin, wallet, 1_200, 'Refund');
  await payInvoice(origin, shop, refund.bolt11);
  // Moved back in time (the sandbox's own route), so the balance chart has days to show.
  for (const [paymentHash, daysAgo] of [
    ...(funding ? [[funding.payment_hash, 28] as const] : []),
    [rent.payment_hash, 24],
    [coffee.payment_hash, 11],
    [refund.payment_hash, 4],
  ] as const) {
    await call(origin, 'POST', '/sandbox/payments/backdate', {
      payment_hash: paymentHash,
      seconds: daysAgo * 24 * 3600,
    });
  }
  await createInvoice(origin, wallet, 800, 'Lunch split');
  // Expires within a second: by the time a journey shows it, it has.
  const parking = await call<{ payment_hash: string }>(
    origin,
    'POST',
    '/api/v1/payments',
    { out: false, amount: 1_500, memo: 'Parking', expiry: 1 },
    wallet.inkey,
  );
  const account = await call<{ id: string; user: string }>(origin, 'POST', '/api/v1/account', {
    name: 'Linked',
  });
  const faucet = await call<{ lnurl: string }>(origin, 'GET', '/sandbox/faucet');
  const foreignNodeKey = randomBytes(32);
  return {
    origin,
    wallet,
    shop,
    shopAddress: `${username}@${new URL(origin).host}`,
    paidHash: coffee.payment_hash,
    expiredHash: parking.payment_hash,
    shopInvoice: async (amountSat, memo) =>
      (await createInvoice(origin, shop, amountSat, memo)).bolt11,
    foreignInvoice: (amountSat, memo) =>
      encodeBolt11({
        amountMsat: BigInt(amountSat) * 1000n,
        timestamp: Math.floor(Date.now() / 1000),
        paymentHash: randomBytes(32).toString('hex'),
        paymentSecret: randomBytes(32).toString('hex'),
        description: memo,
        privateKey: foreignNodeKey,
      }),
    faucetLnurl: faucet.lnurl,
    walletLink: `${origin}/wallet?usr=${account.user}&wal=${account.id}`,
    loginCode: async () =>
      ((await (await fetch(`${loginSite}/login/site`)).json()) as { lnurl: string }).lnurl,
  };
}

/**
 * The app in a frame of another page: the frame, or how to open it again in a theme (a page that
 * only frames the app, which then shows a notice, takes the colour scheme it was opened in).
 */
type FrameTarget = Frame | ((theme: Theme) => Promise<Frame>);

/** Shows `theme` and waits until the app has it, its fonts are in and it has painted twice. */
async function showTheme(
  page: Page,
  target: FrameTarget | undefined,
  theme: Theme,
): Promise<Frame> {
  await page.emulateMedia({ colorScheme: theme });
  const frame = typeof target === 'function' ? await target(theme) : (target ?? page.mainFrame());
  await frame.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await frame.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return frame;
}

interface RunResult {
  taken: Set<string>;
  missed: Map<string, string>;
}

async function runJourney(
  browser: Browser,
  journey: Journey,
  context: { world: World; words: UiWords; viewport: Viewport; plan: Map<string, PlannedShot> },
  wanted: (name: string) => boolean,
  outDir: string,
  result: RunResult,
) {
  const { world, words, viewport, plan } = context;
  const browserContext = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    locale: words.locale === SOURCE_LOCALE ? 'en-US' : words.locale,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // tsx compiles with keepNames: functions handed to the page may call its __name helper.
  await browserContext.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  let current = journey.shots[0]!;
  let page: Page | undefined;
  try {
    page = await browserContext.newPage();
    if (journey.withWallet) {
      // Seeded once, on a sandbox page that loads none of the app: the app moves it into its
      // vault on start, and a PIN set later must not meet a second copy on the next load.
      await page.goto(`${world.origin}/sandbox/info`);
      const { key, value } = walletStorage(world.wallet);
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    }
    const shoot = async (name: string, frame?: FrameTarget) => {
      const onScreen = page!;
      const shot = plan.get(name);
      if (!shot || name !== current) {
        throw new Error(`the journey photographs "${name}" where it declares "${current}"`);
      }
      if (wanted(name)) {
        for (const theme of THEMES) {
          const shown = await showTheme(onScreen, frame, theme);
          // What the person sees at this size (a full-page image would draw the fixed navigation
          // over the middle of a long list); of a frame, the frame.
          const area = shown === onScreen.mainFrame() ? onScreen : await shown.frameElement();
          await area.screenshot({
            path: join(outDir, shotFileName(shot, theme)),
            animations: 'disabled',
            caret: 'hide',
          });
        }
        await showTheme(onScreen, typeof frame === 'function' ? undefined : frame, 'light');
        result.taken.add(name);
        console.log(`  ${shotFileName(shot, 'light').replace(/-light\.png$/, '')}`);
      }
      current = journey.shots[journey.shots.indexOf(name) + 1] ?? '';
    };
    await journey.run({ page, world, words, shoot });
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    // What was on screen instead, to see why.
    const shot = plan.get(current);
    await page
      ?.screenshot({ path: join(outDir, shot ? notReachedFileName(shot) : 'not-reached.png') })
      .catch(() => undefined);
    for (const name of journey.shots.slice(journey.shots.indexOf(current))) {
      if (wanted(name)) {
        result.missed.set(name, name === current ? reason : `comes after ${current}`);
      }
    }
    console.log(`  ${current}: not reached (${reason})`);
  } finally {
    await browserContext.close();
  }
}

function readOptions() {
  const locale = options.lang!;
  if (!isAppLocale(locale)) {
    throw new Error(`--lang wants one of ${APP_LOCALES.join(', ')} (got "${locale}")`);
  }
  const viewport = options.size ? parseViewport(options.size) : PHONE_VIEWPORT;
  const only = options.only?.split(',').map((name) => name.trim());
  return { locale: locale as AppLocale, viewport, only, out: options.out };
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const { locale, viewport, only, out } = readOptions();
  const plan = planShots(journeys);
  const unknown = only?.filter((name) => !plan.some((shot) => isWanted(shot.name, [name])));
  if (unknown?.length) {
    throw new Error(`--only: no state is called ${unknown.join(', ')}`);
  }
  const wanted = (name: string) => isWanted(name, only);
  const outDir = resolve(out ?? defaultOutDir(locale, viewport));
  mkdirSync(outDir, { recursive: true });
  // Only what an earlier run wrote here: the folder may hold other runs' folders.
  for (const file of readdirSync(outDir).filter(isScreensOutput)) {
    rmSync(join(outDir, file));
  }

  buildIfNeeded();
  const words = await loadUiWords(resolve('src/locales'), locale);
  // With its third-party hosts: the login site whose code the login screen shows.
  const sandbox = await startSandboxProcess([
    '--port',
    '0',
    '--static',
    'dist',
    '--no-demo',
    '--third-party-port',
    '0',
    '--third-party-blocked-port',
    '0',
  ]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result: RunResult = { taken: new Set(), missed: new Map() };
  try {
    const world = await makeWorld(sandbox.origin);
    const byName = new Map(plan.map((shot) => [shot.name, shot]));
    for (const journey of journeys.filter((j) => j.shots.some(wanted))) {
      await runJourney(
        browser,
        journey,
        { world, words, viewport, plan: byName },
        wanted,
        outDir,
        result,
      );
    }
  } finally {
    await browser.close();
    sandbox.stop();
  }

  const entries: IndexEntry[] = plan
    .filter((shot) => wanted(shot.name))
    .map((shot) =>
      result.taken.has(shot.name)
        ? { shot }
        : {
            shot,
            missedBecause: result.missed.get(shot.name) ?? 'not reached',
            pictureInstead: existsSync(join(outDir, notReachedFileName(shot))),
          },
    );
  writeFileSync(
    join(outDir, 'index.html'),
    indexHtml({ entries, locale, viewport, takenAt: new Date() }),
  );
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(
    `\n${result.taken.size * THEMES.length} screenshots of ${result.taken.size} states in ` +
      `${out ?? defaultOutDir(locale, viewport)}/ (index.html) in ${seconds} s`,
  );
  const missed = entries.filter((entry) => entry.missedBecause);
  if (missed.length > 0) {
    console.log(
      `Not reached:\n  ${missed.map((e) => `${e.shot.name}: ${e.missedBecause}`).join('\n  ')}`,
    );
    return 1;
  }
  return 0;
}

process.exitCode = await main();
