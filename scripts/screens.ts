/**
 * `npm run screens`: a screenshot of every screen and state, light and dark, at 390×844, so a
 * reviewer sees the whole app in one place. Builds the app when dist is missing or stale, starts
 * a sandbox in memory, makes a funded wallet with some history, and writes
 * `screens/<screen>.<light|dark>.png` (git-ignored). Not part of `npm test`.
 *
 *   npm run screens -- [--out DIR] [--only welcome,home,…]
 *
 * A screen whose state can't be reached (a control renamed, say) is reported and skipped; the
 * run then exits 1 after writing the rest.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import {
  call,
  createInvoice,
  createWallet,
  payInvoice,
  startSandbox,
  walletStorage,
  type BenchWallet,
} from '../bench/lib/sandbox.ts';
import { distProblem } from './dist-info.mjs';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'screens' },
    only: { type: 'string' },
  },
});

const VIEWPORT = { width: 390, height: 844 };
const THEMES = ['light', 'dark'] as const;

interface World {
  origin: string;
  wallet: BenchWallet;
  /** A payment of the wallet's, for its detail screen. */
  paymentHash: string;
  /** An unpaid invoice of another wallet, for Send's review and outcome. */
  invoiceToPay: () => Promise<string>;
  /** An account's LNbits wallet link (user id and wallet id). */
  walletLink: string;
}

interface Screen {
  name: string;
  /** Whether the page starts with the wallet connected (else: a first run). */
  withWallet: boolean;
  /** Brings the page to the state to photograph, waiting on what shows it is there. */
  open: (page: Page, world: World) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).first().waitFor();

const screens: Screen[] = [
  {
    name: 'welcome',
    withWallet: false,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/welcome`);
      await heading(page, 'Welcome to Pocketbits');
    },
  },
  {
    name: 'connect',
    withWallet: false,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/connect`);
      await heading(page, 'Connect a wallet');
    },
  },
  {
    name: 'connect-wallet-link',
    withWallet: false,
    open: async (page, { origin, walletLink }) => {
      await page.goto(`${origin}/connect`);
      await page.getByLabel('Wallet key or LNbits wallet link').fill(walletLink);
      await page.getByRole('switch', { name: 'Remember the LNbits wallet link' }).waitFor();
    },
  },
  {
    name: 'restore',
    withWallet: false,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/connect/restore`);
      await page.getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'home',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(origin);
      await page.getByTestId('balance').waitFor();
    },
  },
  {
    name: 'home-balance-hidden',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(origin);
      await page.getByTestId('balance').waitFor();
      await page
        .getByRole('button', { name: /hide balance/i })
        .first()
        .click();
    },
  },
  {
    name: 'send-input',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/send`);
      await heading(page, /send/i);
    },
  },
  {
    name: 'send-review',
    withWallet: true,
    open: async (page, { origin, invoiceToPay }) => {
      const bolt11 = await invoiceToPay();
      await page.goto(`${origin}/send?${new URLSearchParams({ invoice: bolt11 })}`);
      await page.getByRole('button', { name: /^Pay\b/ }).waitFor();
    },
  },
  {
    name: 'send-outcome',
    withWallet: true,
    open: async (page, { origin, invoiceToPay }) => {
      const bolt11 = await invoiceToPay();
      await page.goto(`${origin}/send?${new URLSearchParams({ invoice: bolt11 })}`);
      await page.getByRole('button', { name: /^Pay\b/ }).click();
      await page.getByRole('status', { name: /paid/i }).first().waitFor();
    },
  },
  {
    name: 'receive',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/receive`);
      await heading(page, /receive/i);
    },
  },
  {
    name: 'history',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/history`);
      await heading(page, 'History');
    },
  },
  {
    name: 'payment-detail',
    withWallet: true,
    open: async (page, { origin, paymentHash }) => {
      await page.goto(`${origin}/history/${paymentHash}`);
      await page.getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'settings',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/settings`);
      await heading(page, /settings/i);
    },
  },
  {
    name: 'wallet-backup',
    withWallet: true,
    open: async (page, { origin, wallet }) => {
      await page.goto(`${origin}/wallets/${encodeURIComponent(`bench-${wallet.id}`)}/backup`);
      await page.getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'backup-file',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/settings/backup-file`);
      await page.getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'more',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/more`);
      await page.getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'nwc',
    withWallet: true,
    open: async (page, { origin }) => {
      await page.goto(`${origin}/more/nwc`);
      await heading(page, 'Wallet Connect');
    },
  },
  {
    name: 'scan-fallback',
    withWallet: true,
    open: async (page, { origin }) => {
      // No camera here: the scanner shows its ways round one (an image, a paste).
      await page.goto(`${origin}/scan`);
      await heading(page, 'Scan a QR code');
      await page.getByRole('button', { name: /paste/i }).first().waitFor();
    },
  },
];

function buildIfNeeded(): void {
  const problem = distProblem({ root: process.cwd(), distDir: resolve('dist') });
  if (problem) {
    console.log(`${problem} Building it first (npm run build)…`);
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } else {
    execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  }
}

/** A funded wallet with paid, received and unpaid payments, and a second account's link. */
async function makeWorld(origin: string): Promise<World> {
  const wallet = await createWallet(origin, 'Everyday', 120_000);
  const shop = await createWallet(origin, 'Coffee shop', 50_000);
  const coffee = await createInvoice(origin, shop, 3_500, 'Flat white');
  await payInvoice(origin, wallet, coffee.bolt11);
  const refund = await createInvoice(origin, wallet, 1_200, 'Refund');
  await payInvoice(origin, shop, refund.bolt11);
  await createInvoice(origin, wallet, 800, 'Lunch split');
  const account = await call<{ id: string; user: string }>(origin, 'POST', '/api/v1/account', {
    name: 'Linked',
  });
  return {
    origin,
    wallet,
    paymentHash: coffee.payment_hash,
    invoiceToPay: async () => (await createInvoice(origin, shop, 2_100, 'Croissant')).bolt11,
    walletLink: `${origin}/wallet?usr=${account.user}&wal=${account.id}`,
  };
}

async function photograph(
  browser: Browser,
  world: World,
  screen: Screen,
  theme: (typeof THEMES)[number],
  outDir: string,
): Promise<void> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: theme,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    if (screen.withWallet) {
      const stored = walletStorage(world.wallet);
      await context.addInitScript(
        ({ key, value }) => {
          if (!localStorage.getItem(key)) {
            localStorage.setItem(key, value);
          }
        },
        { key: stored.key, value: stored.value },
      );
    }
    const page = await context.newPage();
    await screen.open(page, world);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(outDir, `${screen.name}.${theme}.png`), fullPage: true });
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  buildIfNeeded();
  const wanted = options.only?.split(',').map((name) => name.trim());
  const chosen = wanted ? screens.filter((s) => wanted.includes(s.name)) : screens;
  const outDir = resolve(options.out!);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const sandbox = await startSandbox('dist');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const failures: string[] = [];
  try {
    const world = await makeWorld(sandbox.origin);
    for (const screen of chosen) {
      for (const theme of THEMES) {
        try {
          await photograph(browser, world, screen, theme, outDir);
          console.log(`  ${screen.name}.${theme}.png`);
        } catch (error) {
          const reason = (error as Error).message.split('\n')[0];
          failures.push(`${screen.name} (${theme}): ${reason}`);
          console.log(`  ${screen.name}.${theme}: skipped (${reason})`);
        }
      }
    }
  } finally {
    await browser.close();
    sandbox.stop();
  }
  const written = chosen.length * THEMES.length - failures.length;
  console.log(`\n${written} screenshots in ${options.out}/`);
  if (failures.length > 0) {
    console.log(`Not reached:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
