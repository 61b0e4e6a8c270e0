// Offline: with the server gone, a reload is answered by the engine's service worker from its
// precache, and the app shows the last balance and payments it saw, each marked "Offline — last
// updated …", and that it can't reach the server. (The device itself stays online, as a phone
// whose server is down does: navigator.onLine is true, so the "You're offline." banner, which
// follows navigator.onLine, is not expected; e2e/pwa.spec.ts covers it in Chromium, where the
// test can take the network away.) The journey has a sandbox of its own, which it stops.
import { once } from 'node:events';
import { startSandbox } from '../../e2e/global-setup.ts';
import { createFundedWallet } from '../../e2e/support.ts';
import { connectWallet, nav } from '../app.ts';
import type { Journey } from '../harness.ts';

export const offline: Journey = {
  name: 'offline',
  async run({ screen, step, note }) {
    const server = await startSandbox(['--no-third-party', '--no-demo']);
    const origin = new URL(server.appUrl).origin;
    try {
      const wallet = await createFundedWallet('Engine offline', 21_000, origin);

      await step('a reload while the first install runs offers no "new version"', async () => {
        // A new origin: nothing installed yet. Reloaded as soon as the install has begun (it
        // precaches the whole app: seconds in Firefox), the page that finds it still installing
        // once took its end for a new version and offered to switch to it.
        await screen.goto(`${origin}/welcome`);
        await screen.waitForPage<string>(
          'the service worker to start installing',
          `navigator.serviceWorker.getRegistration().then(function (r) {
            return r ? (r.installing ? 'installing' : r.active ? 'active' : 'other') : 'none';
          })`,
          (state) => state === 'installing' || state === 'active',
        );
        await screen.reload();
        const stillInstalling = await screen.evaluate<boolean>(
          'navigator.serviceWorker.getRegistration().then(function (r) { return Boolean(r && r.installing); })',
        );
        note(`the install was ${stillInstalling ? 'still running' : 'over'} after the reload`);
        await screen.waitForPage<boolean>(
          'the service worker to control the page',
          'Boolean(navigator.serviceWorker.controller)',
          (controlled) => controlled,
        );
        await screen.getByRole('heading', { name: 'Welcome to Pocketbits' }).toBeVisible();
        await screen.getByText('A new version is ready').toHaveCount(0);
      });

      await step('online: the service worker takes the page', async () => {
        await connectWallet(screen, origin, wallet);
        await screen.getByTestId('balance').toHaveText(/^21,000\s*sats/);
        await screen.waitForPage<boolean>(
          'the service worker to control the page',
          'Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)',
          (controlled) => controlled,
        );
        await screen
          .getByRole('region', { name: 'Latest payments' })
          .getByRole('link')
          .first()
          .toBeVisible();
        await screen.getByTestId('offline-mark').toHaveCount(0);
        // History keeps the first page it showed: looked at once while online.
        await nav(screen, 'History');
        await screen.getByTestId('history-end').toBeVisible();
        await nav(screen, 'Home');
        await screen.getByTestId('balance').toBeVisible();
      });

      await step('the server stops; a reload still opens the app', async () => {
        const exited = once(server.child, 'exit');
        server.child.kill('SIGTERM');
        await exited;
        await screen.reload();
        await screen.getByTestId('balance').toHaveText(/^21,000\s*sats/);
        // The balance and the latest payments, each marked.
        const marks = screen.getByTestId('offline-mark');
        await marks.toHaveCount(2);
        await marks.first().toHaveText(/^Offline — last updated \S/);
        await screen.getByText("Can't reach the server").toBeVisible();
      });

      await step('History opens from what it kept', async () => {
        await nav(screen, 'History');
        await screen.getByRole('heading', { name: 'History', level: 1 }).toBeVisible();
        await screen.getByTestId('offline-mark').toBeVisible();
        await screen
          .getByRole('region', { name: 'Payments' })
          .getByRole('link')
          .first()
          .toBeVisible();
      });
    } finally {
      server.child.kill('SIGTERM');
    }
  },
};
