/**
 * How a person gets around the app, shared by the journeys: connecting a wallet, the navigation,
 * the PIN pad, the browser's downloads. Only what is on screen is used (roles, labels, text).
 */
import { watch } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestWallet } from '../e2e/support.ts';
import type { Screen } from './screen.ts';
import { WAIT_TIMEOUT_MS } from './config.ts';

export const PIN = '246810';

export const keyField = (screen: Screen) => screen.getByLabel('Wallet key or LNbits wallet link');

/** The connect screen, the server (when the wallet lives elsewhere), the key, Connect. */
export async function connectWallet(screen: Screen, origin: string, wallet: TestWallet) {
  await screen.goto(`${origin}/connect`);
  if (wallet.serverUrl !== origin) {
    await screen.getByLabel('Server address').fill(wallet.serverUrl);
  }
  await keyField(screen).fill(wallet.adminkey);
  await screen.getByRole('button', { name: 'Connect' }).click();
  await screen.getByTestId('balance').toBeVisible();
}

/** A tab of the main navigation (named 'Main' in English). */
export async function nav(screen: Screen, name: string, navigation = 'Main') {
  await screen.getByRole('navigation', { name: navigation }).getByRole('link', { name }).click();
}

/**
 * Opens Receive, Scan or Send from Home's quick actions, as a thumb would: through the Home tab
 * first when another tab screen shows (payment flows have no tab bar; journeys leave them first).
 */
export async function openFromHome(screen: Screen, action: 'Receive' | 'Scan' | 'Send') {
  if (new URL(await screen.url()).pathname !== '/') {
    await nav(screen, 'Home');
  }
  await nav(screen, action, 'Quick actions');
}

/** Taps a PIN on the pad with this name, digit by digit, as a thumb would. */
export async function tapPin(screen: Screen, padName: string, pin: string) {
  const pad = screen.getByRole('group', { name: padName });
  for (const digit of pin) {
    await pad.getByRole('button', { name: digit }).click();
  }
}

/**
 * Runs `action`, then waits for the browser to finish saving a new file whose name matches
 * `pattern` in `dir`, and returns its path. Both engines save under the final name only once the
 * file is complete (Firefox writes a .part beside it, WebKit a .download), so the name appearing
 * is the signal.
 */
export async function downloadOf(
  dir: string,
  pattern: RegExp,
  action: () => Promise<void>,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<string> {
  const before = new Set(await readdir(dir));
  const found = async () => {
    for (const name of await readdir(dir)) {
      if (!before.has(name) && pattern.test(name) && (await stat(join(dir, name))).size > 0) {
        return join(dir, name);
      }
    }
    return undefined;
  };
  let finish = () => {};
  let look = () => {};
  const arrived = new Promise<string>((resolve, reject) => {
    look = () =>
      void found().then(
        (path) => {
          if (path) {
            finish();
            resolve(path);
          }
        },
        () => undefined,
      );
    const watcher = watch(dir, look);
    const timer = setTimeout(() => {
      finish();
      void readdir(dir).then((names) =>
        reject(
          new Error(
            `no download matching ${pattern} in ${dir} within ${timeoutMs / 1000} s (there: ${names.join(', ') || 'nothing'})`,
          ),
        ),
      );
    }, timeoutMs);
    finish = () => {
      clearTimeout(timer);
      watcher.close();
    };
  });
  try {
    await action();
  } catch (error) {
    finish();
    throw error;
  }
  look();
  return arrived;
}
