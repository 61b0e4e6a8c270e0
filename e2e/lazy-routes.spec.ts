// Every screen is a lazy chunk behind RouteBoundary's skeleton (src/app/router.tsx). On the
// shipped runtime, preact/compat, React Router's navigation transition is a plain update (no
// concurrent rendering), so a screen whose code is still on its way must show the skeleton — not
// a blank page, not a frozen previous screen. The chunk is held back until the skeleton was seen.
import { expect, test, type Page } from './fixtures.ts';
import { appOrigin, createFundedWallet, openWallet } from './support.ts';

/** Holds back a screen's chunk (e.g. dist/assets/HistoryScreen-<hash>.js) until released. */
async function holdScreenChunk(page: Page, screen: string) {
  const chunk = new RegExp(`/assets/${screen}-[\\w-]+\\.js$`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return { requested: page.waitForRequest(chunk), release };
}

const skeleton = (page: Page) => page.getByRole('status', { name: 'Loading', exact: true });
const historyHeading = (page: Page) => page.getByRole('heading', { name: 'History', level: 1 });

test.describe('a screen whose code is still loading', () => {
  test('shows the skeleton when navigated to, then the screen', async ({ page }) => {
    await openWallet(page, await createFundedWallet('Lazy routes', 0));
    const held = await holdScreenChunk(page, 'HistoryScreen');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'History' })
      .click();
    await held.requested;
    await expect(page).toHaveURL(/\/history$/);
    await expect(skeleton(page)).toBeVisible();
    // The skeleton stands in the page, inside the app's frame, while the chunk is still held.
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(historyHeading(page)).toHaveCount(0);

    held.release();
    await expect(historyHeading(page)).toBeVisible();
    await expect(skeleton(page)).toHaveCount(0);
  });

  test('shows the skeleton when the app opens on that screen, then the screen', async ({
    page,
  }) => {
    await openWallet(page, await createFundedWallet('Lazy routes', 0));
    const held = await holdScreenChunk(page, 'HistoryScreen');

    await page.goto(`${appOrigin()}/history`);
    await held.requested;
    await expect(skeleton(page)).toBeVisible();
    await expect(historyHeading(page)).toHaveCount(0);

    held.release();
    await expect(historyHeading(page)).toBeVisible();
    await expect(skeleton(page)).toHaveCount(0);
  });
});

test.describe('a screen whose code cannot download', () => {
  const openHistory = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();

  test('says so in words, loading those words only now, with a reload', async ({ page }) => {
    await openWallet(page, await createFundedWallet('Lost chunk', 0));
    // The error words are not part of a screen that shows no error.
    const wordsRequested = page.waitForRequest(/\/assets\/DescribedError-[\w-]+\.js$/);
    await page.route(/\/assets\/HistoryScreen-[\w-]+\.js$/, (route) => route.abort());
    await openHistory(page);
    await wordsRequested;
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This screen couldn');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('offline on a first visit, when even the error words cannot load: plain and honest', async ({
    page,
  }) => {
    await openWallet(page, await createFundedWallet('Lost words', 0));
    await page.route(/\/assets\/(HistoryScreen|DescribedError)-[\w-]+\.js$/, (route) =>
      route.abort(),
    );
    await openHistory(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Something went wrong');
    await expect(alert).toContainText('Check the connection and try again.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
